/**
 * Cookie consent (docs/product/chrome-and-navigation.md#cookie-consent): 'accepted' or 'declined', kept in local
 * storage. Analytics load only after acceptance and never on a browser where an admin signed in (the blocking flag).
 */
import { COOKIE_CONSENT_STORAGE_KEY } from '#domain/system/cookie-consent-key.ts'

export type Consent = 'accepted' | 'declined'

const ANALYTICS_BLOCKED_KEY = 'lds.analytics-blocked'

type Listener = () => void
const listeners = new Set<Listener>()

export function readConsent(): Consent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)
    return value === 'accepted' || value === 'declined' ? value : null
  } catch {
    return null
  }
}

export function storeConsent(consent: Consent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, consent)
  } catch {
    // storage disabled: the choice holds for this page
  }
  for (const listener of listeners) listener()
}

export function subscribeToConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** An admin signed in on this browser: analytics stay off here for good. */
export function blockAnalytics(): void {
  try {
    localStorage.setItem(ANALYTICS_BLOCKED_KEY, 'true')
  } catch {
    // the in-page decision still excludes the admin
  }
}

export function isAnalyticsBlocked(): boolean {
  try {
    return localStorage.getItem(ANALYTICS_BLOCKED_KEY) === 'true'
  } catch {
    return false
  }
}

/** The loading decision: consent given, not blocked, and the visitor is known not to be an admin. */
export function shouldLoadAnalytics(input: {
  consent: Consent | null
  blocked: boolean
  isAdmin: boolean
  isUserKnown: boolean
}): boolean {
  return input.consent === 'accepted' && !input.blocked && !input.isAdmin && input.isUserKnown
}
