/**
 * The hotel interest payload (POST /api/hotels/interests, docs/product/hotels.md#save-interest): one
 * schema for the save-interest form's payload and the server edge. The server recomputes every
 * offer and price from the engine; the client's prices are only what the agent saw.
 */
import * as v from 'valibot'
import { checkOutAfterCheckIn, isoDate } from '../dates/period.ts'
import { requiredText } from '../validation/required-text.ts'
import { safeText } from '../validation/safe-text.ts'
import { RoomRequestFields } from './room-request.ts'
import { CARD_MEMBER_OPTIONS, PAYMENT_PROFILES } from './types.ts'
import { objectId } from '../validation/object-id.ts'

export const INTEREST_MESSAGES = {
  firstName: "Please enter the client's first name",
  lastName: "Please enter the client's last name",
  /** '{name} is required' with the theme's reference name */
  referenceRequired: (name: string) => `${name} is required`,
  cardMember: 'Required',
  noRate: 'You have not selected a rate for at least one room',
  hotelUnknown: 'Hotel is unknown',
  bedConfiguration: 'Please choose one of the bed configurations of this room',
} as const

export const MAX_INTEREST_ROOMS = 10

/** a missing name gets the same message as a blank one */
const Name = (message: string) => requiredText(message, 100)
const Optional = (max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Please use at most ${max} characters`), safeText())),
  )
const IsoDate = isoDate()
const Id = objectId()

const SelectedOffer = v.object({ ratePlanId: Id })

export const InterestRoomSchema = v.object({
  roomId: Id,
  numAdults: RoomRequestFields.numAdults,
  numChildren: RoomRequestFields.numChildren,
  childrenAges: RoomRequestFields.childrenAges,
  /** the chosen rate plan of the room's offers */
  // a missing, null or malformed choice all say the same: the room has no rate yet
  selectedOffer: v.pipe(
    // the default makes a missing key run the check too
    v.optional(v.unknown(), null),
    v.check((x: unknown) => v.is(SelectedOffer, x), INTEREST_MESSAGES.noRate),
    v.transform((x) => x as v.InferOutput<typeof SelectedOffer>),
  ),
  /** one of the offer's requestableBedConfigurations (the server checks); absent: the offer's default */
  requestedBedConfiguration: v.optional(
    v.pipe(
      v.string(INTEREST_MESSAGES.bedConfiguration),
      v.maxLength(200, INTEREST_MESSAGES.bedConfiguration),
      safeText(),
    ),
  ),
})

const InterestObject = v.object({
  hotelId: Id,
  checkInDate: IsoDate,
  checkOutDate: IsoDate,
  paymentProfile: v.picklist(PAYMENT_PROFILES, 'Unknown payment profile'),
  guests: v.pipe(
    v.array(v.object({ firstName: Name(INTEREST_MESSAGES.firstName), lastName: Name(INTEREST_MESSAGES.lastName) })),
    v.minLength(1, INTEREST_MESSAGES.firstName),
    v.maxLength(1, 'One client per interest'),
  ),
  amexCardMember: v.optional(v.nullable(v.picklist(CARD_MEMBER_OPTIONS, INTEREST_MESSAGES.cardMember))),
  loyaltyNumber: Optional(60),
  partnerAgency: v.object({
    tls: Optional(60),
    cc: Optional(60),
    /** what the agent saw; the server stores its own computation */
    commissionForPartner: v.optional(v.nullable(v.number())),
    markupAmount: v.optional(
      v.pipe(v.number('Expected a number'), v.minValue(0, 'At least 0'), v.maxValue(1_000_000, 'At most 1000000')),
      0,
    ),
  }),
  /** what the agent saw; the server stores its own computation */
  price: v.optional(v.object({ currency: v.pipe(v.string(), v.length(3)), total: v.nullable(v.number()) })),
  rooms: v.pipe(
    v.array(InterestRoomSchema),
    v.minLength(1, INTEREST_MESSAGES.noRate),
    v.maxLength(MAX_INTEREST_ROOMS, `At most ${MAX_INTEREST_ROOMS} rooms`),
  ),
})

export const HotelInterestPayloadSchema = v.pipe(
  InterestObject,
  checkOutAfterCheckIn<v.InferOutput<typeof InterestObject>>('dated'),
)
export type HotelInterestPayload = v.InferOutput<typeof HotelInterestPayloadSchema>
