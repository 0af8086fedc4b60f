import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Suspense, lazy } from 'react'
import { useAuth } from '#features/auth/auth-context.tsx'
import { AuthStatus } from '#features/auth/auth-notice.tsx'
import { useThemePendingFor } from '#lib/brand/brand-context.tsx'
import { AfterFirstPaint } from '#ui/after-first-paint.tsx'
import { HydrateApart } from '#ui/hydrate-apart.tsx'
import { Toaster } from '#ui/toast/toaster.tsx'
import { BetaBanner } from './beta-banner.tsx'
import { CookieConsentBar } from './cookie-consent-bar.tsx'
import { ScrollToTopButton } from './scroll-to-top-button.tsx'
import { SiteFooter } from '#app/footer/site-footer.tsx'
import { SiteHeader } from '#app/header/site-header.tsx'
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts'
import './chrome.css'
import './banners.css'

// shown only after a sign-in problem: not in the initial JavaScript
const SessionProblemBanner = lazy(() =>
  import('#features/auth/session-problem-banner.tsx').then((m) => ({ default: m.SessionProblemBanner })),
)

/** Header, banners, main and footer around every page, plus the cookie bar and the toasts. */
export function AppShell({ children }: { children: ReactNode }) {
  useScrollOnNavigate()
  const themePendingFor = useThemePendingFor()
  const problem = useAuth().snapshot.problem
  const { pathname } = useLocation()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {/* fixed at the bottom, but first after the skip link: keyboard and screen-reader users meet the choice first */}
      <CookieConsentBar />
      <HydrateApart>
        <SiteHeader />
      </HydrateApart>
      <BetaBanner />
      {problem ? (
        <Suspense fallback={null}>
          <SessionProblemBanner />
        </Suspense>
      ) : null}
      <main id="main" className="app__main" tabIndex={-1}>
        {/* the access guard's and onboarding's 'Loading user...' while the user loads, then the theme's wait */}
        {themePendingFor && pathname !== '/oidc-callback' ? (
          <AuthStatus>
            {themePendingFor === 'user' ? <Trans>Loading user...</Trans> : <Trans>Loading travel agency...</Trans>}
          </AuthStatus>
        ) : (
          <HydrateApart>{children}</HydrateApart>
        )}
      </main>
      <AfterFirstPaint>
        <SiteFooter />
      </AfterFirstPaint>
      <ScrollToTopButton />
      <Toaster />
    </div>
  )
}
