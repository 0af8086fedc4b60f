import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { OccupancyProblem } from '#domain/hotels/occupancy.ts'
import { MAX_ADULTS, MAX_CHILDREN } from '#domain/hotels/room-request.ts'
import type { HotelRoom } from '#domain/hotels/types.ts'
import { Counter } from '#ui/counter.tsx'
import type { RoomRequest, RoomRequestAction } from './room-requests.ts'
import { keepScroll } from './keep-scroll.ts'

type Props = {
  request: RoomRequest
  index: number
  dispatch: (action: RoomRequestAction) => void
  adultsOnly: boolean
  maxAge: number
  problem: OccupancyProblem | null
  /** other rooms of the hotel that take these guests */
  roomsThatFit: HotelRoom[]
  hotelId: string
  search: HotelPageSearch
  children: ReactNode
}

/** The guests of one room (adults, children, child ages) and, when they fit, its offers. */
export function RoomRequestFields(props: Props) {
  const { request, index, dispatch, adultsOnly, maxAge, problem } = props
  const { t } = useLingui()
  const id = `request-${request.key}`
  const agesOk = problem !== 'childAge'
  return (
    <div className="room-request__body">
      <div className="room-request__guests">
        <div className="room-request__counter">
          <label htmlFor={`${id}-adults`}>
            <Trans>Adults</Trans>
          </label>
          <Counter
            id={`${id}-adults`}
            label={t`Adults`}
            value={request.numAdults}
            min={1}
            max={MAX_ADULTS}
            onChange={(value) => dispatch({ type: 'adults', index, value })}
          />
        </div>
        <div className="room-request__counter">
          <label htmlFor={`${id}-children`}>
            <Trans>Children</Trans>
          </label>
          <Counter
            id={`${id}-children`}
            label={t`Children`}
            value={adultsOnly ? 0 : request.numChildren}
            min={0}
            max={MAX_CHILDREN}
            disabled={adultsOnly}
            describedBy={adultsOnly ? `${id}-adults-only` : undefined}
            onChange={(value) => dispatch({ type: 'children', index, value })}
          />
        </div>
      </div>
      {adultsOnly ? (
        <p className="room-request__hint" id={`${id}-adults-only`}>
          <Trans>An adults-only hotel: children cannot stay.</Trans>
        </p>
      ) : null}
      {!adultsOnly && request.numChildren > 0 ? (
        <div className="room-request__ages">
          {request.childAges.map((age, child) => (
            <div className="room-request__age" key={child}>
              <label htmlFor={`${id}-age-${child}`}>
                <Trans>Age of child {child + 1}</Trans>
              </label>
              <select
                id={`${id}-age-${child}`}
                className="field__control"
                value={age ?? ''}
                aria-invalid={!agesOk || undefined}
                onChange={(event) => dispatch({ type: 'age', index, child, value: event.target.value, maxAge })}
              >
                <option value="">{t`Age`}</option>
                {Array.from({ length: maxAge + 1 }, (_, a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <p className="room-request__hint">
            <Trans>Children are guests from 0 to {maxAge} years.</Trans>
          </p>
        </div>
      ) : null}
      {problem ? <InvalidOccupancy {...props} /> : props.children}
    </div>
  )
}

/** 'Invalid occupancy' with the other rooms of the hotel that take these guests. */
function InvalidOccupancy({ roomsThatFit, hotelId, search }: Props) {
  const { t } = useLingui()
  return (
    <div className="room-request__invalid" role="alert">
      <p className="room-request__invalid-title">{t`Invalid occupancy`}</p>
      {roomsThatFit.length ? (
        <>
          <p>
            <Trans>These rooms take your guests:</Trans>
          </p>
          <ul>
            {roomsThatFit.map((room) => (
              <li key={room._id}>
                <Link
                  to="/hotels/$hotelId/rooms/$roomId/shop-modal"
                  resetScroll={false}
                  state={keepScroll}
                  params={{ hotelId, roomId: room._id }}
                  search={search}
                >
                  {room.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>No room of this hotel takes these guests. Try fewer guests per room, or more rooms.</Trans>
        </p>
      )}
    </div>
  )
}
