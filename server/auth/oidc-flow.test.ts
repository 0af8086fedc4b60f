import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOidcClient, decodeJwt } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2, listen: true })
})
afterAll(() => t.close())

/** Signs in through the real pages and exchanges the code; answers the token response. */
async function signIn(email: string, client = createOidcClient(t.url!)) {
  const { authorized, login, callback, state, code, verifier, tokens } = await client.signIn(email, DEMO_PASSWORD)
  expect(authorized.status).toBe(303)
  expect(login.status).toBe(303)
  expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri)
  expect(callback.searchParams.get('state')).toBe(state)
  expect(tokens.status).toBe(200)
  return { client, tokens: tokens.body, code, verifier }
}

const me = (accessToken: string) =>
  fetch(`${t.url}/api/current_user`, { headers: { authorization: `Bearer ${accessToken}` } })

describe('embedded OpenID provider: authorization code + PKCE', () => {
  it('publishes discovery for the issuer with S256 only and no development interactions', async () => {
    const d = await createOidcClient(t.url!).discovery()
    expect(d.issuer).toBe(`${t.url}/oidc`)
    expect(d.code_challenge_methods_supported).toEqual(['S256'])
    expect(d.response_types_supported).toEqual(['code'])
    expect(d.end_session_endpoint).toBe(`${t.url}/oidc/session/end`)
    const jwks = (await (await fetch(d.jwks_uri)).json()) as { keys: Record<string, unknown>[] }
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('signs in on the interaction page, issues a JWT access token for the API and rotates refresh tokens', async () => {
    const agent = demoAccount('agent')
    const { client, tokens } = await signIn(agent.email)
    const at = decodeJwt(tokens.access_token!)
    expect(at.header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' })
    expect(at.payload).toMatchObject({
      iss: `${t.url}/oidc`,
      aud: 'lds-api',
      sub: agent.id,
      client_id: 'agent-frontend',
    })
    expect(decodeJwt(tokens.id_token!).payload).toMatchObject({
      sub: agent.id,
      email: agent.email,
      name: 'Sophie Laurent',
    })
    expect(tokens.refresh_token).toBeTruthy()

    const res = await me(tokens.access_token!)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(agent.email)

    const refreshed = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh_token).toBeTruthy()
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token)
    expect((await me(refreshed.body.access_token!)).status).toBe(200)
    // a second tab refreshing with the same token at the same moment still gets tokens (grace period)
    const sameMoment = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })
    expect(sameMoment.status).toBe(200)
    // after the grace period the spent token is refused and its whole grant is revoked (replay)
    await t.database.db.execute(
      sql`update oidc_payloads set consumed_at = now() - interval '1 hour' where type = 'RefreshToken' and consumed_at is not null`,
    )
    const replay = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })
    expect(replay.status).toBe(400)
    expect(replay.body.error).toBe('invalid_grant')
    const revoked = await client.token({ grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token! })
    expect(revoked.status).toBe(400)
  })

  it('refuses a code without the right PKCE verifier and a second use of a code', async () => {
    const client = createOidcClient(t.url!)
    const { res, verifier } = await client.authorize()
    const login = await client.submitLogin(client.location(res), demoAccount('admin').email, DEMO_PASSWORD)
    const code = (await client.followToApp(login)).searchParams.get('code')!
    const wrong = await client.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      code_verifier: `${verifier}x`.slice(1),
    })
    expect(wrong.status).toBe(400)
    const right = await client.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
    })
    expect(right.status).toBe(200)
    const again = await client.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
    })
    expect(again.status).toBe(400)
  })

  it('refuses plain PKCE, a missing challenge and unknown redirect URIs', async () => {
    const client = createOidcClient(t.url!)
    const plain = await client.authorize({ code_challenge_method: 'plain' })
    expect(plain.res.status).toBe(303)
    expect(client.location(plain.res)).toContain('error=invalid_request')
    const none = await client.authorize({ code_challenge: '', code_challenge_method: '' })
    expect(client.location(none.res)).toContain('error=invalid_request')
    const evil = await client.authorize({ redirect_uri: 'https://evil.example/oidc-callback' })
    expect(evil.res.status).toBe(400)
    expect(await evil.res.text()).toContain('Back to sign-in')
  })

  it('keeps the user signed in on the next authorization (session cookie, no second password)', async () => {
    const { client } = await signIn(demoAccount('supervisorAgent').email)
    const { res } = await client.authorize()
    const app = await client.followToApp(res)
    expect(app.searchParams.get('code')).toBeTruthy()
  })

  it('keeps sessions and refresh tokens across a restart (state in the database, keys on disk)', async () => {
    const { client, tokens } = await signIn(demoAccount('customer').email)
    t.restart()
    expect((await me(tokens.access_token!)).status).toBe(200)
    const refreshed = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })
    expect(refreshed.status).toBe(200)
    const again = await client.followToApp((await client.authorize()).res)
    expect(again.searchParams.get('code')).toBeTruthy()
  })

  it('signs out at the end-session endpoint and revokes the refresh token', async () => {
    const { client, tokens } = await signIn(demoAccount('operator').email)
    const { page, html, confirm } = await client.signOut(tokens.id_token!, `${t.url}/`)
    expect(page.status).toBe(200)
    expect(html).toContain('/oidc/assets/logout.js')
    expect(html).not.toMatch(/<script>(?!<\/script>)/)
    expect(html).toMatch(/name="xsrf" value="[^"]+"/)
    expect(confirm.status).toBe(303)
    expect(client.location(confirm)).toBe(`${t.url}/`)
    const refreshed = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })
    expect(refreshed.status).toBe(400)
    // the next sign-in asks for the password again
    const { res } = await client.authorize()
    expect(client.location(res)).toContain('/oidc/interaction/')
  })
})
