/**
 * The property lead payload (POST /api/sales/leads/new/property, PATCH /api/sales/leads/{id}/property;
 * docs/product/leads.md#payload): one schema for the booking wizard, the property interest form and
 * the server edge. The client drops empty and blank values before sending (blank-values.ts); the
 * server recomputes the price, card fee, commission and status and never stores the CVV.
 * Theme rules (required references, the card-member field) are added by the form and checked again
 * by the server from the agency's theme (lead-theme-rules.ts).
 */
import * as v from 'valibot'
import { CHECK_OUT_AFTER_CHECK_IN, checkOutAfterCheckIn, isoDate } from '../dates/period.ts'
import { PERIOD_SOLD_MESSAGE } from '../properties/stay-availability.ts'
import { CARD_MEMBER_OPTIONS } from '../hotels/types.ts'
import { requiredText } from '../validation/required-text.ts'
import { safeText } from '../validation/safe-text.ts'
import { CardCvv, CardMonth, CardName, CardNumber, CardYear } from './card.ts'
import { LEAD_INTENTS } from './lead-status.ts'
import { objectId } from '../validation/object-id.ts'

export const LEAD_MESSAGES = {
  firstName: "Please enter the client's first name",
  lastName: "Please enter the client's last name",
  nationality: "Please enter the client's nationality",
  bookingReference: 'Please enter the booking reference',
  clientReference: 'Please enter the client reference',
  checkIn: 'Please enter the check in date',
  checkOut: 'Please enter the check out date',
  checkOutAfterCheckIn: CHECK_OUT_AFTER_CHECK_IN,
  checkInPast: 'The check in date can not be in the past',
  periodSold: PERIOD_SOLD_MESSAGE,
  serviceLevel: 'Please choose a service level',
  pax: 'Please enter the number of guests',
  paxMax: (max: number) => `At most ${max} guests`,
  disclaimer: 'Please accept this disclaimer',
  noPrice:
    'Unfortunately, we can not provide a price for the given period and service level. Please choose different values.',
  interestSaved: 'You successfully saved this interest.',
  interestFailed: 'Unfortunately, an error occured.',
} as const

/** PAX: at least 1, at most the property's adult + child beds, 25 when unknown. */
export const PAX_FALLBACK_MAX = 25
export function maxPax(beds: { adults: number | null; children: number | null } | undefined): number {
  const total = (beds?.adults ?? 0) + (beds?.children ?? 0)
  return total > 0 ? total : PAX_FALLBACK_MAX
}

const Id = objectId('Unknown property')
/** Missing (also after blank dropping) reads as '' so that the field's own text answers, not valibot's. */
const DateField = (message: string) => v.optional(isoDate(message), '')
const Optional = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Please use at most ${max} characters`), safeText()))

const LeadPeriodObject = v.object({
  checkInDate: DateField(LEAD_MESSAGES.checkIn),
  checkOutDate: DateField(LEAD_MESSAGES.checkOut),
})
export const LeadPeriodSchema = v.pipe(
  LeadPeriodObject,
  checkOutAfterCheckIn<v.InferOutput<typeof LeadPeriodObject>>('dated'),
)

export const LeadClientSchema = v.object({
  firstName: requiredText(LEAD_MESSAGES.firstName, 100),
  lastName: requiredText(LEAD_MESSAGES.lastName, 100),
  /** required by the interest form; optional in the booking wizard */
  nationality: Optional(60),
  amexCardMember: v.optional(v.picklist(CARD_MEMBER_OPTIONS, 'Required')),
})

/** tls: booking reference (always 'TLS…'), cc: client reference (always 'CC…'), see reference-prefix.ts */
export const LeadPartnerSchema = v.object({ tls: Optional(60), cc: Optional(60) })

const LeadObject = v.object({
  _property: Id,
  /** what the agency user submits; the server derives the status from it (lead-status.ts) */
  intent: v.picklist(LEAD_INTENTS, 'Unknown intent'),
  period: LeadPeriodSchema,
  serviceLevel: requiredText(LEAD_MESSAGES.serviceLevel, 60),
  client: LeadClientSchema,
  partner: v.optional(LeadPartnerSchema, {}),
  occupancy: v.optional(
    v.object({
      pax: v.pipe(
        v.number(LEAD_MESSAGES.pax),
        v.integer(LEAD_MESSAGES.pax),
        v.minValue(1, LEAD_MESSAGES.pax),
        v.maxValue(PAX_FALLBACK_MAX * 4, LEAD_MESSAGES.pax),
      ),
    }),
  ),
  payments: v.optional(
    v.object({
      isPaidByCreditCard: v.boolean(),
      /** what the agent saw; the server stores its own computation */
      subTotal: v.optional(v.number()),
      creditCardFeeTotal: v.optional(v.number()),
      currencyCode: v.optional(v.pipe(v.string(), v.length(3))),
      isNegotiatedPrice: v.optional(v.boolean()),
    }),
  ),
  requestPriceDiscount: v.optional(v.boolean()),
  bookingComments: Optional(2000),
  ccNumber: v.optional(CardNumber),
  ccName: v.optional(CardName),
  ccExpirationMonth: v.optional(CardMonth),
  ccExpirationYearShort: v.optional(CardYear),
  ccCvv: v.optional(CardCvv),
  /** PATCH only: keep the card stored with the lead instead of sending it again */
  useStoredCard: v.optional(v.boolean()),
  isDisclaimerAccepted: v.optional(v.boolean()),
})

/** Bookings and options need pax, the payment choice, the card when paying by card, and the disclaimer. */
export const PropertyLeadPayloadSchema = v.pipe(
  LeadObject,
  v.forward(
    v.check((p) => p.intent === 'interest' || p.occupancy !== undefined, LEAD_MESSAGES.pax),
    ['occupancy', 'pax'],
  ),
  v.forward(
    v.check(
      (p) => p.intent === 'interest' || p.intent === 'changeRequest' || p.isDisclaimerAccepted === true,
      LEAD_MESSAGES.disclaimer,
    ),
    ['isDisclaimerAccepted'],
  ),
  v.forward(
    v.check((p) => !paysByCard(p) || p.ccNumber !== undefined, 'Please provide the credit card number.'),
    ['ccNumber'],
  ),
  v.forward(
    v.check((p) => !paysByCard(p) || p.ccName !== undefined, 'Please provide the name on the credit card.'),
    ['ccName'],
  ),
  v.forward(
    v.check(
      (p) => !paysByCard(p) || p.ccExpirationMonth !== undefined,
      'Please enter the two-digit month of expiration.',
    ),
    ['ccExpirationMonth'],
  ),
  v.forward(
    v.check(
      (p) => !paysByCard(p) || p.ccExpirationYearShort !== undefined,
      'Please enter the two-digit year of expiration.',
    ),
    ['ccExpirationYearShort'],
  ),
  v.forward(
    v.check((p) => !paysByCard(p) || p.ccCvv !== undefined, 'Please enter the 3 or 4 digit security code.'),
    ['ccCvv'],
  ),
)
export type PropertyLeadPayload = v.InferOutput<typeof PropertyLeadPayloadSchema>

/**
 * A booking or option paid by card carries the card; a PATCH may say `useStoredCard` instead, and the
 * server checks that the lead has one.
 */
function paysByCard(p: v.InferOutput<typeof LeadObject>): boolean {
  return (
    (p.intent === 'booking' || p.intent === 'option') &&
    p.payments?.isPaidByCreditCard === true &&
    p.useStoredCard !== true
  )
}
