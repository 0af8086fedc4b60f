import { startTransition, type ReactNode } from 'react'
import { hydrateRoot, type HydrationOptions } from 'react-dom/client'

/**
 * Hydrates the server's HTML in a transition (docs/decisions/066-hydration-in-a-transition.md).
 * React hydrates a root at its default lane, which it renders without yielding: the whole page's
 * tree in one task (about 110 ms at 4x CPU on a property page). A transition's lane is rendered in
 * slices of a few milliseconds, so a tap or a frame gets in between; Suspense boundaries keep
 * hydrating first where the visitor interacts.
 */
export function hydrateInSlices(container: Element, app: ReactNode, options?: HydrationOptions): void {
  startTransition(() => {
    hydrateRoot(container, app, options)
  })
}
