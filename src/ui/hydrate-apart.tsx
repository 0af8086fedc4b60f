import type { ReactNode } from 'react'
import { Suspense } from 'react'
import { useRenderMode } from './render-mode.ts'

/**
 * A server-rendered part that hydrates in a task of its own: React leaves a Suspense boundary's
 * server HTML in place while it hydrates the tree around it, then hydrates the boundary at a lower
 * priority, in slices it can interrupt. The HTML is the same either way; a page the browser renders
 * itself needs no boundary. `fallback` is what shows if the part suspends after hydration.
 */
export function HydrateApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  if (useRenderMode() === 'server') return <Suspense fallback={fallback}>{children}</Suspense>
  return children
}
