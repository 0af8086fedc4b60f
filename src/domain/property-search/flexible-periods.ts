/**
 * Periods and prices of the property search (weekly rental, flexible period:
 * docs/product/storefront-search.md#price-of-a-period):
 *
 * - Flexible: besides the asked period, the same number of nights arriving 1 day earlier (-1) or
 *   later (+1). An exact result wins; otherwise an available shifted period is an alternative.
 * - Price of a period: properties are let per stay (mostly Saturday to Saturday weeks), so a period
 *   costs the stays it overlaps — when those stays are contiguous and cover the whole period, the
 *   price is the sum of their rates (a Sunday-to-Sunday week costs the two weeks it touches; a
 *   Saturday-to-Saturday week costs its one matching stay). Otherwise, or when a rate is missing,
 *   the price is on request (null).
 * - Stays of a property never overlap; helpers named `…Sorted` need them sorted by check-in.
 */
import type { Stay } from '../catalogue/types.ts'
import { addDays } from '../dates/iso-date.ts'
import { cateringOrder } from '../properties/catering.ts'
import type { Period } from '../dates/period.ts'
import { availabilityOf, type StayAvailability } from '../properties/stay-availability.ts'
import type { BetterPrice, PeriodShift } from './search-answer.ts'

export type PriceStay = Pick<Stay, 'checkIn' | 'checkOut' | 'available' | 'rates'>
export type CandidatePeriod = Period & { diff: 0 | PeriodShift }

/** The exact period first, then (flexible) arrival 1 day earlier and 1 day later, same length. */
export function candidatePeriods(checkIn: string, checkOut: string, flexible: boolean): CandidatePeriod[] {
  const exact: CandidatePeriod = { checkIn, checkOut, diff: 0 }
  if (!flexible) return [exact]
  return [
    exact,
    { checkIn: addDays(checkIn, -1), checkOut: addDays(checkOut, -1), diff: -1 },
    { checkIn: addDays(checkIn, 1), checkOut: addDays(checkOut, 1), diff: 1 },
  ]
}

/** The stays overlapping the period, from stays sorted by check-in (binary search). */
export function overlappingSorted<S extends Pick<Stay, 'checkIn' | 'checkOut'>>(
  stays: readonly S[],
  period: Period,
): S[] {
  let lo = 0
  let hi = stays.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (stays[mid]!.checkOut <= period.checkIn) lo = mid + 1
    else hi = mid
  }
  const out: S[] = []
  for (let i = lo; i < stays.length && stays[i]!.checkIn < period.checkOut; i++) out.push(stays[i]!)
  return out
}

/** True when the stays are contiguous and cover the period from check-in to check-out. */
export function coversPeriod(inPeriod: readonly Pick<Stay, 'checkIn' | 'checkOut'>[], period: Period): boolean {
  if (inPeriod.length === 0) return false
  if (inPeriod[0]!.checkIn > period.checkIn || inPeriod[inPeriod.length - 1]!.checkOut < period.checkOut) return false
  for (let i = 1; i < inPeriod.length; i++) if (inPeriod[i]!.checkIn !== inPeriod[i - 1]!.checkOut) return false
  return true
}

/** Total per service level of a period from its overlapping stays (null per level = on request); null when not covered. */
export function periodTotals(
  inPeriod: readonly PriceStay[],
  period: Period,
  levels: readonly string[],
): Record<string, number | null> | null {
  if (!coversPeriod(inPeriod, period)) return null
  const totals: Record<string, number | null> = {}
  for (const level of levels) {
    let sum: number | null = 0
    for (const s of inPeriod) {
      const rate = s.rates[level]
      if (rate === null || rate === undefined) {
        sum = null
        break
      }
      sum += rate
    }
    totals[level] = sum
  }
  return totals
}

/** The price of the chosen level, or the lowest level with a price (catering order breaks ties); null = on request. */
export function pickPrice(
  totals: Record<string, number | null> | null,
  level?: string,
): { price: number; level: string } | null {
  if (!totals) return null
  if (level) {
    const p = totals[level]
    return p === null || p === undefined ? null : { price: p, level }
  }
  let best: { price: number; level: string } | null = null
  for (const l in totals) {
    const p = totals[l]
    if (p === null || p === undefined) continue
    if (!best || p < best.price || (p === best.price && cateringOrder(l) < cateringOrder(best.level)))
      best = { price: p, level: l }
  }
  return best
}

