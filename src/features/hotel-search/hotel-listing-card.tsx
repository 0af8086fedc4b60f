import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HotelListing } from '#domain/hotels/types.ts'
import { mediaUrl } from '#lib/config.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { CardRatings, CardStars } from './hotel-card-parts.tsx'

/**
 * A hotel of the consumer storefront's list (docs/product/hotels.md#browsing-hotels): image, place,
 * name (the link to the hotel page), category and ratings; no price and nothing of how it sells.
 */
export function HotelListingCard({ hotel, eager = false }: { hotel: HotelListing; eager?: boolean }) {
  const { t } = useLingui()
  const label = useLabel()
  const titleId = `hotel-${hotel._id}`
  const place = [hotel.location.city, label(countryLabel(hotel.location.country))].join(' · ')
  return (
    <article className="hotel-tile" aria-labelledby={titleId}>
      <div className="hotel-tile__media">
        {hotel.thumbnail ? (
          <img
            src={mediaUrl(hotel.thumbnail)}
            alt=""
            width={640}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="hotel-tile__body">
        <p className="hotel-tile__place">{place}</p>
        <h3 className="hotel-tile__name" id={titleId}>
          <Link
            to="/hotels/$hotelId"
            params={{ hotelId: hotel._id }}
            state={(previous) => ({ ...previous, backTo: t`Hotels` })}
            className="hotel-tile__link"
          >
            {hotel.name}
          </Link>
        </h3>
        <div className="hotel-tile__facts">
          <CardStars category={hotel.category} />
          <CardRatings ratings={hotel.externalRatings} />
        </div>
      </div>
    </article>
  )
}
