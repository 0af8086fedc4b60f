import { AVAILABLE, ON_REQUEST } from './compact-quotes.ts'
import { nearInRange, type NearFound } from './near-list.ts'
import { offerOther, otherWindow, windowClosed, type OtherWindow } from './other-periods.ts'
import { sortedIndex, type SortedIndex } from './sorted-index.ts'
import { sortedBetterCounts, sortedCount, sortedPage } from './sorted-rank.ts'
import { bucketOthers, otherBuckets, type OtherBuckets } from './other-buckets.ts'
import { otherSteps, stepOthers, stepsAnswer, type OtherSteps } from './other-steps.ts'
import type { PreparedSearch, PriceRange } from './types.ts'

/** Rank codes: 0 exact period, 1 alternative ±1 day, 2 on request; REST = not a result. */
export const REST = 255

/** Per-request scratch (the search is synchronous): rank, price (NaN = none) and quote index per item. */
let rankOf = new Uint8Array(0)
let priceOf = new Float64Array(0)
let quoteOf = new Int8Array(0)

export type RankedPage = {
  /** the item indices of the first k results in answer order */
  page: number[]
  count: number
  /** how many exact results are cheaper in shifted period i (index 1 and 2) */
  betterCounts: number[]
  rank: Uint8Array
  price: Float64Array
  quote: Int8Array
  /** the other-period list (other-periods.ts) */
  others: OtherWindow
}

/** Above this many, the page is sorted from all results instead of kept in a window. */
const WINDOW_MAX = 512

/** From this many items a prepared search is ranked on its sorted index (sorted-index.ts) when the range allows. */
const SORTED_MIN_ITEMS = 256
/** null: ranked once (a search asked once does not pay for the index; one asked again, with other prices, does) */
type Sorted = { idx: SortedIndex; buckets: OtherBuckets; steps: OtherSteps }
const sortedIndexes = new WeakMap<PreparedSearch, Sorted | null>()

const found: NearFound = { stay: 0, price: 0, distance: 0 }

/** rankPrepared on the sorted index: binary searches and short walks (same answer). */
function rankSorted(prep: PreparedSearch, { idx, buckets, steps }: Sorted, range: PriceRange, k: number): RankedPage {
  const page: number[] = []
  sortedPage(prep, idx, range, k, { page, rank: rankOf, price: priceOf, quote: quoteOf })
  const others = otherWindow()
  if (stepsAnswer(steps, range)) stepOthers(prep, idx, steps, range, others)
  else bucketOthers(prep, idx, buckets, range, others)
  const count = sortedCount(idx, range)
  return {
    page,
    count,
    betterCounts: sortedBetterCounts(idx, range),
    rank: rankOf,
    price: priceOf,
    quote: quoteOf,
    others,
  }
}

/**
 * Ranks the prepared items for a price range: ranks each (exact period available and in
 * range, else the in-range alternative, else on request; docs/product/storefront-search.md#ranking),
 * counts the results, keeps the first `k` in answer order (rank, price with none last, then the
 * snapshot's priceOrder) and offers the other items to the other-period list, nearest first.
 * A big prepared search asked again is ranked on its sorted index (sorted-index.ts) when the range
 * allows, otherwise in one pass over every item; both give the same answer.
 */
export function rankPrepared(
  prep: PreparedSearch,
  range: PriceRange,
  k: number,
  sortedFrom = SORTED_MIN_ITEMS,
): RankedPage {
  const n = prep.items.length
  if (rankOf.length < n) {
    rankOf = new Uint8Array(n)
    priceOf = new Float64Array(n)
    quoteOf = new Int8Array(n)
  }
  if (n >= sortedFrom && k <= WINDOW_MAX) {
    let sorted = sortedIndexes.get(prep)
    if (sorted === null) {
      const idx = sortedIndex(prep)
      sortedIndexes.set(prep, (sorted = { idx, buckets: otherBuckets(prep, idx), steps: otherSteps(prep, idx) }))
    } else if (sorted === undefined) sortedIndexes.set(prep, null)
    if (sorted && range.min <= sorted.idx.minPrice) return rankSorted(prep, sorted, range, k)
  }
  return rankLinear(prep, range, k)
}

/** rankPrepared as one pass over every item. */
function rankLinear(prep: PreparedSearch, range: PriceRange, k: number): RankedPage {
  const n = prep.items.length
  const rank = rankOf
  const price = priceOf
  const quote = quoteOf
  const len = prep.periods.length
  const { exact, eur, native, available, better, order, nearDistance } = prep
  const { min, max, full } = range
  const betterCounts = [0, 0, 0]
  const window = k <= WINDOW_MAX
  const top: number[] = []
  const others = otherWindow()
  let open = true
  let count = 0
  for (let j = 0; j < n; j++) {
    const base = j * len
    const e0 = eur[base]!
    let r = REST
    let pr = NaN
    let qi = 0
    if (exact[j] === AVAILABLE && (e0 !== e0 ? full : e0 >= min && e0 <= max)) {
      r = 0
      pr = e0
      const bi = better[j]!
      if (bi > 0) betterCounts[bi]!++
    } else {
      // alternativeIndex: an available in-range shifted period, the cheapest priced (ties to the earlier)
      let best = -1
      for (let i = 1; i < len; i++) {
        const e = eur[base + i]!
        if (available[base + i] !== 1 || (e !== e ? !full : e < min || e > max)) continue
        const v = native[base + i]!
        const b = best < 0 ? NaN : native[base + best]!
        if (best < 0 || (v === v && (b !== b || v < b))) best = i
      }
      if (best > 0) {
        r = 1
        pr = eur[base + best]!
        qi = best
      } else if (exact[j] === ON_REQUEST && (e0 !== e0 ? full : e0 >= min && e0 <= max)) r = 2
    }
    rank[j] = r
    if (r === REST) {
      if (!open || j >= prep.withNear) continue
      if (windowClosed(others, nearDistance[j]!)) open = false
      else if (nearInRange(prep, j, range, found)) offerOther(others, j, found, prep.catalogueOrder[j]!)
      continue
    }
    price[j] = pr
    quote[j] = qi
    count++
    if (window && k > 0) keepTop(top, j, k, rank, price, order)
  }
  return { page: window ? top : sortedTop(n, k, rank, price, order), count, betterCounts, rank, price, quote, others }
}

function keepTop(top: number[], j: number, k: number, rank: Uint8Array, price: Float64Array, order: Int32Array) {
  if (top.length === k && !before(j, top[k - 1]!, rank, price, order)) return
  let lo = 0
  let hi = top.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (before(top[mid]!, j, rank, price, order)) lo = mid + 1
    else hi = mid
  }
  top.splice(lo, 0, j)
  if (top.length > k) top.pop()
}

/** The first k results by sorting all of them (a page far down the list). */
function sortedTop(n: number, k: number, rank: Uint8Array, price: Float64Array, order: Int32Array): number[] {
  const all: number[] = []
  for (let j = 0; j < n; j++) if (rank[j] !== REST) all.push(j)
  all.sort((a, b) => (a === b ? 0 : before(a, b, rank, price, order) ? -1 : 1))
  return all.slice(0, k)
}

/** Answer order of two ranked items (a strict total order: priceOrder is unique). */
function before(a: number, b: number, rank: Uint8Array, price: Float64Array, order: Int32Array): boolean {
  if (rank[a] !== rank[b]) return rank[a]! < rank[b]!
  const pa = price[a]!
  const pb = price[b]!
  if (pa !== pb && (pa === pa || pb === pb)) return pb !== pb || (pa === pa && pa < pb)
  return order[a]! < order[b]!
}
