import { describe, expect, it } from 'vitest'
import { needsWeeklyHint } from './weekly-hint.ts'

describe('needsWeeklyHint', () => {
  it.each([
    ['2030-01-07', '2030-01-14', true], // Monday → Monday
    ['2030-01-08', '2030-01-11', true], // Tuesday → Friday
    ['2030-01-05', '2030-01-12', false], // Saturday → Saturday
    ['2030-01-06', '2030-01-13', false], // Sunday → Sunday
    ['2030-01-05', '2030-01-10', false], // Saturday → Thursday
    ['2030-01-07', '2030-01-12', false], // Monday → Saturday
    ['2030-01-07', undefined, false],
    ['not-a-date', '2030-01-14', false],
  ] as const)('%s → %s: %s', (checkIn, checkOut, hint) => expect(needsWeeklyHint(checkIn, checkOut)).toBe(hint))
})
