import { describe, expect, it } from 'vitest'
import { SESSION_HINT_COOKIE, publicPageOpenerPolicy } from './opener-policy.ts'

describe('the opener policy of a server-rendered public page (decision 073)', () => {
  it.each([
    ['no cookie at all', '', 'unsafe-none'],
    ['only the language cookie', 'lang=de', 'unsafe-none'],
    ['a cookie whose name only ends like the hint', `not_${SESSION_HINT_COOKIE}=1`, 'unsafe-none'],
    ['the hint', `${SESSION_HINT_COOKIE}=1`, 'same-origin'],
    ['the hint among others', `lang=en; ${SESSION_HINT_COOKIE}=1; isBot=false`, 'same-origin'],
    ['the hint with any value (the safe side)', `${SESSION_HINT_COOKIE}=`, 'same-origin'],
    ['the hint with a malformed escape', `${SESSION_HINT_COOKIE}=%E0%A4%A`, 'same-origin'],
  ])('%s: %s', (_, cookies, policy) => {
    expect(publicPageOpenerPolicy(cookies)).toBe(policy)
  })
})
