import type { Country, Language, PropertyType } from '../../../src/domain/catalogue/types.ts'
import type { PeriodQuote, PriceStay } from '../../../src/domain/property-search/flexible-periods.ts'
import type { PropertyCard } from '../../../src/domain/property-search/search-answer.ts'
import type { PreparedSearch } from './prepared-search.ts'
import type { SearchRepository } from './repository.ts'
import { buildSnapshot } from './snapshot.ts'

/**
 * The catalogue as the search needs it, held in memory: card fields, filter fields and the stays
 * of each property sorted by check-in. Searching 20,000 properties and their stays in SQL costs
 * 100 ms to 1 s per query on PGlite; in memory it is a few milliseconds, so the search meets its
 * latency goal. The snapshot is rebuilt in the background when older than `maxAgeMs` or after
 * `invalidate()` (call it after catalogue or stay writes); answers use the snapshot's `version`.
 */
export type IndexedProperty = {
  /** position in `CatalogueSnapshot.all` */
  index: number
  id: string
  name: string
  city: string
  cityKey: string
  sector: string | null
  country: Country
  type: PropertyType
  bedrooms: number
  bedsAdults: number | null
  bedsChildren: number | null
  petsAllowed: boolean
  serviceLevels: string[]
  facilities: ReadonlySet<string>
  currency: string
  priceFromEur: number | null
  sortOrder: number
  isDemo: boolean
  stays: IndexedStay[]
  /** the card without `path` */
  card: Omit<PropertyCard, 'path'>
  paths: Record<Language, string>
  /** the card with its path as JSON without the closing brace, per language (filled when first answered) */
  cardJson: Partial<Record<Language, string>>
}

export type CatalogueSnapshot = {
  all: IndexedProperty[]
  byCity: Map<string, IndexedProperty[]>
  /** all, and per city, by priceFromEur (unknown last), then catalogue order: the order of a search without dates */
  byPrice: IndexedProperty[]
  byCityPrice: Map<string, IndexedProperty[]>
  version: number
  builtAt: number
  /**
   * Quotes of the candidate periods per search period (key: check-in, check-out, flexible, level),
   * by property index, filled lazily: people search a few weeks with many filter variations, and
   * only the period decides the quotes. At most PERIOD_CACHE_SIZE periods are kept (LRU).
   */
  periodQuotes: Map<string, (PropertyQuotes | undefined)[]>
  /** position of each property (by `index`) in `byPrice`: the tie-break of ranked results */
  priceOrder: Int32Array
  /**
   * Searches prepared up to the price filter (see prepared-search.ts), per period, destination and
   * every other filter: visitors move the price slider over the same search. At most
   * PREPARED_CACHE_SIZE are kept (LRU).
   */
  prepared: Map<string, PreparedSearch>
}

/** A stay with its check-in as a day number (days since 1970-01-01), for distances without date parsing. */
export type IndexedStay = PriceStay & { day: number }

/** The available stay nearest to an asked check-in, price in EUR (for the other-period list). */
export type NearStay = { p: IndexedProperty; stay: IndexedStay; price: number | null; distance: number }

/**
 * Quotes of the candidate periods of one property (asked period first), their prices in EUR, and
 * (filled by the other-period list) the nearest available stay at any price.
 */
export type PropertyQuotes = { q: PeriodQuote[]; eur: (number | null)[]; near?: NearStay | null }

/** at most about 2 MB each (a week across the 20,000 properties), 200 KB for a resort */
export const PREPARED_CACHE_SIZE = 48

/** about 1 MB per period of a resort search, up to 12 MB for a search across all 20,000 properties */
export const PERIOD_CACHE_SIZE = 24

export class SearchIndex {
  private snapshot: CatalogueSnapshot | undefined
  private loading: Promise<CatalogueSnapshot> | undefined
  private version = 0
  private stale = false

  constructor(
    private readonly repo: SearchRepository,
    private readonly opts: {
      maxAgeMs?: number
      now?: () => Date
      onError?: (err: Error) => void
      onRebuilt?: () => void
    } = {},
  ) {}

  /** The current snapshot; the first call waits for the load, later ones refresh in the background. */
  async get(): Promise<CatalogueSnapshot> {
    const now = this.now()
    const snap = this.snapshot
    if (snap && !this.stale && now.getTime() - snap.builtAt < (this.opts.maxAgeMs ?? 5 * 60_000)) return snap
    const loading = this.load()
    if (snap) {
      loading.catch((err: Error) => this.opts.onError?.(err))
      return snap
    }
    return loading
  }

  /** Marks the snapshot out of date (after a write to properties or stays). */
  invalidate(): void {
    this.stale = true
  }

  /** Loads now and waits (tests, warm-up at start). */
  async refresh(): Promise<CatalogueSnapshot> {
    this.stale = true
    return this.load()
  }

  private load(): Promise<CatalogueSnapshot> {
    if (this.loading) return this.loading
    this.stale = false
    this.loading = buildSnapshot(this.repo, ++this.version, this.now())
      .then((s) => {
        this.snapshot = s
        this.opts.onRebuilt?.()
        return s
      })
      .finally(() => (this.loading = undefined))
    return this.loading
  }

  private now(): Date {
    return this.opts.now?.() ?? new Date()
  }
}
