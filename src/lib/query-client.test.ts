// @vitest-environment jsdom
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { describe, expect, it, vi } from 'vitest'
import {
  CATALOGUE_QUERY_ROOT,
  createAppQueryClient,
  createPersistOptions,
  restorePersistedQueries,
  savePersistedQueriesNow,
  shouldPersistQuery,
  staleTimes,
} from './query-client.ts'

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0]

describe('shouldPersistQuery', () => {
  it.each<[unknown[], 'success' | 'error' | 'pending', boolean]>([
    [[CATALOGUE_QUERY_ROOT, 'properties', 'list'], 'success', true],
    [[CATALOGUE_QUERY_ROOT, 'hotels', 'locations'], 'success', true],
    [[CATALOGUE_QUERY_ROOT, 'properties'], 'error', false],
    [[CATALOGUE_QUERY_ROOT, 'properties'], 'pending', false],
    [['leads', 'x'], 'success', false],
    [['offers', 'room-1'], 'success', false],
    [['user'], 'success', false],
  ])('%j (%s) -> %s', (key, status, expected) => {
    expect(shouldPersistQuery(query(key, status))).toBe(expected)
  })
})

describe('staleTimes', () => {
  it('match the specification', () => {
    expect(staleTimes.hotel).toBe(300000)
    expect(staleTimes.offers).toBe(60000)
    expect(staleTimes.rooms).toBe(300000)
    expect(staleTimes.availableHotels).toBe(300000)
    expect(staleTimes.programs).toBe(Infinity)
    expect(staleTimes.agencies).toBe(Infinity)
    expect(staleTimes.countryNames).toBe(7 * 24 * 60 * 60 * 1000)
  })
})

describe('restorePersistedQueries', () => {
  const key = [CATALOGUE_QUERY_ROOT, 'properties', 'list']
  const options = createPersistOptions('v1')

  async function persisted(data: unknown, dataUpdatedAt: number) {
    const earlier = createAppQueryClient()
    earlier.setQueryData(key, data, { updatedAt: dataUpdatedAt })
    earlier.setQueryData(['leads', 'x'], 'secret')
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await persistQueryClientSave({ ...options, queryClient: earlier })
    await vi.advanceTimersByTimeAsync(1000) // the persister writes at most once a second
    vi.useRealTimers()
  }

  it('puts the persisted catalogue into a new client before anything renders (never other queries)', async () => {
    await persisted(['stored'], Date.now() - 60_000)
    const client = createAppQueryClient()
    await restorePersistedQueries(client, options)
    expect(client.getQueryData(key)).toEqual(['stored'])
    expect(client.getQueryData(['leads', 'x'])).toBeUndefined()
  })

  it("keeps newer data the client already has (a server-rendered page's)", async () => {
    await persisted(['stored'], Date.now() - 60_000)
    const client = createAppQueryClient()
    client.setQueryData(key, ['from the server'], { updatedAt: Date.now() })
    await restorePersistedQueries(client, options)
    expect(client.getQueryData(key)).toEqual(['from the server'])
  })

  it('drops a cache of another app version and one it cannot read, and goes on', async () => {
    await persisted(['stored'], Date.now() - 60_000)
    const client = createAppQueryClient()
    await restorePersistedQueries(client, createPersistOptions('v2'))
    expect(client.getQueryData(key)).toBeUndefined()
    localStorage.setItem('lds.query-cache', '{not json')
    await expect(restorePersistedQueries(createAppQueryClient(), options)).resolves.toBeUndefined()
  })
})

describe('savePersistedQueriesNow', () => {
  const key = [CATALOGUE_QUERY_ROOT, 'hotels', 'available-pages', { destination: 'France' }]
  const options = createPersistOptions('v1')

  it('writes the catalogue at once, before the throttled save would (the page is being left)', async () => {
    localStorage.clear()
    const earlier = createAppQueryClient()
    earlier.setQueryData(key, ['Hôtel du Cap'])
    earlier.setQueryData(['leads', 'x'], 'secret')
    savePersistedQueriesNow(earlier, options)
    const stored = localStorage.getItem('lds.query-cache') ?? ''
    expect(stored).toContain('Hôtel du Cap')
    expect(stored).not.toContain('secret')
    const client = createAppQueryClient()
    await restorePersistedQueries(client, options)
    expect(client.getQueryData(key)).toEqual(['Hôtel du Cap'])
  })

  it('writes an empty cache after a sign-out cleared the client', () => {
    const client = createAppQueryClient()
    client.setQueryData(key, ['Hôtel du Cap'])
    client.clear()
    savePersistedQueriesNow(client, options)
    expect(localStorage.getItem('lds.query-cache') ?? '').not.toContain('Hôtel du Cap')
  })
})
