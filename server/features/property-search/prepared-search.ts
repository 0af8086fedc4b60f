import { dayNumber } from '#domain/dates/iso-date.ts'
import {
  betterIndex,
  candidatePeriods,
  quotePeriod,
  pickPrice,
  type CandidatePeriod,
  type PeriodQuote,
} from '#domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '#domain/property-search/currency.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { stayDay, staysOf, staysOverlapping } from '#server/catalogue/compact-stays.ts'
import type { CatalogueSnapshot, IndexedProperty, IndexedStay } from '#server/catalogue/types.ts'
import { baseList, matchesFilter } from './filters.ts'
import { nearestAvailable } from './nearest-stay.ts'
import { PERIOD_CACHE_SIZE, PREPARED_CACHE_SIZE, searchCachesOf } from './search-caches.ts'
import type { NearList, PeriodTable, PreparedSearch, PriceRange, PropertyQuotes } from './types.ts'

const AVAILABLE = 0
const ON_REQUEST = 1
const SOLD = 2

const codeOf = (q: PeriodQuote) =>
  q.availability === 'available' ? AVAILABLE : q.availability === 'on request' ? ON_REQUEST : SOLD
const anyPrice = () => true

/** The quotes of the candidate periods of a property (asked period first). */
function quotesOfProperty(
  p: IndexedProperty,
  periods: CandidatePeriod[],
  level: string | undefined,
  stays: readonly IndexedStay[],
): PropertyQuotes {
  const q: PeriodQuote[] = []
  const eur: (number | null)[] = []
  for (const period of periods) {
    const quote = quotePeriod(stays, period, p.serviceLevels, level)
    q.push(quote)
    eur.push(toEurOrNull(quote.price, p.currency))
  }
  return { q, eur }
}

/**
 * The quotes of the candidate periods of every property for one search period, memoised in the
 * snapshot (see PeriodTable), filled for a property when a search first needs it.
 */
function periodTable(
  snap: CatalogueSnapshot,
  periods: CandidatePeriod[],
  level: string | undefined,
  today: string,
): PeriodTable {
  const key = `${periods[0]!.checkIn}:${periods[0]!.checkOut}:${periods.length}:${level ?? ''}:${today}`
  const { periodQuotes } = searchCachesOf(snap)
  let table = periodQuotes.get(key)
  if (table) periodQuotes.delete(key)
  else {
    const n = snap.all.length
    const len = periods.length
    table = {
      filled: new Uint8Array(n),
      code: new Uint8Array(n * len),
      eur: new Float64Array(n * len),
      native: new Float64Array(n * len),
      better: new Int8Array(n),
      nearStay: new Int32Array(n),
      nearPrice: new Float64Array(n),
    }
  }
  periodQuotes.set(key, table)
  if (periodQuotes.size > PERIOD_CACHE_SIZE) periodQuotes.delete(periodQuotes.keys().next().value!)
  return table
}

// hot paths avoid closures created per property (an allocation per item on the hottest loop)
function fillTable(
  t: PeriodTable,
  p: IndexedProperty,
  periods: CandidatePeriod[],
  level: string | undefined,
  checkIn: string,
  checkInDay: number,
  today: string,
): void {
  const len = periods.length
  const base = p.index * len
  const stays = staysOf(p.stays)
  const pq = quotesOfProperty(p, periods, level, stays)
  for (let i = 0; i < len; i++) {
    t.code[base + i] = codeOf(pq.q[i]!)
    t.eur[base + i] = NaNOr(pq.eur[i])
    t.native[base + i] = NaNOr(pq.q[i]!.price)
  }
  t.better[p.index] = betterIndex(pq.q)
  const near = nearestAvailable(p, stays, checkIn, checkInDay, today, level, anyPrice)
  t.nearStay[p.index] = near ? stays.indexOf(near.stay) : -1
  t.nearPrice[p.index] = NaNOr(near?.price)
  t.filled[p.index] = 1
}

/** The cache key of everything but the price filter (list order of sectors and facilities does not matter). */
function preparedKey(f: PropertySearchFilter & { checkIn: string; checkOut: string }, includeDemos: boolean, today: string) {
  return JSON.stringify([
    f.checkIn,
    f.checkOut,
    f.flexible,
    f.serviceLevel ?? null,
    f.city ?? null,
    [...f.sectors].sort(),
    f.bedrooms ?? null,
    f.adults ?? null,
    f.children ?? null,
    f.propertyType ?? null,
    f.petsAllowed ?? null,
    [...f.facilities].sort(),
    includeDemos,
    today,
  ])
}

/**
 * A period search prepared up to the price filter (see PreparedSearch in types.ts), from the
 * snapshot's search cache or built now.
 */
