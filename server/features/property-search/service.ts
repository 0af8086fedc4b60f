import type { Language } from '#domain/catalogue/types.ts'
import { toIsoDate } from '#domain/dates/iso-date.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import { searchDestinations } from './destinations-list.ts'
import { searchCatalogueJson } from './search.ts'
import type { Catalogue } from '#server/catalogue/catalogue.ts'

export type SearchPaging = { lang: Language; limit: number; offset: number; includeDemos: boolean }

/** A cache key that is equal for equal searches (list order of sectors and facilities does not matter). */
function keyOf(f: PropertySearchFilter, p: SearchPaging, version: number, today: string): string {
  const norm = { ...f, sectors: [...f.sectors].sort(), facilities: [...f.facilities].sort() }
  return `search:${version}:${today}:${p.lang}:${p.limit}:${p.offset}:${p.includeDemos}:${JSON.stringify(norm)}`
}

export function createPropertySearchService(
  catalogue: Catalogue,
  cache: ResponseCache,
  now: () => Date = () => new Date(),
) {
  return {
    /** GET /api/property-search: the serialised answer, cached per identical search. */
    async search(filter: PropertySearchFilter, paging: SearchPaging) {
      const snap = await catalogue.snapshot()
      const today = toIsoDate(now())
      return cache.getText(keyOf(filter, paging, snap.version, today), () =>
        searchCatalogueJson(snap, filter, { ...paging, today }),
      )
    },
    /** GET /api/property-search/destinations */
    async destinations() {
      const snap = await catalogue.snapshot()
      return cache.get(`search-destinations:${snap.version}`, async () => searchDestinations(snap))
    },
  }
}
export type PropertySearchService = ReturnType<typeof createPropertySearchService>
