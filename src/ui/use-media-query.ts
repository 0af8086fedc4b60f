import { useCallback, useSyncExternalStore } from 'react'

/** The breakpoints (docs/product/chrome-and-navigation.md#breakpoints) as min-width media queries. */
export const MEDIA = {
  small: '(min-width: 480px)',
  tablet: '(min-width: 768px)',
  desktop: '(min-width: 800px)',
  wide: '(min-width: 1000px)',
  menu: '(min-width: 1300px)',
} as const

/**
 * The viewport resize debounce (docs/product/chrome-and-navigation.md#breakpoints): a layout that
 * reads the viewport in script switches 100 ms after the last crossing of its breakpoint, so a
 * window dragged to and fro across it re-renders the page once, not on every crossing.
 */
export const RESIZE_DEBOUNCE_MS = 100

/** One settled value per query and delay, shared by every component that reads it. */
type Settled = {
  value: boolean
  list: MediaQueryList
  listeners: Set<() => void>
  timer: ReturnType<typeof setTimeout> | null
  onChange: () => void
}
const settled = new Map<string, Settled>()

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

function subscribeTo(query: string, delayMs: number, listener: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined
  const key = `${delayMs}:${query}`
  let entry = settled.get(key)
  if (!entry) {
    const list = window.matchMedia(query)
    const created: Settled = { value: list.matches, list, listeners: new Set(), timer: null, onChange: () => undefined }
    const settle = () => {
      created.timer = null
      if (created.value === created.list.matches) return
      created.value = created.list.matches
      for (const notify of created.listeners) notify()
    }
    created.onChange = () => {
      if (delayMs <= 0) return settle()
      if (created.timer !== null) clearTimeout(created.timer)
      else created.value = !created.list.matches
      created.timer = setTimeout(settle, delayMs)
    }
    list.addEventListener('change', created.onChange)
    settled.set(key, (entry = created))
  }
  const current = entry
  current.listeners.add(listener)
  return () => {
    current.listeners.delete(listener)
    if (current.listeners.size > 0) return
    current.list.removeEventListener('change', current.onChange)
    if (current.timer !== null) clearTimeout(current.timer)
    settled.delete(key)
  }
}

/** The settled value while a change waits out the delay, else the live one. */
function read(query: string, delayMs: number): boolean {
  const entry = settled.get(`${delayMs}:${query}`)
  if (entry?.timer != null) return entry.value
  return hasMatchMedia() ? window.matchMedia(query).matches : false
}

/**
 * Whether a media query matches, live (false where matchMedia is unavailable, e.g. some tests). A
 * change shows `delayMs` after the last one (RESIZE_DEBOUNCE_MS; 0 for queries that are no resize).
 */
export function useMediaQuery(query: string, delayMs: number = RESIZE_DEBOUNCE_MS): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeTo(query, delayMs, onChange), [query, delayMs])
  return useSyncExternalStore(
    subscribe,
    () => read(query, delayMs),
    () => false,
  )
}

/** True when the visitor asked for reduced motion (a setting, not a resize: no debounce). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', 0)
}
