import { describe, expect, it } from 'vitest'
import { cookieAssignment } from './cookie-assignment.ts'
import { cookieValue } from './cookie-value.ts'

describe('cookieAssignment', () => {
  it.each([
    ['lang', 'de', 31_536_000, 'https:', 'lang=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
    ['lang', 'en', 31_536_000, 'http:', 'lang=en; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['signed_in', '1', 2_592_000, 'https:', 'signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax; Secure'],
    ['signed_in', '1', 0, 'http:', 'signed_in=1; Path=/; Max-Age=0; SameSite=Lax'],
    ['signed_in', '1', -5, 'http:', 'signed_in=1; Path=/; Max-Age=0; SameSite=Lax'],
    ['x', 'a b;c', 1.7, 'http:', 'x=a%20b%3Bc; Path=/; Max-Age=1; SameSite=Lax'],
  ])('%s=%s for %i s over %s', (name, value, maxAge, protocol, expected) => {
    expect(cookieAssignment(name, value, maxAge, protocol)).toBe(expected)
  })

  it('reads back with cookieValue', () => {
    const assignment = cookieAssignment('x', 'a b;c', 60, 'https:')
    expect(cookieValue(assignment.split('; Path')[0] ?? '', 'x')).toBe('a b;c')
  })
})
