import { describe, expect, it } from 'vitest'
import { isUsableSession, parseStoredSession, readOidcSettings, secondsLeft, userStorageKey } from './auth-config.ts'
import { classifyAuthError, safeReturnTo } from './auth-errors.ts'
import { DEFAULT_CONFIG } from './config.ts'

describe('readOidcSettings', () => {
  it('reads the oidc block of the runtime configuration', () => {
    const settings = readOidcSettings({
      ...DEFAULT_CONFIG,
      oidc: { authority: 'http://localhost:3000/oidc/', clientId: 'agent-frontend', scope: 'openid offline_access' },
    } as never)
    expect(settings).toEqual({
      authority: 'http://localhost:3000/oidc',
      clientId: 'agent-frontend',
      scope: 'openid offline_access',
    })
    expect(userStorageKey(settings!)).toBe('oidc.user:http://localhost:3000/oidc:agent-frontend')
  })

  it('answers null without a usable block, and fills defaults', () => {
    expect(readOidcSettings(DEFAULT_CONFIG)).toBeNull()
    expect(readOidcSettings({ ...DEFAULT_CONFIG, oidc: { authority: 'not a url' } } as never)).toBeNull()
    expect(readOidcSettings({ ...DEFAULT_CONFIG, oidc: { authority: 'https://id.example.com' } } as never)).toEqual({
      authority: 'https://id.example.com',
      clientId: 'agent-frontend',
      scope: 'openid profile email offline_access',
    })
  })
})

describe('stored session', () => {
  const now = 1_700_000_000_000
  const stored = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      access_token: 'at',
      refresh_token: 'rt',
      id_token: 'it',
      expires_at: now / 1000 + 300,
      profile: { sub: 's1', email: 'a@b.example' },
      ...over,
    })

  it('parses what oidc-client-ts stores', () => {
    const session = parseStoredSession(stored())
    expect(session).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      idToken: 'it',
      expiresAt: now / 1000 + 300,
      profile: { sub: 's1', email: 'a@b.example', name: undefined },
    })
    expect(secondsLeft(session!, now)).toBe(300)
  })

  it('rejects broken values', () => {
    expect(parseStoredSession(null)).toBeNull()
    expect(parseStoredSession('{')).toBeNull()
    expect(parseStoredSession(stored({ access_token: undefined }))).toBeNull()
    expect(parseStoredSession(stored({ profile: {} }))).toBeNull()
  })

  it('is usable while the token lives or a refresh token can renew it', () => {
    expect(isUsableSession(parseStoredSession(stored()), now)).toBe(true)
    expect(isUsableSession(parseStoredSession(stored({ expires_at: now / 1000 - 10 })), now)).toBe(true)
    expect(
      isUsableSession(parseStoredSession(stored({ expires_at: now / 1000 - 10, refresh_token: undefined })), now),
    ).toBe(false)
    expect(isUsableSession(null, now)).toBe(false)
  })
})

describe('auth errors', () => {
  it('tells an unreachable provider from a refusal', () => {
    expect(classifyAuthError(new TypeError('Failed to fetch'))).toBe('provider-unreachable')
    expect(classifyAuthError(Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' }))).toBe(
      'provider-rejected',
    )
    expect(classifyAuthError(new Error('No matching state found in storage'))).toBe('provider-rejected')
  })

  it('returns only to paths of this site', () => {
    expect(safeReturnTo('/hotels?x=1#y')).toBe('/hotels?x=1#y')
    expect(safeReturnTo('https://evil.example')).toBe('/')
    expect(safeReturnTo('//evil.example')).toBe('/')
    expect(safeReturnTo('/oidc-callback?code=1')).toBe('/')
    expect(safeReturnTo(undefined)).toBe('/')
  })
})
