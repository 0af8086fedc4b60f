import './onboarding.css'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import type { OnboardingCallbacks } from './onboarding-steps.tsx'
import { OnboardingSteps } from './onboarding-steps.tsx'
import { onboardingDraftQueryOptions } from './queries.ts'

type Props = OnboardingCallbacks & {
  user: UserDto
  travelAgency: TravelAgencyDto | null
  claimProgramId?: string
  onSignOut: () => void
  /** where a hotel's team signs in to its own site */
  hotelSignInHref: string
}

/**
 * /onboarding for a signed-in person (docs/product/onboarding.md): the welcome (with the first name once there is
 * one), the hotel site for people with hotel access, 'Sign me out for now', and the steps once the server's draft is
 * known (offline: this device's draft).
 */
export function OnboardingPage({ user, onSignOut, hotelSignInHref, ...rest }: Props) {
  const draft = useQuery(onboardingDraftQueryOptions(user._id))
  // offline the draft query waits (paused): the steps start from this device's draft
  const settled = !draft.isPending || draft.fetchStatus === 'paused'
  const firstName = user.firstName?.trim()
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <header className="onboarding__header">
        <p className="eyebrow">
          <Trans>Travel Agency Onboarding</Trans>
        </p>
        <h1 id="onboarding-title" className="onboarding__title">
          {firstName ? (
            <Trans>Welcome to the Luxury Distribution System, {firstName}</Trans>
          ) : (
            <Trans>Welcome to the Luxury Distribution System</Trans>
          )}
        </h1>
        <div className="onboarding__header-actions">
          {user.hasHotelAccess ? (
            <a className="onboarding__hotel-link" href={hotelSignInHref}>
              <Trans>Signing in for your hotel? Go to the hotel site</Trans>
            </a>
          ) : null}
          <button type="button" className="onboarding__sign-out" onClick={onSignOut}>
            <Trans>Sign me out for now</Trans>
          </button>
        </div>
      </header>
      {settled ? (
        <OnboardingSteps user={user} serverDraft={draft.data ?? null} {...rest} />
      ) : (
        <p className="onboarding__loading" role="status">
          <Trans>Loading your onboarding...</Trans>
        </p>
      )}
    </section>
  )
}
