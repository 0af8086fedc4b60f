import { cateringOrder } from '#domain/properties/catering.ts'
import type { CompactStays } from '#server/catalogue/compact-stays.ts'

/**
 * The rules of quotePeriod, pickPrice and nearestAvailable (flexible-periods.ts, nearest-stay.ts)
 * computed on a property's stays in typed arrays (compact-stays.ts): no stay, rates or quote
 * objects, so quoting a period for 20,000 properties costs a few milliseconds instead of tens
 * (docs/decisions/046-property-search-index.md). Dates are day numbers; ISO dates compare as
 * their day numbers, so every comparison is the one the object rules make. Properties whose stays
 * are kept as objects, or whose level names would reorder an object's keys, take the object rules
 * (OBJECT_RULES in server/catalogue/search-columns.ts).
 */

export const AVAILABLE = 0
export const ON_REQUEST = 1
export const SOLD = 2

/** What one quote gives: availability code and price (NaN = none) in the property's currency. */
export type QuoteSlot = { code: number; price: number }

const orders = new Map<string, number>()
/** cateringOrder, remembered per level name. */
function orderOf(level: string): number {
  let o = orders.get(level)
  if (o === undefined) orders.set(level, (o = cateringOrder(level)))
  return o
}

let columns = new Int8Array(8)

/** The column of each service level in the stays' rates (-1: the stays have no such rate), in an array reused by the next call. */
export function levelColumns(stays: CompactStays, serviceLevels: readonly string[]): Int8Array {
  if (columns.length < serviceLevels.length) columns = new Int8Array(serviceLevels.length)
  for (let i = 0; i < serviceLevels.length; i++) columns[i] = stays.levels.indexOf(serviceLevels[i]!)
  return columns
}

/** The sum of the rates in `col` of stays [from, to) (NaN when one is missing), summed in stay order as periodTotals does. */
function total(s: CompactStays, from: number, to: number, col: number): number {
  if (col < 0) return NaN
  const width = s.levels.length
  let sum = 0
  for (let i = from; i < to; i++) {
    const rate = s.rates[i * width + col]!
    if (rate !== rate) return NaN
    sum += rate
  }
  return sum
}

/**
 * quotePeriod for the days [ci, co) and pickPrice of its totals over `serviceLevels` (`cols` from
 * levelColumns): `level` is the index of the chosen service level in serviceLevels, -1 for the
 * cheapest, -2 for a chosen level the property does not have. Writes code and price to `out`.
 */
export function quoteCompact(
  s: CompactStays,
  ci: number,
  co: number,
  serviceLevels: readonly string[],
  cols: Int8Array,
  level: number,
  out: QuoteSlot,
): void {
  const { day, outDay, available } = s
  const n = day.length
  let lo = 0
  let hi = n
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (outDay[mid]! <= ci) lo = mid + 1
    else hi = mid
  }
  let end = lo
  let contiguous = true
  let sold = false
  for (; end < n && day[end]! < co; end++) {
    if (end > lo && day[end] !== outDay[end - 1]) contiguous = false
    if (available[end] !== 1) sold = true
  }
  out.code = end === lo ? ON_REQUEST : sold ? SOLD : AVAILABLE
  out.price = NaN
  if (end === lo || day[lo]! > ci || outDay[end - 1]! < co || !contiguous) return
  if (level >= 0) out.price = total(s, lo, end, cols[level]!)
  else if (level === -1) {
    let bestLevel = ''
    for (let l = 0; l < serviceLevels.length; l++) {
      const p = total(s, lo, end, cols[l]!)
      if (p !== p) continue
      const name = serviceLevels[l]!
      if (out.price !== out.price || p < out.price || (p === out.price && orderOf(name) < orderOf(bestLevel))) {
        out.price = p
        bestLevel = name
      }
    }
  }
}

/** pickPrice(stay's rates, level) of stay `i`: `level` is the chosen level's column in the stays' rates (-1 the cheapest, -2 a level the stays have no rate for). NaN = none. */
export function stayPriceCompact(s: CompactStays, i: number, level: number): number {
  const width = s.levels.length
  if (level >= 0) return s.rates[i * width + level]!
  if (level === -2) return NaN
  let price = NaN
  let bestLevel = ''
  for (let l = 0; l < width; l++) {
    const p = s.rates[i * width + l]!
    if (p !== p) continue
    const name = s.levels[l]!
    if (price !== price || p < price || (p === price && orderOf(name) < orderOf(bestLevel))) {
      price = p
      bestLevel = name
    }
  }
  return price
}

/** The first stay with check-in on or after `day` (stays sorted by check-in). */
export function firstFrom(s: CompactStays, day: number): number {
  let lo = 0
  let hi = s.day.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (s.day[mid]! < day) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * nearestAvailable at any price: the available stay with check-in not before `today` nearest to
 * `ci` (ties to the later one); its index, or -1.
 */
export function nearestCompact(s: CompactStays, ci: number, today: number): number {
  const { day, available } = s
  const lo = firstFrom(s, ci)
  let after = -1
  for (let i = lo; i < day.length; i++) {
    if (available[i] === 1 && day[i]! >= today) {
      after = i
      break
    }
  }
  for (let i = lo - 1; i >= 0 && day[i]! >= today; i--) {
    if (available[i] !== 1) continue
    return after >= 0 && day[after]! - ci <= ci - day[i]! ? after : i
  }
  return after
}
