import type { CatalogueSnapshot } from '#server/catalogue/types.ts'
import type { PeriodTable, PreparedSearch, StayPrices } from './types.ts'

/** at most about 2 MB each (a week across the 20,000 properties), 200 KB for a resort */
export const PREPARED_CACHE_SIZE = 48

/** about 1 MB of typed arrays per period (20,000 properties, flexible) */
export const PERIOD_CACHE_SIZE = 24

/** What the search memoises per catalogue snapshot (it goes with the snapshot). */
export type SearchCaches = {
  /**
   * Quotes of the candidate periods per search period (key: check-in, check-out, flexible, level,
   * today), by property index, filled lazily: people search a few weeks with many filter
   * variations, and only the period decides the quotes. At most PERIOD_CACHE_SIZE periods are kept (LRU).
   */
  periodQuotes: Map<string, PeriodTable>
  /**
   * Searches prepared up to the price filter (see prepared-search.ts), per period, destination and
   * every other filter: visitors move the price slider over the same search. At most
   * PREPARED_CACHE_SIZE are kept (LRU).
   */
  prepared: Map<string, PreparedSearch>
  /** the price ranges of the usable stays per service level and today (see StayPrices), a few kept */
  stayPrices: Map<string, StayPrices>
}

const bySnapshot = new WeakMap<CatalogueSnapshot, SearchCaches>()

/** The search caches of a snapshot (made on first use, dropped with the snapshot). */
export function searchCachesOf(snap: CatalogueSnapshot): SearchCaches {
  let caches = bySnapshot.get(snap)
  if (!caches) bySnapshot.set(snap, (caches = { periodQuotes: new Map(), prepared: new Map(), stayPrices: new Map() }))
  return caches
}
