import './property-enquiry.css'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { HrefLink } from '#ui/catalogue/href-link.tsx'

/** The side enquiry card (desktop): the enquiry form the route passes in, or a link to the dialog. */
export function EnquiryAside({ name, enquireHref, form }: { name: string; enquireHref: string; form?: ReactNode }) {
  return (
    <aside
      className={form ? 'enquiry-aside enquiry-aside--with-form' : 'enquiry-aside'}
      aria-labelledby="enquiry-aside-title"
    >
      <p className="eyebrow">
        <Trans>Personal advice</Trans>
      </p>
      <h2 id="enquiry-aside-title" className="enquiry-aside__title">
        <Trans>Enquire about {name}</Trans>
      </h2>
      {form ?? (
        <>
          <p className="enquiry-aside__text">
            <Trans>
              Tell us your dates and wishes: our concierge team answers within 24 hours, without any consulting fee.
            </Trans>
          </p>
          <HrefLink keepScroll href={enquireHref} className="button button--primary enquiry-aside__button">
            <Trans>Enquire now</Trans>
          </HrefLink>
        </>
      )}
    </aside>
  )
}

/** The sticky enquire button of phones (B2C mobile), with 'Book online' first where the property takes it. */
export function StickyEnquireBar({
  enquireHref,
  price,
  bookOnline,
}: {
  enquireHref: string
  price: ReactNode
  bookOnline?: ReactNode
}) {
  return (
    <div className={bookOnline ? 'sticky-enquire sticky-enquire--two' : 'sticky-enquire'}>
      <p className="sticky-enquire__price">{price}</p>
      {bookOnline}
      <HrefLink
        keepScroll
        href={enquireHref}
        className={`button ${bookOnline ? 'button--ghost' : 'button--primary'} sticky-enquire__button`}
      >
        <Trans>Enquire now</Trans>
      </HrefLink>
    </div>
  )
}
