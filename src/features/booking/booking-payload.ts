/**
 * The property lead payloads of the booking wizard and the property interest form
 * (docs/product/leads.md#payload): blank values dropped, references with their prefix once, the
 * card only when paying by a new card; checked by the one PropertyLeadPayloadSchema the server uses
 * (throws when the values do not make a valid lead).
 */
import * as v from 'valibot'
import { withPrefix } from '#domain/hotels/reference-prefix.ts'
import { dropBlankValues } from '#domain/leads/blank-values.ts'
import type { PropertyLeadPayload } from '#domain/leads/lead-payload.ts'
import { PropertyLeadPayloadSchema } from '#domain/leads/lead-payload.ts'
import type { LeadIntent } from '#domain/leads/lead-status.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import type { BookingValues, LeadFormConfig } from './booking-form.ts'
import { asksForCard } from './booking-form.ts'

export type InterestValues = Pick<
  BookingValues,
  | 'checkInDate'
  | 'checkOutDate'
  | 'serviceLevel'
  | 'firstName'
  | 'lastName'
  | 'nationality'
  | 'tls'
  | 'cc'
  | 'amexCardMember'
  | 'requestPriceDiscount'
>

const trimmed = (s: string) => s.trim()

function common(values: InterestValues, propertyId: string, intent: LeadIntent, config: LeadFormConfig) {
  return {
    _property: propertyId,
    intent,
    period: { checkInDate: values.checkInDate, checkOutDate: values.checkOutDate },
    serviceLevel: values.serviceLevel,
    client: {
      firstName: trimmed(values.firstName),
      lastName: trimmed(values.lastName),
      nationality: trimmed(values.nationality),
      amexCardMember: config.cardMember ? values.amexCardMember : undefined,
    },
    partner: { tls: withPrefix('TLS', values.tls), cc: withPrefix('CC', values.cc) },
  }
}

export type BookingPayloadContext = {
  propertyId: string
  intent: LeadIntent
  config: LeadFormConfig
  /** the summary the agent saw (the server computes its own) */
  summary: PriceSummary | null
  /** the price-discount checkbox is shown */
  showsDiscount: boolean
}

/** POST /api/sales/leads/new/property or PATCH …/{id}/property from the wizard. */
export function toBookingPayload(values: BookingValues, ctx: BookingPayloadContext): PropertyLeadPayload {
  const byCard = values.paymentMethod === 'creditCard'
  const card = asksForCard(values)
  const raw = {
    ...common(values, ctx.propertyId, ctx.intent, ctx.config),
    occupancy: { pax: Number(values.pax.trim()) },
    payments: {
      isPaidByCreditCard: byCard,
      subTotal: ctx.summary?.subTotal,
      creditCardFeeTotal: ctx.summary?.creditCardFeeTotal,
      currencyCode: ctx.summary?.currency,
    },
    requestPriceDiscount: ctx.showsDiscount ? values.requestPriceDiscount : undefined,
    bookingComments: values.bookingComments,
    ...(card
      ? {
          ccNumber: values.ccNumber.trim(),
          ccName: values.ccName.trim(),
          ccExpirationMonth: values.ccExpirationMonth,
          ccExpirationYearShort: values.ccExpirationYearShort,
          ccCvv: values.ccCvv,
        }
      : {}),
    useStoredCard: byCard && values.useStoredCard ? true : undefined,
    isDisclaimerAccepted: values.isDisclaimerAccepted,
  }
  return v.parse(PropertyLeadPayloadSchema, dropBlankValues(raw))
}

/**
 * POST /api/sales/leads/new/property from the property interest form (status interest); the
 * price-discount request only while its checkbox is shown (`showsDiscount`).
 */
export function toInterestPayload(
  values: InterestValues,
  propertyId: string,
  config: LeadFormConfig,
  showsDiscount: boolean,
): PropertyLeadPayload {
  const raw = {
    ...common(values, propertyId, 'interest', config),
    requestPriceDiscount: showsDiscount ? values.requestPriceDiscount : undefined,
  }
  return v.parse(PropertyLeadPayloadSchema, dropBlankValues(raw))
}
