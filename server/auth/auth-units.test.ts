import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import type { AccountRepository, AccountRow } from './account-repository.ts'
import { DEMO_ACCOUNTS, demoAccountTable } from './demo-accounts.ts'
import { createFailureLimiter } from './failure-limiter.ts'
import { createLoginService, LOCK_MS, MAX_FAILED_LOGINS } from './login-service.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { pickLang } from './pages/texts.ts'

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('correct horse')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horse ', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })
  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })
  it.each([[null], [''], ['plain'], ['scrypt$1$2$3$x$y'], ['md5$16384$8$1$abc$def']])('never matches a malformed hash %s', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false)
  })
})

function fakeRepo(account: Partial<AccountRow> | undefined) {
  const row = account ? ({ id: 'u1', email: 'a@b.example', failedLoginCount: 0, lockedUntil: null, ...account } as AccountRow) : undefined
  const repo: AccountRepository = {
    findById: async () => row,
    findByEmail: async () => row,
    recordFailure: async () => ++row!.failedLoginCount,
    lock: async (_id, until) => void Object.assign(row!, { lockedUntil: until, failedLoginCount: 0 }),
    recordSuccess: async () => void Object.assign(row!, { lockedUntil: null, failedLoginCount: 0 }),
    agencyExists: async () => true,
  }
  return { repo, row }
}

describe('sign-in throttling', () => {
  it(`locks after ${MAX_FAILED_LOGINS} wrong passwords for 5 minutes, then lets the right one in`, async () => {
    let now = 1_000_000
    const { repo, row } = fakeRepo({ passwordHash: await hashPassword('right') })
    const login = createLoginService(repo, () => now)
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) expect(await login.authenticate('a@b.example', 'wrong')).toEqual({ ok: false, reason: 'invalid' })
    expect(await login.authenticate('a@b.example', 'wrong')).toEqual({ ok: false, reason: 'locked', retryAfterMs: LOCK_MS })
    expect(LOCK_MS).toBe(5 * 60_000)
    now += 60_000
    expect(await login.authenticate('a@b.example', 'right')).toEqual({ ok: false, reason: 'locked', retryAfterMs: LOCK_MS - 60_000 })
    now += LOCK_MS
    expect(await login.authenticate('a@b.example', 'right')).toMatchObject({ ok: true })
    expect(row!.failedLoginCount).toBe(0)
    expect(row!.lockedUntil).toBeNull()
  })
  it('resets the count after a success', async () => {
    const { repo, row } = fakeRepo({ passwordHash: await hashPassword('right') })
    const login = createLoginService(repo)
    await login.authenticate('a@b.example', 'wrong')
    await login.authenticate('a@b.example', 'wrong')
    expect(row!.failedLoginCount).toBe(2)
    expect((await login.authenticate('a@b.example', 'right')).ok).toBe(true)
    expect(row!.failedLoginCount).toBe(0)
  })
  it('answers unknown addresses and accounts without a password like a wrong password', async () => {
    expect(await createLoginService(fakeRepo(undefined).repo).authenticate('x@y.example', 'pw')).toEqual({ ok: false, reason: 'invalid' })
    expect(await createLoginService(fakeRepo({ passwordHash: null }).repo).authenticate('a@b.example', 'pw')).toEqual({ ok: false, reason: 'invalid' })
  })
  it('limits failures per network address in a window', () => {
    let now = 0
    const limiter = createFailureLimiter({ windowMs: 1000, max: 2, now: () => now })
    limiter.fail('ip')
    expect(limiter.blocked('ip')).toBe(false)
    limiter.fail('ip')
    expect(limiter.blocked('ip')).toBe(true)
    expect(limiter.blocked('other')).toBe(false)
    now = 1000
    expect(limiter.blocked('ip')).toBe(false)
  })
})

describe('config', () => {
  it('defaults to the embedded provider at PUBLIC_URL/oidc', () => {
    const c = loadConfig({ PORT: '4100' })
    expect(c.publicUrl).toBe('http://localhost:4100')
    expect(c.oidc).toMatchObject({ mode: 'embedded', issuer: 'http://localhost:4100/oidc', audience: 'lds-api', clientId: 'agent-frontend' })
    // exact origins and demo accounts: server/auth/redirect-policy.test.ts, server/run-mode.test.ts
    expect(c.oidc.redirectOrigins).toEqual(['http://localhost:4100'])
    expect(c.demoAccounts).toBe(false)
  })
  it('switches to an external provider with OIDC_ISSUER, kept exactly as given', () => {
    const c = loadConfig({ OIDC_ISSUER: 'https://id.example.com/', OIDC_AUDIENCE: 'https://api.lds.example', OIDC_CLIENT_ID: 'web' })
    expect(c.oidc).toMatchObject({ mode: 'external', issuer: 'https://id.example.com/', audience: 'https://api.lds.example', clientId: 'web' })
  })
  it('refuses invalid URLs', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/)
    expect(() => loadConfig({ OIDC_REDIRECT_ORIGINS: 'nope' })).toThrow(/OIDC_REDIRECT_ORIGINS/)
  })
})

describe('sign-in page language', () => {
  it.each([
    ['de', undefined, 'de'],
    ['fr de-CH', undefined, 'de'],
    ['en de', 'de', 'en'],
    [undefined, 'de-DE,de;q=0.9', 'de'],
    [undefined, 'fr', 'en'],
    [undefined, undefined, 'en'],
  ])('ui_locales %s, accept-language %s -> %s', (ui, header, lang) => expect(pickLang(ui, header)).toBe(lang))
})

describe('demo accounts', () => {
  it('cover every role and the special cases, on .example addresses with unique ids', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.role))).toEqual(new Set(['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator']))
    expect(DEMO_ACCOUNTS.every((a) => a.email.endsWith('.example'))).toBe(true)
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.id)).size).toBe(DEMO_ACCOUNTS.length)
    expect(DEMO_ACCOUNTS.find((a) => a.key === 'noAgency')?.travelAgencyId).toBeNull()
    expect(DEMO_ACCOUNTS.find((a) => a.key === 'onboarding')).toMatchObject({ firstName: null })
    expect(DEMO_ACCOUNTS.find((a) => a.key === 'onboarding')?.travelAgencyId).toBeTruthy()
    const table = demoAccountTable()
    expect(table).toContain('admin@lds.example')
    expect(table.split('\n')).toHaveLength(DEMO_ACCOUNTS.length + 2)
  })
})
