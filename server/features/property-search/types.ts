import type { CandidatePeriod, PeriodQuote } from '#domain/property-search/flexible-periods.ts'
import type { IndexedProperty, IndexedStay } from '#server/catalogue/types.ts'

/** The types the files of the search share (kept here so that none of them imports another for a type). */

/** The available stay nearest to an asked check-in, price in EUR (for the other-period list). */
export type NearStay = { p: IndexedProperty; stay: IndexedStay; price: number | null; distance: number }

/**
 * Quotes of the candidate periods of one property (asked period first), their prices in EUR, and
 * (filled by the other-period list) the nearest available stay at any price.
 */
export type PropertyQuotes = { q: PeriodQuote[]; eur: (number | null)[]; near?: NearStay | null }

/** A price range in EUR; `full` when it is the whole default range (then an unknown price passes). */
export type PriceRange = { min: number; max: number; full: boolean }

/**
 * A period search prepared up to the price filter: the properties that pass every other filter,
 * with their quotes laid out in typed arrays, so that a request only ranks numbers (no objects, no
 * closures per property). Cached per period, destination and filter with the snapshot (search-caches.ts): visitors try
 * several price ranges on one search, and the price filter is the only part that changes then.
 */
export type PreparedSearch = {
  periods: CandidatePeriod[]
  items: IndexedProperty[]
  quotes: PropertyQuotes[]
  /** availability of the asked period per item: AVAILABLE, ON_REQUEST or SOLD */
  exact: Uint8Array
  /** per item and candidate period (item * periods.length + period): price in EUR (NaN = none) */
  eur: Float64Array
  /** the same in the property's currency (the choice between two alternatives compares these) */
  native: Float64Array
  /** per item and candidate period: 1 when available */
  available: Uint8Array
  /** the better-priced shifted period per item (betterIndex), -1 when none */
  better: Int8Array
  /** the snapshot's priceOrder per item: the tie-break after rank and price */
  order: Int32Array
  /** the available stay nearest to the asked check-in at any price (from today), per item */
  near: (NearStay | null)[]
  /** the items that have a nearest stay, nearest first */
  byNear: Int32Array
  /** per item, built when first needed: its usable stays nearest first (see nearInRange) */
  nearLists: (NearList | undefined)[]
  checkIn: string
  checkInDay: number
  today: string
  level: string | undefined
}

/** The available stays of an item from today, nearest to the asked check-in first (ties: the later one), prices in EUR (NaN = none). */
export type NearList = { stays: IndexedStay[]; eur: Float64Array; distance: Float64Array }
