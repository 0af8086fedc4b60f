import { cookieValue } from './cookie-value.ts'

/**
 * A cookie the browser keeps while it holds an agent's session (written by the app, not by the
 * server). Not a credential: it only tells the server that the browser asking for a page holds
 * something the page's opener policy must guard (docs/decisions/073-opener-policy-where-a-session-is.md).
 */
export const SESSION_HINT_COOKIE = 'signed_in'

export type OpenerPolicy = 'same-origin' | 'unsafe-none'

/**
 * The opener policy of a server-rendered public page: `same-origin` for a browser that holds an
 * agent's session (a window that opened the page keeps no handle on it), none for an anonymous
 * visitor, whose page shows only the public catalogue and holds no session. Every other answer
 * (the business pages, sign-in, the API) keeps `same-origin` whoever asks.
 */
export function publicPageOpenerPolicy(cookies: string): OpenerPolicy {
  return cookieValue(cookies, SESSION_HINT_COOKIE) === null ? 'unsafe-none' : 'same-origin'
}
