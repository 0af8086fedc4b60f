import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcClient } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { loadConfig } from '#server/config.ts'
import { CALLBACK_PATHS, LOGOUT_PATHS, createRedirectPolicy } from './redirect-policy.ts'

/** Origins a crafted link could name (docs/decisions/040-redirect-and-demo-mode.md): none of them is the configured public origin. */
const FOREIGN_ORIGINS = ['http://evil.localhost', 'http://x.test', 'http://localhost:9999', 'http://127.0.0.1:1']

describe('redirect policy: the configured public origin exactly, in every mode (docs/decisions/040-redirect-and-demo-mode.md)', () => {
  it.each([
    [{}],
    [{ APP_ENV: 'demo' }],
    [{ APP_ENV: 'development' }],
    [{ APP_ENV: 'production', PUBLIC_URL: 'https://lds.example' }],
  ])('registers only the public origin with %o', (env) => {
    const config = loadConfig(env)
    const policy = createRedirectPolicy(config.oidc)
    for (const origin of FOREIGN_ORIGINS) expect(policy.originAllowed(origin), origin).toBe(false)
    expect(policy.uris(CALLBACK_PATHS)).toEqual([
      `${config.publicUrl}/oidc-callback`,
      `${config.publicUrl}/silent-renew`,
    ])
    expect(policy.uris(LOGOUT_PATHS)).toEqual([`${config.publicUrl}/`])
    expect(policy.cspSources).toEqual([config.publicUrl])
  })

  it('adds extra exact origins only when configured', () => {
    expect(loadConfig({ PORT: '4100' }).oidc.redirectOrigins).toEqual(['http://localhost:4100'])
    const extra = loadConfig({
      PUBLIC_URL: 'https://lds.example/',
      OIDC_REDIRECT_ORIGINS: 'http://x.test, http://localhost:5173/',
    })
    expect(extra.oidc.redirectOrigins).toEqual(['https://lds.example', 'http://x.test', 'http://localhost:5173'])
    const policy = createRedirectPolicy(extra.oidc)
    expect(policy.originAllowed('http://x.test')).toBe(true)
    expect(policy.originAllowed('http://x.test:8080')).toBe(false)
    expect(policy.originAllowed('http://sub.x.test')).toBe(false)
  })

  it.each(['nope', 'javascript:alert(1)', 'ftp://x.test'])('refuses OIDC_REDIRECT_ORIGINS=%s', (value) => {
    expect(() => loadConfig({ OIDC_REDIRECT_ORIGINS: value })).toThrow(/OIDC_REDIRECT_ORIGINS/)
  })
})

describe('the embedded provider in the default mode', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ hotels: 0, properties: 0, listen: true })
  })
  afterAll(() => t.close())

  it.each(FOREIGN_ORIGINS)('refuses %s as a sign-in redirect and as a post-logout redirect', async (origin) => {
    const client = createOidcClient(t.url!)
    const signIn = await client.authorize({ redirect_uri: `${origin}/oidc-callback`, prompt: 'none' })
    expect(signIn.res.status).toBe(400)
    expect(signIn.res.headers.get('location')).toBeNull()
    const logout = await client.request(
      `/oidc/session/end?${new URLSearchParams({ client_id: 'agent-frontend', post_logout_redirect_uri: `${origin}/` })}`,
    )
    expect(logout.status).toBe(400)
  })

  it.each(['/oidc-callback?x=1', '/oidc-callback#x', '/other'])('refuses its own origin with %s', async (rest) => {
    const client = createOidcClient(t.url!)
    expect((await client.authorize({ redirect_uri: `${t.url}${rest}` })).res.status).toBe(400)
  })

  it('accepts an origin added through OIDC_REDIRECT_ORIGINS (how tests add theirs)', async () => {
    const extra = await createTestApp({ seed: false, listen: true, env: { OIDC_REDIRECT_ORIGINS: 'http://x.test' } })
    try {
      const client = createOidcClient(extra.url!)
      expect((await client.authorize({ redirect_uri: 'http://x.test/oidc-callback' })).res.status).toBe(303)
    } finally {
      await extra.close()
    }
  })

  it('still signs in through its own origin', async () => {
    const client = createOidcClient(t.url!)
    const { res } = await client.authorize()
    expect(res.status).toBe(303)
    expect(client.location(res)).toContain('/oidc/interaction/')
  })
})
