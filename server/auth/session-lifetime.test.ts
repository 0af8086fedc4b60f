import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcClient, decodeJwt } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 0, listen: true })
})
afterAll(() => t.close())

describe('access tokens after sign-out (docs/decisions/041-session-and-exposure.md)', () => {
  it('live 5 minutes, so a token outlives its sign-out by at most that, and refresh keeps the session going', async () => {
    const client = createOidcClient(t.url!)
    const { tokens } = await client.signIn(demoAccount('agent').email, DEMO_PASSWORD)
    expect(tokens.status).toBe(200)
    expect(Number(tokens.body.expires_in)).toBe(300)
    const { exp, iat } = decodeJwt(tokens.body.access_token!).payload as { exp: number; iat: number }
    expect(exp - iat).toBe(300)
    const refreshed = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token! })
    expect(refreshed.status).toBe(200)
    expect(Number(refreshed.body.expires_in)).toBe(300)
  })
})