export function preparedSearch(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter & { checkIn: string; checkOut: string },
  includeDemos: boolean,
  today: string,
): PreparedSearch {
  const key = preparedKey(f, includeDemos, today)
  const cache = searchCachesOf(snap).prepared
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const prepared = prepare(snap, f, includeDemos, today)
  cache.set(key, prepared)
  if (cache.size > PREPARED_CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return prepared
}

const NaNOr = (v: number | null | undefined) => (v === null || v === undefined ? NaN : v)

function prepare(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter & { checkIn: string; checkOut: string },
  includeDemos: boolean,
  today: string,
): PreparedSearch {
  const periods = candidatePeriods(f.checkIn, f.checkOut, f.flexible)
  const checkInDay = dayNumber(f.checkIn)
  const first = periods.length > 1 ? periods[1]! : periods[0]!
  const table = periodTable(snap, periods, f.serviceLevel, today)
  const items: IndexedProperty[] = []
  for (const p of baseList(snap, f.city)) {
    if ((!includeDemos && p.isDemo) || !matchesFilter(p, f)) continue
    items.push(p)
    if (table.filled[p.index] !== 1) fillTable(table, p, periods, f.serviceLevel, f.checkIn, checkInDay, today)
  }
  const n = items.length
  const len = periods.length
  const exact = new Uint8Array(n)
  const eur = new Float64Array(n * len)
  const native = new Float64Array(n * len)
  const available = new Uint8Array(n * len)
  const better = new Int8Array(n)
  const order = new Int32Array(n)
  const nearStay = new Int32Array(n)
  const nearPrice = new Float64Array(n)
  const nearDistance = new Float64Array(n)
  let withNear = 0
  for (let j = 0; j < n; j++) {
    const p = items[j]!
    const from = p.index * len
    exact[j] = table.code[from]!
    for (let i = 0; i < len; i++) {
      eur[j * len + i] = table.eur[from + i]!
      native[j * len + i] = table.native[from + i]!
      available[j * len + i] = table.code[from + i] === AVAILABLE ? 1 : 0
    }
    better[j] = table.better[p.index]!
    order[j] = snap.priceOrder[p.index]!
    const s = table.nearStay[p.index]!
    nearStay[j] = s
    nearPrice[j] = table.nearPrice[p.index]!
    if (s < 0) continue
    nearDistance[j] = Math.abs(stayDay(p.stays, s) - checkInDay)
    withNear++
  }
  const byNear = new Int32Array(withNear)
  for (let j = 0, k = 0; j < n; j++) if (nearStay[j]! >= 0) byNear[k++] = j
  byNear.sort((a, b) => nearDistance[a]! - nearDistance[b]!)
  return {
    periods,
    items,
    exact,
    eur,
    native,
    available,
    better,
    order,
    nearStay,
    nearPrice,
    nearDistance,
    byNear,
    nearLists: new Array(n),
    pageQuotes: new Array(n),
    fromDay: dayNumber(first.checkIn),
    toDay: dayNumber(periods[periods.length - 1]!.checkOut),
    checkIn: f.checkIn,
    checkInDay,
    today,
    level: f.serviceLevel,
  }
}

/** The quotes of item `j` as the answer's page shows them (made when the item is first on a page). */
export function pageQuotes(prep: PreparedSearch, j: number): PropertyQuotes {
  const p = prep.items[j]!
  return (prep.pageQuotes[j] ??= quotesOfProperty(p, prep.periods, prep.level, staysOverlapping(p.stays, prep.fromDay, prep.toDay)))
}

/** A stay found for the other-period list: its index in the item's stays, price in EUR (NaN = none) and distance in days. */
export type NearFound = { stay: number; price: number; distance: number }

/**
 * The available stay nearest to the asked check-in (check-in not before today) whose price is in
 * the range, as nearestAvailable in nearest-stay.ts finds it (ties go to the later stay): the
 * prepared nearest stay at any price when its price is in range, else from the item's stays
 * ordered by distance once. Writes it to `out`; false when there is none. No objects: the
 * other-period list looks at thousands of items for a search across the catalogue.
 */
export function nearInRange(prep: PreparedSearch, j: number, range: PriceRange, out: NearFound): boolean {
  if (prep.nearStay[j]! >= 0 && inRange(range, prep.nearPrice[j]!)) {
    out.stay = prep.nearStay[j]!
    out.price = prep.nearPrice[j]!
    out.distance = prep.nearDistance[j]!
    return true
  }
  const list = (prep.nearLists[j] ??= nearList(prep, prep.items[j]!))
  for (let i = 0; i < list.eur.length; i++) {
    if (!inRange(range, list.eur[i]!)) continue
    out.stay = list.stay[i]!
    out.price = list.eur[i]!
    out.distance = list.distance[i]!
    return true
  }
  return false
}

function nearList(prep: PreparedSearch, p: IndexedProperty): NearList {
  const stays = staysOf(p.stays)
  let lo = 0
  let hi = stays.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (stays[mid]!.checkIn < prep.checkIn) lo = mid + 1
    else hi = mid
  }
  const usable = (s: IndexedStay) => s.available && s.checkIn >= prep.today
  const after: IndexedStay[] = []
  for (let i = lo; i < stays.length; i++) if (usable(stays[i]!)) after.push(stays[i]!)
  const before: IndexedStay[] = []
  for (let i = lo - 1; i >= 0 && stays[i]!.checkIn >= prep.today; i--) if (usable(stays[i]!)) before.push(stays[i]!)
  const n = after.length + before.length
  const list: NearList = { stay: new Int32Array(n), eur: new Float64Array(n), distance: new Float64Array(n) }
  let a = 0
  let b = 0
  for (let i = 0; i < n; i++) {
    const da = a < after.length ? after[a]!.day - prep.checkInDay : Infinity
    const db = b < before.length ? prep.checkInDay - before[b]!.day : Infinity
    const s = da <= db ? after[a++]! : before[b++]!
    list.stay[i] = stays.indexOf(s)
    list.distance[i] = da <= db ? da : db
    list.eur[i] = NaNOr(toEurOrNull(pickPrice(s.rates, prep.level)?.price, p.currency))
  }
  return list
}

