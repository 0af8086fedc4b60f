import { pickPrice } from '#domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '#domain/property-search/currency.ts'
import type { IndexedStay } from '#server/catalogue/compact-stays.ts'
import type { IndexedProperty } from '#server/catalogue/types.ts'
import type { NearStay } from './types.ts'

/** The stay's price (chosen or lowest level) in EUR when it is available from today and passes the price filter, else undefined. */
function usable(
  p: IndexedProperty,
  s: IndexedStay,
  today: string,
  level: string | undefined,
  inRange: (eur: number | null) => boolean,
): number | null | undefined {
  if (!s.available || s.checkIn < today) return undefined
  const price = toEurOrNull(pickPrice(s.rates, level)?.price, p.currency)
  return inRange(price) ? price : undefined
}

/**
 * The available stay nearest to `checkIn` (check-in not before today) whose price passes the
 * price filter; `stays` are the property's (staysOf), sorted by check-in. No closures here: it runs for thousands of properties.
 */
export function nearestAvailable(
  p: IndexedProperty,
  stays: readonly IndexedStay[],
  checkIn: string,
  checkInDay: number,
  today: string,
  level: string | undefined,
  inRange: (eur: number | null) => boolean,
): NearStay | null {
  let lo = 0
  let hi = stays.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (stays[mid]!.checkIn < checkIn) lo = mid + 1
    else hi = mid
  }
  let after: NearStay | null = null
  for (let i = lo; i < stays.length && !after; i++) {
    const price = usable(p, stays[i]!, today, level, inRange)
    if (price !== undefined) after = { p, stay: stays[i]!, price, distance: stays[i]!.day - checkInDay }
  }
  for (let i = lo - 1; i >= 0 && stays[i]!.checkIn >= today; i--) {
    const price = usable(p, stays[i]!, today, level, inRange)
    if (price === undefined) continue
    const distance = checkInDay - stays[i]!.day
    return after && after.distance <= distance ? after : { p, stay: stays[i]!, price, distance }
  }
  return after
}
