/**
 * The consumer booking (docs/product/leads.md#consumer-booking): which properties take it online,
 * its messages, and the one schema of POST /api/bookings/consumer that the form and the server share.
 * The rules that depend on the property (beds, pets, payment methods, service levels) and on its
 * stays (period sold, price) read a context, as the property enquiry's period rules do.
 */
import * as v from 'valibot'
import type { PublicSalesInformation } from '../catalogue/types.ts'
import { isValidPeriod } from '../dates/period.ts'
import { PERIOD_MESSAGES as P, periodRules } from '../dates/period-rules.ts'
import { guestCount, languageField, mustAccept, requiredDate } from '../enquiry/enquiry-fields.ts'
import { stayAvailability } from '../properties/stay-availability.ts'
import { optionalText, requiredText } from '../validation/required-text.ts'
import { LEAD_MESSAGES, PAX_FALLBACK_MAX, maxPax } from './lead-payload.ts'
import type { PaymentMethod } from './payment-method.ts'
import { consumerBookingQuote, type QuoteStay } from './consumer-booking-quote.ts'
import { objectId } from '../validation/object-id.ts'

/** English source texts; the form translates them, the server answers them as field messages of a 400. */
export const CONSUMER_BOOKING_MESSAGES = {
  serviceLevel: 'Please select a service level',
  adults: 'Please enter the number of adults',
  children: 'Please enter the number of children',
  pax: 'Please enter the number of travelers',
  paxSum: 'The travelers are the adults and the children together',
  paxMax: 'Please enter less travelers',
  noPets: 'Pets are not allowed in this property',
  petDetails: 'Please tell us which pet you bring',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  fullname: 'Please enter the full name for the invoice',
  address: 'Please enter your address',
  city: 'Please enter your city',
  country: 'Please enter your country',
  email: 'Please enter your email address',
  emailFormat: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  paymentMethod: 'Please choose a payment method',
  paymentMethodNotAccepted: 'This property does not accept this payment method',
  privacy: 'Please accept the privacy policy',
  salesPolicy: 'Please accept the sales policy',
  strTerms: 'Please accept the terms and conditions',
  operatorTerms: "Please accept the lessor's terms and conditions",
  periodSold: LEAD_MESSAGES.periodSold,
  noPrice: LEAD_MESSAGES.noPrice,
  notBookable: 'This property cannot be booked online. Please send us an enquiry instead.',
  propertyId: 'Unknown property',
  success: 'Thank you for your booking! We will send you a confirmation email within the next few minutes',
  failure: 'A problem occurred. Please reach us via email or phone',
} as const
const M = CONSUMER_BOOKING_MESSAGES

/** What the rules read of a property. */
export type BookableProperty = {
  beds: { adults: number | null; children: number | null }
  petsAllowed: boolean
  serviceLevels: readonly string[]
  salesInformation?: Pick<PublicSalesInformation, 'acceptedPaymentMethods' | 'termsAndConditions'> | null
}

/**
 * A property takes a consumer booking online when its sales information names the lessor's terms
 * (the guest accepts them with the booking) and accepts credit cards (the prepayment is charged
 * through a payment link): docs/decisions/052-consumer-online-booking.md. Others are enquired.
 */
export function acceptsOnlineBooking(property: Pick<BookableProperty, 'salesInformation'>): boolean {
  const si = property.salesInformation
  return !!si && si.acceptedPaymentMethods.includes('creditCard') && !!si.termsAndConditions?.trim()
}

/** The payment methods the form offers: the property's accepted ones. */
export function offeredPaymentMethods(property: Pick<BookableProperty, 'salesInformation'>): PaymentMethod[] {
  return (['creditCard', 'bankTransfer'] as const).filter((m) =>
    property.salesInformation?.acceptedPaymentMethods.includes(m),
  )
}

