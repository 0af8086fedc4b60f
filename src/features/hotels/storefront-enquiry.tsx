import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { enquiryDestination } from '#domain/hotels/hotel-list-address.ts'

/**
 * The Enquiry tab of the consumer storefront (docs/product/hotels.md#the-hotel-page-on-the-consumer-storefront):
 * no hotel chat, but the storefront's own enquiry, with the hotel and its place as the destination.
 */
export function StorefrontEnquiry({ hotelName, city }: { hotelName: string; city: string }) {
  return (
    <div className="enquiry-slot">
      <p className="eyebrow">
        <Trans>Enquiry</Trans>
      </p>
      <h2 className="enquiry-slot__title">
        <Trans>Stay at {hotelName}</Trans>
      </h2>
      <p>
        <Trans>
          Tell our concierge team about your trip: we check availability and the best rate with the hotel for you,
          without consulting costs, and come back to you within 24 hours.
        </Trans>
      </p>
      <Link
        to="/enquire-now"
        search={{ destination: enquiryDestination(hotelName, city) }}
        className="button button--primary"
      >
        <Trans>Enquire now</Trans>
      </Link>
    </div>
  )
}
