import { Trans, useLingui } from '@lingui/react/macro'
import { svgDataUrl } from '#domain/hotels/hotel-facts.ts'
import type { HotelCard } from '#domain/hotels/types.ts'

/** The programs a hotel is a member of, by their logos (the agents' search). */
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
