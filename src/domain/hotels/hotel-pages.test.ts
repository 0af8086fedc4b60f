import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HotelPageQuerySchema, mergeHotelPages, nextHotelPageOffset, pageOfHotels } from './hotel-pages.ts'
import type { AvailableHotelsPage, HotelCard } from './types.ts'

type Facts = { price?: number | null; available?: boolean; reseller?: boolean; instant?: boolean }
const hotel = (name: string, f: Facts = {}) => ({
  name,
  priceInfo: {
    minimumNightlyPrice: f.price === undefined ? 100 : f.price,
    isAvailable: f.available ?? true,
    isReseller: f.reseller ?? false,
    supportsInstantBooking: f.instant ?? false,
  },
})
const names = (list: { name: string }[]) => list.map((h) => h.name)

describe('pageOfHotels', () => {
  const list = [
    hotel('a reseller', { reseller: true }),
    hotel('b sold out', { available: false }),
    hotel('c', {}),
    hotel('d no price', { price: null }),
    hotel('e instant', { instant: true }),
    hotel('f sold out instant', { available: false, instant: true }),
    hotel('g', {}),
  ]

  it.each([
    ['the first page', { offset: 0, limit: 2 }, ['e instant', 'c'], ['f sold out instant', 'b sold out']],
    ['the second page', { offset: 2, limit: 2 }, ['g', 'a reseller'], []],
    ['the last, short page', { offset: 4, limit: 2 }, ['d no price'], []],
    ['beyond the end', { offset: 10, limit: 2 }, [], []],
    [
      'everything at once',
      { offset: 0, limit: 12 },
      ['e instant', 'c', 'g', 'a reseller', 'd no price'],
      ['f sold out instant', 'b sold out'],
    ],
  ])('%s: a slice of each sorted list, with the counts', (_, page, available, unavailable) => {
    const answer = pageOfHotels(list, page)
    expect(names(answer.available)).toEqual(available)
    expect(names(answer.unavailable)).toEqual(unavailable)
    expect(answer.availableCount).toBe(5)
    expect(answer.unavailableCount).toBe(2)
  })
})

describe('nextHotelPageOffset', () => {
  it.each([
    [{ offset: 0, limit: 12, availableCount: 30, unavailableCount: 0 }, 12],
    [{ offset: 24, limit: 12, availableCount: 30, unavailableCount: 0 }, undefined],
    [{ offset: 0, limit: 12, availableCount: 12, unavailableCount: 0 }, undefined],
    [{ offset: 0, limit: 12, availableCount: 3, unavailableCount: 13 }, 12],
    [{ offset: 12, limit: 12, availableCount: 25, unavailableCount: 13 }, 24],
    [{ offset: 0, limit: 12, availableCount: 0, unavailableCount: 0 }, undefined],
  ])('%o → %s', (page, next) => {
    expect(nextHotelPageOffset(page)).toBe(next)
  })
})

describe('mergeHotelPages', () => {
  const card = (id: string, isAvailable = true) => ({ _id: id, name: id, priceInfo: { isAvailable } }) as HotelCard
  const page = (offset: number, available: string[], unavailable: string[], counts = [3, 2]): AvailableHotelsPage => ({
    available: available.map((id) => card(id)),
    unavailable: unavailable.map((id) => card(id, false)),
    availableCount: counts[0]!,
    unavailableCount: counts[1]!,
    offset,
    limit: 2,
  })

  it('puts the pages together in order, each hotel once, with the newest counts', () => {
    const merged = mergeHotelPages([page(0, ['a', 'b'], ['x', 'y']), page(2, ['b', 'c'], ['z'], [4, 3])])
    expect(merged.available.map((h) => h._id)).toEqual(['a', 'b', 'c'])
    expect(merged.unavailable.map((h) => h._id)).toEqual(['x', 'y', 'z'])
    expect(merged).toMatchObject({ availableCount: 4, unavailableCount: 3 })
  })

  it('answers empty lists for no pages', () => {
    expect(mergeHotelPages([])).toEqual({ available: [], unavailable: [], availableCount: 0, unavailableCount: 0 })
  })
})

describe('HotelPageQuerySchema', () => {
  const issues = (input: unknown) => {
    const r = v.safeParse(HotelPageQuerySchema, input)
    return r.success ? r.output : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
  }
  it.each([
    [{}, {}],
    [{ limit: 12 }, { limit: 12 }],
    [
      { limit: 12, offset: 24 },
      { limit: 12, offset: 24 },
    ],
    [
      { limit: 100, offset: 100_000 },
      { limit: 100, offset: 100_000 },
    ],
    [{ limit: 0 }, { limit: 'At least 1' }],
    [{ limit: 101 }, { limit: 'At most 100' }],
    [{ limit: 1.5 }, { limit: 'Expected a whole number' }],
    [{ limit: '12' }, { limit: 'Expected a number' }],
    [{ limit: 12, offset: -1 }, { offset: 'At least 0' }],
    [{ limit: 12, offset: 100_001 }, { offset: 'At most 100000' }],
    [{ offset: 12 }, { offset: 'An offset needs a limit' }],
  ])('%o → %o', (input, expected) => {
    expect(issues(input)).toEqual(expected)
  })
})
