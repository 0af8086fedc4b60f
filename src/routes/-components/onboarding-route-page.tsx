import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { AuthNotice, AuthStatus } from '#features/auth/auth-notice.tsx'
import { refetchCurrentUser, updateCachedCurrentUser } from '#features/auth/queries.ts'
import { RedirectToSignIn } from '#features/auth/redirect-to-sign-in.tsx'
import { OnboardingPage } from '#features/onboarding/onboarding-page.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'

/**
 * A hotel's team works in its chat inbox (docs/decisions/111-the-hotel-team-lands-on-chat.md): there is no separate
 * hotel sign-in site in this installation, so the hotel link of /onboarding opens it.
 */
const HOTEL_SIGN_IN_HREF = '/chat'

/**
 * /onboarding with the sign-in it needs (docs/product/onboarding.md): 'Loading user...', off to sign-in without a
 * user, then the onboarding, whose answers change the signed-in user and agency in the cache at once (the theme of
 * the whole app, the login gate).
 */
export function OnboardingRoutePage({ claimProgramId }: { claimProgramId?: string }) {
  const { t } = useLingui()
  const auth = useAuth()
  const queryClient = useQueryClient()
  useDocumentMeta({
    title: t`Travel Agency Onboarding`,
    description: t`Register your travel agency at the Luxury Distribution System.`,
    robots: 'noindex',
  })
  const onUserSaved = useCallback(
    (user: UserDto) => updateCachedCurrentUser(queryClient, (current) => ({ ...current, user })),
    [queryClient],
  )
  const onAgencyChanged = useCallback(
    (agency: TravelAgencyDto, change: 'registered' | 'design') => {
      updateCachedCurrentUser(queryClient, (current) => ({
        user: { ...current.user, travelAgencyId: current.user.travelAgencyId ?? agency._id },
        travelAgency: agency,
      }))
      // registering makes the person the agency's supervisor: the role comes with the next answer
      if (change === 'registered') void refetchCurrentUser(queryClient)
    },
    [queryClient],
  )
  if (auth.authState.status === 'signed-out' || auth.authState.userQuery === 'unauthorized') return <RedirectToSignIn />
  if (auth.authState.userQuery === 'error')
    return (
      <AuthNotice
        title={<Trans>Could not fetch user data.</Trans>}
        actions={
          <button type="button" className="button button--primary" onClick={() => void auth.currentUser.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    )
  const user = auth.currentUser.data?.user
  if (!user)
    return (
      <AuthStatus>
        <Trans>Loading user...</Trans>
      </AuthStatus>
    )
  return (
    <OnboardingPage
      key={user._id}
      user={user}
      travelAgency={auth.currentUser.data?.travelAgency ?? null}
      claimProgramId={claimProgramId}
      hotelSignInHref={HOTEL_SIGN_IN_HREF}
      onUserSaved={onUserSaved}
      onAgencyChanged={onAgencyChanged}
      onCheckAgain={() => void auth.currentUser.refetch()}
      onSignOut={() => void auth.signOut()}
    />
  )
}
