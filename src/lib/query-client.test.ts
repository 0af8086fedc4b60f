import { describe, expect, it } from 'vitest'
import { CATALOGUE_QUERY_ROOT, shouldPersistQuery, staleTimes } from './query-client.ts'

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
