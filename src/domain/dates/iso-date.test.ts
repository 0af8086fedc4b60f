import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isIsoDate, localIsoDate, toIsoDate, utcToday, weekday } from './iso-date.ts'

describe('isIsoDate: a real calendar date written YYYY-MM-DD', () => {
  it.each([
    ['2027-01-02', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-31', false],
    ['2027-13-02', false],
    ['2027-00-10', false],
    ['2027-1-2', false],
    ['2027-01-02T00:00:00Z', false],
    ['', false],
    [undefined, false],
    [20270102, false],
  ])('%s -> %s', (value, ok) => expect(isIsoDate(value)).toBe(ok))
})

describe('day arithmetic in UTC', () => {
  it.each([
    ['2027-03-01', -1, '2027-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-02', 0, '2027-01-02'],
  ])('%s %+d days = %s', (from, days, to) => {
    expect(addDays(from, days)).toBe(to)
    expect(daysBetween(from, to)).toBe(days)
  })
  it('knows the weekday (0 = Sunday)', () => {
    expect(weekday('2027-01-02')).toBe(6)
    expect(weekday('1969-12-28')).toBe(0)
  })
})

describe('today', () => {
  it('in UTC', () => {
    expect(utcToday(new Date('2027-03-01T23:30:00Z'))).toBe('2027-03-01')
    expect(toIsoDate(new Date('2027-03-01T00:00:00Z'))).toBe('2027-03-01')
  })
  it("in the visitor's calendar", () => expect(localIsoDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22'))
})
