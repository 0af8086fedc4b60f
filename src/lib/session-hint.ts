import { cookieAssignment } from '#domain/http/cookie-assignment.ts'
import { SESSION_HINT_COOKIE } from '#domain/http/opener-policy.ts'
import { getAuthSnapshot, subscribeToAuth } from './auth-store.ts'

/** Thirty days, renewed at every boot that finds the session: it outlives a stored session's renewals. */
const SESSION_HINT_MAX_AGE_S = 30 * 24 * 60 * 60

/**
 * Keeps the session hint cookie in step with the stored session: set while this browser holds an
 * agent's session, removed when it ends (sign-out here or in another tab, expiry). The server then
 * sends the public pages this browser asks for with the opener policy of the business pages
 * (docs/decisions/073-opener-policy-where-a-session-is.md). Returns the unsubscribe.
 */
export function mirrorSessionHint(doc: Document = document): () => void {
  let hinted: boolean | undefined
  const sync = () => {
    const signedIn = getAuthSnapshot().session !== null
    if (signedIn === hinted) return
    hinted = signedIn
    const maxAge = signedIn ? SESSION_HINT_MAX_AGE_S : 0
    doc.cookie = cookieAssignment(SESSION_HINT_COOKIE, '1', maxAge, doc.location?.protocol ?? '')
  }
  sync()
  return subscribeToAuth(sync)
}
