import { generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { importJWK, SignJWT, type JWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { demoAccount } from './demo-accounts.ts'

/** A stand-in external provider: discovery and JWKS only. */
let idp: Server
let issuer: string
const privateJwk = {
  ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK),
  kid: 'ext-1',
  alg: 'RS256',
}
const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk

let t: TestApp
let down: TestApp
beforeAll(async () => {
  idp = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    if (req.url === '/realms/lds/.well-known/openid-configuration')
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/certs` }))
    else if (req.url === '/realms/lds/certs') res.end(JSON.stringify({ keys: [publicJwk] }))
    else res.writeHead(404).end('{}')
  })
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}/realms/lds`
  t = await createTestApp({ hotels: 1, properties: 2, env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'account' } })
  down = await createTestApp({ seed: false, env: { OIDC_ISSUER: 'http://127.0.0.1:9/nowhere' } })
})
afterAll(async () => {
  await t.close()
  await down.close()
  idp.close()
})

async function token(claims: Record<string, unknown>, audience = 'account') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'ext-1', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(privateJwk, 'RS256'))
}

describe('an external OpenID provider (OIDC_ISSUER)', () => {
  it('turns the embedded provider off and tells the client where to sign in', async () => {
    expect(t.auth.oidcApp).toBeUndefined()
    expect((await t.request('/oidc/.well-known/openid-configuration')).status).not.toBe(200)
    const config = (await (await t.request('/api/config')).json()) as { oidc: Record<string, unknown> }
    expect(config.oidc).toEqual({
      authority: issuer,
      clientId: 'agent-frontend',
      scope: 'openid profile email offline_access',
      audience: 'account',
      embedded: false,
    })
  })

  it("accepts the provider's tokens (by our user id or by verified e-mail) and refuses other audiences", async () => {
    const agent = demoAccount('agent')
    const byId = await t.request('/api/current_user', {
      headers: { authorization: `Bearer ${await token({ sub: agent.id })}` },
    })
    expect(byId.status).toBe(200)
    const byEmail = await t.request('/api/current_user', {
      headers: { authorization: `Bearer ${await token({ sub: 'kc-123', email: agent.email, email_verified: true })}` },
    })
    expect(byEmail.status).toBe(200)
    const unverified = await t.request('/api/current_user', {
      headers: { authorization: `Bearer ${await token({ sub: 'kc-123', email: agent.email })}` },
    })
    expect(unverified.status).toBe(401)
    const otherAudience = await t.request('/api/current_user', {
      headers: { authorization: `Bearer ${await token({ sub: agent.id }, 'other')}` },
    })
    expect(otherAudience.status).toBe(401)
  })

  it('answers 503 with a clear message when the provider cannot be reached', async () => {
    const res = await down.request('/api/current_user', {
      headers: { authorization: `Bearer ${await token({ sub: 'x' })}` },
    })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ message: 'The sign-in service cannot be reached. Please try again later.' })
  })
})
