/**
 * One valibot schema per payload of the hotel network (docs/product/my-network.md#api), shared by the forms and the
 * server.
 */
import * as v from 'valibot'
import { OBJECT_ID_PATTERN, objectId } from '../validation/object-id.ts'
import { optionalText, requiredText } from '../validation/required-text.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const NETWORK_MESSAGES = {
  hotel: 'Unknown hotel',
  chooseHotel: 'Please choose a hotel',
  hotelName: "Please enter the hotel's name",
  contactName: "Please enter the contact's name",
  email: 'Please enter a valid e-mail address',
  name: 'Please enter your name',
  clientRequestId: 'Unknown request id',
  token: 'This invitation link is not valid',
  notInNetwork: 'This hotel is not in your network',
  noAgency: 'My network belongs to a travel agency: your account has none',
  invitationExpired: 'This invitation has expired. Please ask the agency for a new one.',
  invitationUsed: 'This invitation was already accepted',
  inSystem: (name: string) => `${name} is already in the Luxury Distribution System: invite it from its hotel page`,
} as const

export const MESSAGE_MAX = 2000

const email = v.pipe(requiredText(NETWORK_MESSAGES.email, 320), v.regex(EMAIL, NETWORK_MESSAGES.email), v.toLowerCase())

/** A client-chosen id, unique per user: a replayed request (the offline queue) is stored and mailed once. */
export const ClientRequestId = v.pipe(
  v.string(NETWORK_MESSAGES.clientRequestId),
  v.regex(/^[\w-]{8,64}$/, NETWORK_MESSAGES.clientRequestId),
)

/** POST /api/my-network/hotels: a hotel of the catalogue added by hand. */
/** POST /api/my-network/hotels: a listed hotel the agency adds by hand (the page's 'Add a hotel' form). */
export const AddHotelSchema = v.object({
  // a missing key is an empty choice too (valibot's own words would name the key)
  hotelId: v.pipe(
    v.optional(v.string(NETWORK_MESSAGES.chooseHotel), ''),
    v.nonEmpty(NETWORK_MESSAGES.chooseHotel),
    v.regex(OBJECT_ID_PATTERN, NETWORK_MESSAGES.hotel),
  ),
})
export type AddHotelOutput = v.InferOutput<typeof AddHotelSchema>

/** POST /api/my-network/prospects: a hotel that is not in the system, invited by e-mail. */
export const ProspectSchema = v.object({
  hotelName: requiredText(NETWORK_MESSAGES.hotelName, 160),
  email,
  contactName: requiredText(NETWORK_MESSAGES.contactName, 120),
  message: optionalText(MESSAGE_MAX),
  clientRequestId: ClientRequestId,
})
export type ProspectInput = v.InferInput<typeof ProspectSchema>
export type ProspectOutput = v.InferOutput<typeof ProspectSchema>

/** The prospect form's fields (the client adds the request id). */
export const ProspectFormSchema = v.omit(ProspectSchema, ['clientRequestId'])

/**
 * POST /api/my-network/manager-invitations: a listed hotel's manager invited to a direct contract; with an e-mail
 * address the link goes through the outbox, without one the agent copies it.
 */
export const ManagerInvitationSchema = v.object({
  hotelId: objectId(NETWORK_MESSAGES.hotel),
  email: v.optional(v.union([v.literal(''), email], NETWORK_MESSAGES.email), ''),
  contactName: optionalText(120),
  message: optionalText(MESSAGE_MAX),
  clientRequestId: ClientRequestId,
})
export type ManagerInvitationInput = v.InferInput<typeof ManagerInvitationSchema>
export type ManagerInvitationOutput = v.InferOutput<typeof ManagerInvitationSchema>

/** The manager-invitation form's fields: the contact's name and address, both required there. */
export const ManagerInvitationFormSchema = v.object({
  contactName: requiredText(NETWORK_MESSAGES.contactName, 120),
  email,
  message: optionalText(MESSAGE_MAX),
})

const token = v.optional(
  v.pipe(
    v.string(NETWORK_MESSAGES.token),
    v.minLength(10, NETWORK_MESSAGES.token),
    v.maxLength(1000, NETWORK_MESSAGES.token),
  ),
  '',
)

/** POST /api/hotel-manager-invitations/open: the landing records that the link was opened. */
export const OpenInvitationSchema = v.object({ token })

/** POST /api/hotel-manager-invitations/accept: the hotel manager accepts with their name and address. */
export const AcceptInvitationSchema = v.object({
  token,
  name: requiredText(NETWORK_MESSAGES.name, 120),
  email,
})
export type AcceptInvitationOutput = v.InferOutput<typeof AcceptInvitationSchema>

/** The acceptance form's fields (the landing adds the token). */
export const AcceptFormSchema = v.omit(AcceptInvitationSchema, ['token'])
