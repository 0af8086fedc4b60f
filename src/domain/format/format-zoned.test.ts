import { describe, expect, it } from 'vitest'
import { dayKeyIn, formatDayIn, formatMomentIn, formatTimeIn } from './format-zoned.ts'

describe('zoned formatting', () => {
  const late = '2026-12-02T23:30:00.000Z'
  it('tells the time and day in the named zone', () => {
    expect(formatTimeIn(late, 'en', 'UTC')).toBe('23:30')
    expect(formatTimeIn(late, 'en', 'Europe/Zurich')).toBe('00:30')
    expect(dayKeyIn(late, 'UTC')).toBe('2026-12-02')
    expect(dayKeyIn(late, 'Europe/Zurich')).toBe('2026-12-03')
  })
  it('formats the day in English and German', () => {
    expect(formatDayIn(late, 'en', 'UTC')).toBe('Wednesday, 2 December 2026')
    expect(formatDayIn(late, 'de', 'UTC')).toBe('Mittwoch, 2. Dezember 2026')
  })
  it('falls back to UTC for an unknown zone', () => {
    expect(formatTimeIn(late, 'en', 'Nowhere/Else')).toBe('23:30')
  })
})

describe('formatMomentIn', () => {
  it('writes the day and the time in the zone, in English and German', () => {
    expect(formatMomentIn('2027-02-12T17:30:00Z', 'en', 'Europe/Zurich')).toBe('Fri, 12 Feb 2027, 18:30')
    expect(formatMomentIn('2027-02-12T17:30:00Z', 'de', 'Europe/Zurich')).toBe('Fr., 12. Feb. 2027, 18:30')
  })
})
