/**
 * The hotel enquiry form's values and payload (docs/product/chat.md#the-enquiry): the client as every
 * lead form asks it (names, card membership where the rules say, references as the agency theme
 * configures them), the message, and the hotel page's period and rooms for the channel's pinned card.
 */
import * as v from 'valibot'
import type { Brand } from '#domain/brand/brand-types.ts'
import type { HotelEnquiry } from '#domain/chat/hotel-enquiry.ts'
import { hotelEnquirySchema } from '#domain/chat/hotel-enquiry.ts'
import { withPrefix } from '#domain/hotels/reference-prefix.ts'
import { servesCardMembers } from '#domain/leads/lead-client-rules.ts'
import type { ClientFieldConfig } from '#ui/form/client-field-group.tsx'

export type EnquiryFormValues = {
  clientFirstName: string
  clientLastName: string
  amexCardMember: string
  tls: string
  cc: string
  messageText: string
}

export const EMPTY_ENQUIRY: EnquiryFormValues = {
  clientFirstName: '',
  clientLastName: '',
  amexCardMember: '',
  tls: '',
  cc: '',
  messageText: '',
}

/** The client field group's names for this form's values. */
export const ENQUIRY_CLIENT_FIELDS = {
  firstName: 'clientFirstName',
  lastName: 'clientLastName',
  tls: 'tls',
  cc: 'cc',
  amexCardMember: 'amexCardMember',
} as const

/** What the agency theme and the user make of the form (the same rules as the lead forms'). */
export function enquiryFormConfig(
  brand: Pick<Brand, 'bookingReference' | 'clientReference' | 'cardBrand'>,
  role: string | null | undefined,
): ClientFieldConfig {
  return {
    bookingReference: { isRequired: brand.bookingReference.isRequired, name: brand.bookingReference.name },
    clientReference: { isRequired: brand.clientReference.isRequired, name: brand.clientReference.name },
    cardMember: servesCardMembers(role, brand),
  }
}

export type EnquiryContext = {
  hotelId: string
  checkIn: string | null
  checkOut: string | null
  rooms: { numAdults: number; numChildren: number }[]
}

/** The form's values with the page's context, as the schema sees them (the form validates this). */
export function enquiryInput(values: EnquiryFormValues, context: EnquiryContext) {
  return { ...values, ...context }
}

/** The payload of POST /api/hotels/{id}/chats: checked by the schema, references with their prefix once. */
export function toEnquiry(values: EnquiryFormValues, context: EnquiryContext, config: ClientFieldConfig): HotelEnquiry {
  const parsed = v.parse(hotelEnquirySchema(config), enquiryInput(values, context))
  return {
    ...parsed,
    amexCardMember: config.cardMember ? parsed.amexCardMember : '',
    tls: withPrefix('TLS', parsed.tls) ?? '',
    cc: withPrefix('CC', parsed.cc) ?? '',
  }
}
