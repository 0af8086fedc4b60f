/**
 * The price of a property lead (docs/product/leads.md#price-summary), the same for the booking
 * wizard, the consumer booking and the server: the stays the period covers, summed at the service
 * level (the property search's rule, flexible-periods.ts); the commission level is the stays' own
 * levels (commissionPerStay, else the property's), weighted by their rates.
 */
import type { CommissionLevels, Stay } from '../catalogue/types.ts'
import { inOrder } from '../dates/period.ts'
import { overlappingSorted, periodTotals, pickPrice } from '../property-search/flexible-periods.ts'

export type PricedStay = Pick<Stay, '_id' | 'checkIn' | 'checkOut' | 'available' | 'rates'>
export type LeadPeriod = { checkInDate: string; checkOutDate: string }

const byCheckIn = (a: { checkIn: string }, b: { checkIn: string }) =>
  a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0

/** The period's price at the service level and the stays it covers; null when there is none. */
export function periodPrice<S extends PricedStay>(
  stays: readonly S[],
  period: LeadPeriod,
  serviceLevel: string,
): { price: number; stays: S[] } | null {
  if (!serviceLevel || !inOrder(period.checkInDate, period.checkOutDate)) return null
  const asked = { checkIn: period.checkInDate, checkOut: period.checkOutDate }
  const inPeriod = overlappingSorted([...stays].sort(byCheckIn), asked)
  const picked = pickPrice(periodTotals(inPeriod, asked, [serviceLevel]), serviceLevel)
  return picked ? { price: picked.price, stays: inPeriod } : null
}

/** The rate-weighted commission level of the stays in percent; null when none is known. */
export function commissionLevel(
  inPeriod: readonly PricedStay[],
  serviceLevel: string,
  levels: { commission: number | null; commissionPerStay?: CommissionLevels['commissionPerStay'] } | null,
): number | null {
  if (!levels) return null
  let weighted = 0
  let sum = 0
  for (const stay of inPeriod) {
    const level = levels.commissionPerStay?.[stay._id] ?? levels.commission
    if (typeof level !== 'number' || !Number.isFinite(level)) return null
    const rate = stay.rates[serviceLevel] ?? 0
    weighted += rate * level
    sum += rate
  }
  return sum > 0 ? weighted / sum : null
}
