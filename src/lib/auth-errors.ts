/**
 * What a sign-in failure means for a person: the provider could not be reached (try again later),
 * or it answered with an error (the session ended, or the sign-in was refused).
 */
export type AuthErrorKind = 'provider-unreachable' | 'provider-rejected'

/** oidc-client-ts raises ErrorResponse (with an OAuth `error` code) when the provider answered. */
export function classifyAuthError(error: unknown): AuthErrorKind {
  if (typeof error === 'object' && error !== null && typeof (error as { error?: unknown }).error === 'string')
    return 'provider-rejected'
  // a callback whose state is unknown (reloaded, opened twice, or forged)
  if (error instanceof Error && /no matching state|no state in response/i.test(error.message))
    return 'provider-rejected'
  // offline, time-out, a proxy's error page, the provider down: keep the session, try again later
  return 'provider-unreachable'
}

/** A path on this site to come back to after sign-in; anything else (other hosts, loops) is "/". */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/'
  const path = value.split(/[?#]/)[0]
  if (path === '/oidc-callback' || path === '/signin') return '/'
  return value
}