export type ConsumerBookingContext = {
  /** the earliest accepted check-in (the visitor's today; the server's today minus the one-day leeway) */
  today: string
  stays: readonly QuoteStay[]
  property: BookableProperty
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const Text = (message: string, max: number) => requiredText(message, max)
const accept = (message: string) => mustAccept(message)

const ConsumerBookingObject = v.object({
  propertyId: v.optional(objectId(M.propertyId), ''),
  language: languageField,
  checkIn: requiredDate(P.checkInRequired),
  checkOut: requiredDate(P.checkOutRequired),
  serviceLevel: Text(M.serviceLevel, 60),
  adults: guestCount(M.adults, 1),
  children: guestCount(M.children, 0),
  pax: guestCount(M.pax, 1, PAX_FALLBACK_MAX * 4),
  hasPet: v.optional(v.boolean(), false),
  petDetails: optionalText(500),
  firstName: Text(M.firstName, 100),
  lastName: Text(M.lastName, 100),
  fullname: Text(M.fullname, 200),
  address: Text(M.address, 300),
  city: Text(M.city, 120),
  country: Text(M.country, 80),
  email: v.pipe(Text(M.email, 320), v.regex(EMAIL, M.emailFormat)),
  phone: Text(M.phone, 60),
  // a missing method gets its own message, not valibot's 'Invalid key'
  paymentMethod: v.optional(v.picklist(['creditCard', 'bankTransfer'], M.paymentMethod), '' as PaymentMethod),
  consents: v.optional(
    v.object({
      privacy: accept(M.privacy),
      salesPolicy: accept(M.salesPolicy),
      strTerms: accept(M.strTerms),
      operatorTermsAndConditions: accept(M.operatorTerms),
    }),
    {},
  ),
})
type Fields = v.InferOutput<typeof ConsumerBookingObject>

/**
 * One rule: a check on some fields with its message on one field (`price`: no field, the form's
 * summary). partialCheck runs it once those fields are valid, whatever the other fields are.
 */
function rule(
  keys: readonly (keyof Fields)[],
  ok: (f: Fields) => boolean,
  message: string,
  on: keyof Fields | 'price',
) {
  const check = v.partialCheck(keys.map((k) => [k]) as never, (f) => ok(f as unknown as Fields), message)
  return v.forward(check as never, [on] as never) as unknown as v.BaseValidation<Fields, Fields, v.BaseIssue<unknown>>
}

/**
 * The whole consumer booking (docs/product/leads.md#consumer-booking): the period rules, the period
 * not sold, a price for the period and service level (the message lands on `price`, which the form
 * shows in its summary), pax = adults + children within the beds, pets only where allowed and then
 * described, an accepted payment method, and the four consents.
 */
export function consumerBookingSchema(ctx: ConsumerBookingContext) {
  const { property } = ctx
  const accepted = offeredPaymentMethods(property)
  const periodOf = (f: { checkIn: string; checkOut: string }) => ({ checkIn: f.checkIn, checkOut: f.checkOut })
  return v.pipe(
    ConsumerBookingObject,
    ...periodRules<Fields>({ today: () => ctx.today }),
    rule(
      ['checkIn', 'checkOut'],
      (f) => !isValidPeriod(f) || stayAvailability(ctx.stays, periodOf(f)) !== 'sold',
      M.periodSold,
      'checkIn',
    ),
    rule(['serviceLevel'], (f) => property.serviceLevels.includes(f.serviceLevel), M.serviceLevel, 'serviceLevel'),
    rule(
      ['checkIn', 'checkOut', 'serviceLevel'],
      (f) =>
        !isValidPeriod(f) ||
        f.checkIn < ctx.today ||
        stayAvailability(ctx.stays, periodOf(f)) === 'sold' ||
        consumerBookingQuote({ stays: ctx.stays, period: periodOf(f), serviceLevel: f.serviceLevel }).price !== null,
      M.noPrice,
      'price',
    ),
    rule(['adults', 'children', 'pax'], (f) => f.pax === f.adults + f.children, M.paxSum, 'pax'),
    rule(['pax'], (f) => f.pax <= maxPax(property.beds), M.paxMax, 'pax'),
    rule(['hasPet'], (f) => !f.hasPet || property.petsAllowed, M.noPets, 'hasPet'),
    rule(['hasPet', 'petDetails'], (f) => !f.hasPet || f.petDetails !== '', M.petDetails, 'petDetails'),
    rule(['paymentMethod'], (f) => accepted.includes(f.paymentMethod), M.paymentMethodNotAccepted, 'paymentMethod'),
  )
}

export type ConsumerBookingInput = v.InferInput<ReturnType<typeof consumerBookingSchema>>
export type ConsumerBooking = v.InferOutput<ReturnType<typeof consumerBookingSchema>>

/** The property of a request, read before the rest (the server needs the property and its stays for the rules). */
export const ConsumerBookingLookupSchema = v.object({
  propertyId: ConsumerBookingObject.entries.propertyId,
})

/** POST /api/bookings/consumer answers 201 with the stored booking request. */
export type ConsumerBookingAnswer = { _id: string; reference: string; status: 'requestedBooking' }
