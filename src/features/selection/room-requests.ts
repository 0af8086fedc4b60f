/**
 * The room requests of the room-offers modal (docs/product/hotels.md#rooms): one per room unit
 * asked for, each with its guests and its chosen rate. Pure: a reducer the dialog drives.
 */
import type { Occupancy } from '#domain/hotels/occupancy.ts'
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOM_QUANTITY } from '#domain/hotels/room-request.ts'

export type RoomRequest = {
  key: string
  numAdults: number
  numChildren: number
  /** one per child; null: not given yet */
  childAges: (number | null)[]
  /** the chosen offer's rate plan */
  ratePlanId: string | null
  /** the bed configuration asked for (one of the offers' requestable ones); null: the offers' default */
  bedConfiguration: string | null
}

export type RoomRequestAction =
  | { type: 'count'; count: number }
  | { type: 'adults'; index: number; value: number }
  | { type: 'children'; index: number; value: number }
  | { type: 'age'; index: number; child: number; value: string; maxAge: number }
  | { type: 'rate'; index: number; ratePlanId: string | null }
  | { type: 'beds'; index: number; bedConfiguration: string }
  | { type: 'reset' }

let keys = 0
const nextKey = () => `room-${++keys}`

/** A first request: 1 adult, no children (the defaults of a room request). */
export function newRequest(from?: Pick<RoomRequest, 'numAdults' | 'numChildren' | 'childAges'>): RoomRequest {
  return {
    key: nextKey(),
    numAdults: from?.numAdults ?? 1,
    numChildren: from?.numChildren ?? 0,
    childAges: [...(from?.childAges ?? [])],
    ratePlanId: null,
    bedConfiguration: null,
  }
}

/** A child's age: a whole number from 0 to the hotel's max child age, otherwise ignored (null). */
export function parseChildAge(value: string, maxAge: number): number | null {
  const text = value.trim()
  if (!/^\d{1,2}$/.test(text)) return null
  const age = Number(text)
  return age <= maxAge ? age : null
}

/** The ages list for `count` children: fewer children truncate it, more add unknown ages. */
export function resizeAges(ages: readonly (number | null)[], count: number): (number | null)[] {
  return Array.from({ length: count }, (_, i) => ages[i] ?? null)
}

/** The occupancy the rules and the offers call read: only the ages given. */
export function occupancyOf(r: RoomRequest): Occupancy {
  return { numAdults: r.numAdults, numChildren: r.numChildren, childrenAges: r.childAges.filter((a) => a !== null) }
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)))

function guests(r: RoomRequest, change: Partial<RoomRequest>): RoomRequest {
  // any guest change clears the chosen rate and beds (the offers and their beds are for other guests now)
  return { ...r, ...change, ratePlanId: null, bedConfiguration: null }
}

function patch(list: RoomRequest[], index: number, change: (r: RoomRequest) => RoomRequest): RoomRequest[] {
  return list.map((r, i) => (i === index ? change(r) : r))
}

export function roomRequestsReducer(state: RoomRequest[], action: RoomRequestAction): RoomRequest[] {
  switch (action.type) {
    case 'count': {
      const count = clamp(action.count, 1, MAX_ROOM_QUANTITY)
      if (count <= state.length) return state.slice(0, count)
      const last = state[state.length - 1]
      return [...state, ...Array.from({ length: count - state.length }, () => newRequest(last))]
    }
    case 'adults':
      return patch(state, action.index, (r) => guests(r, { numAdults: clamp(action.value, 1, MAX_ADULTS) }))
    case 'children':
      return patch(state, action.index, (r) => {
        const numChildren = clamp(action.value, 0, MAX_CHILDREN)
        return guests(r, { numChildren, childAges: resizeAges(r.childAges, numChildren) })
      })
    case 'age':
      return patch(state, action.index, (r) =>
        guests(r, {
          childAges: r.childAges.map((a, i) => (i === action.child ? parseChildAge(action.value, action.maxAge) : a)),
        }),
      )
    case 'rate':
      return patch(state, action.index, (r) => ({ ...r, ratePlanId: action.ratePlanId }))
    case 'beds':
      return patch(state, action.index, (r) => ({ ...r, bedConfiguration: action.bedConfiguration }))
    case 'reset':
      return [newRequest()]
  }
}
