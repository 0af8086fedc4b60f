import type { PropertySearchAnswer, PropertySearchResult } from '#domain/property-search/search-answer.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { cityKey } from '#server/catalogue/snapshot.ts'
import type { CatalogueSnapshot, IndexedProperty } from '#server/catalogue/types.ts'
import { baseList, compileFilter, passes, priceFilter, type CompiledFilter } from './filters.ts'
import { byRank, toResult, type Ranked } from './result-fields.ts'
import { topK } from './top-k.ts'
import type { SearchOptions } from './types.ts'

const undated = (p: IndexedProperty): Ranked => ({ p, rank: 3, price: p.priceFromEur, pq: null, qi: 0, bi: -1 })

/** A search without dates over a list already in answer order: one pass, objects for the page only. */
function orderedAnswer(
  snap: CatalogueSnapshot,
  ordered: readonly IndexedProperty[],
  filter: CompiledFilter,
  o: SearchOptions,
  inRange: (eur: number | null) => boolean,
): PropertySearchAnswer {
  const results: PropertySearchResult[] = []
  let count = 0
  if (filter.possible) {
    for (const p of ordered) {
      if (!passes(snap.columns, p.index, filter) || !inRange(p.priceFromEur)) continue
      if (count >= o.offset && results.length < o.limit) results.push(toResult(undated(p), o.lang))
      count++
    }
  }
  return { results, otherPeriods: [], hint: null, betterPrice: null, count, offset: o.offset, limit: o.limit }
}

/** The search without dates: every matching property by its lowest price (docs/product/storefront-search.md#ranking). */
export function undatedAnswer(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter,
  o: SearchOptions,
): PropertySearchAnswer {
  const inRange = priceFilter(f)
  const filter = compileFilter(snap.columns, f, o.includeDemos)
  const ordered = f.city ? snap.byCityPrice.get(cityKey(f.city)) : snap.byPrice
  if (ordered) return orderedAnswer(snap, ordered, filter, o, inRange)
  const ranked: Ranked[] = []
  if (filter.possible) {
    for (const p of baseList(snap, f.city))
      if (passes(snap.columns, p.index, filter) && inRange(p.priceFromEur)) ranked.push(undated(p))
  }
  return {
    results: topK(ranked, o.offset + o.limit, byRank)
      .slice(o.offset)
      .map((r) => toResult(r, o.lang)),
    otherPeriods: [],
    hint: null,
    betterPrice: null,
    count: ranked.length,
    offset: o.offset,
    limit: o.limit,
  }
}
