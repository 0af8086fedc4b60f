import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oidcPayloads } from '#server/db/schema.ts'
import { createOidcClient, decodeJwt, type OidcTestClient } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { DEMO_PASSWORD, demoAccount } from './demo-accounts.ts'
import { createGrantStatus, GRANT_CACHE_MS } from './grant-status.ts'

/** Sign-out ends the session's access tokens at once, in every process (docs/product/sign-in-and-roles.md#sign-out). */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 1, listen: true })
})
afterAll(() => t.close())

async function signIn(email: string) {
  const client = createOidcClient(t.url!)
  const { tokens } = await client.signIn(email, DEMO_PASSWORD)
  expect(tokens.status).toBe(200)
  return { client, tokens: tokens.body }
}

async function signOut(client: OidcTestClient, idToken: string) {
  expect((await client.signOut(idToken, `${t.url}/`)).confirm.status).toBe(303)
}

const me = (call: (url: string, init: RequestInit) => Promise<Response> | Response, token: string) =>
  Promise.resolve(call('/api/current_user', { headers: { authorization: `Bearer ${token}` } }))
const overHttp = (url: string, init: RequestInit) => fetch(`${t.url}${url}`, init)

describe('sign-out revokes the access tokens', () => {
  it('an access token names its grant', async () => {
    const { tokens } = await signIn(demoAccount('agent').email)
    expect(decodeJwt(tokens.access_token!).payload.gid).toEqual(expect.any(String))
  })

  it('refuses the access token right after sign-out, in the process that had just accepted it', async () => {
    const { client, tokens } = await signIn(demoAccount('customer').email)
    expect((await me(overHttp, tokens.access_token!)).status).toBe(200)
    await signOut(client, tokens.id_token!)
    const after = await me(overHttp, tokens.access_token!)
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ message: 'Not authenticated' })
  })

  it('refuses it in another process sharing the database, and keeps other sessions of the user working', async () => {
    const phone = await signIn(demoAccount('operator').email)
    const laptop = await signIn(demoAccount('operator').email)
    const other = t.restart() // a second process on the same database; the listener is now this one
    expect((await me(other.app.request, phone.tokens.access_token!)).status).toBe(200)
    await signOut(phone.client, phone.tokens.id_token!)
    // the first process never saw the token: it learns of the sign-out from the database
    expect((await me(t.request, phone.tokens.access_token!)).status).toBe(401)
    expect((await me(other.app.request, phone.tokens.access_token!)).status).toBe(401)
    expect((await me(t.request, laptop.tokens.access_token!)).status).toBe(200)
  })
})

describe('grant status', () => {
  it('a process that found the grant alive refuses its tokens at most GRANT_CACHE_MS after a sign-out elsewhere', async () => {
    const { client, tokens } = await signIn(demoAccount('agent').email)
    const grantId = decodeJwt(tokens.access_token!).payload.gid as string
    let now = Date.now()
    const grants = createGrantStatus(t.database.db, () => now)
    expect(await grants.isActive(grantId)).toBe(true)
    await signOut(client, tokens.id_token!)
    now += GRANT_CACHE_MS - 1
    expect(await grants.isActive(grantId)).toBe(true)
    now += 1
    expect(await grants.isActive(grantId)).toBe(false)
  })

  it('forgets a grant revoked in its own process at once, and never finds an unknown one', async () => {
    const { tokens } = await signIn(demoAccount('agent').email)
    const grantId = decodeJwt(tokens.access_token!).payload.gid as string
    const grants = createGrantStatus(t.database.db)
    expect(await grants.isActive(grantId)).toBe(true)
    await t.database.db.delete(oidcPayloads).where(eq(oidcPayloads.id, grantId))
    grants.forget(grantId)
    expect(await grants.isActive(grantId)).toBe(false)
    expect(await grants.isActive('no-such-grant')).toBe(false)
  })
})
