/**
 * What the hotel pages remember in this browser (docs/product/hotels.md#hotel-page): the last opened
 * tab for this session (session storage) and whether the distribution page's help was seen (local
 * storage). Never read during a server render or hydration; without storage it lasts as long as the page.
 */
import { useCallback, useSyncExternalStore } from 'react'

export const HOTEL_TAB_KEY = 'lds.hotel-page.tab'
export const DISTRIBUTION_HELP_KEY = 'lds.distribution.help-seen'

type Area = 'session' | 'local'

function storage(area: Area): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    return null
  }
}

/** Values that storage refused (full or disabled): they hold as long as the page. */
const unstored = new Map<string, string>()

function readStored(area: Area, key: string): string | null {
  try {
    const value = storage(area)?.getItem(key)
    if (value != null) return value
  } catch {
    // storage disabled: the page's own copy below
  }
  return unstored.get(`${area}:${key}`) ?? null
}

function writeStored(area: Area, key: string, value: string): void {
  try {
    const target = storage(area)
    if (!target) throw new Error('no storage')
    target.setItem(key, value)
    unstored.delete(`${area}:${key}`)
  } catch {
    unstored.set(`${area}:${key}`, value)
  }
}

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A stored value: `undefined` on the server and while a server-rendered page hydrates, then the
 * stored value or null. `set` stores a new value and shows it.
 */
export function useStoredValue(area: Area, key: string): [string | null | undefined, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStored(area, key),
    () => undefined,
  )
  const set = useCallback(
    (next: string) => {
      writeStored(area, key, next)
      for (const listener of listeners) listener()
    },
    [area, key],
  )
  return [value, set]
}
