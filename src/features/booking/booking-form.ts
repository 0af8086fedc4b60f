/**
 * The booking wizard's rules (docs/product/leads.md#booking-wizard): what the theme and the user make
 * of the form, the intent of a submission, the price of the chosen period and service level, and the
 * step schemas. Pure: the step schemas are built from the lead payload's pieces and texts
 * (src/domain/leads; the client entries are the domain's lead-client-rules.ts), and the final payload
 * is checked by the same PropertyLeadPayloadSchema the server uses (booking-payload.ts).
 */
import * as v from 'valibot'
import type { Brand } from '#domain/brand/brand-types.ts'
import type { Stay } from '#domain/catalogue/types.ts'
import { checkOutAfterCheckIn, inOrder, isoDate } from '#domain/dates/period.ts'
import { CardCvv, CardMonth, CardName, CardNumber, CardYear } from '#domain/leads/card.ts'
import { leadClientEntries, servesCardMembers } from '#domain/leads/lead-client-rules.ts'
import { LEAD_MESSAGES } from '#domain/leads/lead-payload.ts'
import { checkInNotBefore } from '#domain/leads/lead-submission.ts'
import type { LeadIntent, LeadStatus } from '#domain/leads/lead-status.ts'
import { statusAfterSubmit } from '#domain/leads/lead-status.ts'
import type { PaymentMethod } from '#domain/leads/payment-method.ts'
import { offersPriceDiscount } from '#domain/leads/price-discount.ts'
import { periodPrice } from '#domain/leads/lead-price.ts'
import { optionalText } from '#domain/validation/required-text.ts'

export type WizardKind = 'book-now' | 'take-option'

/** The form's values, as typed (numbers and dates as strings). */
export type BookingValues = {
  checkInDate: string
  checkOutDate: string
  serviceLevel: string
  pax: string
  /** booking reference (TLS…) */
  tls: string
  /** client reference (CC…) */
  cc: string
  firstName: string
  lastName: string
  nationality: string
  amexCardMember: string
  bookingComments: string
  requestPriceDiscount: boolean
  paymentMethod: PaymentMethod
  /** a change keeps the card stored with the lead */
  useStoredCard: boolean
  ccNumber: string
  ccName: string
  ccExpirationMonth: string
  ccExpirationYearShort: string
  ccCvv: string
  isDisclaimerAccepted: boolean
}

export const EMPTY_BOOKING: BookingValues = {
  checkInDate: '',
  checkOutDate: '',
  serviceLevel: '',
  pax: '',
  tls: '',
  cc: '',
  firstName: '',
  lastName: '',
  nationality: '',
  amexCardMember: '',
  bookingComments: '',
  requestPriceDiscount: false,
  paymentMethod: 'bankTransfer',
  useStoredCard: false,
  ccNumber: '',
  ccName: '',
  ccExpirationMonth: '',
  ccExpirationYearShort: '',
  ccCvv: '',
  isDisclaimerAccepted: false,
}

/** What the theme and the user make of the lead forms. */
export type LeadFormConfig = {
  bookingReference: { isRequired: boolean; name: string }
  clientReference: { isRequired: boolean; name: string }
  /** the card-member field shows, and is required */
  cardMember: boolean
  /** the theme shows commission */
  showsCommission: boolean
}

export function leadFormConfig(
  brand: Pick<Brand, 'bookingReference' | 'clientReference' | 'cardBrand'>,
  role: string | null | undefined,
  showsCommission: boolean,
): LeadFormConfig {
  return {
    bookingReference: { isRequired: brand.bookingReference.isRequired, name: brand.bookingReference.name },
    clientReference: { isRequired: brand.clientReference.isRequired, name: brand.clientReference.name },
    cardMember: servesCardMembers(role, brand),
    showsCommission,
  }
}

/**
 * The steps' names: details, payment, summary; an agency theme calls them contact, payment, check
 * (docs/product/leads.md#booking-wizard).
 */
export function stepNames(
  brand: Pick<Brand, 'agencyThemeId'>,
): readonly ['details' | 'contact', 'payment', 'summary' | 'check'] {
  return brand.agencyThemeId ? ['contact', 'payment', 'check'] : ['details', 'payment', 'summary']
}

/**
 * What a submission asks for: a new lead is a booking (book-now) or an option (take-option); on an
 * existing lead the same, when its status allows it, else a change request that keeps the status;
 * null when the lead can no longer be changed.
 */
export function intentFor(kind: WizardKind, stored?: LeadStatus): LeadIntent | null {
  const wanted: LeadIntent = kind === 'book-now' ? 'booking' : 'option'
  if (statusAfterSubmit(wanted, stored) !== null) return wanted
  return stored !== undefined && statusAfterSubmit('changeRequest', stored) !== null ? 'changeRequest' : null
}

/**
 * The status the price-discount rule reads: the stored status of the lead being changed, or for a
 * new lead the status it is asked for (requestedOption, requestedBooking).
 */
