import './book-online.css'
import { Trans } from '@lingui/react/macro'
import type { Period } from '#domain/dates/period.ts'
import { acceptsOnlineBooking } from '#domain/leads/consumer-booking.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import type { PropertyPageModel } from './property-page-model.ts'

/**
 * …/book-online with the searched period, when the property takes consumer bookings online
 * (docs/product/leads.md#consumer-booking); null otherwise.
 */
export function bookOnlineHref({
  property,
  basePath,
  period,
}: Pick<PropertyPageModel, 'property' | 'basePath' | 'period'>): string | null {
  if (!acceptsOnlineBooking(property)) return null
  return `${basePath}/book-online${period ? `?${new URLSearchParams(period as Period)}` : ''}`
}

/** The 'Book online' button of the B2C property page (the side card on desktop, the sticky bar on phones). */
export function BookOnlineLink({ href, className }: { href: string; className: string }) {
  return (
    <HrefLink keepScroll href={href} className={`button button--primary ${className}`}>
      <Trans>Book online</Trans>
    </HrefLink>
  )
}

/** The desktop side card above the enquiry: book at once, the lessor confirms. */
export function BookOnlineCard({ href }: { href: string }) {
  return (
    <aside className="book-online-card" aria-labelledby="book-online-title">
      <h2 id="book-online-title" className="book-online-card__title">
        <Trans>Book online</Trans>
      </h2>
      <p className="book-online-card__text">
        <Trans>
          Choose your week and service level, see the price summary and send your booking: the lessor confirms it.
        </Trans>
      </p>
      <BookOnlineLink href={href} className="book-online-card__button" />
    </aside>
  )
}
