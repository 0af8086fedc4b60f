import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { HotelCard as Hotel } from '#domain/hotels/types.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { mediaUrl } from '#lib/config.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { CardMarks, CardPrograms, CardRatings, CardStars } from './hotel-card-parts.tsx'

type Props = {
  hotel: Hotel
  /** the period and payment profile the hotel page opens with (none without a period) */
  search: HotelPageSearch
  eager?: boolean
}

function NightlyPrice({ hotel, hasPeriod }: { hotel: Hotel; hasPeriod: boolean }) {
  const { minimumNightlyPrice, currency, isAvailable } = hotel.priceInfo
  if (!isAvailable) return <Trans>Not available for your dates</Trans>
  if (minimumNightlyPrice !== null) {
    const price = formatPrice(minimumNightlyPrice, currency)
    return (
      <Trans>
        from <strong>{price}</strong> / night
      </Trans>
    )
  }
  return hasPeriod ? <Trans>Price on request</Trans> : <Trans>Choose your dates to see rates</Trans>
}

/**
 * A hotel of the search (docs/product/hotels.md#search): image, name, category, place, programs,
 * ratings, the lowest nightly price, how it sells; a link to the hotel page with the period.
 */
export function HotelCard({ hotel, search, eager = false }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const titleId = `hotel-${hotel._id}`
  const place = [hotel.location.city, label(countryLabel(hotel.location.country))].join(' · ')
  return (
    <article
      className={hotel.priceInfo.isAvailable ? 'hotel-tile' : 'hotel-tile hotel-tile--unavailable'}
      aria-labelledby={titleId}
    >
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
          <CardStars category={hotel.category} />
          <CardRatings ratings={hotel.externalRatings} />
        </div>
        <CardMarks info={hotel.priceInfo} />
        <CardPrograms programs={hotel.memberOfPrograms} />
        <p className="hotel-tile__price">
          <NightlyPrice hotel={hotel} hasPeriod={!!search.checkInDate} />
        </p>
      </div>
    </article>
  )
}
