import { stayAvailability } from '#domain/properties/stay-availability.ts'
import { OTHER_PERIODS_LIMIT, type OtherPeriodResult } from '#domain/property-search/search-answer.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import type { Language } from '#domain/catalogue/types.ts'
import { dayNumber } from '#domain/dates/iso-date.ts'
import { stayAt, staysOverlapping } from '#server/catalogue/compact-stays.ts'
import type { IndexedProperty } from '#server/catalogue/types.ts'
import { nearInRange, REST, type NearFound } from './prepared-search.ts'
import { insertIntoWindow } from './top-k.ts'
import type { NearStay, PreparedSearch, PriceRange } from './types.ts'

function byDistance(a: NearStay, b: NearStay): number {
  return (
    a.distance - b.distance ||
    (a.price ?? Infinity) - (b.price ?? Infinity) ||
    a.p.sortOrder - b.p.sortOrder ||
    (a.p.id < b.p.id ? -1 : 1)
  )
}

/** byDistance of a found stay (price NaN = none) against a listed one, without making its object. */
function foundVsListed(p: IndexedProperty, found: NearFound, b: NearStay): number {
  return (
    found.distance - b.distance ||
    (found.price === found.price ? found.price : Infinity) - (b.price ?? Infinity) ||
    p.sortOrder - b.p.sortOrder ||
    (p.id < b.p.id ? -1 : 1)
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
): NearStay[] {
  const top: NearStay[] = []
  const k = OTHER_PERIODS_LIMIT
  const found: NearFound = { stay: 0, price: 0, distance: 0 }
  for (const j of prep.byNear) {
    if (rank[j] !== REST) continue
    if (top.length === k && prep.nearDistance[j]! > top[k - 1]!.distance) break
    if (!nearInRange(prep, j, range, found)) continue
    const p = prep.items[j]!
    if (top.length === k && foundVsListed(p, found, top[k - 1]!) >= 0) continue
    const hit = { p, stay: stayAt(p.stays, found.stay), price: found.price === found.price ? found.price : null, distance: found.distance }
    insertIntoWindow(top, hit, k, byDistance)
  }
  return top
}

/** The answer objects of the other-period list. */
export function otherPeriodResults(found: readonly NearStay[], f: PropertySearchFilter & { checkIn: string }, lang: Language): OtherPeriodResult[] {
  const asked = askedDays(f)
  return found.map(({ p, stay, price }) => ({
    ...p.card,
    path: p.paths[lang],
    availability: availabilityIn(p, f, asked),
    nextAvailable: { checkIn: stay.checkIn, checkOut: stay.checkOut, price },
  }))
}

/** The asked period and its days (once per answer). */
export function askedDays(f: PropertySearchFilter & { checkIn: string }) {
  const period = { checkIn: f.checkIn, checkOut: f.checkOut ?? f.checkIn }
  return { period, fromDay: dayNumber(period.checkIn), toDay: dayNumber(period.checkOut) }
}

/** The availability of the asked period (for the other-period cards). */
export function availabilityIn(p: IndexedProperty, f: PropertySearchFilter & { checkIn: string }, asked = askedDays(f)) {
  return stayAvailability(staysOverlapping(p.stays, asked.fromDay, asked.toDay), asked.period)
}
