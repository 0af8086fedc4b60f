import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { roomSizeRange } from '#domain/hotels/room-size.ts'
import { hotelRoomsQueryOptions } from '#lib/hotels/queries.ts'
import { mediaUrl } from '#lib/config.ts'

/** The hotel's rooms and suites at a glance: photo, name, category, size and bedrooms (public). */
export function DistributionRooms({ hotelId }: { hotelId: string }) {
  const { t } = useLingui()
  const rooms = useQuery(hotelRoomsQueryOptions(hotelId))
  if (!rooms.data || rooms.data.length === 0) return null
  return (
    <section className="distribution-section" aria-labelledby="distribution-rooms-title">
      <h2 id="distribution-rooms-title" className="distribution-section__title">
        <Trans>Rooms and Suites</Trans>
      </h2>
      <ul className="distribution-rooms">
        {rooms.data.map((room) => {
          const size = roomSizeRange(room.sizeSqmMin, room.sizeSqmMax)
          return (
            <li key={room._id} className="distribution-room">
              {room.thumbnail ? (
                <img src={mediaUrl(room.thumbnail)} alt={room.name} loading="lazy" decoding="async" />
              ) : null}
              <p className="hotel-card__eyebrow">{room.category}</p>
              <h3 className="distribution-room__name">{room.name}</h3>
              <p className="hotel-note">
                {size ? t`${size.sqm} m² · ${size.sqft} sq ft` : null}
                {size && room.numBedrooms > 0 ? ' · ' : null}
                {room.numBedrooms > 0 ? <Plural value={room.numBedrooms} one="# bedroom" other="# bedrooms" /> : null}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
