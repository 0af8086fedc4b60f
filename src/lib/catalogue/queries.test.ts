// @vitest-environment jsdom
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setApiTransport } from '#lib/api-client.ts'
import { createAppQueryClient, createPersistOptions, restorePersistedQueries } from '#lib/query-client.ts'
import { countryNamesQueryOptions } from './queries.ts'

const fetched = vi.fn()
setApiTransport({
  language: () => 'de',
  fetch: (input, init) => {
    fetched(String(input), new Headers(init?.headers).get('accept-language'))
    return Promise.resolve(Response.json(['Deutschland', 'Frankreich']))
  },
})
afterEach(() => {
  fetched.mockClear()
  localStorage.clear()
})
const DAY = 24 * 60 * 60_000

describe('country names', () => {
  it('are asked in the page language', async () => {
    const names = await createAppQueryClient().fetchQuery(countryNamesQueryOptions('de'))
    expect(names).toEqual(['Deutschland', 'Frankreich'])
    expect(fetched).toHaveBeenCalledWith('/api/country-names', 'de')
  })

  it.each([
    [6, false],
    [8, true],
  ])('are kept 7 days across a reload: %i days later asked again: %s', async (days, askedAgain) => {
    const options = createPersistOptions('v1')
    const query = countryNamesQueryOptions('en')
    const before = createAppQueryClient()
    before.setQueryData(query.queryKey, ['Austria'], { updatedAt: Date.now() - days * DAY })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await persistQueryClientSave({ ...options, queryClient: before })
    await vi.advanceTimersByTimeAsync(1000) // the persister writes at most once a second
    vi.useRealTimers()
    const after = createAppQueryClient()
    await restorePersistedQueries(after, options)
    expect(after.getQueryData(query.queryKey)).toEqual(['Austria'])
    await after.ensureQueryData({ ...query, revalidateIfStale: true })
    await vi.waitFor(() => expect(fetched.mock.calls.length).toBe(askedAgain ? 1 : 0))
  })
})
