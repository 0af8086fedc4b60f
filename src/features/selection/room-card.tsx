import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { AvailableRoom, HotelRoom } from '#domain/hotels/types.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { roomCategoryLabel } from '#lib/labels/hotel-room-labels.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { formatPrice } from '#domain/format/format-price.ts'
import { roomReasonLabel } from './offer-reasons.ts'
import { RoomFacts } from './room-facts.tsx'
import { keepScroll } from './keep-scroll.ts'

/** What the card says about the period: nothing asked yet, loading, or the room's availability. */
export type RoomPeriodState =
  | { kind: 'visitor' }
  | { kind: 'no-period' }
  | { kind: 'signed-out' }
  | { kind: 'refused' }
  | { kind: 'offline' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'known'; room: AvailableRoom | undefined }

type Props = {
  room: HotelRoom
  hotelId: string
  search: HotelPageSearch
  period: RoomPeriodState
  inSelection: number
  /** the first card: its image is often the page's largest paint on a phone, so it loads at once */
  first?: boolean
}

const MAX_FACILITIES = 8

/** A room of the hotel (docs/product/hotels.md#rooms): image, facts, facilities, floor plans, and Enquire for the period. */
export function RoomCard({ room, hotelId, search, period, inSelection, first = false }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const image = room.images[0]?.url ?? room.thumbnail
  const headingId = `room-${room._id}`
  return (
    <article className="room-card" aria-labelledby={headingId}>
      <div className="room-card__media">
        {image ? (
          <img
            src={image}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        {inSelection > 0 ? (
          <p className="room-card__badge">
            <Plural value={inSelection} one="# in your selection" other="# in your selection" />
          </p>
        ) : null}
      </div>
      <div className="room-card__body">
        <p className="room-card__category">{label(roomCategoryLabel(room.category))}</p>
        <h3 className="room-card__name" id={headingId}>
          {room.name}
        </h3>
        <RoomFacts room={room} />
        {room.facilities.length ? (
          <ul className="room-card__facilities" aria-label={t`Room facilities`}>
            {room.facilities.slice(0, MAX_FACILITIES).map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
            {room.facilities.length > MAX_FACILITIES ? (
              <li className="room-card__more">
                <Trans>+{room.facilities.length - MAX_FACILITIES} more</Trans>
              </li>
            ) : null}
          </ul>
        ) : null}
        <RoomDetails room={room} />
        <RoomPeriod room={room} hotelId={hotelId} search={search} period={period} />
      </div>
    </article>
  )
}

/** Description, all facilities and floor plans behind a disclosure. */
function RoomDetails({ room }: { room: HotelRoom }) {
  const hasMore =
    room.descriptionMarkdown ||
    room.facilitiesMarkdown ||
    room.floorplans.length ||
    room.facilities.length > MAX_FACILITIES
  if (!hasMore) return null
  return (
    <details className="room-card__details">
      <summary>
        <Trans>Room details</Trans>
      </summary>
      {room.descriptionMarkdown ? <MarkdownText text={room.descriptionMarkdown} className="room-card__text" /> : null}
      {room.facilities.length > MAX_FACILITIES ? (
        <p className="room-card__all-facilities">{room.facilities.join(' · ')}</p>
      ) : null}
      {room.facilitiesMarkdown ? <MarkdownText text={room.facilitiesMarkdown} className="room-card__text" /> : null}
      {room.floorplans.length ? (
        <ul className="room-card__floorplans">
          {room.floorplans.map((plan, index) => (
            <li key={plan.url}>
              <a href={plan.url} target="_blank" rel="noreferrer">
                <Trans>Floor plan {index + 1}</Trans>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  )
}

function RoomPeriod({ room, hotelId, search, period }: Omit<Props, 'inSelection'>) {
  const { t } = useLingui()
  const label = useLabel()
  const enquire = (
    <Link
      to="/hotels/$hotelId/rooms/$roomId/shop-modal"
      resetScroll={false}
      state={keepScroll}
      params={{ hotelId, roomId: room._id }}
      search={search}
      className="button button--primary room-card__enquire"
      aria-label={t`Enquire: ${room.name}`}
    >
      <Trans>Enquire</Trans>
    </Link>
  )
  switch (period.kind) {
    // a visitor of the consumer storefront enquires through the storefront's enquiry
    case 'visitor':
      return null
    case 'no-period':
      return (
        <p className="room-card__period room-card__period--muted">
          <Trans>Select your period to see availability and rates.</Trans>
        </p>
      )
    case 'signed-out':
      return (
        <p className="room-card__period room-card__period--muted">
          <Trans>Sign in to see availability and rates.</Trans>
        </p>
      )
    case 'refused':
      return (
        <p className="room-card__period room-card__period--muted">
          <Trans>Rates for travel agencies only.</Trans>
        </p>
      )
    case 'loading':
      return (
        <div className="room-card__period">
          <p className="room-card__price room-card__price--muted">
            <Trans>Checking availability…</Trans>
          </p>
          {enquire}
        </div>
      )
    case 'offline':
    case 'failed':
      return (
        <div className="room-card__period">
          <p className="room-card__price room-card__price--muted">
            {period.kind === 'offline' ? (
              <Trans>Rates are not live while offline.</Trans>
            ) : (
              <Trans>Availability unknown</Trans>
            )}
          </p>
          {enquire}
        </div>
      )
    case 'known': {
      const info = period.room
      if (info && info.reason !== null) {
        return (
          <p className="room-card__period room-card__unavailable">
            <Trans>Not available</Trans> · {label(roomReasonLabel(info.reason))}
          </p>
        )
      }
      const price = info?.minimumNightlyPrice
      return (
        <div className="room-card__period">
          <p className="room-card__price">
            {price !== null && price !== undefined && info ? (
              <Trans>
                from <strong>{formatPrice(price, info.currency)}</strong> / night
              </Trans>
            ) : (
              <strong>
                <Trans>On request</Trans>
              </strong>
            )}
          </p>
          {enquire}
        </div>
      )
    }
  }
}
