import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { demoAccount } from './demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2 })
})
afterAll(() => t.close())

const agent = demoAccount('agent')
const notAuthenticated = { message: 'Not authenticated' }

describe('access tokens on the API', () => {
  it('a valid token of a known user gets the current user', async () => {
    const res = await t.request('/api/current_user', bearer(await signAccessToken(t.config, { sub: agent.id })))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('a missing token gets 401', async () => {
    const res = await t.request('/api/current_user')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual(notAuthenticated)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
  })

  it.each([
    ['expired', { expiresIn: -120 }],
    ['forged (signed with another key)', { forged: true }],
    ['for another audience', { audience: 'another-api' }],
    ['from another issuer', { issuer: 'https://evil.example/oidc' }],
    ['not an access token (typ JWT, e.g. an ID token)', { typ: 'JWT' }],
  ])('an %s token gets 401', async (_name, opts) => {
    const res = await t.request(
      '/api/current_user',
      bearer(await signAccessToken(t.config, { sub: agent.id, ...opts })),
    )
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual(notAuthenticated)
  })

  it.each([['Bearer'], ['Bearer not-a-jwt'], ['Basic YWxhZGRpbjpvcGVuc2VzYW1l'], ['Bearer a.b.c']])(
    'a malformed header %s gets 401',
    async (header) => {
      const res = await t.request('/api/current_user', { headers: { authorization: header } })
      expect(res.status).toBe(401)
    },
  )

  it('a token of an unknown user gets 401', async () => {
    const res = await t.request(
      '/api/current_user',
      bearer(await signAccessToken(t.config, { sub: 'ffffffffffffffffffffffff' })),
    )
    expect(res.status).toBe(401)
  })

  it('every signed-in call needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/travel-agencies'],
      ['GET', `/api/travel-agencies/${agent.travelAgencyId}`],
      ['PATCH', `/api/users/${agent.id}`],
    ] as const) {
      const res = await t.request(url, { method, body: method === 'PATCH' ? '{}' : undefined })
      expect(res.status, `${method} ${url}`).toBe(401)
    }
  })
})
