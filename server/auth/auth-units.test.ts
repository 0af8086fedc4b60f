import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import type { AccountRepository, AccountRow } from './account-repository.ts'
import { DEMO_ACCOUNTS, demoAccountTable } from './demo-accounts.ts'
import { createMemoryStore } from '#server/lib/rate-limit.ts'
import { createLoginService } from './login-service.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { pickLang } from './pages/texts.ts'
import { backOffDelay, createSignInThrottle, SIGN_IN_BACK_OFF } from './sign-in-throttle.ts'

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
  it.each([[null], [''], ['plain'], ['scrypt$1$2$3$x$y'], ['md5$16384$8$1$abc$def']])(
    'never matches a malformed hash %s',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false)
    },
  )
})

function fakeRepo(account: Partial<AccountRow> | undefined) {
  const row = account ? ({ id: 'u1', email: 'a@b.example', ...account } as AccountRow) : undefined
  const repo: AccountRepository = {
    findById: async () => row,
    forget: () => {},
    findByEmail: async (email) => (row && email.trim().toLowerCase() === row.email ? row : undefined),
    signedIn: async () => {},
    agencyExists: async () => true,
  }
  return repo
}

/** A login service on an in-memory throttle with a clock the test moves. */
function loginWithClock(account: Partial<AccountRow> | undefined) {
  const clock = { now: 1_000_000 }
  const throttle = createSignInThrottle(createMemoryStore(), SIGN_IN_BACK_OFF, () => clock.now)
  const login = createLoginService(fakeRepo(account), throttle)
  const attempt = (password: string, email = 'a@b.example', address = '198.51.100.7') =>
    login.authenticate({ email, password, address })
  return { clock, attempt, login }
}

