import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { SeasonSchema, StaySchema } from '#domain/property-stays/schemas.ts'
import { STAY_MESSAGES as M } from '#domain/property-stays/stays.ts'
import { seasonBody, stayBody, stayValues, wholeAmount } from './stay-values.ts'

describe('wholeAmount', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['20000', 20_000],
    ['20 000', 20_000],
    ['20.000', 20_000],
    ['20,000', 20_000],
    ["1'250'000", 1_250_000],
    ['0', 0],
  ])('%j is %j', (typed, amount) => {
    expect(wholeAmount(typed)).toBe(amount)
  })
  it.each(['1.5', '-3', '20 00', 'abc', '12e3'])('%j is not an amount (NaN)', (typed) => {
    expect(wholeAmount(typed)).toBeNaN()
  })
})

describe('the stay and season bodies', () => {
  const levels = ['Catered', 'Selfcatered']
  it('a stored stay round-trips; a blank rate is on request (null)', () => {
    const stay = {
      checkIn: '2031-01-04',
      checkOut: '2031-01-11',
      state: 'available' as const,
      rates: { Catered: 9000, Selfcatered: null },
    }
    expect(stayBody(levels)(stayValues(levels, stay))).toEqual(stay)
  })
  it('a bad rate is said on its field, then (once it is right) a check-out before the check-in', () => {
    const values = {
      ...stayValues(levels),
      checkIn: '2031-01-11',
      checkOut: '2031-01-04',
      rates: { Catered: 'x', Selfcatered: '' },
    }
    const result = v.safeParse(StaySchema, stayBody(levels)(values))
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.issues!.map((i) => [i.path!.map((p) => p.key).join('.'), i.message]))
    expect(messages).toEqual({ 'rates.Catered': M.rate })
    const fixed = v.safeParse(StaySchema, stayBody(levels)({ ...values, rates: { Catered: '9000' } }))
    expect(fixed.issues?.map((i) => [i.path?.map((p) => p.key).join('.'), i.message])).toEqual([['checkOut', M.order]])
  })
  it('a season body: weekday and nights as numbers, a blank nights refused', () => {
    const body = seasonBody(levels)({
      from: '2031-12-01',
      to: '2032-03-31',
      weekday: '6',
      nights: '7',
      state: 'available',
      rates: { Catered: '15 000' },
    })
    expect(v.parse(SeasonSchema, body)).toEqual({
      from: '2031-12-01',
      to: '2032-03-31',
      weekday: 6,
      nights: 7,
      state: 'available',
      rates: { Catered: 15_000, Selfcatered: null },
    })
    const blank = seasonBody(levels)({
      from: '2031-12-01',
      to: '2032-03-31',
      weekday: '6',
      nights: '',
      state: 'sold',
      rates: {},
    })
    expect(v.safeParse(SeasonSchema, blank).success).toBe(false)
  })
})
