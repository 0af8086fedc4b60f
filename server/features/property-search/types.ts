import type { CandidatePeriod, PeriodQuote } from '#domain/property-search/flexible-periods.ts'
import type { IndexedProperty, IndexedStay } from '#server/catalogue/types.ts'

/** The types the files of the search share (kept here so that none of them imports another for a type). */

/** The available stay nearest to an asked check-in, price in EUR (for the other-period list). */
export type NearStay = { p: IndexedProperty; stay: IndexedStay; price: number | null; distance: number }

/** Quotes of the candidate periods of one property (asked period first) and their prices in EUR. */
export type PropertyQuotes = { q: PeriodQuote[]; eur: (number | null)[] }

/**
 * The quotes of one search period (check-in, check-out, flexible, service level, today) for the
 * properties of a snapshot, by property index (per candidate period: index * periods + period),
 * filled lazily. Typed arrays, not quote objects: the garbage collector marks a few arrays instead
 * of several objects per property and period (with 20,000 properties the objects made every full
 * collection of the busy server take a hundred milliseconds and more).
 */
export type PeriodTable = {
  /** 1 when the property is quoted */
  filled: Uint8Array
  /** availability per candidate period: AVAILABLE, ON_REQUEST or SOLD */
  code: Uint8Array
  /** price in EUR per candidate period (NaN = none) */
  eur: Float64Array
  /** the same in the property's currency */
  native: Float64Array
  /** the better-priced shifted period (betterIndex), -1 when none */
  better: Int8Array
  /** index in the property's stays of the available stay nearest to the check-in at any price (from today), -1 when none */
  nearStay: Int32Array
  /** its price in EUR (NaN = none) */
  nearPrice: Float64Array
}

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
  /** the available stay nearest to the asked check-in at any price (from today), per item: its index in the item's stays (-1 none), price in EUR (NaN none) and distance in days */
  nearStay: Int32Array
  nearPrice: Float64Array
  nearDistance: Float64Array
  /** the items that have a nearest stay, nearest first */
  byNear: Int32Array
  /** per item, made when it is first on a page: its quotes (see pageQuotes) */
  pageQuotes: (PropertyQuotes | undefined)[]
  /** the days the candidate periods span: from the earliest check-in to the latest check-out */
  fromDay: number
  toDay: number
  /** per item, built when first needed: its usable stays nearest first (see nearInRange) */
  nearLists: (NearList | undefined)[]
  checkIn: string
  checkInDay: number
  today: string
  level: string | undefined
}

/** The available stays of an item from today (indices in its stays), nearest to the asked check-in first (ties: the later one), prices in EUR (NaN = none). */
export type NearList = { stay: Int32Array; eur: Float64Array; distance: Float64Array }
