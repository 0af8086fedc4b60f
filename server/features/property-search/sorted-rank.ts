import { AVAILABLE } from './compact-quotes.ts'
import { countAtMost, type SortedIndex } from './sorted-index.ts'
import type { PreparedSearch, PriceRange } from './types.ts'

/**
 * The ranking of rank-prepared.ts on a sorted index (sorted-index.ts), for a range whose minimum
 * is at most the index's minPrice: the count by binary search, the page by walking the sorted
 * lists from their start, and the other-period list from the items that are not results, bucket
 * by bucket of nearest-stay distance. Same answers as the pass over every item.
 */
type SortedRange = Pick<PriceRange, 'max' | 'full'>

/** True when item j is an exact result for the range (its asked period available and in range). */
function isExactResult(prep: PreparedSearch, j: number, r: SortedRange): boolean {
  const e0 = prep.eur[j * prep.periods.length]!
  return prep.exact[j] === AVAILABLE && (e0 !== e0 ? r.full : e0 <= r.max)
}

export function sortedCount(idx: SortedIndex, r: SortedRange): number {
  const priced = countAtMost(idx.qSorted, r.max)
  return r.full ? priced + idx.unpricedQ.length - countAtMost(idx.unpricedQ, r.max) : priced
}

export function sortedBetterCounts(idx: SortedIndex, r: SortedRange): number[] {
  const exact = countAtMost(idx.exactEur, r.max)
  return [0, idx.better1[exact]!, idx.better2[exact]!]
}

/** Page out: item, rank, price (NaN none), quote index. */
export type PageOut = { page: number[]; rank: Uint8Array; price: Float64Array; quote: Int8Array }

function put(out: PageOut, j: number, rank: number, price: number, quote: number): void {
  out.page.push(j)
  out.rank[j] = rank
  out.price[j] = price
  out.quote[j] = quote
}

/** The first k results in answer order: exact (priced, then unpriced), alternatives (priced, then unpriced), on request. */
export function sortedPage(prep: PreparedSearch, idx: SortedIndex, r: SortedRange, k: number, out: PageOut): void {
  const len = prep.periods.length
  const exactIn = countAtMost(idx.exactEur, r.max)
  for (let i = 0; i < exactIn && out.page.length < k; i++) put(out, idx.exact[i]!, 0, idx.exactEur[i]!, 0)
  if (r.full)
    for (let i = 0; i < idx.exactUnpriced.length && out.page.length < k; i++) put(out, idx.exactUnpriced[i]!, 0, NaN, 0)
  for (let i = 0; i < idx.alternatives.length && out.page.length < k && idx.alternativeEur[i]! <= r.max; i++) {
    const j = idx.alternatives[i]!
    if (!isExactResult(prep, j, r)) put(out, j, 1, idx.alternativeEur[i]!, idx.alt[j]!)
  }
  if (!r.full) return
  for (let i = 0; i < idx.unpricedAlternatives.length && out.page.length < k; i++) {
    const j = idx.unpricedAlternatives[i]!
    const a = idx.alt[j]! > 0 ? prep.eur[j * len + idx.alt[j]!]! : NaN
    if (!isExactResult(prep, j, r) && !(a <= r.max)) put(out, j, 1, NaN, idx.unpricedAlt[j]!)
  }
  for (let i = 0; i < idx.onRequest.length && out.page.length < k; i++) {
    const j = idx.onRequest[i]!
    const a = idx.alt[j]! > 0 ? prep.eur[j * len + idx.alt[j]!]! : NaN
    if (!(a <= r.max) && idx.unpricedAlt[j]! < 0) put(out, j, 2, NaN, 0)
  }
}
