import type { OidcConfig } from '#server/config.ts'

/**
 * Which app origins the embedded client may return to: the registered origins, plus (outside
 * production) any port of the configured host patterns, so demos and tests can sign in under
 * several host names (partner brands, the consumer seller, a German host).
 */
export function createRedirectPolicy(oidc: Pick<OidcConfig, 'redirectOrigins' | 'redirectHosts'>) {
  const patterns = oidc.redirectHosts
  const hostAllowed = (hostname: string) =>
    patterns.some((p) => (p.startsWith('*.') ? hostname.endsWith(p.slice(1)) && hostname.length > p.length - 1 : hostname === p))

  const originAllowed = (origin: string): boolean => {
    if (oidc.redirectOrigins.includes(origin)) return true
    let url: URL
    try {
      url = new URL(origin)
    } catch {
      return false
    }
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && hostAllowed(url.hostname)
  }

  /** `uri` is an allowed origin followed by exactly one of `paths` (no query, no fragment). */
  const uriAllowed = (uri: string, paths: string[]): boolean => {
    let url: URL
    try {
      url = new URL(uri)
    } catch {
      return false
    }
    return originAllowed(url.origin) && paths.includes(url.pathname) && !url.search && !url.hash && !url.username && !url.password
  }

  /** CSP sources for form-action (a sign-in form's redirects end at the app). */
  const cspSources = [
    ...oidc.redirectOrigins,
    ...patterns.flatMap((p) => [`http://${p}:*`, `https://${p}:*`]),
  ]

  return { originAllowed, uriAllowed, cspSources }
}
export type RedirectPolicy = ReturnType<typeof createRedirectPolicy>

export const CALLBACK_PATHS = ['/oidc-callback', '/silent-renew']
export const LOGOUT_PATHS = ['/']
