import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose'
import type { OidcConfig } from '#server/config.ts'

/** Verifies an access token (signature, issuer, audience, expiry); throws on anything else. */
export type TokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>

type VerifierOptions = {
  issuer: string
  audience: string
  keys: JWTVerifyGetKey
  /** the embedded provider marks its access tokens `typ: at+jwt` (RFC 9068); external ones may not */
  requireAccessTokenType?: boolean
  algorithms?: string[]
}

function createTokenVerifier(opts: VerifierOptions): TokenVerifier {
  return async (token) => {
    const { payload } = await jwtVerify(token, opts.keys, {
      issuer: opts.issuer,
      audience: opts.audience,
      algorithms: opts.algorithms ?? ['RS256', 'PS256', 'ES256', 'EdDSA'],
      clockTolerance: 5,
      requiredClaims: ['sub', 'exp'],
      ...(opts.requireAccessTokenType ? { typ: 'at+jwt' } : {}),
    })
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('token without subject')
    return payload as JWTPayload & { sub: string }
  }
}

/** The embedded provider's tokens, checked against its own public keys (no HTTP round trip). */
export function embeddedTokenVerifier(oidc: OidcConfig, jwks: { keys: JWK[] }): TokenVerifier {
  return createTokenVerifier({
    issuer: oidc.issuer,
    audience: oidc.audience,
    keys: createLocalJWKSet(jwks),
    requireAccessTokenType: true,
    algorithms: ['RS256'],
  })
}

/**
 * An external provider's tokens, checked against the JWKS its discovery document names (fetched
 * lazily, cached by jose, retried after a failure).
 */
export function externalTokenVerifier(oidc: OidcConfig, fetchImpl: typeof fetch = fetch): TokenVerifier {
  let verifier: Promise<TokenVerifier> | undefined
  const load = async (): Promise<TokenVerifier> => {
    const url = `${oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
    const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
    if (!res.ok) throw new Error(`discovery ${url} answered ${res.status}`)
    const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri?: string }
    if (!jwksUri) throw new Error(`discovery ${url} has no jwks_uri`)
    return createTokenVerifier({
      issuer: oidc.issuer,
      audience: oidc.audience,
      keys: createRemoteJWKSet(new URL(jwksUri)),
    })
  }
  return async (token) => {
    verifier ??= load().catch((error: unknown) => {
      verifier = undefined
      throw error
    })
    return (await verifier)(token)
  }
}

/**
 * Remembers each verified token until its own expiry (at most `max` tokens, oldest out), so a
 * signed-in client's calls check the signature once (docs/decisions/048-account-lookup-cache.md).
 * Failures are never remembered; a token is never trusted past its `exp`.
 */
export function rememberVerifiedTokens(
  verify: TokenVerifier,
  max = 5_000,
  now: () => number = Date.now,
): TokenVerifier {
  const verified = new Map<string, { payload: Awaited<ReturnType<TokenVerifier>>; until: number }>()
  return async (token) => {
    const hit = verified.get(token)
    if (hit && hit.until > now()) return hit.payload
    verified.delete(token)
    const payload = await verify(token)
    if (typeof payload.exp === 'number') {
      if (verified.size >= max) verified.delete(verified.keys().next().value as string)
      verified.set(token, { payload, until: payload.exp * 1000 })
    }
    return payload
  }
}

/** The claim in which the embedded provider names the grant an access token was issued under (server/auth/provider.ts). */
export const GRANT_CLAIM = 'gid'

/**
 * Refuses a token whose grant no longer exists: signing out deletes the grant, so its access tokens
 * stop working at once instead of at their `exp` (docs/decisions/082-sign-out-revokes-access-tokens.md).
 * Checked on every call, after the remembered signature check. A token without the claim (issued
 * before the claim existed, at most one token lifetime ago) is checked by its signature only.
 */
export function refuseRevokedGrants(
  verify: TokenVerifier,
  isActive: (grantId: string) => Promise<boolean>,
): TokenVerifier {
  return async (token) => {
    const payload = await verify(token)
    const grantId = payload[GRANT_CLAIM]
    if (typeof grantId === 'string' && !(await isActive(grantId)))
      throw new joseErrors.JWTClaimValidationFailed('grant revoked', payload, GRANT_CLAIM, 'check_failed')
    return payload
  }
}
