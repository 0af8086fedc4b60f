import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { NavigateOnce } from '#ui/navigate-once.tsx'
import type { AccessType } from '#domain/auth/roles.ts'
import { decideAccess, registersOnOnboarding } from './access-decision.ts'
import { useAuth } from './auth-context.tsx'
import { AuthNotice, AuthStatus } from './auth-notice.tsx'
import { RedirectToSignIn } from './redirect-to-sign-in.tsx'
import { clearRedirects } from './redirect-loop.ts'
import { SignInAgainButton } from './sign-in-again-button.tsx'

function NoAgencyNotice() {
  return (
    <AuthNotice
      title={<Trans>You are not registered in a travel agency yet</Trans>}
      actions={
        <>
          <Link to="/onboarding" className="button button--primary">
            <Trans>Register your agency</Trans>
          </Link>
          <a href="/contact" className="button button--ghost">
            <Trans>Contact us</Trans>
          </a>
        </>
      }
    >
      <p>
        <Trans>
          Rates, commission and bookings are open to vetted luxury travel agencies. Register your agency, or contact us
          if your agency is already a member.
        </Trans>
      </p>
    </AuthNotice>
  )
}

function FetchFailedNotice({ retry }: { retry: () => void }) {
  return (
    <AuthNotice
      title={<Trans>Could not fetch user data.</Trans>}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
          <SignInAgainButton className="button button--ghost" />
        </>
      }
    >
      <p>
        <Trans>Please check your internet connection. If the problem persists, sign in again.</Trans>
      </p>
    </AuthNotice>
  )
}

export function NotOnThisSiteNotice() {
  return (
    <AuthNotice
      title={<Trans>This page is for travel agencies</Trans>}
      actions={
        <Link to="/" className="button button--primary">
          <Trans>Back to the homepage</Trans>
        </Link>
      }
    >
      <p>
        <Trans>Sign-in is not available on this site.</Trans>
      </p>
    </AuthNotice>
  )
}

/**
 * The access guard (docs/product/sign-in-and-roles.md#access-guard): renders `children` only for a signed-in user whose
 * role the access type allows (or a hotel's team where `allowHotelTeam`), after the login gate (onboarding);
 * otherwise the matching message.
 */
export function AccessGuard({
  accessType = 'default',
  allowHotelTeam = false,
  anySignedIn = false,
  children,
}: {
  accessType?: AccessType
  /** a hotel's team may open this page too (the chat) */
  allowHotelTeam?: boolean
  /** any signed-in user (the page shows what its API answers, e.g. the 403's reason) */
  anySignedIn?: boolean
  children: ReactNode
}) {
  const auth = useAuth()
  const { pathname } = useLocation()
  const decision = decideAccess(auth.authState, auth.currentUser.data, pathname, accessType, {
    allowHotelTeam,
    anySignedIn,
  })
  useEffect(() => {
    if (decision === 'allowed') clearRedirects()
  }, [decision])

  if (!auth.isLoginEnabled) return <NotOnThisSiteNotice />
  switch (decision) {
    case 'loading':
      return (
        <AuthStatus>
          <Trans>Loading user...</Trans>
        </AuthStatus>
      )
    case 'no-agency':
      // everyone but admins and a hotel's team registers their agency on /onboarding
      return auth.currentUser.data && registersOnOnboarding(auth.currentUser.data) ? (
        <NavigateOnce to="/onboarding" replace />
      ) : (
        <NoAgencyNotice />
      )
    case 'fetch-failed':
      return <FetchFailedNotice retry={() => void auth.currentUser.refetch()} />
    case 'redirect-onboarding':
      return <NavigateOnce to="/onboarding" replace />
    case 'redirect-signin':
      return (
        <RedirectToSignIn
          roleDenied={auth.authState.status === 'signed-in' && auth.authState.userQuery === 'success'}
          accessType={accessType}
        />
      )
    case 'allowed':
      return children
  }
}
