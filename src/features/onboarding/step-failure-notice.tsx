import { Trans } from '@lingui/react/macro'
import { useOnboardingMessageTranslator } from '#lib/messages/onboarding-messages.ts'
import type { StepFailure } from './failure.ts'

/** Why a step could not be saved, next to its button (a live alert); a 409 offers the way to support. */
export function StepFailureNotice({ failure }: { failure: StepFailure | null }) {
  const translate = useOnboardingMessageTranslator()
  if (!failure) return null
  return (
    <div className="onboarding-step__failure" role="alert">
      {failure.kind === 'offline' ? (
        <p>
          <Trans>You are offline. What you typed is kept on this device; please try again once you are online.</Trans>
        </p>
      ) : null}
      {failure.kind === 'unauthenticated' ? (
        <p>
          <Trans>Not authenticated</Trans>
        </p>
      ) : null}
      {failure.kind === 'forbidden' ? (
        <p>
          <Trans>Only your agency's supervisors can change this.</Trans>
        </p>
      ) : null}
      {failure.kind === 'conflict' ? (
        <p>
          {failure.text ? translate(failure.text) : <Trans>This was changed meanwhile.</Trans>}{' '}
          <a href="/contact">
            <Trans>Contact support</Trans>
          </a>
        </p>
      ) : null}
      {failure.kind === 'rejected' ? (
        <p>{failure.text ? translate(failure.text) : <Trans>Unfortunately, an error occured.</Trans>}</p>
      ) : null}
    </div>
  )
}
