/**
 * The hotel enquiry payload (SPEC §3, §5; POST /api/hotels/{id}/chats; docs/product/chat.md#the-enquiry):
 * hotelId, clientFirstName, clientLastName, amexCardMember, tls, cc, messageText, and the period and
 * rooms of the hotel page for the channel's pinned card. One schema for the form and the server; the
 * theme's rules (required references, card member) come from the same entries as every lead form.
 */
import * as v from 'valibot'
import { isoDate } from '../dates/period.ts'
import { leadClientEntries, type LeadClientRules } from '../leads/lead-client-rules.ts'
import { objectId } from '../validation/object-id.ts'
import { requiredText } from '../validation/required-text.ts'
import { CHAT_MESSAGES, MAX_MESSAGE_LENGTH } from './chat-rules.ts'

const Room = v.object({
  numAdults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
  numChildren: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
})

/** The enquiry schema under the agency theme's and the user's rules. */
export function hotelEnquirySchema(rules: LeadClientRules) {
  const client = leadClientEntries(rules, { nationalityRequired: false })
  return v.object({
    hotelId: objectId('Hotel is unknown'),
    clientFirstName: client.firstName,
    clientLastName: client.lastName,
    amexCardMember: v.optional(client.amexCardMember, ''),
    tls: client.tls,
    cc: client.cc,
    messageText: requiredText(CHAT_MESSAGES.message, MAX_MESSAGE_LENGTH),
    checkIn: v.optional(v.nullable(isoDate())),
    checkOut: v.optional(v.nullable(isoDate())),
    rooms: v.optional(v.pipe(v.array(Room), v.maxLength(10)), []),
  })
}
export type HotelEnquiry = v.InferOutput<ReturnType<typeof hotelEnquirySchema>>
