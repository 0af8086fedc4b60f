import { Trans } from '@lingui/react/macro'
import { useCallback } from 'react'
import { NavigateOnce } from '#ui/navigate-once.tsx'
import { useHydrated } from '#ui/use-hydrated.ts'
import type { Affiliate } from '#domain/brand/affiliates.ts'
import { currentLocation, useAuth } from '#features/auth/auth-context.tsx'
import { AuthStatus } from '#features/auth/auth-notice.tsx'
import { SignupLanding } from '#features/signup/signup-landing.tsx'
import { onboardingSearchFor } from '#features/signup/signup-targets.ts'
import type { SignupSearch } from './signup-search.ts'

/**
 * The sign-up landing with the sign-in it needs: a signed-in person goes on to /onboarding (with the affiliate's
 * program to claim); 'Register Now' starts sign-up with the create-account prompt, back to this very location.
 */
export function SignupRoutePage({ affiliate, search }: { affiliate?: Affiliate; search: SignupSearch }) {
  const { snapshot, signIn } = useAuth()
  const register = useCallback(() => signIn({ prompt: 'create', returnTo: currentLocation() }), [signIn])
  // a server-rendered landing hydrates as rendered (no session on the server); then a signed-in person goes on
  const hydrated = useHydrated()
  if (hydrated && snapshot.session && !snapshot.problem)
    return (
      <>
        <AuthStatus>
          <Trans>Loading user...</Trans>
        </AuthStatus>
        <NavigateOnce to="/onboarding" search={onboardingSearchFor(affiliate)} replace />
      </>
    )
  return (
    <SignupLanding
      affiliate={affiliate}
      fastLane={search['fast-lane'] === true}
      affiliateId={search.affiliateId}
      onRegister={register}
    />
  )
}
