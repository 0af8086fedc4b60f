import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { checkInFacts, type HotelAudience } from './hotel-page-model.ts'
import { hotelCategoryLabel as categoryLabel } from '#lib/labels/hotel-labels.ts'

/**
 * The Hotel tab's side column on wide screens: the facts an agent quotes on the phone (category,
 * keys, check-in time, the reservations team) and the way to the hotel's inspiration posts. A visitor
 * of the consumer storefront enquires through the storefront: no reservations team, no sales manager.
 */
export function HotelAside({ hotel, audience = 'agency' }: { hotel: HotelDetail; audience?: HotelAudience }) {
  const forAgency = audience === 'agency'
  const label = useLabel()
  const facts = checkInFacts(hotel.checkIn)
  const phone = hotel.contact.reservation.phone
  const manager = hotel.mySalesManagers[0]
  return (
    <aside className="hotel-aside">
      <h2 className="hotel-subheading">
        <Trans>At a glance</Trans>
      </h2>
      <dl className="hotel-aside__facts">
        <div>
          <dt>
            <Trans>Category</Trans>
          </dt>
          <dd>{label(categoryLabel(hotel.category))}</dd>
        </div>
        <div>
          <dt>
            <Trans>Keys</Trans>
          </dt>
          <dd>
            <Plural value={hotel.maxKeys} one="# room or suite" other="# rooms and suites" />
          </dd>
        </div>
        {facts?.from ? (
          <div>
            <dt>
              <Trans>Check-in from</Trans>
            </dt>
            <dd>{facts.from}</dd>
          </div>
        ) : null}
        {forAgency ? (
          <div>
            <dt>
              <Trans>Reservations team</Trans>
            </dt>
            <dd>
              {hotel.contact.reservation.hours ?? <Trans>9am to 5pm Monday to Saturday</Trans>}
              {phone ? (
                <>
                  <br />
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {forAgency && manager ? (
          <div>
            <dt>
              <Trans>Your sales manager</Trans>
            </dt>
            <dd>
              {manager.fullName}
              <br />
              <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <Link to="/hotels/$hotelId/inspirationnow" params={{ hotelId: hotel._id }} className="text-button">
        <Trans>Inspiration from this hotel</Trans>
      </Link>
    </aside>
  )
}
