import { Plural, Trans } from '@lingui/react/macro'
import type { RoomBed } from '#domain/catalogue/types.ts'
import { roomSizeRange } from '#domain/hotels/room-size.ts'
import type { HotelRoom } from '#domain/hotels/types.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { bedTypeLabel } from '#lib/labels/bed-labels.ts'
import { roomViewLabel } from '#lib/labels/hotel-room-labels.ts'

/** The beds of a room as '1 King-size bed · 1 Sofa bed' (one entry per bed type, in the room's order). */
export function bedSummary(beds: readonly RoomBed[]): { type: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const bed of beds) counts.set(bed.bedType, (counts.get(bed.bedType) ?? 0) + 1)
  return [...counts].map(([type, count]) => ({ type, count }))
}

/** Size (sqm and sqft), outdoor space, bedrooms and bathrooms, beds and views of a room. */
export function RoomFacts({ room }: { room: HotelRoom }) {
  const label = useLabel()
  const size = roomSizeRange(room.sizeSqmMin, room.sizeSqmMax)
  const outdoor = roomSizeRange(room.outdoorSpaceSqmMin, room.outdoorSpaceSqmMax)
  const beds = bedSummary(room.beds)
  return (
    <dl className="room-facts">
      {size ? (
        <div>
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd>
            {size.sqm} m² · {size.sqft} sq ft
          </dd>
        </div>
      ) : null}
      {outdoor ? (
        <div>
          <dt>
            <Trans>Outdoor space</Trans>
          </dt>
          <dd>
            {outdoor.sqm} m² · {outdoor.sqft} sq ft
          </dd>
        </div>
      ) : null}
      <div>
        <dt>
          <Trans>Layout</Trans>
        </dt>
        <dd>
          <Plural value={room.numBedrooms} one="# bedroom" other="# bedrooms" /> ·{' '}
          <Plural value={room.numBathrooms} one="# bathroom" other="# bathrooms" />
        </dd>
      </div>
      {beds.length ? (
        <div>
          <dt>
            <Trans>Beds</Trans>
          </dt>
          <dd>{beds.map((b) => `${b.count} ${label(bedTypeLabel(b.type, b.count))}`).join(' · ')}</dd>
        </div>
      ) : null}
      {room.viewsFromRoom.length ? (
        <div>
          <dt>
            <Trans>Views</Trans>
          </dt>
          <dd>{room.viewsFromRoom.map((view) => label(roomViewLabel(view))).join(' · ')}</dd>
        </div>
      ) : null}
    </dl>
  )
}
