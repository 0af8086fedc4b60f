import './offers.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import { pagePeriod } from '#domain/hotels/hotel-page-search.ts'
import { useIsSignedIn } from '#lib/brand/use-shows-commission.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { hotelQueryOptions, hotelRoomsQueryOptions } from '#lib/hotels/queries.ts'
import { Dialog } from '#ui/dialog.tsx'
import { keepScroll } from './keep-scroll.ts'
import { RoomOffersForm } from './room-offers-form.tsx'
import { usePaymentProfile } from './use-selection.ts'

/** The room-offers modal route (/hotels/:hotelId/rooms/:roomId/shop-modal); closing returns to the hotel page. */
export function RoomOffersDialog(props: {
  hotelId: string
  roomId: string
  search: HotelPageSearch
  /** the signed-in role is not a partner role (docs/product/hotels.md#rooms) */
  ratesRefused: boolean
}) {
  const { hotelId, roomId, search } = props
  const { t } = useLingui()
  const navigate = useNavigate()
  const { period: formatPeriod } = useFormatDate()
  const hotel = useQuery(hotelQueryOptions(hotelId))
  const rooms = useQuery(hotelRoomsQueryOptions(hotelId))
  const paymentProfile = usePaymentProfile(search)
  const signedIn = useIsSignedIn()
  const period = pagePeriod(search)
  const room = rooms.data?.find((r) => r._id === roomId)
  const close = () =>
    void navigate({ to: '/hotels/$hotelId', params: { hotelId }, search, resetScroll: false, state: keepScroll })
  const body = () => {
    if (!period) return <NoPeriod onClose={close} />
    if (!signedIn) return <SignInFirst />
    if (props.ratesRefused) return <RatesRefused />
    if (room) {
      return (
        <RoomOffersForm
          key={`${roomId}:${period.checkInDate}:${period.checkOutDate}:${paymentProfile}`}
          hotelId={hotelId}
          hotel={hotel.data}
          room={room}
          rooms={rooms.data ?? []}
          search={search}
          period={period}
          paymentProfile={paymentProfile}
          onClose={close}
        />
      )
    }
    if (rooms.data || rooms.isError)
      return (
        <p className="offer-options__state offer-options__state--error" role="alert">
          <Trans>This room could not be found.</Trans>
        </p>
      )
    return (
      <p className="offer-options__state" role="status">
        <Trans>Loading room...</Trans>
      </p>
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      eyebrow={hotel.data?.name ?? <Trans>Rooms and rates</Trans>}
      title={room?.name ?? t`Rooms and rates`}
      description={period ? formatPeriod({ checkIn: period.checkInDate, checkOut: period.checkOutDate }) : undefined}
      className="dialog--offers"
    >
      {body()}
    </Dialog>
  )
}

function NoPeriod({ onClose }: { onClose: () => void }) {
  return (
    <div className="offer-options__state">
      <p>
        <Trans>Please select your period first: choose check-in and check-out under SELECT YOUR PERIOD.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onClose}>
        <Trans>Select your period</Trans>
      </button>
    </div>
  )
}

function RatesRefused() {
  return (
    <div className="offer-options__state" role="status">
      <p>
        <Trans>Rates, availability and commission are for travel agencies. Your account does not see them.</Trans>
      </p>
    </div>
  )
}

function SignInFirst() {
  const returnTo = typeof window === 'undefined' ? '/hotels' : `${window.location.pathname}${window.location.search}`
  return (
    <div className="offer-options__state">
      <p>
        <Trans>Rates, availability and commission are for signed-in travel agents.</Trans>
      </p>
      <Link to="/signin" search={{ returnTo }} className="button button--primary">
        <Trans>Sign in</Trans>
      </Link>
    </div>
  )
}
