import { stayAvailability } from '../../../src/domain/properties/stay-availability.ts'
import { pickPrice } from '../../../src/domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '../../../src/domain/property-search/currency.ts'
import { OTHER_PERIODS_LIMIT, type OtherPeriodResult } from '../../../src/domain/property-search/search-answer.ts'
import type { PropertySearchFilter } from '../../../src/domain/property-search/search-filter.ts'
import type { Language } from '../../../src/domain/catalogue/types.ts'
import { inRange, nearInRange, REST, type PreparedSearch, type PriceRange } from './prepared-search.ts'
import type { IndexedProperty, IndexedStay, NearStay } from './search-index.ts'
import { insertIntoWindow } from './top-k.ts'

export type Found = NearStay

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
 * price filter; stays sorted by check-in. No closures here: it runs for thousands of properties.
 */
export function nearestAvailable(
  p: IndexedProperty,
  checkIn: string,
  checkInDay: number,
  today: string,
  level: string | undefined,
  inRange: (eur: number | null) => boolean,
): Found | null {
  const stays = p.stays
  let lo = 0
  let hi = stays.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (stays[mid]!.checkIn < checkIn) lo = mid + 1
    else hi = mid
  }
  let after: Found | null = null
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

function byDistance(a: Found, b: Found): number {
  return (
    a.distance - b.distance ||
    (a.price ?? Infinity) - (b.price ?? Infinity) ||
    a.p.sortOrder - b.p.sortOrder ||
    (a.p.id < b.p.id ? -1 : 1)
  )
}

/**
 * Properties that match every filter but the period and are not results (`rank` REST), available
 * in other periods: the nearest available stay whose price passes the filter, nearest first (at
 * most OTHER_PERIODS_LIMIT). The nearest stay at any price is prepared; an item whose in-range stay
 * can only be as near or farther is looked at in that order, so the walk stops once the list is
 * full and the next item's nearest stay at any price is farther than the list's last.
 */
export function otherPeriods(
  prep: PreparedSearch,
  rank: Uint8Array,
  range: PriceRange,
): Found[] {
  const top: Found[] = []
  const k = OTHER_PERIODS_LIMIT
  for (const j of prep.byNear) {
    if (rank[j] !== REST) continue
    const near = prep.near[j]!
    if (top.length === k && near.distance > top[k - 1]!.distance) break
    const hit = inRange(range, near.price ?? NaN) ? near : nearInRange(prep, j, range)
    if (!hit || (top.length === k && byDistance(hit, top[k - 1]!) >= 0)) continue
    insertIntoWindow(top, hit, k, byDistance)
  }
  return top
}

/** The answer objects of the other-period list. */
export function otherPeriodResults(found: readonly Found[], f: PropertySearchFilter & { checkIn: string }, lang: Language): OtherPeriodResult[] {
  return found.map(({ p, stay, price }) => ({
    ...p.card,
    path: p.paths[lang],
    availability: availabilityIn(p, f),
    nextAvailable: { checkIn: stay.checkIn, checkOut: stay.checkOut, price },
  }))
}

/** The availability of the asked period (for the other-period cards). */
export function availabilityIn(p: IndexedProperty, f: PropertySearchFilter & { checkIn: string }) {
  return stayAvailability(p.stays, { checkIn: f.checkIn, checkOut: f.checkOut ?? f.checkIn })
}
