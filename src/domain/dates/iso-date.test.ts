import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isIsoDate, isIsoMonth, localIsoDate, toIsoDate, utcToday, weekday } from './iso-date.ts'

describe('isIsoDate: a real calendar date written YYYY-MM-DD in the years 1900 to 2199', () => {
  it.each([
    ['2027-01-02', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-31', false],
    ['2027-13-02', false],
    ['2027-00-10', false],
    ['2027-04-31', false],
    ['2027-04-30', true],
    ['2027-12-31', true],
    ['2027-12-00', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['0000-02-29', false],
    ['0000-01-01', false],
    ['0001-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['1900-02-29', false],
    ['2199-12-31', true],
    ['2200-01-01', false],
    ['9999-12-31', false],
    ['2027-1-2', false],
    ['2027-01-02T00:00:00Z', false],
    ['', false],
    [undefined, false],
    [20270102, false],
  ])('%s -> %s', (value, ok) => expect(isIsoDate(value)).toBe(ok))

  it('agrees with the calendar of Date on every day of four years and the days around them', () => {
    const start = Date.UTC(2027, 0, 1)
    for (let day = 0; day < 4 * 366; day++) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10)
      expect(isIsoDate(date)).toBe(true)
    }
    for (const month of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'])
      for (const day of ['28', '29', '30', '31', '32']) {
        const value = `2028-${month}-${day}`
        const real = new Date(`${value}T00:00:00Z`)
        expect(isIsoDate(value)).toBe(!Number.isNaN(real.getTime()) && real.toISOString().startsWith(value))
      }
  })
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

describe('isIsoMonth', () => {
  it.each([
    ['2027-01', true],
    ['2027-12', true],
    ['2027-13', false],
    ['2027-00', false],
    ['2027-1', false],
    ['2027-01-01', false],
    [202701, false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoMonth(value)).toBe(expected)
  })
})
