// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cookieValue } from '#domain/http/cookie-value.ts'
import { SESSION_HINT_COOKIE } from '#domain/http/opener-policy.ts'
import type { StoredSession } from './auth-config.ts'
import { resetAuthSnapshot, updateAuthSnapshot } from './auth-store.ts'
import { mirrorSessionHint } from './session-hint.ts'

const session: StoredSession = {
  accessToken: 'a',
  refreshToken: null,
  idToken: null,
  expiresAt: null,
  profile: { sub: 's1' } as StoredSession['profile'],
}
const hint = () => cookieValue(document.cookie, SESSION_HINT_COOKIE)
let stop = () => undefined as unknown

afterEach(() => {
  stop()
  resetAuthSnapshot()
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`
})

describe('the session hint cookie (decision 073)', () => {
  it('is not set for a browser without a session, and an old one is removed at boot', () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`
    stop = mirrorSessionHint()
    expect(hint()).toBeNull()
  })

  it('is set at boot when the browser holds a session', () => {
    updateAuthSnapshot({ session })
    stop = mirrorSessionHint()
    expect(hint()).toBe('1')
  })

  it('follows the session: set on sign-in, removed on sign-out or expiry, set again on the next sign-in', () => {
    stop = mirrorSessionHint()
    updateAuthSnapshot({ session })
    expect(hint()).toBe('1')
    updateAuthSnapshot({ session: null, problem: { kind: 'signed-out' } })
    expect(hint()).toBeNull()
    updateAuthSnapshot({ session: { ...session, accessToken: 'b' }, problem: null })
    expect(hint()).toBe('1')
    updateAuthSnapshot({ session: null, problem: { kind: 'session-expired' } })
    expect(hint()).toBeNull()
  })

  it('stops following once unsubscribed', () => {
    stop = mirrorSessionHint()
    stop()
    updateAuthSnapshot({ session })
    expect(hint()).toBeNull()
  })
})
