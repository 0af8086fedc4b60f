import { stayAvailability } from '#domain/properties/stay-availability.ts'
import { OTHER_PERIODS_LIMIT } from '#domain/property-search/search-answer.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { dayNumber } from '#domain/dates/iso-date.ts'
import { staysOverlapping } from '#server/catalogue/compact-stays.ts'
import type { IndexedProperty } from '#server/catalogue/types.ts'
import type { NearFound } from './near-list.ts'

/**
 * The other-period list (docs/product/storefront-search.md#other-periods): properties that match
 * every filter but the period and are not results, available in other periods — the nearest
 * available stay whose price passes the filter, nearest first, then by price (none last), then in
 * catalogue order (sortOrder, id); at most OTHER_PERIODS_LIMIT. The ranking pass (rank-prepared.ts)
 * offers its items in the order of their nearest stay at any price, so the list is complete once
 * it is full and the next item's nearest stay is farther than its last.
 */
export type OtherWindow = {
  size: number
  /** per entry: the item (index in the prepared search), its stay, price in EUR (NaN = none), distance in days, catalogue order */
  item: Int32Array
  stay: Int32Array
  price: Float64Array
  distance: Float64Array
  order: Int32Array
}

const scratch: OtherWindow = {
  size: 0,
  item: new Int32Array(OTHER_PERIODS_LIMIT),
  stay: new Int32Array(OTHER_PERIODS_LIMIT),
  price: new Float64Array(OTHER_PERIODS_LIMIT),
  distance: new Float64Array(OTHER_PERIODS_LIMIT),
  order: new Int32Array(OTHER_PERIODS_LIMIT),
}

/** The window of one request, emptied (one, reused: the search is synchronous and its answer is written before the next). */
export function otherWindow(): OtherWindow {
  scratch.size = 0
  return scratch
}

/** True when the found stay (catalogue order `order`) comes before entry `e` of the window. */
function foundBefore(w: OtherWindow, found: NearFound, order: number, e: number): boolean {
  if (found.distance !== w.distance[e]) return found.distance < w.distance[e]!
  const a = found.price === found.price ? found.price : Infinity
  const b = w.price[e] === w.price[e] ? w.price[e]! : Infinity
  if (a !== b) return a < b
  return order < w.order[e]!
}

/** Full, and the next item's nearest stay at any price (`distance`) is farther than the last entry: no later item can enter. */
export const windowClosed = (w: OtherWindow, distance: number) =>
  w.size === OTHER_PERIODS_LIMIT && distance > w.distance[OTHER_PERIODS_LIMIT - 1]!

/** Puts item `j`'s found stay into the window in list order (kept to OTHER_PERIODS_LIMIT); false when the full window refuses it. */
export function offerOther(w: OtherWindow, j: number, found: NearFound, order: number): boolean {
  const k = OTHER_PERIODS_LIMIT
  if (w.size === k && !foundBefore(w, found, order, k - 1)) return false
  let at = w.size
  while (at > 0 && foundBefore(w, found, order, at - 1)) at--
  for (let e = Math.min(w.size, k - 1); e > at; e--) {
    w.item[e] = w.item[e - 1]!
    w.stay[e] = w.stay[e - 1]!
    w.price[e] = w.price[e - 1]!
    w.distance[e] = w.distance[e - 1]!
    w.order[e] = w.order[e - 1]!
  }
  w.item[at] = j
  w.stay[at] = found.stay
  w.price[at] = found.price
  w.distance[at] = found.distance
  w.order[at] = order
  if (w.size < k) w.size++
  return true
}

/** The asked period and its days (once per answer). */
export function askedDays(f: PropertySearchFilter & { checkIn: string }) {
  const period = { checkIn: f.checkIn, checkOut: f.checkOut ?? f.checkIn }
  return { period, fromDay: dayNumber(period.checkIn), toDay: dayNumber(period.checkOut) }
}

/** The availability of the asked period (for the other-period cards). */
export function availabilityIn(
  p: IndexedProperty,
  f: PropertySearchFilter & { checkIn: string },
  asked = askedDays(f),
) {
  return stayAvailability(staysOverlapping(p.stays, asked.fromDay, asked.toDay), asked.period)
}
