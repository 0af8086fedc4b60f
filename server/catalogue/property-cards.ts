import type { Country, Language, PropertyType } from '#domain/catalogue/types.ts'
import type { PropertyCard } from '#domain/property-search/search-answer.ts'
import type { CatalogueSnapshot } from './types.ts'

/** Which properties a list shows: one type in one country, optionally only some cities. */
export type CardFilter = {
  type: PropertyType
  country: Country
  /** null: the whole country */
  cities: readonly string[] | null
  includeDemos: boolean
}

export type CardPage = { lang: Language; offset: number; limit: number }

/** One page of the matching property cards in catalogue order, and how many match in all. */
export function propertyCards(
  snap: CatalogueSnapshot,
  where: CardFilter,
  page: CardPage,
): { cards: PropertyCard[]; total: number } {
  const cities = where.cities && new Set(where.cities)
  const matching = snap.all.filter(
    (p) =>
      p.type === where.type &&
      p.country === where.country &&
      (!cities || cities.has(p.city)) &&
      (where.includeDemos || !p.isDemo),
  )
  return {
    cards: matching.slice(page.offset, page.offset + page.limit).map((p) => ({ ...p.card, path: p.paths[page.lang] })),
    total: matching.length,
  }
}
