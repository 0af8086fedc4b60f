// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_HOTEL_SEARCH_FILTER } from '#domain/hotels/hotel-search-filter.ts'
import {
  HOTEL_FILTER_STORAGE_KEY,
  applyHotelDestination,
  applyHotelFilter,
  cleanStoredFilter,
  readAppliedFilter,
  resetAppliedFilterCache,
  subscribeToAppliedFilter,
} from './filter-storage.ts'

afterEach(() => resetAppliedFilterCache())

const today = '2026-11-22'
const period = { destination: 'Verbier', checkInDate: '2026-12-01', checkOutDate: '2026-12-05' }

describe('cleaning a stored filter', () => {
  it.each([
    ['nothing stored', null, EMPTY_HOTEL_SEARCH_FILTER, false],
    ['not an object', 'Verbier', EMPTY_HOTEL_SEARCH_FILTER, false],
    [
      'a valid filter',
      { ...period, hotelCategories: ['5 Star'] },
      { ...EMPTY_HOTEL_SEARCH_FILTER, ...period, hotelCategories: ['5 Star'] },
      false,
    ],
    [
      'unknown categories and fields dropped',
      { hotelCategories: ['7 Star'], colour: 'red', maxKeys: 40 },
      { ...EMPTY_HOTEL_SEARCH_FILTER, maxKeys: 40 },
      false,
    ],
    [
      'a period that has begun is dropped with its profile',
      { ...period, checkInDate: '2026-11-20', paymentProfile: 'ClientPays' },
      { ...EMPTY_HOTEL_SEARCH_FILTER, destination: 'Verbier' },
      true,
    ],
    ['one date alone is dropped', { checkOutDate: '2026-12-05' }, EMPTY_HOTEL_SEARCH_FILTER, true],
    [
      'a reversed period is dropped',
      { ...period, checkOutDate: '2026-11-30' },
      { ...EMPTY_HOTEL_SEARCH_FILTER, destination: 'Verbier' },
      true,
    ],
  ] as const)('%s', (_, stored, filter, datesDropped) => {
    expect(cleanStoredFilter(stored, today)).toEqual({ filter, datesDropped })
  })
})

describe('the applied filter store (local storage, no expiry)', () => {
  it('reads what was applied, after a reload too', () => {
    applyHotelFilter({ ...EMPTY_HOTEL_SEARCH_FILTER, destination: 'France' }, 'form')
    expect(JSON.parse(localStorage.getItem(HOTEL_FILTER_STORAGE_KEY)!)).toMatchObject({ destination: 'France' })
    resetAppliedFilterCache()
    expect(readAppliedFilter().filter.destination).toBe('France')
  })

  it('keeps one snapshot between changes and tells subscribers about a change', () => {
    const first = readAppliedFilter()
    expect(readAppliedFilter()).toBe(first)
    const listener = vi.fn()
    const unsubscribe = subscribeToAppliedFilter(listener)
    applyHotelFilter({ ...EMPTY_HOTEL_SEARCH_FILTER, maxKeys: 30 }, 'form')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(readAppliedFilter()).not.toBe(first)
    unsubscribe()
  })

  it('a destination from elsewhere keeps the rest of the filter and asks the form to re-read', () => {
    applyHotelFilter({ ...EMPTY_HOTEL_SEARCH_FILTER, hotelCategories: ['4 Star'], destination: 'Lech' }, 'form')
    const before = readAppliedFilter().revision
    applyHotelDestination('Switzerland')
    const after = readAppliedFilter()
    expect(after.filter).toMatchObject({ destination: 'Switzerland', hotelCategories: ['4 Star'] })
    expect(after.revision).toBeGreaterThan(before)
  })

  it('follows another tab', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToAppliedFilter(listener)
    const before = readAppliedFilter().revision
    localStorage.setItem(HOTEL_FILTER_STORAGE_KEY, JSON.stringify({ destination: 'Austria' }))
    window.dispatchEvent(new StorageEvent('storage', { key: HOTEL_FILTER_STORAGE_KEY }))
    expect(listener).toHaveBeenCalled()
    expect(readAppliedFilter()).toMatchObject({ filter: { destination: 'Austria' } })
    expect(readAppliedFilter().revision).toBeGreaterThan(before)
    unsubscribe()
  })
})
