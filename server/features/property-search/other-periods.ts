import { dayNumber } from '../../../src/domain/properties/iso-date.ts'
import { stayAvailability } from '../../../src/domain/properties/stay-availability.ts'
import { pickPrice } from '../../../src/domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '../../../src/domain/property-search/currency.ts'
import { OTHER_PERIODS_LIMIT, type OtherPeriodResult } from '../../../src/domain/property-search/search-answer.ts'
import type { PropertySearchFilter } from '../../../src/domain/property-search/search-filter.ts'
import type { IndexedProperty, IndexedStay, NearStay, PropertyQuotes } from './search-index.ts'
import { topK } from './top-k.ts'
import type { SearchOptions } from './search.ts'

type Found = NearStay
const anyPrice = () => true

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
function nearestAvailable(
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
 * Properties that match every filter but the period and are available in other periods (nearest
 * first). The nearest stay at any price is memoised with the period's quotes; it is recomputed only
 * when it fails the price filter.
 */
export function otherPeriods(
  rest: readonly IndexedProperty[],
  f: PropertySearchFilter & { checkIn: string },
  o: SearchOptions,
  inRange: (eur: number | null) => boolean,
  quotes: (p: IndexedProperty) => PropertyQuotes,
): OtherPeriodResult[] {
  const found: Found[] = []
  const checkInDay = dayNumber(f.checkIn)
  for (const p of rest) {
    const pq = quotes(p)
    if (pq.near === undefined) pq.near = nearestAvailable(p, f.checkIn, checkInDay, o.today, f.serviceLevel, anyPrice)
    let hit = pq.near
    if (hit && !inRange(hit.price)) hit = nearestAvailable(p, f.checkIn, checkInDay, o.today, f.serviceLevel, inRange)
    if (hit) found.push(hit)
  }
  return topK(found, OTHER_PERIODS_LIMIT, byDistance).map(({ p, stay, price }) => ({
    ...p.card,
    path: p.paths[o.lang],
    availability: stayAvailability(p.stays, { checkIn: f.checkIn, checkOut: f.checkOut ?? f.checkIn }),
    nextAvailable: { checkIn: stay.checkIn, checkOut: stay.checkOut, price },
  }))
}
