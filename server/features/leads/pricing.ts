/**
 * The server's price of a property lead (docs/product/leads.md#price-summary): the stays the
 * period covers, summed for the service level (the property search's own rule, flexible-periods.ts),
 * then the booking summary (price-summary.ts). The commission level is the stays' own levels
 * (commissionPerStay, else the property's), weighted by their rates.
 */
import type { SalesInformation } from '#domain/catalogue/types.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { priceSummary } from '#domain/leads/price-summary.ts'
import { overlappingSorted, periodTotals, pickPrice, type PriceStay } from '#domain/property-search/flexible-periods.ts'

export type PricedStay = PriceStay & { _id: string }

export type PriceInput = {
  /** the property's stays, sorted by check-in */
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
  const period = { checkIn: input.period.checkInDate, checkOut: input.period.checkOutDate }
  const inPeriod = overlappingSorted(input.stays, period)
  const picked = pickPrice(periodTotals(inPeriod, period, [input.serviceLevel]), input.serviceLevel)
  if (!picked) return null
  return priceSummary({
    subTotal: picked.price,
    currency: input.currency,
    checkInDate: input.period.checkInDate,
    today: input.today,
    isPaidByCreditCard: input.isPaidByCreditCard,
    salesInformation: input.salesInformation ?? undefined,
    commissionLevel: commissionLevel(inPeriod, input.serviceLevel, input.salesInformation),
  })
}

/** The rate-weighted commission level of the stays in percent; null when none is known. */
export function commissionLevel(
  inPeriod: readonly PricedStay[],
  serviceLevel: string,
  si: Pick<SalesInformation, 'commission' | 'commissionPerStay'> | null,
): number | null {
  if (!si) return null
  let weighted = 0
  let sum = 0
  for (const stay of inPeriod) {
    const level = si.commissionPerStay?.[stay._id] ?? si.commission
    if (typeof level !== 'number' || !Number.isFinite(level)) return null
    const rate = stay.rates[serviceLevel] ?? 0
    weighted += rate * level
    sum += rate
  }
  return sum > 0 ? weighted / sum : null
}
