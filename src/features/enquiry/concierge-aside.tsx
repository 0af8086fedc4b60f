import './concierge-aside.css'
import { Trans } from '@lingui/react/macro'
import { telHref } from '#domain/contact/company.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'

/** What the visitor can expect, and how to reach a person directly. */
export function ConciergeAside() {
  const brand = useBrand()
  const phone = `${brand.phone.countryCode} ${brand.phone.number}`
  return (
    <aside className="concierge-aside" aria-labelledby="concierge-aside-title">
      <h2 id="concierge-aside-title" className="concierge-aside__title">
        <Trans>Your personal concierge</Trans>
      </h2>
      <ul className="concierge-aside__promises">
        <li>
          <strong>
            <Trans>Reply within 24 hours</Trans>
          </strong>
          <span>
            <Trans>A member of our team answers every enquiry personally.</Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>No consulting fee</Trans>
          </strong>
          <span>
            <Trans>Our advice is free of charge, whether you book or not.</Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Discretion</Trans>
          </strong>
          <span>
            <Trans>Your details are used only to answer your enquiry.</Trans>
          </span>
        </li>
      </ul>
      <div className="concierge-aside__direct">
        <p>
          <Trans>Prefer to talk?</Trans>
        </p>
        <a className="concierge-aside__phone" href={telHref(phone)}>
          {phone}
        </a>
        <a className="concierge-aside__mail" href={`mailto:${brand.email}`}>
          {brand.email}
        </a>
        <p className="concierge-aside__hours">
          <Trans>Monday to Saturday, 9am to 6pm (CET)</Trans>
        </p>
      </div>
    </aside>
  )
}
