import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcClient } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'
import { createAdapterFactory } from './oidc-adapter.ts'
import { parseLoginForm } from './oidc-input.ts'

/**
 * The embedded provider's inputs: a NUL in an OpenID parameter or in the
 * sign-in e-mail is a 400, never a 500 (docs/decisions/038-edge-validation.md).
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2, listen: true })
})
afterAll(() => t?.close())

const form = (body: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(body) })

describe('OpenID parameters with a NUL', () => {
  it.each(['state', 'nonce', 'login_hint', 'ui_locales', 'client_id', 'acr_values', 'redirect_uri', 'scope', 'claims'])(
    'GET /oidc/auth with a NUL in %s is a 400 page',
    async (name) => {
      const { res } = await createOidcClient(t.url!).authorize({ [name]: 'x\u0000y' })
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
    },
  )

  it('GET /oidc/session/end with a NUL in state is a 400', async () => {
    const res = await fetch(`${t.url}/oidc/session/end?state=%00`, { redirect: 'manual' })
    expect(res.status).toBe(400)
  })

  it('a NUL in the path of an interaction is a 400', async () => {
    expect((await fetch(`${t.url}/oidc/interaction/%00`, { redirect: 'manual' })).status).toBe(400)
  })

  it.each([
    [
      '/oidc/token',
      {
        grant_type: 'authorization_code',
        client_id: '\u0000',
        code: 'x',
        redirect_uri: 'http://x',
        code_verifier: 'x',
      },
    ],
    [
      '/oidc/token',
      {
        grant_type: 'authorization_code',
        client_id: 'agent-frontend',
        code: 'a\u0000',
        redirect_uri: 'http://x',
        code_verifier: 'x',
      },
    ],
    ['/oidc/token', { grant_type: 'refresh_token', client_id: 'agent-frontend', refresh_token: '\u0000' }],
    ['/oidc/token/revocation', { client_id: 'agent-frontend', token: '\u0000' }],
    ['/oidc/session/end', { state: '\u0000' }],
  ])(
    'POST %s with a NUL in the form body is no server error (unknown, as nothing with a NUL is stored)',
    async (path, body) => {
      const res = await fetch(`${t.url}${path}`, { ...form(body), redirect: 'manual' })
      // the token endpoint answers 400/401; revoking an unknown token is a 200 (RFC 7009)
      expect(res.status).toBeLessThan(500)
      if (path === '/oidc/token') expect(res.status).toBeGreaterThanOrEqual(400)
    },
  )
})

describe('the sign-in form', () => {
  it.each([
    ['a NUL in the e-mail', `${demoAccount('agent').email}\u0000`],
    ['an e-mail of 5,000 characters', `${'a'.repeat(5000)}@example.com`],
  ])('%s is a 400 answered like a wrong password', async (_what, email) => {
    const client = createOidcClient(t.url!)
    const { res } = await client.authorize()
    const login = await client.submitLogin(client.location(res), email, DEMO_PASSWORD)
    expect(login.status).toBe(400)
    const html = await login.text()
    expect(html).toContain('The e-mail address or password is not correct.')
    expect(html).not.toContain('\u0000')
  })

  it('still signs in with a valid e-mail', async () => {
    const client = createOidcClient(t.url!)
    const { res } = await client.authorize()
    expect((await client.submitLogin(client.location(res), demoAccount('agent').email, DEMO_PASSWORD)).status).toBe(303)
  })
})

describe('parseLoginForm', () => {
  it.each([
    [{}, { ok: false, kind: 'missing', email: '' }],
    [
      { email: ' anna@example.com ', password: '' },
      { ok: false, kind: 'missing', email: 'anna@example.com' },
    ],
    [
      { email: 'a\u0000@example.com', password: 'x' },
      { ok: false, kind: 'invalid', email: '' },
    ],
    [
      { email: 'anna@example.com', password: 'x'.repeat(1025) },
      { ok: false, kind: 'invalid', email: 'anna@example.com' },
    ],
    [
      { email: ' anna@example.com ', password: 'secret' },
      { ok: true, email: 'anna@example.com', password: 'secret' },
    ],
  ])('%j -> %j', (input, expected) => expect(parseLoginForm(input)).toEqual(expected))
})

describe('the provider storage', () => {
  it('finds nothing for an id with a NUL and refuses to store a payload with one (a 400 of the provider)', async () => {
    const sessions = createAdapterFactory(t.database.db)('Session')
    expect(await sessions.find('a\u0000')).toBeUndefined()
    expect(await sessions.findByUid('\u0000')).toBeUndefined()
    await expect(sessions.upsert('s1', { state: 'x\u0000' } as never, 60)).rejects.toMatchObject({
      error: 'invalid_request',
      status: 400,
    })
  })
})
