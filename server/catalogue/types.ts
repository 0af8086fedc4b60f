import type { Country, Language, PropertyType } from '#domain/catalogue/types.ts'
import type { PriceStay } from '#domain/property-search/flexible-periods.ts'
import type { PropertyCard } from '#domain/property-search/search-answer.ts'
import type { CompactStays } from './compact-stays.ts'

/**
 * The catalogue as the storefront's lists need it, held in memory (see catalogue-index.ts): card
 * fields, filter fields and the stays of each property sorted by check-in (in typed arrays).
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
  /** sorted by check-in; as objects through staysOf (compact-stays.ts) */
  stays: CompactStays
  /** the card without `path` */
  card: Omit<PropertyCard, 'path'>
  paths: Record<Language, string>
  /** the card with its path as JSON without the closing brace, per language (filled when first answered) */
  cardJson: Partial<Record<Language, string>>
}

/** One built catalogue: immutable once built (readers may memoise per snapshot, e.g. in a WeakMap). */
export type CatalogueSnapshot = {
  /** every property in catalogue order (sortOrder, then id) */
  all: IndexedProperty[]
  /** per city key (see cityKey), in catalogue order */
  byCity: Map<string, IndexedProperty[]>
  /** all, and per city, by priceFromEur (unknown last), then catalogue order: the order of a search without dates */
  byPrice: IndexedProperty[]
  byCityPrice: Map<string, IndexedProperty[]>
  /** position of each property (by `index`) in `byPrice`: the tie-break of ranked results */
  priceOrder: Int32Array
  /** grows with every rebuild: answers cached per snapshot use it in their keys */
  version: number
  builtAt: number
}

/** A stay with its check-in as a day number (days since 1970-01-01), for distances without date parsing. */
export type IndexedStay = PriceStay & { day: number }
