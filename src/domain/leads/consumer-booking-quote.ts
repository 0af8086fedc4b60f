/**
 * The price of a consumer booking (docs/product/leads.md#consumer-booking): the period costs the
 * stays it covers (the property search's rule, flexible-periods.ts), at the chosen service level;
 * the summary is the booking wizard's (price-summary.ts) without commission. The form shows it, the
 * server stores its own computation.
 */
import type { PublicSalesInformation, Stay } from '../catalogue/types.ts'
import type { Period } from '../dates/period.ts'
import { overlappingSorted, periodTotals, pickPrice } from '../property-search/flexible-periods.ts'
import { stayAvailability, type StayAvailability } from '../properties/stay-availability.ts'
import type { PaymentMethod } from './payment-method.ts'
import { priceSummary, type PriceSummary } from './price-summary.ts'

export type QuoteStay = Pick<Stay, 'checkIn' | 'checkOut' | 'available' | 'rates'>

export type ConsumerQuote = { availability: StayAvailability; price: number | null }

/** Availability and price of the period at the service level; price null = no price (on request or a missing rate). */
export function consumerBookingQuote(input: {
  stays: readonly QuoteStay[]
  period: Period
  serviceLevel: string
}): ConsumerQuote {
  const sorted = [...input.stays].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0))
  const availability = stayAvailability(sorted, input.period)
  if (availability === 'sold' || !input.serviceLevel) return { availability, price: null }
  const totals = periodTotals(overlappingSorted(sorted, input.period), input.period, [input.serviceLevel])
  return { availability, price: pickPrice(totals, input.serviceLevel)?.price ?? null }
}

/** The summary of a consumer booking with a price: prepayment, final payment, deposit, card fee, total; never commission. */
export function consumerPriceSummary(input: {
  price: number
  currency: string
  checkIn: string
  today: string
  paymentMethod: PaymentMethod
  salesInformation: Partial<PublicSalesInformation> | null | undefined
}): PriceSummary {
  return priceSummary({
    subTotal: input.price,
    currency: input.currency,
    checkInDate: input.checkIn,
    today: input.today,
    isPaidByCreditCard: input.paymentMethod === 'creditCard',
    salesInformation: input.salesInformation ?? undefined,
    commissionLevel: null,
  })
}
