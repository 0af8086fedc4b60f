import type { Language } from '#domain/catalogue/types.ts'
import type { CandidatePeriod, PeriodQuote } from '#domain/property-search/flexible-periods.ts'
import type { IndexedStay } from '#server/catalogue/compact-stays.ts'
import type { IndexedProperty } from '#server/catalogue/types.ts'

/** The types the files of the search share (kept here so that none of them imports another for a type). */

/** The options of a search: the answer's language and page, demo properties or not, today's date. */
export type SearchOptions = { lang: Language; limit: number; offset: number; includeDemos: boolean; today: string }

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
  /**
   * the items, ordered by the distance of their nearest available stay (nearDistance; items
   * without one last): one pass over them ranks the results and finds the other-period list
   */
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
  /** the item's position in the catalogue order (sortOrder, id): the tie-break of the other-period list */
  catalogueOrder: Int32Array
  /** the available stay nearest to the asked check-in at any price (from today), per item: its index in the item's stays (-1 none), price in EUR (NaN none) and distance in days */
  nearStay: Int32Array
  nearPrice: Float64Array
  nearDistance: Float64Array
  /** items [0, withNear) have a nearest stay */
  withNear: number
  /** per item, made when it is first on a page: its quotes (see pageQuotes) */
  pageQuotes: (PropertyQuotes | undefined)[]
  /** per item and result kind (0 exact, 1 and 2 the alternative of that period, 3 on request): the result's fields after its card as UTF-8 JSON, made when first on a page */
  fieldsBytes: (Buffer | undefined)[]
  /** per item: the availability of the asked period as UTF-8 JSON (the other-period cards), made when first listed */
  availabilityBytes: (Buffer | undefined)[]
  /** the days the candidate periods span: from the earliest check-in to the latest check-out */
  fromDay: number
  toDay: number
  /** the price ranges of the properties' usable stays for this level and today (see nearInRange) */
  stayPrices: StayPrices
  /** per item, built when first needed: its usable stays nearest first (see nearInRange) */
  nearLists: NearLists
  checkIn: string
  /** the answer's "weekly" hint (needsWeeklyHint of the asked period) */
  weeklyHint: boolean
  checkInDay: number
  today: string
  todayDay: number
  level: string | undefined
}

/**
 * Per property (by index), for one service level and today: the lowest and highest price in EUR of
 * its usable stays (available, check-in from today; Infinity and -Infinity when none) and whether
 * one has no price, filled when first needed. A price range outside them rules the property out of
 * the other-period list without walking its stays.
 */
export type StayPrices = { filled: Uint8Array; min: Float64Array; max: Float64Array; unpriced: Uint8Array }

/**
 * The usable stays of items (available, check-in from today), nearest to the asked check-in first
 * (ties: the later one), all in shared arrays: item j's are entries [start[j], start[j] + length[j])
 * (length -1: not built yet); per entry its stay index, price in EUR (NaN = none) and distance in days.
 */
export type NearLists = {
  start: Int32Array
  length: Int32Array
  used: number
  stay: Int32Array
  eur: Float64Array
  distance: Float64Array
}
