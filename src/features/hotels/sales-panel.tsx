import { lazy, Suspense } from 'react'
import './sales-panel.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { mediaUrl } from '#lib/config.ts'

// its dialog's form loads with the Sales tab, not with the hotel page
const InviteSalesContact = lazy(() =>
  import('./invite-sales-contact.tsx').then((m) => ({ default: m.InviteSalesContact })),
)

function ReservationsTeam({ phone }: { phone: string | null }) {
  return (
    <section className="sales-block" aria-labelledby="reservations-title">
      <h3 id="reservations-title" className="hotel-subheading">
        <Trans>Reservations team</Trans>
      </h3>
      <p className="sales-block__hours">
        <Trans>9am to 5pm Monday to Saturday</Trans>
      </p>
      {phone ? (
        <a className="sales-block__phone" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          {phone}
        </a>
      ) : (
        <p className="hotel-note">
          <Trans>The hotel has not given a reservation phone number yet.</Trans>
        </p>
      )}
    </section>
  )
}

function SalesManagers({ managers }: { managers: HotelDetail['mySalesManagers'] }) {
  const { t } = useLingui()
  return (
    <section className="sales-block" aria-labelledby="sales-managers-title">
      <h3 id="sales-managers-title" className="hotel-subheading">
        <Trans>Your sales managers</Trans>
      </h3>
      {managers.length === 0 ? (
        <p className="hotel-note">
          <Trans>No sales manager is assigned to this hotel yet.</Trans>
        </p>
      ) : (
        <ul className="sales-managers">
          {managers.map((manager) => (
            <li key={manager.email} className="sales-manager">
              {manager.image ? (
                <img
                  className="sales-manager__portrait"
                  src={mediaUrl(manager.image)}
                  alt={t`Portrait of ${manager.fullName}`}
                  width={72}
                  height={72}
                  loading="lazy"
                />
              ) : null}
              <div>
                <p className="sales-manager__name">{manager.fullName}</p>
                <a className="sales-manager__email" href={`mailto:${manager.email}`}>
                  {manager.email}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

type Props = { hotel: Pick<HotelDetail, '_id' | 'name' | 'contact' | 'mySalesManagers'> }

/** The Sales tab: the reservations team with its hours and phone, the sales managers, and the invitation of a sales contact. */
export function SalesPanel({ hotel }: Props) {
  return (
    <div className="sales-panel">
      <ReservationsTeam phone={hotel.contact.reservation.phone} />
      <SalesManagers managers={hotel.mySalesManagers} />
      <Suspense fallback={null}>
        <InviteSalesContact hotelId={hotel._id} hotelName={hotel.name} />
      </Suspense>
    </div>
  )
}
