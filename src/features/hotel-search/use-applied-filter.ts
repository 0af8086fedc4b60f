import { useSyncExternalStore } from 'react'
import { readAppliedFilter, subscribeToAppliedFilter, type AppliedFilter } from './filter-storage.ts'

const serverSnapshot = () => null

/**
 * The applied filter from local storage; null while rendering on the server or hydrating (the
 * store is read in the browser only, so the server's HTML never depends on it).
 */
export function useAppliedFilter(): AppliedFilter | null {
  return useSyncExternalStore(subscribeToAppliedFilter, readAppliedFilter, serverSnapshot)
}
