import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import { agencyVerificationQueryOptions } from './queries.ts'

type Props = {
  agency: TravelAgencyDto
  onNext: () => void
  /** asks GET /api/current_user again: has an admin decided meanwhile? */
  onCheckAgain: () => void
}

/**
 * The agency step once the agency exists (docs/product/onboarding.md#vetting): verified → on to the next step;
 * pending → 'Your agency is being verified' (we e-mail you); declined → the reason and the way to our team.
 */
export function AgencyStatus({ agency, onNext, onCheckAgain }: Props) {
  const name = agency.name
  if (agency.vetting === 'verified')
    return (
      <section className="onboarding-step" aria-labelledby="agency-status-title">
        <h2 id="agency-status-title" className="onboarding-step__title">
          <Trans>{name} is registered</Trans>
        </h2>
        <p className="onboarding-step__intro">
          <Trans>Your agency is verified: rates, commissions and bookings are open to you.</Trans>
        </p>
        <div className="onboarding-step__actions">
          <button type="button" className="button button--primary" onClick={onNext}>
            <Trans>Ok, Next</Trans>
          </button>
        </div>
      </section>
    )
  if (agency.vetting === 'pending')
    return (
      <section className="onboarding-step onboarding-panel" aria-labelledby="agency-status-title">
        <p className="eyebrow">
          <Trans>Verification</Trans>
        </p>
        <h2 id="agency-status-title" className="onboarding-step__title">
          <Trans>Your agency is being verified</Trans>
        </h2>
        <p className="onboarding-step__intro">
          <Trans>
            Thank you for registering {name}. Our team reviews every agency personally and we e-mail you as soon as it
            is decided. Meanwhile you may sign out; your onboarding continues here.
          </Trans>
        </p>
        <div className="onboarding-step__actions">
          <button type="button" className="button button--ghost" onClick={onCheckAgain}>
            <Trans>Check again</Trans>
          </button>
        </div>
      </section>
    )
  return <DeclinedPanel agency={agency} />
}

function DeclinedPanel({ agency }: { agency: TravelAgencyDto }) {
  const verification = useQuery(agencyVerificationQueryOptions(agency._id))
  const reason = verification.data?.declineReason
  return (
    <section
      className="onboarding-step onboarding-panel onboarding-panel--declined"
      aria-labelledby="agency-status-title"
    >
      <h2 id="agency-status-title" className="onboarding-step__title">
        <Trans>Your agency could not be verified</Trans>
      </h2>
      {reason ? (
        <blockquote className="onboarding-panel__reason">
          <p>{reason}</p>
        </blockquote>
      ) : null}
      <p className="onboarding-step__intro">
        <Trans>If you believe this is a mistake, or your agency has changed, please talk to our team.</Trans>
      </p>
      <div className="onboarding-step__actions">
        <a href="/contact" className="button button--primary">
          <Trans>Contact us</Trans>
        </a>
      </div>
    </section>
  )
}
