/**
 * The selection in local storage (docs/product/hotels.md#selection): one selection at a time,
 * under the key of its hotel, period and payment profile. Writing one drops every other; a change
 * is announced to this tab (an event) and to other tabs (the storage event).
 */
import type { Selection, SelectionContext } from '#domain/hotels/selection.ts'
import { SELECTION_STORAGE_PREFIX, parseStoredSelection, selectionStorageKey } from '#domain/hotels/selection.ts'

const CHANGE_EVENT = 'lds:hotel-selection'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The raw stored text for a context (null when none); a stable value for useSyncExternalStore. */
export function readSelectionText(c: SelectionContext): string | null {
  return storage()?.getItem(selectionStorageKey(c)) ?? null
}

export function readSelection(c: SelectionContext): Selection | null {
  return parseStoredSelection(readSelectionText(c), c)
}

/** Removes every stored selection but the one under `keep` (another hotel, period or filter). */
export function dropOtherSelections(keep: string | null): void {
  const store = storage()
  if (!store) return
  const stale: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(SELECTION_STORAGE_PREFIX) && key !== keep) stale.push(key)
  }
  for (const key of stale) store.removeItem(key)
  if (stale.length) window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Stores the selection (an empty, unsaved one is removed) and drops any other. */
export function writeSelection(s: Selection): void {
  const store = storage()
  if (!store) return
  const key = selectionStorageKey(s)
  try {
    if (s.rooms.length === 0 && !s.savedInterestId) store.removeItem(key)
    else store.setItem(key, JSON.stringify(s))
  } catch {
    // a full or blocked storage: the selection lives until the page is left
  }
  dropOtherSelections(key)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export function subscribeToSelection(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SELECTION_STORAGE_PREFIX)) onChange()
  }
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}
