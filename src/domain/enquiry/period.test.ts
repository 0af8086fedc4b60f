import { describe, expect, it } from 'vitest'
import { isIsoDate, isValidPeriod, localIsoDate, nightsBetween, utcIsoDate } from './period.ts'

describe('dates', () => {
  it('formats days', () => {
    expect(utcIsoDate(new Date('2027-03-01T10:00:00Z'), -1)).toBe('2027-02-28')
    expect(localIsoDate(new Date(2027, 0, 5))).toBe('2027-01-05')
  })
  it('counts nights', () => {
    expect(nightsBetween({ checkIn: '2027-01-02', checkOut: '2027-01-09' })).toBe(7)
    expect(nightsBetween({ checkIn: '2027-01-09', checkOut: '2027-01-02' })).toBe(0)
  })
})

describe('well-formed periods', () => {
  it.each([
    ['2027-01-02', true],
    ['2027-13-02', false],
    ['2027-1-2', false],
    ['', false],
  ])('%s is an ISO date: %s', (value, ok) => expect(isIsoDate(value)).toBe(ok))
  it('needs check-out after check-in', () => {
    expect(isValidPeriod({ checkIn: '2027-01-02', checkOut: '2027-01-09' })).toBe(true)
    expect(isValidPeriod({ checkIn: '2027-01-09', checkOut: '2027-01-09' })).toBe(false)
    expect(isValidPeriod({ checkIn: 'x', checkOut: '2027-01-09' })).toBe(false)
  })
})
