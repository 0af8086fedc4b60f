import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { applyChange, changesNight, isoWeekday, nightsOf } from './calendar.ts'
import { BulkChangeSchema, CalendarQuerySchema, EXTRANET_MESSAGES as M } from './schemas.ts'

describe('nightsOf: the nights a change touches', () => {
  it.each([
    ['a single night', '2027-01-04', '2027-01-04', undefined, ['2027-01-04']],
    [
      'a week, every day',
      '2027-01-04',
      '2027-01-10',
      undefined,
      ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10'],
    ],
    [
      'weekends only (Fri, Sat)',
      '2027-01-04',
      '2027-01-17',
      [5, 6],
      ['2027-01-08', '2027-01-09', '2027-01-15', '2027-01-16'],
    ],
    ['Sundays across a month end', '2027-01-25', '2027-02-14', [7], ['2027-01-31', '2027-02-07', '2027-02-14']],
    ['a leap day', '2028-02-28', '2028-03-01', undefined, ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['no weekday in the range', '2027-01-04', '2027-01-05', [6], []],
    ['an empty pattern means every day', '2027-01-04', '2027-01-05', [], ['2027-01-04', '2027-01-05']],
  ] as const)('%s', (_name, from, to, weekdays, expected) => {
    expect(nightsOf(from, to, weekdays as never)).toEqual(expected)
  })

  it('names ISO weekdays: 2027-01-04 is a Monday, 2027-01-10 a Sunday', () => {
    expect(isoWeekday('2027-01-04')).toBe(1)
    expect(isoWeekday('2027-01-10')).toBe(7)
  })

  it('never goes past two years of nights', () => {
    expect(nightsOf('2027-01-01', '2035-01-01')).toHaveLength(731)
  })
})

describe('applyChange', () => {
  const night = {
    date: '2027-01-04',
    available: 3,
    price: 800,
    closed: false,
    closedToArrival: false,
    closedToDeparture: false,
    minStay: null,
  }
  it.each([
    ['a new price', { price: 950 }, { ...night, price: 950 }],
    ['on request', { price: null }, { ...night, price: null }],
    ['rooms to sell', { available: 0 }, { ...night, available: 0 }],
    ['stop-sell', { stopSell: true }, { ...night, closed: true }],
    [
      'everything at once',
      { price: 1, available: 9, stopSell: true, closedToArrival: true, closedToDeparture: true, minStay: 3 },
      {
        date: night.date,
        price: 1,
        available: 9,
        closed: true,
        closedToArrival: true,
        closedToDeparture: true,
        minStay: 3,
      },
    ],
    ['closed to arrival', { closedToArrival: true }, { ...night, closedToArrival: true }],
    ['closed to departure', { closedToDeparture: true }, { ...night, closedToDeparture: true }],
    ['a minimum stay', { minStay: 2 }, { ...night, minStay: 2 }],
  ])('%s', (_name, change, expected) => {
    expect(applyChange(night, night.date, change, 5)).toEqual(expected)
    expect(changesNight(night, change, 5)).toBe(true)
  })
  it('a night that did not exist starts with the room quantity and no price', () => {
    expect(applyChange(undefined, '2028-06-01', { price: 700 }, 4)).toEqual({
      date: '2028-06-01',
      available: 4,
      price: 700,
      closed: false,
      closedToArrival: false,
      closedToDeparture: false,
      minStay: null,
    })
  })
  it('the same values change nothing (a dry run does not count it)', () => {
    expect(changesNight(night, { price: 800, stopSell: false }, 5)).toBe(false)
    expect(changesNight(night, { closedToArrival: false, minStay: null }, 5)).toBe(false)
  })
  it.each([
    ['opens arrival again', { closedToArrival: true }, { closedToArrival: false }, { closedToArrival: false }],
    ['removes a minimum stay', { minStay: 4 }, { minStay: null }, { minStay: null }],
    ['keeps a minimum stay when left out', { minStay: 4 }, { price: 10 }, { minStay: 4, price: 10 }],
  ])('%s', (_name, before, change, after) => {
    const stored = { ...night, ...before }
    expect(applyChange(stored, night.date, change, 5)).toEqual({ ...stored, ...after })
    expect(changesNight(stored, change, 5)).toBe(true)
  })
})

const ROOM = 'a'.repeat(24)
const first = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? null : r.issues[0].message
}

describe('BulkChangeSchema', () => {
  const ok = { roomId: ROOM, from: '2027-01-04', to: '2027-01-10', price: 900 }
  it.each([
    ['a price over a week', ok, null],
    ['stop-sell on weekends', { ...ok, price: undefined, stopSell: true, weekdays: [6, 7] }, null],
    ['on request', { ...ok, price: null }, null],
    ['no room', { ...ok, roomId: '' }, M.room],
    ['a bad first night', { ...ok, from: '2027-02-30' }, M.from],
    ['the last before the first', { ...ok, to: '2027-01-03' }, M.order],
    ['three years', { ...ok, to: '2030-01-10' }, M.tooLong],
    ['no weekday', { ...ok, weekdays: [] }, M.weekdays],
    ['a weekday 8', { ...ok, weekdays: [8] }, M.weekdays],
    ['a negative price', { ...ok, price: -1 }, M.price],
    ['cents', { ...ok, price: 9.5 }, M.price],
    ['a price as text', { ...ok, price: '900' }, M.price],
    ['rooms to sell -1', { ...ok, price: undefined, available: -1 }, M.available],
    ['closed to arrival only', { ...ok, price: undefined, closedToArrival: true }, null],
    ['a minimum stay only', { ...ok, price: undefined, minStay: 3 }, null],
    ['a minimum stay removed', { ...ok, price: undefined, minStay: null }, null],
    ['a minimum stay of 0', { ...ok, minStay: 0 }, M.minStay],
    ['a minimum stay of 100', { ...ok, minStay: 100 }, M.minStay],
    ['a minimum stay of 1.5', { ...ok, minStay: 1.5 }, M.minStay],
    ['closed to departure as text', { ...ok, closedToDeparture: 'yes' }, M.flag],
    ['nothing to change', { roomId: ROOM, from: '2027-01-04', to: '2027-01-10' }, M.nothing],
  ])('%s', (_name, input, message) => {
    expect(first(BulkChangeSchema, input)).toBe(message)
  })

  it('every weekday when none is given', () => {
    expect(v.parse(BulkChangeSchema, ok).weekdays).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('CalendarQuerySchema', () => {
  it.each([
    [{ roomId: ROOM, from: '2027-01-01', to: '2027-01-31' }, null],
    [{ roomId: ROOM, from: '2027-01-31', to: '2027-01-01' }, M.order],
    [{ roomId: ROOM, from: '2027-01-01', to: '2028-12-31' }, M.tooLong],
    [{ roomId: 'x', from: '2027-01-01', to: '2027-01-31' }, M.room],
  ])('%j', (input, message) => {
    expect(first(CalendarQuerySchema, input)).toBe(message)
  })
})
