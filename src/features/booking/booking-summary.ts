import type { PublicSalesInformation, Stay } from '#domain/catalogue/types.ts'
import { commissionLevel } from '#domain/leads/lead-price.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { priceSummary } from '#domain/leads/price-summary.ts'
import type { BookingValues } from './booking-form.ts'
import { stayPrice } from './booking-form.ts'

export type CommissionLevels = { commission: number | null; commissionPerStay: Record<string, number> }

export type SummaryContext = {
  stays: readonly Stay[]
  currency: string
  salesInformation: Partial<PublicSalesInformation> | undefined
  /** the property's commission levels when the theme shows commission, else null (the server weighs them the same way) */
  commissionLevels: CommissionLevels | null
  today: string
}

/**
 * The booking's price summary (docs/product/leads.md#price-summary) from the stays' price of the
 * period and service level, as the server computes it; null when there is no price.
 */
export function bookingSummary(
  values: Pick<BookingValues, 'checkInDate' | 'checkOutDate' | 'serviceLevel' | 'paymentMethod'>,
  ctx: SummaryContext,
): PriceSummary | null {
  const quote = stayPrice(ctx.stays, values, values.serviceLevel)
  if (!quote) return null
  return priceSummary({
    subTotal: quote.price,
    currency: ctx.currency,
    checkInDate: values.checkInDate,
    today: ctx.today,
    isPaidByCreditCard: values.paymentMethod === 'creditCard',
    salesInformation: ctx.salesInformation,
    commissionLevel: ctx.commissionLevels
      ? commissionLevel(quote.stays, values.serviceLevel, ctx.commissionLevels)
      : null,
  })
}
