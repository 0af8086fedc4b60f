import { inRange, nearInRange, type NearFound } from './near-list.ts'
import { offerOther, windowClosed, type OtherWindow } from './other-periods.ts'
import { sortBy, type SortedIndex } from './sorted-index.ts'
import type { PreparedSearch, PriceRange } from './types.ts'

/**
 * The other-period list of a big prepared search on its sorted index (sorted-index.ts). The items
 * that have a nearest stay come in buckets of equal nearest-stay distance (the prepared order).
 * Within a bucket the items that are not results are found in one of two orders, whichever walks
 * fewer items: by q descending (every non-result, as q is above the range's maximum), or by the
 * price of the nearest stay (non-results whose nearest stay is in range, cheapest first, until the
 * list cannot take the next; then those whose nearest stay is out of range).
 */
export type OtherBuckets = {
  /** bucket b: items [start[b], start[b + 1]) */
  start: Int32Array
  /** per bucket, its items by q descending (no qualifier first), and their q */
  byQ: Int32Array
  qOf: Float64Array
  /** per bucket, its items by the price of their nearest stay (none last), then catalogue order; and those prices (none: Infinity) */
  byPrice: Int32Array
  priceOf: Float64Array
  /** the lowest nearest-stay price: a range starting above it is walked by q only (its price order skips no stay below the range) */
  minNearPrice: number
}

const self = (n: number) => Int32Array.from({ length: n }, (_, j) => j)

export function otherBuckets(prep: PreparedSearch, idx: SortedIndex): OtherBuckets {
  const n = prep.withNear
  const starts: number[] = []
  for (let j = 0; j < n; j++) if (j === 0 || prep.nearDistance[j] !== prep.nearDistance[j - 1]) starts.push(j)
  starts.push(n)
  let top = 0
  for (let j = 0; j < n; j++) {
    if (idx.q[j]! !== Infinity && idx.q[j]! > top) top = idx.q[j]!
    if (prep.nearPrice[j]! > top) top = prep.nearPrice[j]!
  }
  const byQKey = (j: number) => (idx.q[j] === Infinity ? -top - 1 : -idx.q[j]!)
  const priceKey = (j: number) => (prep.nearPrice[j] !== prep.nearPrice[j] ? top + 1 : prep.nearPrice[j]!)
  const ids = self(n)
  const b: OtherBuckets = {
    start: Int32Array.from(starts),
    byQ: new Int32Array(n),
    qOf: new Float64Array(n),
    byPrice: new Int32Array(n),
    priceOf: new Float64Array(n),
    minNearPrice: Infinity,
  }
  for (let k = 0; k + 1 < starts.length; k++) {
    const list = Array.from({ length: starts[k + 1]! - starts[k]! }, (_, i) => starts[k]! + i)
    b.byQ.set(sortBy([...list], byQKey, ids), starts[k]!)
    b.byPrice.set(sortBy(list, priceKey, prep.catalogueOrder), starts[k]!)
  }
  for (let i = 0; i < n; i++) {
    b.qOf[i] = idx.q[b.byQ[i]!]!
    const p = prep.nearPrice[b.byPrice[i]!]!
    b.priceOf[i] = p === p ? p : Infinity
    if (p < b.minNearPrice) b.minNearPrice = p
  }
  return b
}

/** In [from, to) of a descending `values`: the first position whose value is at most `max`. */
function firstAtMostDesc(values: Float64Array, from: number, to: number, max: number): number {
  while (from < to) {
    const mid = (from + to) >> 1
    if (values[mid]! > max) from = mid + 1
    else to = mid
  }
  return from
}

/** In [from, to) of an ascending `values`: the first position whose value is above `max`. */
function firstAboveAsc(values: Float64Array, from: number, to: number, max: number): number {
  while (from < to) {
    const mid = (from + to) >> 1
    if (values[mid]! <= max) from = mid + 1
    else to = mid
  }
  return from
}

const found: NearFound = { stay: 0, price: 0, distance: 0 }

const notResult = (idx: SortedIndex, j: number, range: PriceRange) =>
  idx.q[j]! > range.max && !(range.full && idx.unpriced[j] === 1)

/** Offers the non-results of bucket [from, to) walked by q descending. */
function walkByQ(
  prep: PreparedSearch,
  idx: SortedIndex,
  b: OtherBuckets,
  from: number,
  to: number,
  range: PriceRange,
  w: OtherWindow,
) {
  const distance = prep.nearDistance[from]!
  for (let i = from; i < to && b.qOf[i]! > range.max; i++) {
    const j = b.byQ[i]!
    if (range.full && idx.unpriced[j] === 1) continue
    if (windowClosed(w, distance)) return
    if (nearInRange(prep, j, range, found)) offerOther(w, j, found, prep.catalogueOrder[j]!)
  }
}

/** Offers the non-results of bucket [from, to) walked by the price of their nearest stay. */
function walkByPrice(
  prep: PreparedSearch,
  idx: SortedIndex,
  b: OtherBuckets,
  from: number,
  to: number,
  range: PriceRange,
  w: OtherWindow,
) {
  const distance = prep.nearDistance[from]!
  const cut = firstAboveAsc(b.priceOf, from, to, range.max)
  // the nearest stay in range (priced up to the maximum; with the full range also those without a price, last)
  const unpriced = range.full ? firstAboveAsc(b.priceOf, cut, to, Number.MAX_VALUE) : to
  for (let i = from; i < to; i++) {
    if (i === cut) i = unpriced
    if (i >= to) break
    const j = b.byPrice[i]!
    if (!notResult(idx, j, range)) continue
    found.stay = prep.nearStay[j]!
    found.price = prep.nearPrice[j]!
    found.distance = distance
    // refused by a full window: no later item of the bucket (same distance, price not lower) can enter
    if (!offerOther(w, j, found, prep.catalogueOrder[j]!)) break
  }
  // items whose nearest stay is out of range: found at the same distance (the stay before) or farther
  for (let i = cut; i < to; i++) {
    const j = b.byPrice[i]!
    if (!notResult(idx, j, range) || inRange(range, prep.nearPrice[j]!)) continue
    if (windowClosed(w, distance)) return
    if (nearInRange(prep, j, range, found)) offerOther(w, j, found, prep.catalogueOrder[j]!)
  }
}

/** Offers the non-results to the other-period list, bucket by bucket (`walk`: the order to use, by default the cheaper one per bucket). */
export function bucketOthers(
  prep: PreparedSearch,
  idx: SortedIndex,
  b: OtherBuckets,
  range: PriceRange,
  w: OtherWindow,
  walk: 'cheaper' | 'byQ' | 'byPrice' = 'cheaper',
): void {
  for (let k = 0; k + 1 < b.start.length; k++) {
    const from = b.start[k]!
    const to = b.start[k + 1]!
    if (windowClosed(w, prep.nearDistance[from]!)) return
    const rest = firstAtMostDesc(b.qOf, from, to, range.max) - from
    const inRangeNear = firstAboveAsc(b.priceOf, from, to, range.max) - from
    const outOfRange = to - from - inRangeNear
    const restInRange = Math.max(0, rest - outOfRange)
    const byPrice = outOfRange + Math.min(inRangeNear, (48 * inRangeNear) / Math.max(1, restInRange))
    const useQ = walk === 'cheaper' ? rest <= byPrice : walk === 'byQ'
    if (useQ || range.min > b.minNearPrice) walkByQ(prep, idx, b, from, to, range, w)
    else walkByPrice(prep, idx, b, from, to, range, w)
  }
}
