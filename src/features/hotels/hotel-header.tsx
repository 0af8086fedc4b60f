import { Trans, useLingui } from '@lingui/react/macro'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import { countryLabel, sectorLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { categoryStars, svgDataUrl } from '#domain/hotels/hotel-facts.ts'
import { hotelCategoryLabel as categoryLabel } from '#lib/labels/hotel-labels.ts'

type HeaderHotel = Pick<
  HotelDetail,
  'name' | 'category' | 'chain' | 'statusLevel' | 'externalRatings' | 'memberOfPrograms' | 'location'
>

/** The category as stars, 'Palace' beside them; read out as the category's name. */
export function CategoryStars({ category }: { category: string }) {
  const label = useLabel()
  const { stars, palace } = categoryStars(category)
  return (
    <span className="hotel-stars" role="img" aria-label={label(categoryLabel(category))}>
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      {palace ? (
        <span className="hotel-stars__palace" aria-hidden="true">
          Palace
        </span>
      ) : null}
    </span>
  )
}

function TripAdvisorBubbles({ bubbles }: { bubbles: number }) {
  const { t } = useLingui()
  const value = formatNumber(bubbles, 1)
  return (
    <span className="rating" role="img" aria-label={t`TripAdvisor: ${value} of 5 bubbles`}>
      <span className="rating__source" aria-hidden="true">
        TripAdvisor
      </span>
      <span className="bubbles" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span
            key={i}
            className={bubbles >= i + 1 ? 'bubble bubble--full' : bubbles >= i + 0.5 ? 'bubble bubble--half' : 'bubble'}
          />
        ))}
      </span>
    </span>
  )
}

/** Booking.com score and TripAdvisor bubbles, when the hotel has them. */
export function HotelRatings({ ratings }: { ratings: HotelDetail['externalRatings'] }) {
  const { t } = useLingui()
  const { bookingCom, tripAdvisorBubbles } = ratings
  if (bookingCom == null && tripAdvisorBubbles == null) return null
  const score = bookingCom == null ? '' : formatNumber(bookingCom, 1)
  return (
    <div className="hotel-ratings">
      {bookingCom != null ? (
        <span className="rating" role="img" aria-label={t`Booking.com: ${score} of 10`}>
          <span className="rating__source" aria-hidden="true">
            Booking.com
          </span>
          <span className="rating__score" aria-hidden="true">
            {score}
          </span>
        </span>
      ) : null}
      {tripAdvisorBubbles != null ? <TripAdvisorBubbles bubbles={tripAdvisorBubbles} /> : null}
    </div>
  )
}

/** The programs' logos: inline SVG shown as images (never injected as markup). */
export function ProgramLogos({ programs }: { programs: HotelDetail['memberOfPrograms'] }) {
  const { t } = useLingui()
  if (programs.length === 0) return null
  return (
    <ul className="program-logos" aria-label={t`Programs`}>
      {programs.map((program) => {
        const src = svgDataUrl(program.logoInline)
        return (
          <li key={program._id} className="program-logos__item">
            {src ? <img src={src} alt={program.name} title={program.name} height={36} /> : program.name}
          </li>
        )
      })}
    </ul>
  )
}

/** The place line: sector, city, country. */
export function usePlace(location: { sector: string | null; city: string; country: string }): string {
  const label = useLabel()
  return [location.sector && label(sectorLabel(location.sector)), location.city, label(countryLabel(location.country))]
    .filter(Boolean)
    .join(' · ')
}

type Props = {
  hotel: HeaderHotel
  backTo: string | null
  onBack: () => void
  /** ratings and programs (a phone shows them in the Hotel view only) */
  withBadges?: boolean
  /** a visitor of the consumer storefront: no partner level or programs (they are the agencies') */
  forVisitor?: boolean
}

/** Name, place, category, chain, partner level, ratings and programs (docs/product/hotels.md#hotel-page). */
export function HotelHeader({ hotel, backTo, onBack, withBadges = true, forVisitor = false }: Props) {
  const place = usePlace(hotel.location)
  return (
    <header className="hotel-header">
      {backTo ? (
        <button type="button" className="hotel-header__back" onClick={onBack}>
          <span aria-hidden="true">←</span> <Trans>Back to {backTo}</Trans>
        </button>
      ) : null}
      <p className="hotel-header__place">{place}</p>
      <h1 className="hotel-header__title">{hotel.name}</h1>
      <div className="hotel-header__meta">
        <CategoryStars category={hotel.category} />
        {hotel.chain ? <span className="hotel-header__chain">{hotel.chain}</span> : null}
        {hotel.statusLevel && !forVisitor ? <span className="hotel-header__status">{hotel.statusLevel}</span> : null}
      </div>
      {withBadges ? (
        <div className="hotel-header__badges">
          <HotelRatings ratings={hotel.externalRatings} />
          {forVisitor ? null : <ProgramLogos programs={hotel.memberOfPrograms} />}
        </div>
      ) : null}
    </header>
  )
}
