/**
 * The identity provider settings of the runtime configuration (GET /api/config answers an `oidc`
 * block, see docs/product/api.md#system) and the stored sign-in session, read without loading
 * oidc-client-ts: visitors who never sign in never download it.
 */
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'

export type OidcSettings = { authority: string; clientId: string; scope: string }

const OIDC_CLIENT_ID = 'agent-frontend'
const DEFAULT_SCOPE = 'openid profile email offline_access'

/** The `oidc` block of the runtime configuration, or null when sign-in is not configured. */
export function readOidcSettings(config: RuntimeConfig): OidcSettings | null {
  // read defensively: a stored or answered configuration is only checked for its other fields
  const block: unknown = config.oidc
  if (typeof block !== 'object' || block === null) return null
  const { authority, clientId, scope } = block as Record<string, unknown>
  if (typeof authority !== 'string' || !/^https?:\/\//.test(authority)) return null
  return {
    authority: authority.replace(/\/$/, ''),
    clientId: typeof clientId === 'string' && clientId ? clientId : OIDC_CLIENT_ID,
    scope: typeof scope === 'string' && scope ? scope : DEFAULT_SCOPE,
  }
}

/**
 * The key oidc-client-ts keeps the user under in local storage (prefix
 * 'oidc.', docs/product/sign-in-and-roles.md#tokens-and-sessions).
 */
export function userStorageKey(settings: OidcSettings): string {
  return `oidc.user:${settings.authority}:${settings.clientId}`
}

type SessionProfile = { sub: string; email?: string; name?: string }

/** The signed-in session as oidc-client-ts stores it (the fields the app uses). */
export type StoredSession = {
  accessToken: string
  refreshToken: string | null
  idToken: string | null
  /** seconds since the epoch; null when the provider gave no expiry */
  expiresAt: number | null
  profile: SessionProfile
}

/** Parses a stored user; anything unusable (no token, no subject, bad JSON) is no session. */
export function parseStoredSession(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Record<string, unknown>
    const profile = value.profile as Record<string, unknown> | undefined
    if (typeof value.access_token !== 'string' || typeof profile?.sub !== 'string') return null
    return {
      accessToken: value.access_token,
      refreshToken: typeof value.refresh_token === 'string' ? value.refresh_token : null,
      idToken: typeof value.id_token === 'string' ? value.id_token : null,
      expiresAt: typeof value.expires_at === 'number' ? value.expires_at : null,
      profile: {
        sub: profile.sub,
        email: typeof profile.email === 'string' ? profile.email : undefined,
        name: typeof profile.name === 'string' ? profile.name : undefined,
      },
    }
  } catch {
    return null
  }
}

/** Seconds the access token has left (Infinity without an expiry). */
export function secondsLeft(session: StoredSession, nowMs = Date.now()): number {
  return session.expiresAt === null ? Infinity : session.expiresAt - nowMs / 1000
}

/** A session is usable while its token is valid or it can be renewed with its refresh token. */
export function isUsableSession(session: StoredSession | null, nowMs = Date.now()): session is StoredSession {
  return session !== null && (secondsLeft(session, nowMs) > 0 || session.refreshToken !== null)
}
