import { AVAILABLE, ON_REQUEST } from './compact-quotes.ts'
import type { PreparedSearch } from './types.ts'

/**
 * A big prepared search (a week across the catalogue: 20,000 items) sorted once, so that a price
 * range is answered with binary searches and short walks instead of a pass over every item
 * (docs/decisions/046-property-search-index.md). It holds for ranges that start at or below the
 * lowest price that can make an item a result (`minPrice`; the slider's minimum is 0): then a
 * price is in range exactly when it is at most the range's maximum, and
 *
 * - an item is a result when its lowest qualifying price `q` (the asked period's when it is
 *   available, or that of its cheapest available shifted period) is within the maximum, or, with
 *   the full default range, when it has a qualifier without a price (`unpriced`);
 * - the alternative a result is offered (the cheapest priced available shifted period) does not
 *   depend on the range.
 *
 * rank-prepared.ts answers other ranges with one pass over the items, as before.
 */
export type SortedIndex = {
  /** the lowest price of any qualifier (Infinity when none) */
  minPrice: number
  /** per item: the lowest qualifying price (Infinity when none) */
  q: Float64Array
  /** per item: 1 when a qualifier has no price (exact available at no price, a shifted period available at no price, or on request) */
  unpriced: Uint8Array
  /** per item: the cheapest priced available shifted period (-1 none), and the first available one without a price (-1 none) */
  alt: Int8Array
  unpricedAlt: Int8Array
  /** q of all items, and of the unpriced ones, ascending */
  qSorted: Float64Array
  unpricedQ: Float64Array
  /** items with the asked period available and priced, by (price, priceOrder); their prices; how many of the first i have a better period 1 day earlier / later */
  exact: Int32Array
  exactEur: Float64Array
  better1: Int32Array
  better2: Int32Array
  /** items with the asked period available without a price, by priceOrder; how many have a better period (none: no price) */
  exactUnpriced: Int32Array
  /** items with a priced alternative, by (its price, priceOrder), and those prices */
  alternatives: Int32Array
  alternativeEur: Float64Array
  /** items with an available shifted period without a price, by priceOrder */
  unpricedAlternatives: Int32Array
  /** items whose asked period is on request, by priceOrder */
  onRequest: Int32Array
}

/**
 * Item indices `list` sorted by `key` ascending, ties by `tie` (unique per item, non-negative):
 * whole-number keys are packed with the tie into one number and sorted natively (a 20,000-item
 * list in about a millisecond), other keys with a comparator.
 */
export function sortBy(list: number[], key: (j: number) => number, tie: Int32Array): Int32Array {
  let maxTie = 0
  for (const j of list) if (tie[j]! > maxTie) maxTie = tie[j]!
  const m = 2 ** Math.ceil(Math.log2(maxTie + 2))
  const packed = new Float64Array(list.length)
  for (let i = 0; i < list.length; i++) {
    const k = key(list[i]!)
    if (!Number.isInteger(k) || Math.abs(k) * m >= 2 ** 52)
      return Int32Array.from(list.sort((a, b) => key(a) - key(b) || tie[a]! - tie[b]!))
    packed[i] = k * m + tie[list[i]!]!
  }
  packed.sort()
  const itemOf = new Int32Array(maxTie + 1)
  for (const j of list) itemOf[tie[j]!] = j
  const out = new Int32Array(list.length)
  for (let i = 0; i < packed.length; i++) out[i] = itemOf[packed[i]! - Math.floor(packed[i]! / m) * m]!
  return out
}

/** The qualifying prices of item j: q, the unpriced flag, the chosen priced and unpriced alternative. */
function qualify(prep: PreparedSearch, j: number, idx: SortedIndex): void {
  const len = prep.periods.length
  const base = j * len
  const e0 = prep.eur[base]!
  let q = Infinity
  let unpriced = prep.exact[j] === ON_REQUEST
  if (prep.exact[j] === AVAILABLE) {
    if (e0 === e0) q = e0
    else unpriced = true
  }
  let alt = -1
  let unpricedAlt = -1
  for (let i = 1; i < len; i++) {
    if (prep.available[base + i] !== 1) continue
    const v = prep.native[base + i]!
    if (v !== v) {
      if (unpricedAlt < 0) unpricedAlt = i
      unpriced = true
    } else if (alt < 0 || v < prep.native[base + alt]!) alt = i
  }
  if (alt > 0 && prep.eur[base + alt]! < q) q = prep.eur[base + alt]!
  idx.q[j] = q
  idx.unpriced[j] = unpriced ? 1 : 0
  idx.alt[j] = alt
  idx.unpricedAlt[j] = unpricedAlt
}

export function sortedIndex(prep: PreparedSearch): SortedIndex {
  const n = prep.items.length
  const len = prep.periods.length
  const idx = {
    q: new Float64Array(n),
    unpriced: new Uint8Array(n),
    alt: new Int8Array(n),
    unpricedAlt: new Int8Array(n),
  } as SortedIndex
  const exact: number[] = []
  const exactUnpriced: number[] = []
  const alternatives: number[] = []
  const unpricedAlternatives: number[] = []
  const onRequest: number[] = []
  let minPrice = Infinity
  for (let j = 0; j < n; j++) {
    qualify(prep, j, idx)
    if (idx.q[j]! < minPrice) minPrice = idx.q[j]!
    const e0 = prep.eur[j * len]!
    if (prep.exact[j] === AVAILABLE) (e0 === e0 ? exact : exactUnpriced).push(j)
    if (prep.exact[j] === ON_REQUEST) onRequest.push(j)
    if (idx.alt[j]! > 0) alternatives.push(j)
    if (idx.unpricedAlt[j]! > 0) unpricedAlternatives.push(j)
  }
  const order = prep.order
  const eurAt = (j: number, i: number) => prep.eur[j * len + i]!
  idx.minPrice = minPrice
  idx.exact = sortBy(exact, (j) => eurAt(j, 0), order)
  idx.exactEur = Float64Array.from(idx.exact, (j) => eurAt(j, 0))
  idx.better1 = prefixCount(idx.exact, (j) => prep.better[j] === 1)
  idx.better2 = prefixCount(idx.exact, (j) => prep.better[j] === 2)
  idx.exactUnpriced = sortBy(exactUnpriced, () => 0, order)
  idx.alternatives = sortBy(alternatives, (j) => eurAt(j, idx.alt[j]!), order)
  idx.alternativeEur = Float64Array.from(idx.alternatives, (j) => eurAt(j, idx.alt[j]!))
  idx.unpricedAlternatives = sortBy(unpricedAlternatives, () => 0, order)
  idx.onRequest = sortBy(onRequest, () => 0, order)
  idx.qSorted = new Float64Array(idx.q).sort()
  idx.unpricedQ = Float64Array.from(idx.q.filter((_, j) => idx.unpriced[j] === 1)).sort()
  return idx
}

/** prefix[i]: how many of the first i items of `list` satisfy `test`. */
function prefixCount(list: Int32Array, test: (j: number) => boolean): Int32Array {
  const out = new Int32Array(list.length + 1)
  for (let i = 0; i < list.length; i++) out[i + 1] = out[i]! + (test(list[i]!) ? 1 : 0)
  return out
}

/** The number of values in the ascending `sorted` that are at most `max`. */
export function countAtMost(sorted: Float64Array, max: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! <= max) lo = mid + 1
    else hi = mid
  }
  return lo
}
