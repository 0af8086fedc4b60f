import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AuthStatus } from '../auth/auth-notice.tsx'
import { SessionProblemBanner } from '../auth/session-problem-banner.tsx'
import { useIsThemePending } from '../brand/brand-context.tsx'
import { BetaBanner } from './beta-banner.tsx'
import { CookieConsentBar } from './cookie-consent-bar.tsx'
import { ScrollToTopButton } from './scroll-to-top-button.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts'
import './chrome.css'
import './banners.css'

/** Header, banners, main and footer around every page, plus the cookie bar. */
export function AppShell({ children }: { children: ReactNode }) {
  useScrollOnNavigate()
  const themePending = useIsThemePending()
  const { pathname } = useLocation()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <BetaBanner />
      <SessionProblemBanner />
      <main id="main" className="app__main" tabIndex={-1}>
        {themePending && pathname !== '/oidc-callback' ? (
          <AuthStatus>
            <Trans>Loading travel agency...</Trans>
          </AuthStatus>
        ) : (
          children
        )}
      </main>
      <SiteFooter />
      <CookieConsentBar />
      <ScrollToTopButton />
    </div>
  )
}
