import { OTHER_PERIODS_LIMIT } from '#domain/property-search/search-answer.ts'
import { firstFrom, stayPriceCompact } from './compact-quotes.ts'
import { levelColumn, nearInRange, type NearFound } from './near-list.ts'
import { offerOther, type OtherWindow } from './other-periods.ts'
import { eurOf } from './period-table.ts'
import type { SortedIndex } from './sorted-index.ts'
import type { PreparedSearch, PriceRange } from './types.ts'

/**
 * The other-period list of a big prepared search for a range that is not the full default one,
 * as one walk over a list sorted once (docs/decisions/046-property-search-index.md).
 *
 * For a range [min, max] with min at or below every stay price, the stay an item offers is the
 * first of its usable stays, nearest first, priced at most max: always a "step", a stay cheaper
 * than every stay nearer to the check-in. And it is offered only when the item is not a result
 * (its lowest qualifying price q above max), so only steps cheaper than q can ever be offered.
 * These steps of all items, sorted by (distance, price, catalogue order) — the list's own order —
 * are walked from the start: per distance, the steps priced at most max, skipping results, items
 * already listed, and a step whose nearer-in-order stay at the same distance (the later one wins
 * a tie) is in range too. The first OTHER_PERIODS_LIMIT taken are the list. The few items whose
 * stays are kept as objects (compact-stays.ts) are not in the steps: they are offered after the walk
 * with the rules on objects (nearInRange).
 */
export type OtherSteps = {
  /** per step, in list order: the item, its stay, the price in EUR and the distance in days */
  item: Int32Array
  stay: Int32Array
  price: Float64Array
  distance: Float64Array
  /** the price of the stay before it at the same distance (Infinity when none) */
  sibling: Float64Array
  /** steps of distance group g: [start[g], start[g + 1]) */
  start: Int32Array
  /** the lowest price of any usable stay: ranges starting above it are not walked here */
  minPrice: number
  /** the items whose stays are objects */
  odd: Int32Array
  /** per item: the walk that listed it (scratch) */
  taken: Int32Array
  walks: number
}

/** The steps of a prepared search (built once, with its sorted index). */
export function otherSteps(prep: PreparedSearch, idx: SortedIndex): OtherSteps {
  const odd: number[] = []
  const item: number[] = []
  const stay: number[] = []
  const price: number[] = []
  const distance: number[] = []
  const sibling: number[] = []
  let minPrice = Infinity
  const ci = prep.checkInDay
  const today = prep.todayDay
  for (let j = 0; j < prep.withNear; j++) {
    const p = prep.items[j]!
    const s = p.stays
    if (s.objects) {
      odd.push(j)
      continue
    }
    const level = levelColumn(p, prep.level)
    const q = idx.q[j]!
    let best = Infinity
    let prevDistance = -1
    let prevPrice = Infinity
    let a = firstFrom(s, ci)
    let b = a - 1
    // the usable stays nearest first, ties to the later one (as nearList in near-list.ts)
    for (;;) {
      while (a < s.day.length && (s.available[a] !== 1 || s.day[a]! < today)) a++
      while (b >= 0 && s.day[b]! >= today && s.available[b] !== 1) b--
      const da = a < s.day.length ? s.day[a]! - ci : Infinity
      const db = b >= 0 && s.day[b]! >= today ? ci - s.day[b]! : Infinity
      if (da === Infinity && db === Infinity) break
      const x = da <= db ? a++ : b--
      const d = da <= db ? da : db
      const eur = eurOf(stayPriceCompact(s, x, level), p.currency)
      if (eur !== eur) continue
      if (eur < minPrice) minPrice = eur
      if (eur < best) {
        best = eur
        if (eur < q) {
          item.push(j)
          stay.push(x)
          price.push(eur)
          distance.push(d)
          sibling.push(d === prevDistance ? prevPrice : Infinity)
        }
      }
      prevDistance = d
      prevPrice = eur
    }
  }
  const order = prep.catalogueOrder
  const sorted = Array.from(item, (_, i) => i).sort(
    (x, y) => distance[x]! - distance[y]! || price[x]! - price[y]! || order[item[x]!]! - order[item[y]!]!,
  )
  const starts: number[] = []
  sorted.forEach((x, i) => {
    if (i === 0 || distance[x] !== distance[sorted[i - 1]!]) starts.push(i)
  })
  starts.push(sorted.length)
  return {
    item: Int32Array.from(sorted, (x) => item[x]!),
    stay: Int32Array.from(sorted, (x) => stay[x]!),
    price: Float64Array.from(sorted, (x) => price[x]!),
    distance: Float64Array.from(sorted, (x) => distance[x]!),
    sibling: Float64Array.from(sorted, (x) => sibling[x]!),
    start: Int32Array.from(starts),
    minPrice,
    odd: Int32Array.from(odd),
    taken: new Int32Array(prep.items.length),
    walks: 0,
  }
}

/** True when the steps answer this range (not the full default range, its minimum at or below every stay price). */
export const stepsAnswer = (steps: OtherSteps, range: PriceRange) => !range.full && range.min <= steps.minPrice

const found: NearFound = { stay: 0, price: 0, distance: 0 }

/** Fills the (empty) window with the other-period list for the range (see stepsAnswer). */
export function stepOthers(
  prep: PreparedSearch,
  idx: SortedIndex,
  steps: OtherSteps,
  range: PriceRange,
  w: OtherWindow,
) {
  walkSteps(prep, idx, steps, range.max, w)
  for (const j of steps.odd) {
    if (idx.q[j]! > range.max && nearInRange(prep, j, range, found)) offerOther(w, j, found, prep.catalogueOrder[j]!)
  }
}

function walkSteps(prep: PreparedSearch, idx: SortedIndex, steps: OtherSteps, max: number, w: OtherWindow) {
  const walk = ++steps.walks
  const { item, price, start, taken, sibling } = steps
  for (let g = 0; g + 1 < start.length; g++) {
    let lo = start[g]!
    let hi = start[g + 1]!
    const from = lo
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (price[mid]! <= max) lo = mid + 1
      else hi = mid
    }
    for (let s = from; s < lo; s++) {
      const j = item[s]!
      if (idx.q[j]! <= max || taken[j] === walk || sibling[s]! <= max) continue
      taken[j] = walk
      const e = w.size++
      w.item[e] = j
      w.stay[e] = steps.stay[s]!
      w.price[e] = price[s]!
      w.distance[e] = steps.distance[s]!
      w.order[e] = prep.catalogueOrder[j]!
      if (w.size === OTHER_PERIODS_LIMIT) return
    }
  }
}
