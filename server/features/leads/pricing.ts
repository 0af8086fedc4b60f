/**
 * The server's price of a property lead (docs/product/leads.md#price-summary): the period's price
 * and the stays' weighted commission level (lead-price.ts, the same as the booking wizard's), then
 * the booking summary (price-summary.ts).
 */
import type { SalesInformation } from '#domain/catalogue/types.ts'
import { commissionLevel, periodPrice, type PricedStay } from '#domain/leads/lead-price.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { priceSummary } from '#domain/leads/price-summary.ts'

export type { PricedStay }

export type PriceInput = {
  /** the property's stays */
  stays: readonly PricedStay[]
  period: { checkInDate: string; checkOutDate: string }
  serviceLevel: string
  currency: string
  salesInformation: SalesInformation | null
  isPaidByCreditCard: boolean
  today: string
}

/** The summary, or null when the period and service level have no price. Commission is always computed. */
export function leadPrice(input: PriceInput): PriceSummary | null {
  const quote = periodPrice(input.stays, input.period, input.serviceLevel)
  if (!quote) return null
  return priceSummary({
    subTotal: quote.price,
    currency: input.currency,
    checkInDate: input.period.checkInDate,
    today: input.today,
    isPaidByCreditCard: input.isPaidByCreditCard,
    salesInformation: input.salesInformation ?? undefined,
    commissionLevel: commissionLevel(quote.stays, input.serviceLevel, input.salesInformation),
  })
}
