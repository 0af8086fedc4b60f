/**
 * A room request: the query of GET /api/hotelrooms/{roomId}/offers and one room of a saved interest
 * (docs/product/hotels.md#offers). One schema for the client's occupancy form and the server edge.
 */
import * as v from 'valibot'
import { checkOutAfterCheckIn, isoDate } from '../dates/period.ts'
import { PAYMENT_PROFILES } from './types.ts'

/** Upper bounds of one room request (a chalet of the Villa / Chalet category sleeps up to 14). */
export const MAX_ADULTS = 20
export const MAX_CHILDREN = 10
/** Child ages the API accepts at all; the hotel's own maximum (default 16) is checked by the engine. */
export const MAX_CHILD_AGE = 17
export const MAX_ROOM_QUANTITY = 20

const IsoDate = isoDate()
const Int = (min: number, max: number) =>
  v.pipe(
    v.number('Expected a number'),
    v.integer('Expected a whole number'),
    v.minValue(min, `At least ${min}`),
    v.maxValue(max, `At most ${max}`),
  )

export const RoomRequestFields = {
  checkInDate: IsoDate,
  checkOutDate: IsoDate,
  numAdults: v.optional(Int(1, MAX_ADULTS), 1),
  numChildren: v.optional(Int(0, MAX_CHILDREN), 0),
  childrenAges: v.optional(
    v.pipe(v.array(Int(0, MAX_CHILD_AGE)), v.maxLength(MAX_CHILDREN, 'Too many child ages')),
    [],
  ),
  paymentProfile: v.optional(v.picklist(PAYMENT_PROFILES, 'Unknown payment profile'), 'ClientPays'),
}

type Rule<T> = v.BaseValidation<T, T, v.BaseIssue<unknown>>

function agesFitChildren<T extends { numChildren: number; childrenAges: number[] }>(): Rule<T> {
  return v.forward(
    v.partialCheck(
      [['numChildren'], ['childrenAges']],
      (r: { numChildren: number; childrenAges: number[] }) => r.childrenAges.length <= r.numChildren,
      'More child ages than children',
    ),
    ['childrenAges'],
  ) as unknown as Rule<T>
}

const OffersObject = v.object(RoomRequestFields)
const AvailabilityObject = v.object({
  checkInDate: IsoDate,
  checkOutDate: IsoDate,
  paymentProfile: RoomRequestFields.paymentProfile,
  requestedRoomQuantity: v.optional(Int(1, MAX_ROOM_QUANTITY), 1),
})

/** The offers query (roomId comes from the path). */
export const OffersQuerySchema = v.pipe(
  OffersObject,
  checkOutAfterCheckIn<v.InferOutput<typeof OffersObject>>('dated'),
  agesFitChildren<v.InferOutput<typeof OffersObject>>(),
)
export type OffersQuery = v.InferOutput<typeof OffersQuerySchema>

/** The availability query. */
export const AvailabilityQuerySchema = v.pipe(
  AvailabilityObject,
  checkOutAfterCheckIn<v.InferOutput<typeof AvailabilityObject>>('dated'),
)
export type AvailabilityQuery = v.InferOutput<typeof AvailabilityQuerySchema>
