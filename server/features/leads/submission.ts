/**
 * A submitted property lead checked and priced by the server (docs/product/leads.md#payload), once
 * the route checked its body (src/domain/leads/lead-submission.ts): the theme's references and
 * card-member field, pax within the property's beds, a known service level, a changed check-in not
 * in the past on a PATCH, the status the intent gives (409 otherwise),
 * and the price from the property's stays (400 with the no-price text, except for an interest).
 * The card is kept only as digits for encryption; the CVV is checked by the schema and dropped here.
 */
import { createHash } from 'node:crypto'
import { utcToday } from '#domain/dates/iso-date.ts'
import { earliestAcceptedCheckIn } from '#domain/dates/period.ts'
import { withPrefix } from '#domain/hotels/reference-prefix.ts'
import { dropBlankValues } from '#domain/leads/blank-values.ts'
import { CARD_MESSAGES, cardDigits } from '#domain/leads/card.ts'
import { LEAD_MESSAGES, maxPax, type PropertyLeadPayload } from '#domain/leads/lead-payload.ts'
import { statusAfterSubmit, type LeadStatus } from '#domain/leads/lead-status.ts'
import { offersPriceDiscount } from '#domain/leads/price-discount.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import type { SalesInformation } from '#domain/catalogue/types.ts'
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '#server/lib/errors.ts'
import { leadPrice, type PricedStay } from './pricing.ts'
import { refusesSoldPeriod } from '#domain/leads/sold-period.ts'
import { asSeenBy } from '#domain/leads/week-hold.ts'
import type { LeadChanges, LeadRow } from './repository.ts'
import { themeErrors, type ThemeFacts } from './theme-rules.ts'
import { canonicalJson } from '#server/lib/canonical-json.ts'

/** What the leads feature reads of a property (composed in server/app.ts from the properties feature). */
export type LeadProperty = {
  id: string
  name: string
  city: string
  currency: string
  beds: { adults: number | null; children: number | null }
  serviceLevels: string[]
  salesInformation: SalesInformation | null
}
export type PropertyLookup = (id: string) => Promise<LeadProperty | undefined>
/**
 * The property's stays sorted by check-in (composed in server/app.ts from the stays feature), with the lead
 * that holds each (null: none; docs/decisions/143-bookings-take-their-weeks.md).
 */
export type StayLookup = (propertyId: string) => Promise<(PricedStay & { leadId: string | null })[]>

export type Submission = {
  payload: PropertyLeadPayload
  property: LeadProperty
  status: LeadStatus
  price: PriceSummary | null
  /** the values to store, the card excepted */
  values: LeadChanges
  /** the card's digits when a new card came with the payload; 'keep' the stored one; null none */
  card: { digits: string; lastFour: string; name: string; month: string; year: string } | 'keep' | null
}

/** JSON with sorted keys and without the CVV: equal content gives equal text whatever the key order. */
export const canonicalPayload = (p: PropertyLeadPayload): string => canonicalJson(p, NOT_COMPARED)
const NOT_COMPARED = new Set(['ccCvv'])
/** A payload without a card: a plain digest is enough. */
export const plainDigest = (text: string) => createHash('sha256').update(text).digest('hex')

const paysByCard = (p: PropertyLeadPayload) => p.intent !== 'interest' && p.payments?.isPaidByCreditCard === true

export async function checkSubmission(
  p: PropertyLeadPayload,
  ctx: { theme: ThemeFacts; property: PropertyLookup; stays: StayLookup; now: Date; previous?: LeadRow },
): Promise<Submission> {
  const { previous } = ctx
  const property = await ctx.property(p._property)
  if (!property) throw new NotFoundError('Property')
  const errors: FieldErrors = { ...themeErrors(p, ctx.theme) }
  const max = maxPax(property.beds)
  if (p.occupancy && p.occupancy.pax > max) errors['occupancy.pax'] = LEAD_MESSAGES.paxMax(max)
  if (property.serviceLevels.length && !property.serviceLevels.includes(p.serviceLevel))
    errors.serviceLevel = LEAD_MESSAGES.serviceLevel
  const today = utcToday(ctx.now)
  // a new lead's check-in was checked in the route; a change may keep a check-in that has passed
  if (previous && p.period.checkInDate < earliestAcceptedCheckIn(ctx.now) && previous.checkIn !== p.period.checkInDate)
    errors['period.checkInDate'] = LEAD_MESSAGES.checkInPast
  if (previous && previous.propertyId !== p._property) errors._property = 'The property of a lead can not be changed'
  if (paysByCard(p) && p.useStoredCard && !p.ccNumber && !previous?.cardNumberEncrypted)
    errors.ccNumber = CARD_MESSAGES.number
  if (Object.keys(errors).length) throw new ValidationError(errors)

  const status = statusAfterSubmit(p.intent, previous?.status)
  if (!status)
    throw new ConflictError(`A lead in status ${previous?.status ?? 'new'} can not take a ${p.intent} request`)
  // the weeks this lead holds itself are free for it (a change request, the booking of its confirmed option)
  const stays = asSeenBy(await ctx.stays(property.id), previous?.id)
  const kept =
    previous?.checkIn && previous.checkOut ? { checkInDate: previous.checkIn, checkOutDate: previous.checkOut } : null
  if (refusesSoldPeriod(p.intent, stays, p.period, kept))
    throw new ValidationError({ 'period.checkInDate': LEAD_MESSAGES.periodSold }, LEAD_MESSAGES.periodSold)
  const isPaidByCreditCard = paysByCard(p)
  const price = leadPrice({
    stays,
    period: p.period,
    serviceLevel: p.serviceLevel,
    currency: property.currency,
    salesInformation: property.salesInformation,
    isPaidByCreditCard,
    today,
  })
  if (!price && p.intent !== 'interest') throw new ValidationError({ _: LEAD_MESSAGES.noPrice }, LEAD_MESSAGES.noPrice)

  const discountStatus = previous?.status ?? status
  const values: LeadChanges = {
    propertyId: property.id,
    status,
    intent: p.intent,
    checkIn: p.period.checkInDate,
    checkOut: p.period.checkOutDate,
    serviceLevel: p.serviceLevel,
    pax: p.occupancy?.pax ?? null,
    client: dropBlankValues({ ...p.client }),
    partner: dropBlankValues({ tls: withPrefix('TLS', p.partner?.tls), cc: withPrefix('CC', p.partner?.cc) }) ?? {},
    payments:
      p.intent === 'interest' && !p.payments
        ? null
        : {
            isPaidByCreditCard,
            isNegotiatedPrice: p.payments?.isNegotiatedPrice === true,
            submitted:
              dropBlankValues({
                subTotal: p.payments?.subTotal,
                creditCardFeeTotal: p.payments?.creditCardFeeTotal,
                currencyCode: p.payments?.currencyCode,
              }) ?? {},
          },
    priceSummary: price,
    currency: property.currency,
    total: price?.total ?? null,
    commission: price?.commission ?? null,
    requestPriceDiscount: p.requestPriceDiscount === true && offersPriceDiscount(discountStatus, stays, p.period),
    bookingComments: p.bookingComments ?? null,
  }
  const card: Submission['card'] = !isPaidByCreditCard
    ? null
    : p.ccNumber
      ? {
          digits: cardDigits(p.ccNumber),
          lastFour: cardDigits(p.ccNumber).slice(-4),
          name: p.ccName!,
          month: p.ccExpirationMonth!,
          year: p.ccExpirationYearShort!,
        }
      : 'keep'
  return { payload: p, property, status, price, values, card }
}