/** Rank codes of `ranks()`: 0 exact period, 1 alternative ±1 day, 2 on request; REST = not a result. */
export const REST = 255

/** Per-request scratch (the search is synchronous): rank, price (NaN = none) and quote index per item. */
let rankOf = new Uint8Array(0)
let priceOf = new Float64Array(0)
let quoteOf = new Int8Array(0)

/** Price range test in EUR; an unknown price (NaN) passes only the full default range (see priceFilter). */
export const inRange = (r: PriceRange, eur: number) => (eur !== eur ? r.full : eur >= r.min && eur <= r.max)

export type RankedPage = {
  /** the item indices of results offset … offset + limit - 1, in answer order */
  page: number[]
  count: number
  /** how many exact results are cheaper in shifted period i (index 1 and 2) */
  betterCounts: number[]
  rank: Uint8Array
  price: Float64Array
  quote: Int8Array
}

/**
 * Ranks the prepared items for a price range (the rules of `evaluate` in search.ts before:
 * exact period available and in range, else the in-range alternative, else on request) and keeps
 * the first `k` in answer order: rank, price (none last), then the snapshot's priceOrder.
 */
export function rankPrepared(prep: PreparedSearch, range: PriceRange, k: number): RankedPage {
  const n = prep.items.length
  if (rankOf.length < n) {
    rankOf = new Uint8Array(n)
    priceOf = new Float64Array(n)
    quoteOf = new Int8Array(n)
  }
  const rank = rankOf
  const price = priceOf
  const quote = quoteOf
  const len = prep.periods.length
  const { exact, eur, native, available, better, order } = prep
  const betterCounts = [0, 0, 0]
  const top: number[] = []
  let count = 0
  for (let j = 0; j < n; j++) {
    const base = j * len
    let r = REST
    let pr = NaN
    let qi = 0
    if (exact[j] === AVAILABLE && inRange(range, eur[base]!)) {
      r = 0
      pr = eur[base]!
      const bi = better[j]!
      if (bi > 0) betterCounts[bi]!++
    } else {
      // alternativeIndex: an available in-range shifted period, the cheapest priced (ties to the earlier)
      let best = -1
      for (let i = 1; i < len; i++) {
        if (available[base + i] !== 1 || !inRange(range, eur[base + i]!)) continue
        const v = native[base + i]!
        if (best < 0 || (v === v && (native[base + best]! !== native[base + best]! || v < native[base + best]!))) best = i
      }
      if (best > 0) {
        r = 1
        pr = eur[base + best]!
        qi = best
      } else if (exact[j] === ON_REQUEST && inRange(range, eur[base]!)) r = 2
    }
    rank[j] = r
    if (r === REST) continue
    price[j] = pr
    quote[j] = qi
    count++
    if (k <= 0) continue
    if (top.length === k && !before(j, top[k - 1]!, rank, price, order)) continue
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
  return { page: top, count, betterCounts, rank, price, quote }
}

/** Answer order of two ranked items (a strict total order: priceOrder is unique). */
function before(a: number, b: number, rank: Uint8Array, price: Float64Array, order: Int32Array): boolean {
  if (rank[a] !== rank[b]) return rank[a]! < rank[b]!
  const pa = price[a]!
  const pb = price[b]!
  if (pa !== pb && (pa === pa || pb === pb)) return pb !== pb || (pa === pa && pa < pb)
  return order[a]! < order[b]!
}
