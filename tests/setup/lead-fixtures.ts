/**
 * A property of the test seed made predictable for the leads and ledger tests: its beds, service levels,
 * sales information and three weekly stays from `firstCheckIn` (the second without a Catered
 * price), and a payload builder.
 */
import { eq, isNotNull } from 'drizzle-orm'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { SalesInformation } from '#domain/catalogue/types.ts'
import type { Db } from '#server/db/client.ts'
import { properties, stays } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'

export const CARD = '4111 1111 1111 1111'
export const CVV = '7391'
/**
 * A JSON key with "cvv" in its name, at any depth. Only keys: a password hash or a packed card
 * ciphertext is random base64, which spells "cVV" by chance.
 */
export const FIELD_NAMED_CVV = /"[^"]*cvv[^"]*"\s*:/i
export const SALES: SalesInformation = {
  acceptedPaymentMethods: ['creditCard', 'bankTransfer'],
  creditCardFeeRatio: 0.03,
  cancellationTerms: [],
  paymentTerms: [{ daysBeforeCheckIn: 84, paymentRatio: 0.65 }],
  prepaymentRatio: 0.35,
  securityDeposit: 5000,
  securityDepositType: 'blocked',
  termsAndConditions: '',
  _rentalChannel: 'direct',
  commission: 10,
  commissionPerStay: {},
}

/** Saturdays about half a year ahead: the stays' check-ins. */
export function stayDates(today = utcToday()) {
  let first = addDays(today, 180)
  while (new Date(`${first}T00:00:00Z`).getUTCDay() !== 6) first = addDays(first, 1)
  return { first, second: addDays(first, 7), third: addDays(first, 14), end: addDays(first, 21) }
}

export async function prepareLeadProperty(db: Db, propertyId: string) {
  const d = stayDates()
  await db
    .update(properties)
    .set({
      bedsAdults: 6,
      bedsChildren: 2,
      serviceLevels: ['Selfcatered', 'Catered'],
      currency: 'EUR',
      salesInformation: SALES,
    })
    .where(eq(properties.id, propertyId))
  await db.delete(stays).where(eq(stays.propertyId, propertyId))
  const stay = (i: number, checkIn: string, rates: Record<string, number | null>) => ({
    id: stableId(`lead-test-stay:${propertyId}:${i}`),
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, 7),
    available: true,
    rates,
    minRate: rates.Selfcatered ?? null,
  })
  await db
    .insert(stays)
    .values([
      stay(1, d.first, { Selfcatered: 10_000, Catered: 20_000 }),
      stay(2, d.second, { Selfcatered: 12_000, Catered: null }),
      stay(3, d.third, { Selfcatered: 14_000, Catered: 24_000 }),
    ])
  return d
}

/** A booking paid by bank transfer for the first stay; `over` replaces top-level fields. */
export function leadPayload(propertyId: string, over: Record<string, unknown> = {}) {
  const d = stayDates()
  return {
    _property: propertyId,
    intent: 'booking',
    period: { checkInDate: d.first, checkOutDate: d.second },
    serviceLevel: 'Selfcatered',
    client: { firstName: 'Hélène', lastName: 'Vasseur', nationality: 'French' },
    partner: { tls: '4711', cc: 'cc 88' },
    occupancy: { pax: 4 },
    payments: { isPaidByCreditCard: false, subTotal: 1, currencyCode: 'EUR' },
    isDisclaimerAccepted: true,
    ...over,
  }
}

/** The same booking paid by card. */
export function cardPayload(propertyId: string, over: Record<string, unknown> = {}) {
  return leadPayload(propertyId, {
    payments: { isPaidByCreditCard: true, currencyCode: 'EUR' },
    ccNumber: CARD,
    ccName: 'Hélène Vasseur',
    ccExpirationMonth: '08',
    ccExpirationYearShort: '29',
    ccCvv: CVV,
    ...over,
  })
}

/**
 * Puts every week a lead holds back on sale (docs/decisions/143-bookings-take-their-weeks.md), as if those
 * leads had been declined: for tests that book the same fixture week more than once.
 */
export async function releaseHeldWeeks(db: Db) {
  await db.update(stays).set({ available: true, leadId: null }).where(isNotNull(stays.leadId))
}
