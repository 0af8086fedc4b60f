import { describe, expect, it } from 'vitest'
import { alternativeOf, betterPricedPeriod, candidatePeriods, pickPrice, quotePeriod } from './flexible-periods.ts'
import { toEur } from './currency.ts'

const LEVELS = ['Selfcatered', 'Catered']
const week = (checkIn: string, checkOut: string, available: boolean, self: number | null, catered: number | null) => ({
  checkIn,
  checkOut,
  available,
  rates: { Selfcatered: self, Catered: catered },
})
// Saturday-to-Saturday weeks in January 2030
const stays = [
  week('2030-01-05', '2030-01-12', true, 20000, 30000),
  week('2030-01-12', '2030-01-19', false, 25000, 35000),
  week('2030-01-19', '2030-01-26', true, 22000, null),
]

describe('candidatePeriods', () => {
  it('adds arrivals 1 day earlier and later when flexible', () => {
    expect(candidatePeriods('2030-01-06', '2030-01-13', true)).toEqual([
      { checkIn: '2030-01-06', checkOut: '2030-01-13', diff: 0 },
      { checkIn: '2030-01-05', checkOut: '2030-01-12', diff: -1 },
      { checkIn: '2030-01-07', checkOut: '2030-01-14', diff: 1 },
    ])
    expect(candidatePeriods('2030-01-06', '2030-01-13', false)).toHaveLength(1)
  })
})

describe('quotePeriod', () => {
  it.each([
    ['the matching week', '2030-01-05', '2030-01-12', undefined, 'available', 20000, 'Selfcatered'],
    ['the matching week, catered', '2030-01-05', '2030-01-12', 'Catered', 'available', 30000, 'Catered'],
    ['a sold week keeps its price', '2030-01-12', '2030-01-19', undefined, 'sold', 25000, 'Selfcatered'],
    [
      'Sunday to Sunday costs the two weeks it touches',
      '2030-01-06',
      '2030-01-13',
      undefined,
      'sold',
      45000,
      'Selfcatered',
    ],
    ['two whole weeks', '2030-01-19', '2030-02-02', undefined, 'available', null, null],
    ['inside a week costs the week', '2030-01-20', '2030-01-24', undefined, 'available', 22000, 'Selfcatered'],
    ['a level without a rate is on request', '2030-01-19', '2030-01-26', 'Catered', 'available', null, null],
    ['no stays', '2030-03-02', '2030-03-09', undefined, 'on request', null, null],
  ] as const)('%s', (_name, checkIn, checkOut, level, availability, price, priceLevel) => {
    const q = quotePeriod(stays, { checkIn, checkOut, diff: 0 }, LEVELS, level)
    expect([q.availability, q.price, q.level]).toEqual([availability, price, priceLevel])
  })

  it('sums contiguous weeks', () => {
    expect(quotePeriod(stays, { checkIn: '2030-01-05', checkOut: '2030-01-19', diff: 0 }, LEVELS).totals).toEqual({
      Selfcatered: 45000,
      Catered: 65000,
    })
  })
})

describe('pickPrice', () => {
  it.each([
    [{ Selfcatered: 100, Catered: 90 }, undefined, { price: 90, level: 'Catered' }],
    [{ Catered: 100, Selfcatered: 100 }, undefined, { price: 100, level: 'Selfcatered' }],
    [{ Selfcatered: null, Catered: 90 }, 'Selfcatered', null],
    [{ Selfcatered: null }, undefined, null],
    [null, undefined, null],
  ])('%o %s', (totals, level, expected) => expect(pickPrice(totals, level)).toEqual(expected))
})

describe('better price and alternatives', () => {
  it('finds a better price 1 day prior', () => {
    // the asked period has no price (the calendar ends on the 26th): nothing to compare
    expect(betterPricedPeriod(stays, { checkIn: '2030-01-20', checkOut: '2030-01-27' }, LEVELS)).toBeNull()
    // a matching Saturday week has no cheaper neighbour
    expect(betterPricedPeriod(stays, { checkIn: '2030-01-05', checkOut: '2030-01-12' }, LEVELS)).toBeNull()
    const cheaper = [...stays, week('2030-01-26', '2030-02-02', true, 9000, 9000)]
    // Sunday 20 to Sunday 27 touches two weeks (31000); Saturday 19 to 26 is one week (22000)
    expect(betterPricedPeriod(cheaper, { checkIn: '2030-01-20', checkOut: '2030-01-27' }, LEVELS)).toEqual({
      diff: -1,
      period: { checkIn: '2030-01-19', checkOut: '2030-01-26' },
      price: 22000,
      savings: 9000,
    })
  })

  it('offers an available shifted period when the asked one is not available', () => {
    const quotes = candidatePeriods('2030-01-13', '2030-01-20', true).map((p) => quotePeriod(stays, p, LEVELS))
    expect(quotes[0]!.availability).toBe('sold')
    expect(alternativeOf(quotes.slice(1))).toBeNull()
    const quotes2 = candidatePeriods('2030-01-04', '2030-01-11', true).map((p) => quotePeriod(stays, p, LEVELS))
    expect(quotes2[0]!.availability).toBe('available')
    expect(alternativeOf(quotes2.slice(1))).toMatchObject({ diff: 1, checkIn: '2030-01-05', price: 20000 })
  })
})

describe('toEur', () => {
  it.each([
    [1000, 'EUR', 1000],
    [1000, 'CHF', 1060],
    [1000, 'XYZ', 1000],
  ])('%i %s → %i EUR', (amount, currency, eur) => expect(toEur(amount, currency)).toBe(eur))
})
