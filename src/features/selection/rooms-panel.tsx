import './rooms.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import { pagePeriod } from '#domain/hotels/hotel-page-search.ts'
import { roomCount } from '#domain/hotels/selection.ts'
import type { AvailableRoomsAnswer } from '#domain/hotels/types.ts'
import { isForbidden } from '#lib/api-errors.ts'
import { useShowsCommission, useIsSignedIn } from '#lib/brand/use-shows-commission.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { availableRoomsQueryOptions, hotelRoomsQueryOptions } from '#lib/hotels/queries.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { noRoomsReasons, roomReasonLabel } from './offer-reasons.ts'
import type { RoomPeriodState } from './room-card.tsx'
import { RoomCard } from './room-card.tsx'
import { SelectionSummary } from './selection-summary.tsx'
import { useHotelSelection, usePaymentProfile } from './use-selection.ts'

type Props = {
  hotelId: string
  search: HotelPageSearch
  /** the signed-in role is not a partner role: rates are not asked for (docs/product/hotels.md#rooms) */
  ratesRefused: boolean
  /**
   * a visitor of the consumer storefront: the rooms without rates, availability, Enquire or the
   * selection (docs/product/hotels.md#the-hotel-page-on-the-consumer-storefront)
   */
  forVisitor?: boolean
}

/** The rooms of a hotel with Enquire, and the selection (cart) of room offers (docs/product/hotels.md#rooms). */
export function RoomsPanel(props: Props) {
  const { hotelId, search, forVisitor = false } = props
  const rooms = useQuery(hotelRoomsQueryOptions(hotelId))
  const period = pagePeriod(search)
  const signedIn = useIsSignedIn()
  const online = useOnlineStatus()
  const showsCommission = useShowsCommission()
  const paymentProfile = usePaymentProfile(search)
  const available = useQuery({
    ...availableRoomsQueryOptions(hotelId, period?.checkInDate ?? '', period?.checkOutDate ?? '', paymentProfile),
    enabled: period !== null && signedIn && !props.ratesRefused && !forVisitor,
  })
  // the role as the page knows it, or the API's 403 when the role was not known yet
  const refused = signedIn && (props.ratesRefused || isForbidden(available.error))
  const { selection, update } = useHotelSelection(hotelId, search)

  if (!rooms.data) {
    return rooms.isError ? (
      <p className="rooms-panel__state notice--error" role="alert">
        <Trans>Unfortunately, we could not fetch the rooms of this hotel.</Trans>
      </p>
    ) : (
      <p className="rooms-panel__state" role="status">
        <Trans>Loading rooms...</Trans>
      </p>
    )
  }
  const state = (roomId: string): RoomPeriodState => {
    if (forVisitor) return { kind: 'visitor' }
    if (!period) return { kind: 'no-period' }
    if (!signedIn) return { kind: 'signed-out' }
    if (refused) return { kind: 'refused' }
    if (available.data) return { kind: 'known', room: available.data.rooms.find((r) => r.roomId === roomId) }
    if (!online) return { kind: 'offline' }
    return available.isError ? { kind: 'failed' } : { kind: 'loading' }
  }
  return (
    <div className="rooms-panel">
      {selection && !forVisitor ? (
        <SelectionSummary
          hotelId={hotelId}
          search={search}
          selection={selection}
          update={update}
          signedIn={signedIn}
          showsCommission={showsCommission}
        />
      ) : null}
      {forVisitor ? null : refused ? <RatesRefused /> : !period ? <PeriodPrompt /> : null}
      {period && !online && !forVisitor ? (
        <p className="rooms-panel__offline" role="status">
          <Trans>
            You are offline: rates and availability are not live, and offers cannot be added to your selection.
          </Trans>
        </p>
      ) : null}
      {available.data ? <NoRoomsAvailable answer={available.data} /> : null}
      {rooms.data.length === 0 ? (
        <p className="rooms-panel__state">
          <Trans>This hotel has not uploaded its rooms yet.</Trans>
        </p>
      ) : (
        <div className="rooms-panel__grid">
          {rooms.data.map((room, index) => (
            <RoomCard
              key={room._id}
              first={index === 0}
              room={room}
              hotelId={hotelId}
              search={search}
              period={state(room._id)}
              inSelection={roomCount(selection, room._id)}
            />
          ))}
        </div>
      )}
    </div>
  )
}

/** Without a period the rooms ask for one (the page's SELECT YOUR PERIOD). */
function PeriodPrompt() {
  return (
    <div className="rooms-panel__prompt">
      <p className="rooms-panel__prompt-title">
        <Trans>Select your period</Trans>
      </p>
      <p>
        <Trans>
          Choose check-in and check-out under SELECT YOUR PERIOD to see live availability, rates and your commission for
          each room.
        </Trans>
      </p>
    </div>
  )
}

/** A signed-in customer or operator: partner rates are for travel agencies (the API's 403). */
function RatesRefused() {
  return (
    <div className="rooms-panel__prompt" role="status">
      <p className="rooms-panel__prompt-title">
        <Trans>Partner rates are for travel agencies</Trans>
      </p>
      <p>
        <Trans>
          Your account does not see availability, rates or commission. Sign in with a travel agency's account to see
          them.
        </Trans>
      </p>
    </div>
  )
}

/** 'Unfortunately, there are no rooms available at this period' with its reasons, when no room has an offer. */
function NoRoomsAvailable({ answer }: { answer: AvailableRoomsAnswer }) {
  const { t } = useLingui()
  const label = useLabel()
  if (answer.rooms.some((r) => r.reason === null)) return null
  const reasons = noRoomsReasons(answer.rooms.map((r) => r.reason))
  return (
    <div className="rooms-panel__none" role="status">
      <p className="rooms-panel__none-title">{t`Unfortunately, there are no rooms available at this period`}</p>
      {reasons.length ? (
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{label(roomReasonLabel(reason))}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
