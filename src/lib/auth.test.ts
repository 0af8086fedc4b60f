// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession, getAccessToken, initAuth, resetAuth } from './auth.ts'
import { getAuthSnapshot, resetAuthSnapshot } from './auth-store.ts'

const settings = { authority: 'http://localhost:3000/oidc', clientId: 'agent-frontend', scope: 'openid offline_access' }
const key = 'oidc.user:http://localhost:3000/oidc:agent-frontend'
const store = (over: Record<string, unknown> = {}) =>
  localStorage.setItem(
    key,
    JSON.stringify({
      access_token: 'token-1',
      refresh_token: 'rt',
      expires_at: Date.now() / 1000 + 600,
      profile: { sub: 's1' },
      ...over,
    }),
  )

afterEach(() => {
  resetAuth()
  resetAuthSnapshot()
  vi.useRealTimers()
})

describe('initAuth', () => {
  it('is signed out without a stored user and never loads the library', async () => {
    initAuth(settings)
    expect(getAuthSnapshot()).toMatchObject({ session: null, problem: null, configured: true })
    expect(await getAccessToken()).toBeNull()
  })

  it('reads the stored user synchronously and hands out its token', async () => {
    store()
    initAuth(settings)
    expect(getAuthSnapshot().session?.profile.sub).toBe('s1')
    expect(await getAccessToken()).toBe('token-1')
  })

  it('forgets an expired session that cannot be renewed and says so', () => {
    store({ expires_at: Date.now() / 1000 - 5, refresh_token: undefined })
    initAuth(settings)
    expect(getAuthSnapshot()).toMatchObject({ session: null, problem: { kind: 'session-expired' } })
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('follows another tab that signs out (storage event)', () => {
    store()
    initAuth(settings)
    localStorage.removeItem(key)
    window.dispatchEvent(new StorageEvent('storage', { key }))
    expect(getAuthSnapshot()).toMatchObject({ session: null, problem: { kind: 'signed-out' } })
  })

  it('says when sign-in is not configured', () => {
    initAuth(null)
    expect(getAuthSnapshot().configured).toBe(false)
  })
})

describe('clearSession', () => {
  it('removes the stored user and records the reason', () => {
    store()
    initAuth(settings)
    clearSession({ kind: 'signed-out' })
    expect(localStorage.getItem(key)).toBeNull()
    expect(getAuthSnapshot()).toMatchObject({ session: null, problem: { kind: 'signed-out' } })
  })
})

describe('completeSignIn', () => {
  it('exchanges the answer once however often the callback page asks, and every caller goes to the same place', async () => {
    const { UserManager } = await import('oidc-client-ts')
    const exchange = vi
      .spyOn(UserManager.prototype, 'signinRedirectCallback')
      .mockImplementation(async () => ({ state: { returnTo: '/partner/dashboard' } }) as never)
    initAuth(settings)
    const { completeSignIn } = await import('./auth.ts')
    const url = 'http://localhost:3000/oidc-callback?code=c&state=s'
    const [first, second] = await Promise.all([completeSignIn(url), completeSignIn(url)])
    expect([first, second]).toEqual(['/partner/dashboard', '/partner/dashboard'])
    expect(exchange).toHaveBeenCalledTimes(1)
    exchange.mockRestore()
  })
})
