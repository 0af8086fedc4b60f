import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during the server's render and the browser's hydration of that HTML, true right after; true from the start
 * on a page the browser renders itself. What depends on the browser's own state (the session, the tab's storage)
 * waits for it, so the hydrating render matches the server's HTML (docs/decisions/045-server-rendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
