import { stayAvailability } from '#domain/properties/stay-availability.ts'
import { OTHER_PERIODS_LIMIT, type OtherPeriodResult } from '#domain/property-search/search-answer.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { IndexedProperty } from '#server/catalogue/types.ts'
import { inRange, nearInRange, REST } from './prepared-search.ts'
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
export function otherPeriodResults(found: readonly NearStay[], f: PropertySearchFilter & { checkIn: string }, lang: Language): OtherPeriodResult[] {
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
