import type { OidcConfig } from '#server/config.ts'

/**
 * Which app origins the embedded client may return to: exactly the configured ones (the public
 * origin, then OIDC_REDIRECT_ORIGINS), in every mode. No host patterns: a crafted link with any
 * other origin and prompt=none must not carry a code away (docs/decisions/040-redirect-and-demo-mode.md).
 * The provider registers exactly these URIs and compares a request's URI with them as a string; the
 * policy also answers CORS and the sign-in page's CSP.
 */
export function createRedirectPolicy(oidc: Pick<OidcConfig, 'redirectOrigins'>) {
  const origins = new Set(oidc.redirectOrigins)

  const originAllowed = (origin: string): boolean => origins.has(origin)

  /** The registered URIs: every allowed origin with every path. */
  const uris = (paths: readonly string[]): string[] => [...origins].flatMap((o) => paths.map((p) => `${o}${p}`))

  /** CSP sources for form-action (a sign-in form's redirects end at the app). */
  const cspSources = [...origins]

  return { originAllowed, uris, cspSources }
}
export type RedirectPolicy = ReturnType<typeof createRedirectPolicy>

export const CALLBACK_PATHS = ['/oidc-callback', '/silent-renew'] as const
export const LOGOUT_PATHS = ['/'] as const
