import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  HOTEL_SEARCH_MESSAGES,
  canSearchHotels,
  createHotelSearchFilterSchema,
  hasPeriod,
} from './hotel-search-filter.ts'

const schema = createHotelSearchFilterSchema({ today: () => '2026-12-01' })
const issues = (input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
}

describe('the hotel search filter', () => {
  it.each([
    ['no dates, no destination', {}, {}],
    ['a destination only', { destination: 'Verbier' }, {}],
    [
      'both dates and a destination',
      { checkInDate: '2026-12-12', checkOutDate: '2026-12-19', destination: 'Verbier' },
      {},
    ],
    [
      'both dates, no destination',
      { checkInDate: '2026-12-12', checkOutDate: '2026-12-19' },
      { destination: HOTEL_SEARCH_MESSAGES.destinationRequired },
    ],
    [
      'check-in in the past',
      { checkInDate: '2026-11-30', checkOutDate: '2026-12-05', destination: 'Verbier' },
      { checkInDate: HOTEL_SEARCH_MESSAGES.checkInPast },
    ],
    [
      'check-out on check-in',
      { checkInDate: '2026-12-12', checkOutDate: '2026-12-12', destination: 'Verbier' },
      { checkOutDate: HOTEL_SEARCH_MESSAGES.checkOutAfterCheckIn },
    ],
    [
      '61 nights',
      { checkInDate: '2026-12-12', checkOutDate: '2027-02-11', destination: 'Verbier' },
      { checkOutDate: 'The period can be at most 60 nights' },
    ],
    ['not a date', { checkInDate: '2026-13-01' }, { checkInDate: HOTEL_SEARCH_MESSAGES.date }],
    ['an unknown category', { hotelCategories: ['3 Star'] }, { 'hotelCategories.0': 'Unknown hotel category' }],
    ['an unknown payment profile', { paymentProfile: 'Cash' }, { paymentProfile: 'Unknown payment profile' }],
    ['maxKeys 0', { maxKeys: 0 }, { maxKeys: 'At least 1' }],
  ])('%s', (_name, input, expected) => {
    expect(issues(input)).toEqual(expected)
  })

  it('defaults the lists to empty', () => {
    expect(v.parse(schema, {})).toEqual({
      hotelCategories: [],
      roomCategories: [],
      programIds: [],
      facilities: [],
      roomFacilities: [],
    })
  })

  it.each([
    [{}, true],
    [{ destination: 'Lech' }, true],
    [{ checkInDate: '2026-12-12' }, false],
    [{ checkOutDate: '2026-12-19', destination: 'Lech' }, false],
    [{ checkInDate: '2026-12-12', checkOutDate: '2026-12-19' }, false],
    [{ checkInDate: '2026-12-12', checkOutDate: '2026-12-19', destination: 'Lech' }, true],
  ])('canSearchHotels(%j) is %s', (filter, expected) => {
    expect(canSearchHotels(filter)).toBe(expected)
  })

  it('hasPeriod needs both dates', () => {
    expect(hasPeriod({ checkInDate: '2026-12-12' })).toBe(false)
    expect(hasPeriod({ checkInDate: '2026-12-12', checkOutDate: '2026-12-19' })).toBe(true)
  })
})