describe('sign-in back-off (docs/decisions/043-throttling-and-proxy.md)', () => {
  it.each([
    // [failures, account-and-source delay, address delay]
    [0, 0, 0],
    [4, 0, 0],
    [5, 1_000, 0],
    [6, 2_000, 0],
    [10, 32_000, 0],
    [11, 60_000, 0],
    [20, 60_000, 1_000],
    [25, 60_000, 32_000],
    [30, 60_000, 900_000],
    [500, 60_000, 900_000],
  ])('after %i failures the account from that source waits %i ms, the address %i ms', (failures, account, address) => {
    expect(backOffDelay(failures, SIGN_IN_BACK_OFF.source)).toBe(account)
    expect(backOffDelay(failures, SIGN_IN_BACK_OFF.address)).toBe(address)
  })

  it("a guesser at one address cannot keep the owner out: guessing every second for 180 s, all 35 right-password attempts from the owner's address get in", async () => {
    const { clock, attempt } = loginWithClock({ passwordHash: await hashPassword('right') })
    const guess = () => attempt('wrong', 'a@b.example', '203.0.113.66')
    for (let i = 0; i < 5; i++) await guess()
    let owners = 0
    const refused: number[] = []
    for (let second = 1; second <= 180; second++) {
      clock.now += 1_000
      // the guesser tries again the moment the wait is over, before the owner
      await guess()
      if (second % 5 === 0 && owners < 35) {
        owners++
        if (!(await attempt('right', 'a@b.example', '198.51.100.7')).ok) refused.push(second)
      }
    }
    expect(owners).toBe(35)
    expect(refused).toEqual([])
    // the guesser themself waits
    expect(await guess()).toMatchObject({ ok: false, reason: 'throttled' })
  })

  it('never locks: a guesser spread over many addresses for 20 minutes delays a new browser by at most a minute, and a browser with the device cookie not at all', async () => {
    const { clock, attempt, login } = loginWithClock({ passwordHash: await hashPassword('right') })
    for (let i = 0; clock.now < 1_000_000 + 20 * 60_000; i++) {
      const result = await attempt('wrong', 'a@b.example', `203.0.${i >> 8}.${i & 255}`)
      if (!result.ok && result.reason === 'throttled') {
        expect(result.retryAfterMs).toBeLessThanOrEqual(60_000)
        clock.now += result.retryAfterMs
      } else clock.now += 100
    }
    expect(
      await login.authenticate({ email: 'a@b.example', password: 'right', address: '198.51.100.7', device: 'dev1' }),
    ).toMatchObject({ ok: true })
    let owner = await attempt('right')
    if (!owner.ok && owner.reason === 'throttled') {
      expect(owner.retryAfterMs).toBeLessThanOrEqual(60_000)
      clock.now += owner.retryAfterMs
      owner = await attempt('right')
    }
    expect(owner).toMatchObject({ ok: true })
  })

  it('counts a browser with the device cookie on its own: its failures slow only itself', async () => {
    const { attempt, login } = loginWithClock({ passwordHash: await hashPassword('right') })
    const fromDevice = (password: string, device: string) =>
      login.authenticate({ email: 'a@b.example', password, address: '198.51.100.7', device })
    for (let i = 0; i < 5; i++) await fromDevice('wrong', 'dev1')
    expect(await fromDevice('right', 'dev1')).toMatchObject({ ok: false, reason: 'throttled' })
    expect(await fromDevice('right', 'dev2')).toMatchObject({ ok: true })
    expect(await attempt('right')).toMatchObject({ ok: true })
  })

  it('slows down one client address across many e-mail addresses', async () => {
    const { clock, attempt } = loginWithClock(undefined)
    for (let i = 0; i < 20; i++)
      expect(await attempt('pw', `user${i}@x.example`, '203.0.113.9')).toEqual({ ok: false, reason: 'invalid' })
    expect(await attempt('pw', 'fresh@x.example', '203.0.113.9')).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterMs: 1_000,
    })
    // another client address is not affected
    expect(await attempt('pw', 'fresh@x.example', '203.0.113.10')).toEqual({ ok: false, reason: 'invalid' })
    clock.now += 60 * 60_000 + 1 // forgotten an hour after the last failure
    expect(await attempt('pw', 'other@x.example', '203.0.113.9')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('answers unknown e-mail addresses exactly like known ones, throttled or not', async () => {
    const known = loginWithClock({ passwordHash: await hashPassword('right') })
    const unknown = loginWithClock(undefined)
    for (let i = 0; i < 8; i++) {
      expect(await unknown.attempt('wrong', 'nobody@b.example')).toEqual(await known.attempt('wrong', 'a@b.example'))
    }
    expect(await loginWithClock({ passwordHash: null }).attempt('pw')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('costs the same time for an unknown e-mail address as for a wrong password (a dummy hash is checked)', async () => {
    const known = loginWithClock({ passwordHash: await hashPassword('right') })
    const unknown = loginWithClock(undefined)
    const median = async (run: (i: number) => Promise<unknown>) => {
      const times: number[] = []
      for (let i = 0; i < 5; i++) {
        const start = performance.now()
        await run(i)
        times.push(performance.now() - start)
      }
      return times.sort((a, b) => a - b)[2]!
    }
    // the same shape of attempt on both sides (one e-mail address, a fresh client address each
    // time, so that no attempt is throttled): the counters are keyed on the typed address, so a
    // fresh address each time would time the counters' first rows, not the account lookup
    const knownMs = await median((i) => known.attempt('wrong', 'a@b.example', `192.0.2.${i}`))
    const unknownMs = await median((i) => unknown.attempt('wrong', 'nobody@b.example', `198.51.100.${i}`))
    expect(unknownMs / knownMs).toBeGreaterThan(0.5)
    expect(unknownMs / knownMs).toBeLessThan(2)
  })
})

describe('config', () => {
  it('defaults to the embedded provider at PUBLIC_URL/oidc', () => {
    const c = loadConfig({ PORT: '4100' })
    expect(c.publicUrl).toBe('http://localhost:4100')
    expect(c.oidc).toMatchObject({
      mode: 'embedded',
      issuer: 'http://localhost:4100/oidc',
      audience: 'lds-api',
      clientId: 'agent-frontend',
    })
    // exact origins and demo accounts: server/auth/redirect-policy.test.ts, server/run-mode.test.ts
    expect(c.oidc.redirectOrigins).toEqual(['http://localhost:4100'])
    expect(c.demoAccounts).toBe(false)
  })
  it('switches to an external provider with OIDC_ISSUER, kept exactly as given', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_AUDIENCE: 'https://api.lds.example',
      OIDC_CLIENT_ID: 'web',
    })
    expect(c.oidc).toMatchObject({
      mode: 'external',
      issuer: 'https://id.example.com/',
      audience: 'https://api.lds.example',
      clientId: 'web',
    })
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
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.role))).toEqual(
      new Set(['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator']),
    )
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
