import type { Language } from '#domain/catalogue/types.ts'
import { toIsoDate } from '#domain/dates/iso-date.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { weakEtag, type CachedAnswer, type ResponseCache } from '#server/lib/response-cache.ts'
import { searchDestinations } from './destinations-list.ts'
import { searchCatalogueBytes } from './search.ts'
import type { Catalogue } from '#server/catalogue/catalogue.ts'

export type SearchPaging = { lang: Language; limit: number; offset: number; includeDemos: boolean }

/** A cache key that is equal for equal searches (list order of sectors and facilities does not matter). */
function keyOf(f: PropertySearchFilter, p: SearchPaging, version: number, today: string): string {
  const norm = { ...f, sectors: [...f.sectors].sort(), facilities: [...f.facilities].sort() }
  return `search:${version}:${today}:${p.lang}:${p.limit}:${p.offset}:${p.includeDemos}:${JSON.stringify(norm)}`
}

/** A search answer kept as the UTF-8 bytes the search wrote (never a string: docs/decisions/046-property-search-index.md). */
class SearchAnswer implements CachedAnswer {
  readonly etag: string
  constructor(readonly bytes: Buffer) {
    this.etag = weakEtag(bytes)
  }
  get body(): string {
    return this.bytes.toString('utf8')
  }
}

export function createPropertySearchService(
  catalogue: Catalogue,
  cache: ResponseCache,
  now: () => Date = () => new Date(),
) {
  return {
    /** GET /api/property-search: the serialised answer, cached per identical search. */
    async search(filter: PropertySearchFilter, paging: SearchPaging): Promise<CachedAnswer> {
      const snap = await catalogue.snapshot()
      const today = toIsoDate(now())
      const key = keyOf(filter, paging, snap.version, today)
      const hit = cache.peek(key)
      if (hit) return hit
      const answer = new SearchAnswer(searchCatalogueBytes(snap, filter, { ...paging, today }))
      cache.alias(key, answer)
      return answer
    },
    /** GET /api/property-search/destinations */
    async destinations() {
      const snap = await catalogue.snapshot()
      return cache.get(`search-destinations:${snap.version}`, async () => searchDestinations(snap))
    },
  }
}
export type PropertySearchService = ReturnType<typeof createPropertySearchService>
