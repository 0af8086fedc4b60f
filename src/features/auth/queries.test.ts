// @vitest-environment jsdom
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { describe, expect, it, vi } from 'vitest'
import { setApiTransport } from '#lib/api-client.ts'
import { createAppQueryClient, createPersistOptions, restorePersistedQueries } from '#lib/query-client.ts'
import { currentUserQueryOptions, travelAgenciesQueryOptions, updateCachedCurrentUser } from './queries.ts'
import type { CurrentUser } from './types.ts'

describe('the agency list', () => {
  it('is cached forever across a reload: restored from the persisted cache, never asked again', async () => {
    const fetched = vi.fn()
    setApiTransport({
      fetch: (input) => {
        fetched(String(input))
        return Promise.resolve(Response.json([]))
      },
    })
    const options = createPersistOptions('v1')
    const agencies = travelAgenciesQueryOptions()
    const before = createAppQueryClient()
    const list = [{ _id: 'a1', name: 'Alpine Travel' }]
    before.setQueryData(agencies.queryKey, list, { updatedAt: Date.now() - 3 * 24 * 60 * 60_000 })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await persistQueryClientSave({ ...options, queryClient: before })
    await vi.advanceTimersByTimeAsync(1000) // the persister writes at most once a second
    vi.useRealTimers()

    const after = createAppQueryClient()
    await restorePersistedQueries(after, options)
    expect(after.getQueryData(agencies.queryKey)).toEqual(list)
    expect(await after.ensureQueryData({ ...agencies, revalidateIfStale: true })).toEqual(list)
    expect(fetched).not.toHaveBeenCalled()
  })
})

describe('updateCachedCurrentUser', () => {
  it("changes every session's cached answer at once and leaves absent ones absent", () => {
    const client = createAppQueryClient()
    const mine = currentUserQueryOptions('sub-1', null)
    const acting = currentUserQueryOptions('sub-1', 'a2')
    const absent = currentUserQueryOptions('sub-2', null)
    const answer = {
      user: { _id: 'u1', firstName: null } as CurrentUser['user'],
      travelAgency: null,
    }
    client.setQueryData(mine.queryKey, answer)
    client.setQueryData(acting.queryKey, answer)
    updateCachedCurrentUser(client, (current) => ({ ...current, user: { ...current.user, firstName: 'Sophie' } }))
    expect(client.getQueryData(mine.queryKey)?.user.firstName).toBe('Sophie')
    expect(client.getQueryData(acting.queryKey)?.user.firstName).toBe('Sophie')
    expect(client.getQueryData(absent.queryKey)).toBeUndefined()
  })
})
