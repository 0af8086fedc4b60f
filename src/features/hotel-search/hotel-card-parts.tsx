import { Trans, useLingui } from '@lingui/react/macro'
import { categoryStars, svgDataUrl } from '#domain/hotels/hotel-facts.ts'
import type { HotelCard } from '#domain/hotels/types.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import { hotelCategoryLabel } from '#lib/labels/hotel-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'

/** '5 Star Palace' as ★★★★★ and 'Palace'; read out as the category's name. */
export function CardStars({ category }: { category: string }) {
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
export function CardRatings({ ratings }: { ratings: HotelCard['externalRatings'] }) {
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

export function CardPrograms({ programs }: { programs: HotelCard['memberOfPrograms'] }) {
  const { t } = useLingui()
  if (programs.length === 0) return null
  return (
    <ul className="hotel-tile__programs" aria-label={t`Programs`}>
      {programs.map((program) => {
        const src = svgDataUrl(program.logoInline)
        return (
          <li key={program._id} title={program.name}>
            {src ? <img src={src} alt={program.name} height={30} /> : <span>{program.name}</span>}
          </li>
        )
      })}
    </ul>
  )
}

/** Instant booking, on request only, reseller: how the hotel sells. */
export function CardMarks({ info }: { info: HotelCard['priceInfo'] }) {
  const marks = [
    info.supportsInstantBooking ? (
      <li key="instant" className="hotel-tile__mark hotel-tile__mark--instant">
        <Trans>Instant booking</Trans>
      </li>
    ) : null,
    info.isOnRequestOnly ? (
      <li key="request" className="hotel-tile__mark">
        <Trans>On request</Trans>
      </li>
    ) : null,
    info.isReseller ? (
      <li key="reseller" className="hotel-tile__mark">
        <Trans>Reseller</Trans>
      </li>
    ) : null,
  ].filter(Boolean)
  return marks.length > 0 ? <ul className="hotel-tile__marks">{marks}</ul> : null
}
