import { generateKeyPairSync } from 'node:crypto'
import { importJWK, SignJWT, type JWK } from 'jose'
import { loadOrCreateKeys } from '#server/auth/keys.ts'
import type { Config } from '#server/config.ts'

type TokenOptions = {
  sub: string
  audience?: string
  issuer?: string
  /** seconds from now; negative for an expired token */
  expiresIn?: number
  typ?: string
  /** sign with a key of our own instead of the provider's (a forged token) */
  forged?: boolean
}

/**
 * An access token as the embedded provider signs it (RS256, its kid, typ at+jwt), signed with the
 * keys in the test app's data directory — or, for negative tests, expired, for another audience,
 * or signed with another key under the same kid.
 */
export async function signAccessToken(config: Config, opts: TokenOptions): Promise<string> {
  const providerJwk = loadOrCreateKeys(config.dataDir).jwks.keys[0]!
  const jwk: JWK = opts.forged
    ? {
        ...(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as JWK),
        kid: providerJwk.kid,
      }
    : providerJwk
  const key = await importJWK(jwk, 'RS256')
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ client_id: config.oidc.clientId, scope: 'openid' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: opts.typ ?? 'at+jwt' })
    .setSubject(opts.sub)
    .setIssuer(opts.issuer ?? config.oidc.issuer)
    .setAudience(opts.audience ?? config.oidc.audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (opts.expiresIn ?? 600))
    .setJti(Math.random().toString(36).slice(2))
    .sign(key)
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })
