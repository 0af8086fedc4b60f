import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HotelPageSearchSchema, pagePeriod } from './hotel-page-search.ts'
import { AvailabilityQuerySchema, OffersQuerySchema } from './room-request.ts'

const issues = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
}
const period = { checkInDate: '2027-01-09', checkOutDate: '2027-01-16' }

describe('the room request of the offers call', () => {
  it('defaults to one adult, no children, the client pays', () => {
    expect(v.parse(OffersQuerySchema, period)).toEqual({
      ...period,
      numAdults: 1,
      numChildren: 0,
      childrenAges: [],
      paymentProfile: 'ClientPays',
    })
  })
  it.each([
    ['no adult', { numAdults: 0 }, { numAdults: 'At least 1' }],
    ['negative children', { numChildren: -1 }, { numChildren: 'At least 0' }],
    ['a child of 18', { numChildren: 1, childrenAges: [18] }, { 'childrenAges.0': 'At most 17' }],
    [
      'more ages than children',
      { numChildren: 1, childrenAges: [4, 6] },
      { childrenAges: 'More child ages than children' },
    ],
    [
      'check-out before check-in',
      { checkOutDate: '2027-01-09' },
      { checkOutDate: 'Check out date has to be after check in date' },
    ],
    ['half an adult', { numAdults: 1.5 }, { numAdults: 'Expected a whole number' }],
  ])('%s', (_name, patch, expected) => {
    expect(issues(OffersQuerySchema, { ...period, ...patch })).toMatchObject(expected)
  })
  it('availability asks for at least one room', () => {
    expect(issues(AvailabilityQuerySchema, { ...period, requestedRoomQuantity: 0 })).toEqual({
      requestedRoomQuantity: 'At least 1',
    })
    expect(v.parse(AvailabilityQuerySchema, period).requestedRoomQuantity).toBe(1)
  })
})

describe('the hotel page search params', () => {
  it('drops what is not valid instead of failing', () => {
    expect(
      v.parse(HotelPageSearchSchema, { checkInDate: 'x', checkOutDate: '2027-01-16', paymentProfile: 'Cash' }),
    ).toEqual({
      checkInDate: undefined,
      checkOutDate: '2027-01-16',
      paymentProfile: undefined,
    })
  })
  it.each([
    [period, period],
    [{ checkInDate: '2027-01-09' }, null],
    [{ checkInDate: '2027-01-16', checkOutDate: '2027-01-09' }, null],
  ])('pagePeriod(%j) is %j', (search, expected) => {
    expect(pagePeriod(search)).toEqual(expected)
  })
})
