import { describe, expect, it } from 'vitest'
import { markupSupport, nightlyPriceText, offerCommission, offersAreLive, totalPriceText } from './offer-display.ts'

describe('how an offer is shown', () => {
  it.each<[number | null, string | null]>([
    [1234.49, 'EUR 1 234'],
    [1234.5, 'EUR 1 235'],
    [999.99, 'EUR 1 000'],
    [12500, 'EUR 12 500'],
    [null, null],
  ])('average nightly price %s: whole units with the currency code (%s; null: On request)', (price, expected) => {
    expect(nightlyPriceText({ currency: 'EUR', averageNightlyPrice: price })).toBe(expected)
  })

  it.each<[number | null | undefined, string | null]>([
    [8641.5, 'CHF 8 642'],
    [undefined, null],
    [null, null],
  ])('total %s', (total, expected) => {
    expect(totalPriceText({ currency: 'CHF', averageNightlyPrice: 1, priceTotal: total })).toBe(expected)
  })

  it.each<[string, number | null, number | undefined, boolean, { percent: number; amount: number | null } | null]>([
    ['percent and amount (total × level / 100, 2 decimals)', 10, 8641.55, true, { percent: 10, amount: 864.16 }],
    ['on request: the percent without an amount', 12.5, undefined, true, { percent: 12.5, amount: null }],
    ['a net rate: level 0', 0, 5000, true, { percent: 0, amount: 0 }],
    ['the theme does not show commission (no level)', null, 5000, true, null],
    ['the brand does not show commission', 10, 5000, false, null],
  ])('commission: %s', (_, level, total, shows, expected) => {
    expect(offerCommission({ commissionLevelForPartner: level, priceTotal: total }, shows)).toEqual(expected)
  })

  it.each<[string, { hide: boolean; isSupported: boolean }, { offered: boolean; shown: boolean }]>([
    ['default theme: offered and shown', { hide: false, isSupported: true }, { offered: true, shown: true }],
    ['card-company themes: neither', { hide: true, isSupported: false }, { offered: false, shown: false }],
    ['supported but hidden', { hide: true, isSupported: true }, { offered: true, shown: false }],
  ])('markup: %s', (_, offerMarkup, expected) => {
    expect(markupSupport({ offerMarkup })).toEqual(expected)
  })

  it.each<[boolean, 'pending' | 'error' | 'success', boolean]>([
    [true, 'success', true],
    [false, 'success', false],
    [true, 'error', false],
    [true, 'pending', false],
  ])('online %s, query %s: live %s', (online, status, expected) => {
    expect(offersAreLive(online, status)).toBe(expected)
  })
})
