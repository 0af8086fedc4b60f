/**
 * The hotel enquiry payload (SPEC §3, §5; POST /api/hotels/{id}/chats; docs/product/chat.md#the-enquiry):
 * hotelId, clientFirstName, clientLastName, amexCardMember, tls, cc, messageText, and the period and
 * rooms of the hotel page for the channel's pinned card. One schema for the form and the server; the
 * theme's rules (required references, card member) come from the same entries as every lead form.
 */
import * as v from 'valibot'
import { isoDate } from '../dates/period.ts'
import { withPrefix } from '../hotels/reference-prefix.ts'
import { CARD_MEMBER_OPTIONS } from '../hotels/types.ts'
import type { LeadClientRules } from '../leads/lead-client-rules.ts'
import { objectId } from '../validation/object-id.ts'
import { optionalText, requiredText } from '../validation/required-text.ts'
import { CHAT_MESSAGES, MAX_MESSAGE_LENGTH } from './chat-rules.ts'

const Room = v.object({
  numAdults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
  numChildren: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
})

/**
 * A reference: at most 60 characters; a required one needs more than its prefix. The lead forms' own
 * entries (lead-client-rules.ts) are not imported: they bring the whole lead payload, and its chunk
 * and the card rules' import each other, which broke the lead pages' first load.
 */
function reference(prefix: 'TLS' | 'CC', required: boolean, message: string) {
  const base = optionalText(60)
  return required
    ? v.pipe(
        base,
        v.check((value: string) => withPrefix(prefix, value) !== null, message),
      )
    : base
}

/** The enquiry schema under the agency theme's and the user's rules. */
export function hotelEnquirySchema(rules: LeadClientRules) {
  return v.object({
    hotelId: objectId('Hotel is unknown'),
    clientFirstName: requiredText("Please enter the client's first name", 100),
    clientLastName: requiredText("Please enter the client's last name", 100),
    amexCardMember: v.optional(rules.cardMember ? v.picklist(CARD_MEMBER_OPTIONS, 'Required') : v.string(), ''),
    tls: reference('TLS', rules.bookingReference.isRequired, 'Please enter the booking reference'),
    cc: reference('CC', rules.clientReference.isRequired, 'Please enter the client reference'),
    messageText: requiredText(CHAT_MESSAGES.message, MAX_MESSAGE_LENGTH),
    checkIn: v.optional(v.nullable(isoDate())),
    checkOut: v.optional(v.nullable(isoDate())),
    rooms: v.optional(v.pipe(v.array(Room), v.maxLength(10)), []),
  })
}
export type HotelEnquiry = v.InferOutput<ReturnType<typeof hotelEnquirySchema>>
