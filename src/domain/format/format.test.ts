import { describe, expect, it } from 'vitest'
import { formatDate, formatPeriod, formatTime } from './format-date.ts'
import { formatNumber, formatNumberOrNull, keepDecimalInput, parseNumberInput } from './format-number.ts'
import { formatAmount, formatPrice } from './format-price.ts'

describe('formatNumber', () => {
  it.each<[number, number | undefined, string]>([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1 000'],
    [165000, undefined, '165 000'],
    [1234.5, undefined, '1 234,5'],
    [1234567.891, undefined, '1 234 567,891'],
    [-12500, undefined, '-12 500'],
    [1234.5, 2, '1 234,50'],
    [1234.567, 0, '1 235'],
    [0.1, 1, '0,1'],
  ])('formatNumber(%d, %s) = %j', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected)
  })

  it('keeps non-finite values readable', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN')
  })
})

describe('formatNumberOrNull', () => {
  it.each<[unknown, string | null]>([
    ['', null],
    ['   ', null],
    ['abc', null],
    ['12a', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [{}, null],
    ['165000', '165 000'],
    [' 1234.5 ', '1 234,5'],
    [42, '42'],
    [0, '0'],
  ])('formatNumberOrNull(%j) = %j', (input, expected) => {
    expect(formatNumberOrNull(input)).toBe(expected)
  })

  it('parses with parseNumberInput', () => {
    expect(parseNumberInput('7')).toBe(7)
    expect(parseNumberInput(Infinity)).toBeNull()
  })
})

describe('formatPrice', () => {
  it.each<[number, string, string]>([
    [12500, 'EUR', 'EUR 12 500'],
    [12500.6, 'CHF', 'CHF 12 501'],
    [999.4, 'EUR', 'EUR 999'],
    [1250000, 'EUR', 'EUR 1 250 000'],
  ])('formatPrice(%d, %s) = %j', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected)
  })
})

describe('keepDecimalInput (numeric inputs ignore non-numbers)', () => {
  it.each([
    ['150', '150'],
    ['150,50', '150,50'],
    ['150.5', '150.5'],
    ['abc', ''],
    ['1a2b3', '123'],
    ['12,345', '12,34'],
    ['1,2,3', '1,23'],
    ['-5', '5'],
    [' 7 ', '7'],
    ['EUR 99,9', '99,9'],
  ])('%j → %j', (typed, kept) => {
    expect(keepDecimalInput(typed)).toBe(kept)
  })
})

describe('formatAmount', () => {
  it.each<[number, string, string]>([
    [793.92, 'EUR', 'EUR 793,92'],
    [1892.52, 'EUR', 'EUR 1 892,52'],
    [15921.5, 'EUR', 'EUR 15 921,50'],
    [1200, 'CHF', 'CHF 1 200'],
    [0.1 + 0.2, 'EUR', 'EUR 0,30'],
    [99.999, 'EUR', 'EUR 100'],
  ])('formatAmount(%d, %s) = %j', (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected)
  })
})

describe('formatDate', () => {
  it.each<[Date | string | number, 'en' | 'de', string]>([
    ['2027-01-03', 'en', '3 Jan 2027'],
    ['2027-01-03', 'de', '3. Jan. 2027'],
    ['2027-03-14T23:30:00Z', 'en', '14 Mar 2027'],
    ['2027-03-14T23:30:00Z', 'de', '14. März 2027'],
    [new Date(Date.UTC(2026, 11, 24)), 'en', '24 Dec 2026'],
    [Date.UTC(2026, 4, 1), 'de', '1. Mai 2026'],
    ['not a date', 'en', 'not a date'],
  ])('formatDate(%j, %s) = %j', (value, locale, expected) => {
    expect(formatDate(value, locale)).toBe(expected)
  })
})

describe('formatTime', () => {
  it.each<[string, 'en' | 'de', string]>([
    ['2027-01-03T09:05:00Z', 'en', '09:05'],
    ['2027-01-03T15:30:00Z', 'de', '15:30'],
    ['2027-01-03T00:00:00Z', 'en', '00:00'],
  ])('formatTime(%j, %s) = %j', (value, locale, expected) => {
    expect(formatTime(value, locale)).toBe(expected)
  })
})

describe('formatPeriod (a period names its year once)', () => {
  it.each([
    ['2027-01-09', '2027-01-16', 'en', '9 Jan – 16 Jan 2027'],
    ['2027-01-09', '2027-01-16', 'de', '9. Jan. – 16. Jan. 2027'],
    ['2026-12-26', '2027-01-02', 'en', '26 Dec 2026 – 2 Jan 2027'],
    ['2026-12-26', '2027-01-02', 'de', '26. Dez. 2026 – 2. Jan. 2027'],
  ] as const)('%s to %s in %s: %s', (checkIn, checkOut, language, expected) => {
    expect(formatPeriod(checkIn, checkOut, language)).toBe(expected)
  })
})
