// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_HOTEL_SEARCH_FILTER } from '#domain/hotels/hotel-search-filter.ts'
import { setApiTransport } from '#lib/api-client.ts'
import { createAppQueryClient, createPersistOptions, restorePersistedQueries } from '#lib/query-client.ts'
import {
  availableHotelPagesQueryOptions,
  availableHotelsQueryOptions,
  hotelRoomsQueryOptions,
  hotelSearchProgramsQueryOptions,
} from './queries.ts'

const fetched = vi.fn()
setApiTransport({
  fetch: (input) => {
    fetched(String(input))
    return Promise.resolve(Response.json([]))
  },
})
const options = createPersistOptions('v1')

/** Saves the first client's catalogue as the page does, then boots a second one from it (a reload). */
async function reload(before: QueryClient): Promise<QueryClient> {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  await persistQueryClientSave({ ...options, queryClient: before })
  await vi.advanceTimersByTimeAsync(1000) // the persister writes at most once a second
  vi.useRealTimers()
  const after = createAppQueryClient()
  await restorePersistedQueries(after, options)
  return after
}

afterEach(() => {
  fetched.mockClear()
  localStorage.clear()
})

const MINUTE = 60_000

describe('hotel caches across a reload (docs/product/offline-and-pwa.md#persisted-query-cache)', () => {
  it.each<[string, { queryKey: readonly unknown[] }, number, boolean]>([
    ['programs, 1 day later', hotelSearchProgramsQueryOptions(), 24 * 60 * MINUTE, false],
    ['room list, 4 minutes later', hotelRoomsQueryOptions('h1', 'en'), 4 * MINUTE, false],
    ['room list, 6 minutes later', hotelRoomsQueryOptions('h1', 'en'), 6 * MINUTE, true],
    [
      'available hotels, 4 minutes later',
      availableHotelsQueryOptions(EMPTY_HOTEL_SEARCH_FILTER, false),
      4 * MINUTE,
      false,
    ],
    [
      'available hotels, 6 minutes later',
      availableHotelsQueryOptions(EMPTY_HOTEL_SEARCH_FILTER, false),
      6 * MINUTE,
      true,
    ],
  ])('%s', async (_name, query, age, askedAgain) => {
    const before = createAppQueryClient()
    before.setQueryData(query.queryKey, [], { updatedAt: Date.now() - age })
    const after = await reload(before)
    expect(after.getQueryData(query.queryKey)).toEqual([])
    await after.ensureQueryData({
      ...(query as Parameters<QueryClient['ensureQueryData']>[0]),
      revalidateIfStale: true,
    })
    await vi.waitFor(() => expect(fetched.mock.calls.length).toBe(askedAgain ? 1 : 0))
  })

  it('keeps the hotel grid pages too', async () => {
    const pages = availableHotelPagesQueryOptions(EMPTY_HOTEL_SEARCH_FILTER, true)
    const before = createAppQueryClient()
    before.setQueryData(pages.queryKey, { pages: [], pageParams: [] })
    const after = await reload(before)
    expect(after.getQueryData(pages.queryKey)).toEqual({ pages: [], pageParams: [] })
  })
})
