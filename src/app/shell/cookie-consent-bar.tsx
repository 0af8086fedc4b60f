import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { isAdmin } from '#domain/auth/roles.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { loadAnalytics } from './analytics.ts'
import {
  blockAnalytics,
  isAnalyticsBlocked,
  readConsent,
  shouldLoadAnalytics,
  storeConsent,
  subscribeToConsent,
} from './cookie-consent.ts'
import { NavLink } from '#app/header/nav-link.tsx'

/** The consent bar (until a choice is stored) and the analytics loader that follows the choice. */
export function CookieConsentBar() {
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, () => null)
  const { user, authState } = useAuth()
  const { pathname } = useLocation()
  const admin = isAdmin(user?.role)
  // a visitor is known at once, a signed-in user once GET /api/current_user answered; while
  // signing in (/signin, /oidc-callback) nobody is known yet: it may be an admin
  const signingIn = pathname === '/signin' || pathname === '/oidc-callback'
  const isUserKnown = !signingIn && (authState.status === 'signed-out' || user !== undefined)

  useEffect(() => {
    if (admin) blockAnalytics()
  }, [admin])
  useEffect(() => {
    if (shouldLoadAnalytics({ consent, blocked: isAnalyticsBlocked(), isAdmin: admin, isUserKnown }))
      void loadAnalytics()
  }, [consent, admin, isUserKnown])

  if (consent) return null
  return (
    <section className="cookie-bar" aria-label="Cookies" aria-live="polite">
      <p className="cookie-bar__text">
        <Trans>
          We use cookies to understand how our website is used and to improve it. You can accept or decline; the site
          works either way.
        </Trans>{' '}
        <NavLink href="/privacy-policy" className="cookie-bar__link">
          <Trans>Privacy policy</Trans>
        </NavLink>
      </p>
      <div className="cookie-bar__actions">
        <button type="button" className="button button--ghost button--small" onClick={() => storeConsent('declined')}>
          <Trans>Decline</Trans>
        </button>
        <button type="button" className="button button--primary button--small" onClick={() => storeConsent('accepted')}>
          <Trans>Accept</Trans>
        </button>
      </div>
    </section>
  )
}
