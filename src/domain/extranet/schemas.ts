/**
 * One valibot schema per payload of the extranet (docs/product/extranet.md#api), shared by its forms and the server:
 * a bulk change of a room's nights, and an ARI message of a channel manager (lines of the same changes).
 */
import * as v from 'valibot'
import { dayNumber } from '../dates/iso-date.ts'
import { isoDate } from '../dates/period.ts'
import { objectId } from '../validation/object-id.ts'
import { MAX_RANGE_NIGHTS, WEEKDAYS } from './calendar.ts'

export const EXTRANET_MESSAGES = {
  room: 'Please choose a room',
  from: 'Please enter the first night',
  to: 'Please enter the last night',
  order: 'The last night cannot be before the first',
  tooLong: `Please change at most ${MAX_RANGE_NIGHTS} nights at once`,
  weekdays: 'Please choose at least one weekday',
  price: 'Please enter a price of 0 or more, in whole units',
  available: 'Please enter the rooms to sell: 0 or more, in whole numbers',
  nothing: 'Please change the price, the rooms to sell, the stop-sell or a restriction',
  flag: 'Please send true or false',
  minStay: 'Please enter a minimum stay of 1 to 99 nights, in whole numbers',
  messageId: 'Please send a message id of 1 to 100 letters, digits, dots, dashes or underscores',
  lines: 'Please send 1 to 1000 updates',
  moreThanRooms: (quantity: number) => `The room has ${quantity} rooms: no more can be sold`,
  unknownRoom: 'This room is not a room of the hotel',
} as const
const M = EXTRANET_MESSAGES

const Day = (message: string) => isoDate(message)

/** The range and pattern of a change; the order and length checked together. */
const range = {
  from: Day(M.from),
  to: Day(M.to),
  weekdays: v.optional(
    v.pipe(v.array(v.picklist(WEEKDAYS, M.weekdays), M.weekdays), v.minLength(1, M.weekdays), v.maxLength(7)),
    [...WEEKDAYS],
  ),
}
const change = {
  /** whole currency units; null: on request */
  price: v.optional(
    v.nullable(v.pipe(v.number(M.price), v.integer(M.price), v.minValue(0, M.price), v.maxValue(10_000_000, M.price))),
  ),
  available: v.optional(
    v.pipe(v.number(M.available), v.integer(M.available), v.minValue(0, M.available), v.maxValue(10_000, M.available)),
  ),
  stopSell: v.optional(v.boolean(M.flag)),
  closedToArrival: v.optional(v.boolean(M.flag)),
  closedToDeparture: v.optional(v.boolean(M.flag)),
  /** the fewest nights of a stay beginning on the night; null removes it */
  minStay: v.optional(
    v.nullable(v.pipe(v.number(M.minStay), v.integer(M.minStay), v.minValue(1, M.minStay), v.maxValue(99, M.minStay))),
  ),
}
const CHANGE_FIELDS = Object.keys(change) as (keyof typeof change)[]

const checked = <T extends { from: string; to: string } & Partial<Record<keyof typeof change, unknown>>>(
  schema: v.GenericSchema<unknown, T>,
) =>
  v.pipe(
    schema,
    v.forward(
      v.check((c: T) => dayNumber(c.to) >= dayNumber(c.from), M.order),
      ['to'] as never,
    ),
    v.forward(
      v.check((c: T) => dayNumber(c.to) - dayNumber(c.from) + 1 <= MAX_RANGE_NIGHTS, M.tooLong),
      ['to'] as never,
    ),
    // said beside the price, the first of the fields
    v.forward(
      v.check((c: T) => CHANGE_FIELDS.some((f) => c[f] !== undefined), M.nothing),
      ['price'] as never,
    ),
  )

/** POST /api/extranet/hotels/{hotelId}/calendar: one change of one room's nights. */
export const BulkChangeSchema = checked(v.object({ roomId: objectId(M.room), ...range, ...change }))
export type BulkChangeInput = v.InferInput<typeof BulkChangeSchema>
export type BulkChangeOutput = v.InferOutput<typeof BulkChangeSchema>

/** GET /api/extranet/hotels/{hotelId}/calendar's query. */
export const CalendarQuerySchema = v.pipe(
  v.object({ roomId: objectId(M.room), from: Day(M.from), to: Day(M.to) }),
  v.forward(
    v.check((q) => dayNumber(q.to) >= dayNumber(q.from), M.order),
    ['to'],
  ),
  v.forward(
    v.check((q) => dayNumber(q.to) - dayNumber(q.from) < 400, M.tooLong),
    ['to'],
  ),
)
export type CalendarQuery = v.InferOutput<typeof CalendarQuerySchema>

/** POST /api/extranet/ari: a channel manager's message (availability, rates and restrictions), applied once per id. */
export const AriMessageSchema = v.object({
  messageId: v.pipe(v.string(M.messageId), v.regex(/^[\w.-]{1,100}$/, M.messageId)),
  updates: v.pipe(v.array(v.unknown(), M.lines), v.minLength(1, M.lines), v.maxLength(1000, M.lines)),
})
/** One line of an ARI message, checked on its own so that each line gets its own errors. */
export const AriLineSchema = BulkChangeSchema
