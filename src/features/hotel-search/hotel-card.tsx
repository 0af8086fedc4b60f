import { Trans } from '@lingui/react/macro'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { HotelCard as Hotel } from '#domain/hotels/types.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { HotelTile } from '#ui/hotels/hotel-tile.tsx'
import { CardMarks, CardPrograms } from './hotel-card-parts.tsx'

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
 * A hotel of the search (docs/product/hotels.md#search): the hotel tile with how it sells, its
 * programs and the lowest nightly price; its link opens the hotel page with the period.
 */
export function HotelCard({ hotel, search, eager = false }: Props) {
  return (
    <HotelTile hotel={hotel} search={search} eager={eager} unavailable={!hotel.priceInfo.isAvailable}>
      <CardMarks info={hotel.priceInfo} />
      <CardPrograms programs={hotel.memberOfPrograms} />
      <p className="hotel-tile__price">
        <NightlyPrice hotel={hotel} hasPeriod={!!search.checkInDate} />
      </p>
    </HotelTile>
  )
}
