import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The last step: 'You are all set', on to the hotel search. */
export function DoneStep() {
  return (
    <section className="onboarding-step onboarding-step--done" aria-labelledby="done-step-title">
      <p className="eyebrow">
        <Trans>Welcome aboard</Trans>
      </p>
      <h2 id="done-step-title" className="onboarding-step__title">
        <Trans>You are all set</Trans>
      </h2>
      <p className="onboarding-step__intro">
        <Trans>Live rates, your commission and direct chat with our partner hotels are waiting for you.</Trans>
      </p>
      <div className="onboarding-step__actions">
        <Link to="/hotels" className="button button--primary">
          <Trans>Find hotels</Trans>
        </Link>
      </div>
    </section>
  )
}
