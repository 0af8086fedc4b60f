import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { HotelListQuerySchema } from './hotel-list.ts'
import { nextListOffset } from './hotel-pages.ts'

describe('the public hotel list query', () => {
  it.each([
    [{}, { limit: 12, offset: 0 }],
    [
      { destination: '  Zermatt ', limit: '24', offset: '12' },
      { destination: 'Zermatt', limit: 24, offset: 12 },
    ],
    [{ destination: '   ' }, { destination: undefined, limit: 12, offset: 0 }],
    [{ includeDemos: 'true' }, { includeDemos: true, limit: 12, offset: 0 }],
  ])('%o reads as %o', (query, output) => {
    expect(v.parse(HotelListQuerySchema, query)).toEqual(output)
  })

  it.each([
    [{ limit: '0' }, 'At least 1'],
    [{ limit: '1e3' }, 'Expected a number'],
    [{ offset: '2.5' }, 'Expected a whole number'],
    [{ destination: 'x'.repeat(121) }, 'At most 120 characters'],
  ])('%o is refused: %s', (query, message) => {
    const result = v.safeParse(HotelListQuerySchema, query)
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe(message)
  })
})

describe('the next page of the list', () => {
  it.each([
    [{ count: 30, offset: 0, limit: 12, hotels: 12 }, 12],
    [{ count: 30, offset: 24, limit: 12, hotels: 6 }, undefined],
    [{ count: 24, offset: 12, limit: 12, hotels: 12 }, undefined],
    [{ count: 0, offset: 0, limit: 12, hotels: 0 }, undefined],
  ])('%o: %s', ({ hotels, ...page }, next) => {
    const listing = {
      _id: 'x',
      name: 'x',
      category: '5 Star' as const,
      thumbnail: '',
      location: { sector: null, city: 'x', country: 'x' },
      externalRatings: {},
    }
    expect(nextListOffset({ ...page, hotels: Array.from({ length: hotels }, () => listing) })).toBe(next)
  })
})
