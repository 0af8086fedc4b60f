import type { ReactNode } from 'react'
import { use, useState } from 'react'

type Gate = { open: boolean; opened: Promise<void>; release: () => void }

function createGate(): Gate {
  let release = () => undefined as void
  const opened = new Promise<void>((resolve) => (release = resolve))
  return { open: false, opened, release }
}

/**
 * Lazy hydration of a server-rendered part below the fold (docs/decisions/045-server-rendering.md):
 * put it in a Suspense boundary and wrap it in <HydrateWhen ready={…}>. Until `ready` the part
 * suspends, so React leaves the server's HTML as it is (visible, not yet interactive) and hydrates
 * it, loading its code, only once `ready` turns true, e.g. when the visitor scrolls near it.
 */
export function useHydrationGate(ready: boolean): Gate {
  const [gate] = useState(createGate)
  if (ready && !gate.open) {
    gate.open = true
    gate.release()
  }
  return gate
}

export function HydrateWhen({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.opened)
  return children
}
