import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useReducer, useState } from 'react'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import { maxChildAge, occupancyProblem, roomsThatFit } from '#domain/hotels/occupancy.ts'
import { MAX_ROOM_QUANTITY } from '#domain/hotels/room-request.ts'
import type { SelectionEntry } from '#domain/hotels/selection.ts'
import { addRoomOffers, roomCount, roomsWithoutRate, selectedOffer } from '#domain/hotels/selection.ts'
import type { HotelDetail, HotelRoom, Offer, PaymentProfile } from '#domain/hotels/types.ts'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { roomAvailabilityQueryOptions, roomOffersQueryOptions } from '#lib/hotels/queries.ts'
import { staleTimes } from '#lib/query-client.ts'
import { Counter } from '#ui/counter.tsx'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { OfferOptions } from './offer-options.tsx'
import { RoomRequestFields } from './room-request-fields.tsx'
import { newRequest, occupancyOf, roomRequestsReducer } from './room-requests.ts'
import type { RoomRequest } from './room-requests.ts'
import { AddedToSelection } from './added-to-selection.tsx'
import { BedOptions } from './bed-options.tsx'
import { useHotelSelection } from './use-selection.ts'

type Props = {
  hotelId: string
  hotel: HotelDetail | undefined
  room: HotelRoom
  rooms: HotelRoom[]
  search: HotelPageSearch
  period: { checkInDate: string; checkOutDate: string }
  paymentProfile: PaymentProfile
  onClose: () => void
}

const entryKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Rooms and guests, the offers per room and Add to selection (docs/product/hotels.md#rooms): the
 * number of rooms is checked against availability, each room's guests against its beds, and every
 * room needs a rate before the rooms join the selection.
 */
export function RoomOffersForm({ hotelId, hotel, room, rooms, search, period, paymentProfile, onClose }: Props) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const showsCommission = useShowsCommission()
  const [requests, dispatch] = useReducer(roomRequestsReducer, undefined, () => [newRequest()])
  const [attempted, setAttempted] = useState(false)
  const [added, setAdded] = useState<number | null>(null)
  const { selection, update } = useHotelSelection(hotelId, search)
  const agePolicy = hotel?.agePolicy ?? null
  const adultsOnly = agePolicy?.isAdultsOnlyHotel === true
  const maxAge = maxChildAge(agePolicy)
  const inSelection = roomCount(selection, room._id)
  const requested = Math.min(MAX_ROOM_QUANTITY, requests.length + inSelection)
  const availability = useQuery(
    roomAvailabilityQueryOptions(room._id, { ...period, paymentProfile, requestedRoomQuantity: requested }),
  )
  const problems = requests.map((r) => occupancyProblem(room.beds, occupancyOf(r), agePolicy))
  const offerQueries = useQueries({
    queries: requests.map((r, i) => ({
      ...roomOffersQueryOptions(room._id, {
        ...period,
        ...occupancyOf(r),
        childrenAges: [...occupancyOf(r).childrenAges],
        paymentProfile,
      }),
      enabled: problems[i] === null,
      refetchInterval: staleTimes.offers,
    })),
  })
  const offerOf = (r: RoomRequest, i: number): Offer | undefined =>
    offerQueries[i]?.data?.offers.find((o) => o.ratePlanId === r.ratePlanId)
  // every offer of a request can be made up the same ways (the beds and guests decide)
  const bedsOf = (i: number): Offer | undefined => offerQueries[i]?.data?.offers[0]
  const missing = roomsWithoutRate(requests.map((r, i) => ({ selectedOffer: offerOf(r, i) ?? null })))
  const tooMany = availability.data ? !availability.data.available : false
  const live = online && offerQueries.every((q) => q.status === 'success' || q.status === 'pending')

  const add = () => {
    setAttempted(true)
    if (missing.length || tooMany || !live || problems.some(Boolean)) return
    const entries: SelectionEntry[] = requests.map((r, i) => ({
      key: entryKey(),
      ...occupancyOf(r),
      childrenAges: [...occupancyOf(r).childrenAges],
      offer: selectedOffer(offerOf(r, i)!, r.bedConfiguration),
    }))
    update((s) => addRoomOffers(s, { roomId: room._id, roomName: room.name }, entries))
    setAdded(entries.length)
    setAttempted(false)
    dispatch({ type: 'reset' })
  }

  if (added !== null)
    return (
      <AddedToSelection
        hotelId={hotelId}
        search={search}
        roomName={room.name}
        count={added}
        onAnother={onClose}
        onReset={() => setAdded(null)}
        update={update}
      />
    )
  return (
    <form
      className="room-offers"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        add()
      }}
    >
      <div className="room-offers__count">
        <label htmlFor="room-offers-count">
          <Trans>Number of rooms</Trans>
        </label>
        <Counter
          id="room-offers-count"
          label={t`Number of rooms`}
          value={requests.length}
          min={1}
          max={MAX_ROOM_QUANTITY}
          describedBy={tooMany ? 'room-offers-too-many' : undefined}
          onChange={(count) => dispatch({ type: 'count', count })}
        />
        {tooMany ? (
          <p className="room-offers__too-many" id="room-offers-too-many" role="alert">
            {t`${requested} are not available. Try fewer rooms.`}
            {inSelection > 0 ? (
              <>
                {' '}
                <Plural
                  value={inSelection}
                  one="# of this room is already in your selection."
                  other="# of this room are already in your selection."
                />
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {requests.map((request, index) => (
        <section className="room-request" key={request.key} aria-labelledby={`${request.key}-title`}>
          <h3 className="room-request__title" id={`${request.key}-title`}>
            {requests.length > 1 ? <Trans>Room {index + 1}</Trans> : <Trans>Guests</Trans>}
          </h3>
          <RoomRequestFields
            request={request}
            index={index}
            dispatch={dispatch}
            adultsOnly={adultsOnly}
            maxAge={maxAge}
            problem={problems[index] ?? null}
            roomsThatFit={roomsThatFit(rooms, occupancyOf(request), agePolicy).filter((r) => r._id !== room._id)}
            hotelId={hotelId}
            search={search}
          >
            <BedOptions
              configurations={bedsOf(index)?.requestableBedConfigurations ?? []}
              value={request.bedConfiguration ?? bedsOf(index)?.requestedBedConfiguration ?? ''}
              name={`beds-${request.key}`}
              disabled={!online}
              onChoose={(bedConfiguration) => dispatch({ type: 'beds', index, bedConfiguration })}
            />
            <OfferOptions
              result={offerQueries[index]!}
              name={`rate-${request.key}`}
              legend={requests.length > 1 ? t`Rates for room ${index + 1}` : t`Rates`}
              ratePlanId={request.ratePlanId}
              online={online}
              showsCommission={showsCommission}
              onChoose={(ratePlanId) => dispatch({ type: 'rate', index, ratePlanId })}
            />
          </RoomRequestFields>
          {attempted && missing.includes(index) && !problems[index] ? (
            <p className="room-request__missing">{t`Please choose a rate for this room.`}</p>
          ) : null}
        </section>
      ))}
      <footer className="room-offers__footer">
        {attempted && missing.length ? (
          <p className="room-offers__error" role="alert">
            {t`You have not selected a rate for at least one room`}
          </p>
        ) : null}
        {!online ? (
          <p className="room-offers__offline" role="status">
            <Trans>You are offline: offers are not live and cannot be added to your selection.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={!online}>
          <Trans>Add to selection</Trans>
        </button>
      </footer>
    </form>
  )
}
