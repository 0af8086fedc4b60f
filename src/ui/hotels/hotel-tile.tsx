import './hotel-tile.css'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatNumber } from '#domain/format/format-number.ts'
import { categoryStars } from '#domain/hotels/hotel-facts.ts'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { HotelListing } from '#domain/hotels/types.ts'
import { mediaUrl } from '#lib/config.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { hotelCategoryLabel } from '#lib/labels/hotel-labels.ts'

type Props = {
  /** what every hotel list knows of a hotel (an agent's search answer has more) */
  hotel: HotelListing
  /** the period and payment profile the hotel page opens with (none: the page without a period) */
  search?: HotelPageSearch
  /** the first tiles of a list load their image at once */
  eager?: boolean
  /** dimmed: not available for the searched dates */
  unavailable?: boolean
  /** below the category and ratings: how the hotel sells and its price, where the list shows them */
  children?: ReactNode
}

/**
 * A hotel in a card grid (docs/product/hotels.md#search): image, place, name (the link to the hotel
 * page, which offers the way back to the hotels), category and ratings. The agents' search adds its
 * marks, programs and price as children; the visitors' list shows the tile as it is.
 */
export function HotelTile({ hotel, search, eager = false, unavailable = false, children }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const titleId = `hotel-${hotel._id}`
  const place = [hotel.location.city, label(countryLabel(hotel.location.country))].join(' · ')
  return (
    <article className={unavailable ? 'hotel-tile hotel-tile--unavailable' : 'hotel-tile'} aria-labelledby={titleId}>
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
            search={search}
            state={(previous) => ({ ...previous, backTo: t`Hotels` })}
            className="hotel-tile__link"
          >
            {hotel.name}
          </Link>
        </h3>
        <div className="hotel-tile__facts">
          <TileStars category={hotel.category} />
          <TileRatings ratings={hotel.externalRatings} />
        </div>
        {children}
      </div>
    </article>
  )
}

/** '5 Star Palace' as ★★★★★ and 'Palace'; read out as the category's name. */
function TileStars({ category }: { category: string }) {
  const label = useLabel()
  const { stars, palace } = categoryStars(category)
  return (
    <span className="hotel-tile__stars" role="img" aria-label={label(hotelCategoryLabel(category))}>
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      {palace ? (
        <span className="hotel-tile__palace" aria-hidden="true">
          Palace
        </span>
      ) : null}
    </span>
  )
}

/** Booking.com score and TripAdvisor bubbles, compact. */
function TileRatings({ ratings }: { ratings: HotelListing['externalRatings'] }) {
  const { t } = useLingui()
  const { bookingCom, tripAdvisorBubbles } = ratings
  const parts: { key: string; text: string; label: string }[] = []
  if (bookingCom != null) {
    const score = formatNumber(bookingCom, 1)
    parts.push({ key: 'booking', text: `Booking.com ${score}`, label: t`Booking.com: ${score} of 10` })
  }
  if (tripAdvisorBubbles != null) {
    const value = formatNumber(tripAdvisorBubbles, 1)
    parts.push({ key: 'tripadvisor', text: `TripAdvisor ${value}/5`, label: t`TripAdvisor: ${value} of 5 bubbles` })
  }
  if (parts.length === 0) return null
  return (
    <ul className="hotel-tile__ratings">
      {parts.map((part) => (
        <li key={part.key}>
          <span aria-hidden="true">{part.text}</span>
          <span className="visually-hidden">{part.label}</span>
        </li>
      ))}
    </ul>
  )
}
