import * as v from 'valibot'
import { inOrder } from '#domain/dates/period.ts'
import {
  EMPTY_HOTEL_SEARCH_FILTER,
  HotelSearchFilterObject,
  type HotelSearchFilter,
} from '#domain/hotels/hotel-search-filter.ts'
import { earliestCheckIn } from './search-form-model.ts'

/**
 * The applied hotel search filter, kept in local storage with no expiry
 * (docs/product/hotels.md#search): a small store the page and the header's global search share.
 */
export const HOTEL_FILTER_STORAGE_KEY = 'lds.hotel-search-filter'

/** The stored filter as the page reads it; `revision` changes when somebody else (the global search, another tab) wrote it. */
export type AppliedFilter = { filter: HotelSearchFilter; revision: number; datesDropped: boolean }

type Key = keyof typeof HotelSearchFilterObject.entries

/**
 * A stored value cleaned field by field: unknown or invalid fields are dropped, and a period
 * that has begun (or is not a period) is dropped as a whole, since it can no longer be searched.
 */
export function cleanStoredFilter(
  stored: unknown,
  today: string,
): { filter: HotelSearchFilter; datesDropped: boolean } {
  const filter: Record<string, unknown> = { ...EMPTY_HOTEL_SEARCH_FILTER }
  if (typeof stored === 'object' && stored !== null) {
    for (const key of Object.keys(HotelSearchFilterObject.entries) as Key[]) {
      const value = (stored as Record<string, unknown>)[key]
      if (value === undefined) continue
      const result = v.safeParse(HotelSearchFilterObject.entries[key], value)
      if (result.success && result.output !== undefined) filter[key] = result.output
    }
  }
  const clean = filter as HotelSearchFilter
  const { checkInDate, checkOutDate } = clean
  if (!checkInDate && !checkOutDate) return { filter: clean, datesDropped: false }
  const valid = inOrder(checkInDate, checkOutDate) && checkInDate! >= today
  if (valid) return { filter: clean, datesDropped: false }
  const { checkInDate: _in, checkOutDate: _out, paymentProfile: _profile, ...rest } = clean
  return { filter: rest, datesDropped: true }
}

function readStorage(): unknown {
  try {
    const raw = localStorage.getItem(HOTEL_FILTER_STORAGE_KEY)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

type Listener = () => void
const listeners = new Set<Listener>()
let snapshot: AppliedFilter | null = null
let revision = 0

/** The applied filter (stable between changes, for useSyncExternalStore). Browser only. */
export function readAppliedFilter(): AppliedFilter {
  if (!snapshot) snapshot = { ...cleanStoredFilter(readStorage(), earliestCheckIn()), revision }
  return snapshot
}

function notify(): void {
  for (const listener of listeners) listener()
}

/**
 * Saves and applies a filter. `source: 'form'` keeps the form as it is (it already shows these
 * values); any other writer (the global search) gets the form re-read.
 */
export function applyHotelFilter(filter: HotelSearchFilter, source: 'form' | 'elsewhere' = 'elsewhere'): void {
  try {
    localStorage.setItem(HOTEL_FILTER_STORAGE_KEY, JSON.stringify(filter))
  } catch {
    // storage full or disabled: the filter holds until the page reloads
  }
  if (source !== 'form') revision += 1
  snapshot = { filter, revision, datesDropped: false }
  notify()
}

/** Applies a destination (a country or a city) and keeps the rest of the stored filter. */
export function applyHotelDestination(destination: string): void {
  applyHotelFilter({ ...readAppliedFilter().filter, destination })
}

function onStorage(event: StorageEvent): void {
  if (event.key !== HOTEL_FILTER_STORAGE_KEY && event.key !== null) return
  revision += 1
  snapshot = null
  notify()
}

export function subscribeToAppliedFilter(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** Test helper: forget the cached snapshot. */
export function resetAppliedFilterCache(): void {
  snapshot = null
}
