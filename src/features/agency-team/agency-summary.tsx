import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { AgencyVetting } from '#domain/onboarding/types.ts'

const VETTING_LABELS: Record<AgencyVetting, MessageDescriptor> = {
  verified: msg`Verified`,
  pending: msg`Waiting for verification`,
  declined: msg`Declined`,
}

/** The agency itself: name, vetting, e-mail domain and its corporate design (changed on /onboarding by managers). */
export function AgencySummary({ agency, manage }: { agency: TravelAgencyDto; manage: boolean }) {
  const { t, i18n } = useLingui()
  const design = agency.corporateDesign
  const name = agency.name
  const colours = [
    { label: t`Main colour`, hex: design?.colors?.main },
    { label: t`Accent colour`, hex: design?.colors?.accentOnMain },
  ].filter((c): c is { label: string; hex: string } => Boolean(c.hex))
  return (
    <section className="agency-section agency-summary" aria-labelledby="agency-summary-title">
      <h2 id="agency-summary-title" className="agency-section__title">
        <Trans>The agency</Trans>
      </h2>
      <dl className="agency-summary__facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{name}</dd>
        <dt>
          <Trans>Vetting</Trans>
        </dt>
        <dd>
          <span className={`agency-vetting agency-vetting--${agency.vetting}`}>
            {i18n._(VETTING_LABELS[agency.vetting])}
          </span>
        </dd>
        <dt>
          <Trans>E-mail domain</Trans>
        </dt>
        <dd>{agency.autoInviteEmailDomain ?? <Trans>Not set</Trans>}</dd>
      </dl>
      <div className="agency-design">
        <h3 className="agency-design__title">
          <Trans>Corporate design</Trans>
        </h3>
        {design?.logoUrl ? (
          <img className="agency-design__logo" src={design.logoUrl} alt={t`Logo of ${name}`} />
        ) : (
          <p className="agency-design__none">
            <Trans>No logo yet</Trans>
          </p>
        )}
        {colours.length ? (
          <ul className="agency-design__swatches">
            {colours.map((colour) => (
              <li key={colour.label} className="agency-design__swatch">
                <span className="agency-design__chip" style={{ background: colour.hex }} aria-hidden="true" />
                <span>
                  {colour.label} <code>{colour.hex}</code>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {manage ? (
          <Link to="/onboarding" className="button button--ghost">
            <Trans>Change the corporate design</Trans>
          </Link>
        ) : null}
      </div>
    </section>
  )
}