export function discountStatus(intent: LeadIntent, stored?: LeadStatus): LeadStatus | null {
  return stored ?? statusAfterSubmit(intent)
}

export type StayPeriod = { checkInDate: string; checkOutDate: string }

const validPeriod = (p: StayPeriod) => inOrder(p.checkInDate, p.checkOutDate)

/**
 * The price of the period for the service level from the property's stays (the stays it overlaps,
 * contiguous and covering it; docs/product/storefront-search.md#price-of-a-period), with those
 * stays; null: no price.
 */
export function stayPrice(
  stays: readonly Stay[],
  period: StayPeriod,
  serviceLevel: string,
): { price: number; stays: Stay[] } | null {
  return validPeriod(period) ? periodPrice(stays, period, serviceLevel) : null
}

/** The price-discount checkbox shows (docs/product/leads.md#price-discount). */
export function showsPriceDiscount(status: LeadStatus | null, stays: readonly Stay[], period: StayPeriod): boolean {
  return status !== null && validPeriod(period) && offersPriceDiscount(status, stays, period)
}

const requiredDate = isoDate

/** The period (check-in not before `today`, check-out after check-in) and the service level. */
export function periodEntries(today: string, serviceLevels: readonly string[]) {
  return {
    checkInDate: v.pipe(requiredDate(LEAD_MESSAGES.checkIn), checkInNotBefore(today)),
    checkOutDate: requiredDate(LEAD_MESSAGES.checkOut),
    serviceLevel: v.pipe(
      v.string(LEAD_MESSAGES.serviceLevel),
      v.check((s: string) => serviceLevels.includes(s), LEAD_MESSAGES.serviceLevel),
    ),
  }
}

/** The client and the references, as the theme configures them: the domain's lead client entries. */
export function clientEntries(config: LeadFormConfig, nationalityRequired: boolean) {
  return leadClientEntries(config, { nationalityRequired })
}

export type DetailsContext = {
  today: string
  serviceLevels: readonly string[]
  maxPax: number
  config: LeadFormConfig
  /** the period is sold for this submission (refusesSoldPeriod); default: never */
  sold?: (period: StayPeriod) => boolean
}

/** Step 1: period, service level, pax (1 to the property's beds, 25 when unknown), client, references, comments. */
export function detailsSchema(ctx: DetailsContext) {
  const Details = v.object({
    ...periodEntries(ctx.today, ctx.serviceLevels),
    ...clientEntries(ctx.config, false),
    pax: v.pipe(
      v.string(LEAD_MESSAGES.pax),
      v.regex(/^\s*\d+\s*$/, LEAD_MESSAGES.pax),
      v.check((s: string) => Number(s) >= 1, LEAD_MESSAGES.pax),
      v.check((s: string) => Number(s) <= ctx.maxPax, LEAD_MESSAGES.paxMax(ctx.maxPax)),
    ),
    bookingComments: optionalText(2000),
    requestPriceDiscount: v.boolean(),
  })
  const sold = ctx.sold ?? (() => false)
  const notSold = v.forward(
    v.partialCheck<StayPeriod, [['checkInDate'], ['checkOutDate']], StayPeriod, string>(
      [['checkInDate'], ['checkOutDate']],
      (p: StayPeriod) => !inOrder(p.checkInDate, p.checkOutDate) || !sold(p),
      LEAD_MESSAGES.periodSold,
    ),
    ['checkInDate'],
  ) as unknown as v.BaseValidation<v.InferOutput<typeof Details>, v.InferOutput<typeof Details>, v.BaseIssue<unknown>>
  return v.pipe(Details, checkOutAfterCheckIn<v.InferOutput<typeof Details>>('dated'), notSold)
}

/** Whether step 2 asks for the card: paying by card without keeping the stored card. */
export const asksForCard = (values: Pick<BookingValues, 'paymentMethod' | 'useStoredCard'>) =>
  values.paymentMethod === 'creditCard' && !values.useStoredCard

/** Step 2: the payment method among the accepted ones; the card (every §5 rule, card.ts) when `withCard`. */
export function paymentSchema(accepted: readonly PaymentMethod[], withCard: boolean) {
  const paymentMethod = v.picklist(accepted.length ? accepted : (['bankTransfer'] as const), PAYMENT_METHOD_MESSAGE)
  if (!withCard) return v.object({ paymentMethod })
  return v.object({
    paymentMethod,
    ccNumber: CardNumber,
    ccName: CardName,
    ccExpirationMonth: CardMonth,
    ccExpirationYearShort: CardYear,
    ccCvv: CardCvv,
  })
}

export const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method'

/** Step 3: the disclaimer. */
export const summarySchema = v.object({
  isDisclaimerAccepted: v.pipe(
    v.boolean(),
    v.check((accepted: boolean) => accepted, LEAD_MESSAGES.disclaimer),
  ),
})
