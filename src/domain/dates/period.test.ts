import { describe, expect, it } from 'vitest'
import { earliestAcceptedCheckIn, isValidPeriod, nightsBetween } from './period.ts'

describe('periods', () => {
  it.each([
    ['2027-01-02', '2027-01-09', true, 7],
    ['2027-01-09', '2027-01-09', false, 0],
    ['2027-01-09', '2027-01-02', false, 0],
    ['x', '2027-01-09', false, 0],
    ['2026-02-27', '2026-02-31', false, 0],
  ])('%s to %s: valid %s, %d nights', (checkIn, checkOut, valid, nights) => {
    expect(isValidPeriod({ checkIn, checkOut })).toBe(valid)
    expect(nightsBetween({ checkIn, checkOut })).toBe(nights)
  })
})

describe('earliestAcceptedCheckIn: UTC today minus one day', () => {
  it.each([
    ['2027-03-01T10:00:00Z', '2027-02-28'],
    ['2027-03-01T00:00:00Z', '2027-02-28'],
    ['2027-01-01T23:59:59Z', '2026-12-31'],
  ])('at %s: %s', (now, earliest) => expect(earliestAcceptedCheckIn(new Date(now))).toBe(earliest))
})
