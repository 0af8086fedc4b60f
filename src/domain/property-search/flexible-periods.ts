/**
 * Periods and prices of the property search (SPEC.md §9 weekly rental, flexible period):
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
import { addDays } from '../properties/iso-date.ts'
import { cateringOrder } from '../properties/catering.ts'
import { availabilityOf, type Period, type StayAvailability } from '../properties/stay-availability.ts'
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
export function overlappingSorted<S extends Pick<Stay, 'checkIn' | 'checkOut'>>(stays: readonly S[], period: Period): S[] {
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
export function periodTotals(inPeriod: readonly PriceStay[], period: Period, levels: readonly string[]): Record<string, number | null> | null {
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
export function pickPrice(totals: Record<string, number | null> | null, level?: string): { price: number; level: string } | null {
  if (!totals) return null
  if (level) {
    const p = totals[level]
    return p === null || p === undefined ? null : { price: p, level }
  }
  let best: { price: number; level: string } | null = null
  for (const l in totals) {
    const p = totals[l]
    if (p === null || p === undefined) continue
    if (!best || p < best.price || (p === best.price && cateringOrder(l) < cateringOrder(best.level))) best = { price: p, level: l }
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
export function quotePeriod(stays: readonly PriceStay[], period: CandidatePeriod, levels: readonly string[], level?: string): PeriodQuote {
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
  const [exact, ...shifted] = candidatePeriods(period.checkIn, period.checkOut, true).map((p) => quotePeriod(stays, p, levels, level))
  return betterOf(exact!, shifted)
}

/** The better-priced quote among shifted quotes: available, priced and cheaper than the (priced) exact one. */
export function betterOf(exact: PeriodQuote, shifted: readonly PeriodQuote[]): BetterPrice | null {
  if (exact.price === null) return null
  let best: BetterPrice | null = null
  for (const q of shifted) {
    if (q.diff === 0 || q.availability !== 'available' || q.price === null || q.price >= exact.price) continue
    if (!best || q.price < best.price) {
      best = { diff: q.diff, period: { checkIn: q.checkIn, checkOut: q.checkOut }, price: q.price, savings: exact.price - q.price }
    }
  }
  return best
}

/** The available shifted quote to offer when the exact period is not available: cheapest, ties to 1 day prior. */
export function alternativeOf(shifted: readonly PeriodQuote[]): PeriodQuote | null {
  let best: PeriodQuote | null = null
  for (const q of shifted) {
    if (q.diff === 0 || q.availability !== 'available') continue
    if (!best || (q.price !== null && (best.price === null || q.price < best.price))) best = q
  }
  return best
}
