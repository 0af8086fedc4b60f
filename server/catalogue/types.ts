import type { Country, Language, PropertyType } from '#domain/catalogue/types.ts'
import type { PropertyCard } from '#domain/property-search/search-answer.ts'
import type { CompactStays } from './compact-stays.ts'

/**
 * The catalogue as the storefront's lists need it, held in memory (see catalogue.ts): card
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
  /** the card with its path as UTF-8 JSON without the closing brace, per language (made when first answered) */
  cardBytes: Partial<Record<Language, Buffer>>
}

/**
 * The filter fields of every property in typed arrays, by property index (`IndexedProperty.index`):
 * the search filters 20,000 properties by reading numbers and bits instead of objects, sets and
 * lists (docs/decisions/046-property-search-index.md). Strings (types, service levels, facilities,
 * sectors) become dictionary codes; a filter value that no property has matches nothing.
 */
export type SearchColumns = {
  bedrooms: Float64Array
  /** NaN: unknown (on request) */
  bedsAdults: Float64Array
  bedsChildren: Float64Array
  /** code of the property type in `types` */
  type: Int32Array
  types: Map<string, number>
  /** code of the sector in `sectors`, -1: none */
  sector: Int32Array
  sectors: Map<string, number>
  /** bit per service level (codes in `levels`), `levelWords` words per property */
  levelBits: Int32Array
  levels: Map<string, number>
  levelWords: number
  /** bit per facility id (codes in `facilities`), `facilityWords` words per property */
  facilityBits: Int32Array
  facilities: Map<string, number>
  facilityWords: number
  /** PETS | DEMO | OBJECT_RULES */
  flags: Uint8Array
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
  /** the filter fields of `all` in typed arrays, by index (search-columns.ts) */
  columns: SearchColumns
  /** grows with every rebuild: answers cached per snapshot use it in their keys */
  version: number
  builtAt: number
}
