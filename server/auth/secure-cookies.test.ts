import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcClient } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'

const PUBLIC_URL = 'https://lds.example'

let t: TestApp
beforeAll(async () => {
  // the public origin is https (TLS ends at a proxy, which forwards no X-Forwarded-Proto); requests reach us over http
  t = await createTestApp({ hotels: 0, properties: 0, listen: true, env: { PUBLIC_URL } })
})
afterAll(() => t.close())

describe('cookies of the embedded provider behind an https public origin (docs/decisions/041-session-and-exposure.md)', () => {
  it('are all Secure, through a whole sign-in', async () => {
    const client = createOidcClient(t.url!)
    const cookies: string[] = []
    const send = async (url: string, init?: RequestInit) => {
      const res = await client.request(url, init)
      cookies.push(...res.headers.getSetCookie())
      return res
    }
    const local = (res: Response) => {
      const to = new URL(res.headers.get('location') ?? '', t.url)
      return `${to.pathname}${to.search}`
    }
    const verifier = randomBytes(32).toString('base64url')
    const params = new URLSearchParams({
      client_id: 'agent-frontend',
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/oidc-callback`,
      scope: 'openid profile email offline_access',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state-1',
    })
    const authorize = await send(`/oidc/auth?${params}`)
    expect(authorize.status).toBe(303)
    const login = await send(`${local(authorize)}/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: demoAccount('agent').email, password: DEMO_PASSWORD }),
    })
    expect(login.status).toBe(303)
    const resumed = await send(local(login))
    expect(resumed.status).toBe(303)
    expect(resumed.headers.get('location')).toMatch(/^https:\/\/lds\.example\/oidc-callback\?code=/)

    const names = cookies.map((c) => c.split('=')[0])
    expect(names).toContain('_interaction')
    expect(names).toContain('_session')
    for (const cookie of cookies) expect(cookie, cookie.split('=')[0]).toMatch(/;\s*secure/i)
  })
})
