import { describe, expect, it } from 'vitest'
import { instantOfLocal, isLocalDateTime, localDateTimeIn, localDay, placeTimeZone } from './local-time.ts'

describe('isLocalDateTime', () => {
  it.each([
    ['2026-02-12T18:30', true],
    ['2026-02-12T00:00', true],
    ['2026-02-12T23:59', true],
    ['2026-02-31T10:00', false],
    ['2026-02-12T24:00', false],
    ['2026-02-12T10:60', false],
    ['2026-02-12 10:00', false],
    ['2026-02-12T10:00:00', false],
    ['', false],
    [42, false],
  ] as const)('%j: %s', (value, expected) => {
    expect(isLocalDateTime(value)).toBe(expected)
  })
})

describe('instantOfLocal and localDateTimeIn', () => {
  it.each([
    // winter: UTC+1, summer: UTC+2 in Zurich and Paris
    ['2026-02-12T18:30', 'Europe/Zurich', '2026-02-12T17:30:00.000Z'],
    ['2026-07-01T09:00', 'Europe/Paris', '2026-07-01T07:00:00.000Z'],
    ['2026-07-01T09:00', 'Europe/London', '2026-07-01T08:00:00.000Z'],
    ['2026-07-01T09:00', 'UTC', '2026-07-01T09:00:00.000Z'],
    // the night the clocks go back (25 Oct 2026): 02:30 happens twice, the first is taken
    ['2026-10-25T02:30', 'Europe/Vienna', '2026-10-25T00:30:00.000Z'],
    // the night they go forward (29 Mar 2026): 02:30 does not exist, read as 03:30
    ['2026-03-29T02:30', 'Europe/Rome', '2026-03-29T01:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(instantOfLocal(local, zone).toISOString()).toBe(iso)
  })
  it('maps an instant back to its wall-clock time', () => {
    expect(localDateTimeIn('2026-02-12T17:30:00Z', 'Europe/Zurich')).toBe('2026-02-12T18:30')
    expect(localDateTimeIn('2026-12-31T23:30:00Z', 'Europe/Athens')).toBe('2027-01-01T01:30')
    expect(localDay('2027-01-01T01:30')).toBe('2027-01-01')
  })
  it('refuses what is not a local date and time', () => {
    expect(() => instantOfLocal('2026-02-31T10:00', 'UTC')).toThrow(RangeError)
  })
  it("finds the place's zone from its country, UTC for unknown ones", () => {
    expect(placeTimeZone('Switzerland')).toBe('Europe/Zurich')
    expect(placeTimeZone('Atlantis')).toBe('UTC')
  })
})