export type PeriodQuote = CandidatePeriod & {
  availability: StayAvailability
  totals: Record<string, number | null> | null
  price: number | null
  level: string | null
}

/** Availability and price of one period from stays sorted by check-in. */
export function quotePeriod(
  stays: readonly PriceStay[],
  period: CandidatePeriod,
  levels: readonly string[],
  level?: string,
): PeriodQuote {
  const inPeriod = overlappingSorted(stays, period)
  const totals = periodTotals(inPeriod, period, levels)
  const picked = pickPrice(totals, level)
  return {
    checkIn: period.checkIn,
    checkOut: period.checkOut,
    diff: period.diff,
    availability: availabilityOf(inPeriod),
    totals,
    price: picked?.price ?? null,
    level: picked?.level ?? null,
  }
}

/**
 * 'Better price 1 day prior/later': the cheapest available shifted period that costs less than the
 * asked one (which must have a price). Ties go to 1 day prior. Stays sorted by check-in.
 */
export function betterPricedPeriod(
  stays: readonly PriceStay[],
  period: Period,
  levels: readonly string[],
  level?: string,
): BetterPrice | null {
  const [exact, ...shifted] = candidatePeriods(period.checkIn, period.checkOut, true).map((p) =>
    quotePeriod(stays, p, levels, level),
  )
  return betterOf(exact!, shifted)
}

/**
 * Index of the better-priced shifted quote in `quotes` (quotes[0] is the asked period): available,
 * priced and cheaper than the priced asked period; the cheapest, ties to the earlier index (1 day
 * prior comes first). -1 when none. Allocation-free: the search runs it for thousands of properties.
 */
export function betterIndex(quotes: readonly PeriodQuote[]): number {
  const exact = quotes[0]?.price ?? null
  if (exact === null) return -1
  let best = -1
  for (let i = 1; i < quotes.length; i++) {
    const q = quotes[i]!
    if (q.availability !== 'available' || q.price === null || q.price >= exact) continue
    if (best < 0 || q.price < quotes[best]!.price!) best = i
  }
  return best
}

/**
 * Index of the shifted quote to offer when the asked period (quotes[0]) is not available: an
 * available one, the cheapest priced (ties to the earlier index), else the first available. With
 * `inRange` and `prices`, quote i must also pass inRange(prices[i]). -1 when none.
 */
export function alternativeIndex(
  quotes: readonly PeriodQuote[],
  inRange?: (price: number | null) => boolean,
  prices?: readonly (number | null)[],
): number {
  let best = -1
  for (let i = 1; i < quotes.length; i++) {
    const q = quotes[i]!
    if (q.diff === 0 || q.availability !== 'available') continue
    if (inRange && prices && !inRange(prices[i] ?? null)) continue
    const b = best < 0 ? null : quotes[best]!
    if (!b || (q.price !== null && (b.price === null || q.price < b.price))) best = i
  }
  return best
}

/** The better price of the asked quote among shifted ones (see betterIndex). */
export function betterOf(exact: PeriodQuote, shifted: readonly PeriodQuote[]): BetterPrice | null {
  const all = [exact, ...shifted]
  const i = betterIndex(all)
  if (i < 0) return null
  const q = all[i]!
  return {
    diff: q.diff as PeriodShift,
    period: { checkIn: q.checkIn, checkOut: q.checkOut },
    price: q.price!,
    savings: exact.price! - q.price!,
  }
}

/** The available shifted quote to offer when the exact period is not available (see alternativeIndex). */
export function alternativeOf(shifted: readonly PeriodQuote[]): PeriodQuote | null {
  const all: PeriodQuote[] = [
    { checkIn: '', checkOut: '', diff: 0, availability: 'on request', totals: null, price: null, level: null },
    ...shifted,
  ]
  const i = alternativeIndex(all)
  return i < 0 ? null : all[i]!
}
