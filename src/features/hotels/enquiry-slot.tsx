import { Trans } from '@lingui/react/macro'

/**
 * The Enquiry tab's place: the hotel chat arrives with its own release (docs/product/hotels.md#hotel-page).
 * Until then it says so and offers the reservations team's phone.
 */
export function EnquirySlot({ hotelName, phone }: { hotelName: string; phone: string | null }) {
  return (
    <div className="enquiry-slot">
      <p className="eyebrow">
        <Trans>Enquiry</Trans>
      </p>
      <h2 className="enquiry-slot__title">
        <Trans>The chat with {hotelName} opens here soon</Trans>
      </h2>
      <p>
        <Trans>
          Soon you will write to the hotel's reservations team right here and keep every enquiry in one place. Until
          then, the reservations team is there for you from 9am to 5pm Monday to Saturday.
        </Trans>
      </p>
      {phone ? (
        <a className="button button--ghost" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          {phone}
        </a>
      ) : null}
    </div>
  )
}
