import { dayNumber } from '#domain/dates/iso-date.ts'
import {
  betterIndex,
  quotePeriod,
  type CandidatePeriod,
  type PeriodQuote,
} from '#domain/property-search/flexible-periods.ts'
import { toEur, toEurOrNull } from '#domain/property-search/currency.ts'
import { staysOf } from '#server/catalogue/compact-stays.ts'
import type { IndexedStay } from '#server/catalogue/compact-stays.ts'
import type { CatalogueSnapshot, IndexedProperty } from '#server/catalogue/types.ts'
import {
  AVAILABLE,
  ON_REQUEST,
  SOLD,
  levelColumns,
  nearestCompact,
  quoteCompact,
  stayPriceCompact,
  type QuoteSlot,
} from './compact-quotes.ts'
import { nearestAvailable } from './nearest-stay.ts'
import { PERIOD_CACHE_SIZE, searchCachesOf } from './search-caches.ts'
import type { PeriodTable, PropertyQuotes } from './types.ts'

/** What a period table is filled for: the candidate periods, the chosen level and today. */
export type TableKey = {
  periods: CandidatePeriod[]
  /** check-in and check-out day numbers of each period (period i: [2i, 2i + 1]) */
  days: Int32Array
  level: string | undefined
  checkIn: string
  checkInDay: number
  today: string
  todayDay: number
}

/** The table key of a search period. */
export function tableKey(periods: CandidatePeriod[], level: string | undefined, today: string): TableKey {
  const days = new Int32Array(periods.length * 2)
  periods.forEach((q, i) => {
    days[2 * i] = dayNumber(q.checkIn)
    days[2 * i + 1] = dayNumber(q.checkOut)
  })
  const checkIn = periods[0]!.checkIn
  return { periods, days, level, checkIn, checkInDay: days[0]!, today, todayDay: dayNumber(today) }
}

export const NaNOr = (v: number | null | undefined) => (v === null || v === undefined ? NaN : v)

/** A price (NaN = none) in EUR as toEurOrNull gives it (NaN = none). */
export const eurOf = (price: number, currency: string) => (price === price ? toEur(price, currency) : NaN)

const codeOf = (q: PeriodQuote) =>
  q.availability === 'available' ? AVAILABLE : q.availability === 'on request' ? ON_REQUEST : SOLD
const anyPrice = () => true

/** The quotes of the candidate periods of a property from its stays as objects (asked period first). */
export function quotesOfProperty(
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
 * The table of one search period, memoised in the snapshot's search caches (see PeriodTable),
 * filled for a property when a search first needs it. At most PERIOD_CACHE_SIZE are kept (LRU).
 */
export function periodTable(snap: CatalogueSnapshot, k: TableKey): PeriodTable {
  const { periods } = k
  const key = `${periods[0]!.checkIn}:${periods[0]!.checkOut}:${periods.length}:${k.level ?? ''}:${k.today}`
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

/** betterIndex on the table's row: an available shifted period priced below the priced asked one, the cheapest (ties to the earlier). */
function betterOfRow(t: PeriodTable, base: number, len: number): number {
  const exact = t.native[base]!
  if (exact !== exact) return -1
  let best = -1
  for (let i = 1; i < len; i++) {
    const v = t.native[base + i]!
    if (t.code[base + i] !== AVAILABLE || v !== v || v >= exact) continue
    if (best < 0 || v < t.native[base + best]!) best = i
  }
  return best
}

const slot: QuoteSlot = { code: 0, price: NaN }

/** The index of the chosen level in `names` (-1 none chosen, -2 not there). */
const chosen = (names: readonly string[], level: string | undefined) => {
  if (level === undefined) return -1
  const i = names.indexOf(level)
  return i >= 0 ? i : -2
}

/** Fills the table's row of property `p` with the compact rules (compact-quotes.ts). */
export function fillCompact(t: PeriodTable, p: IndexedProperty, k: TableKey): void {
  const len = k.periods.length
  const base = p.index * len
  const cols = levelColumns(p.stays, p.serviceLevels)
  const level = chosen(p.serviceLevels, k.level)
  for (let i = 0; i < len; i++) {
    quoteCompact(p.stays, k.days[2 * i]!, k.days[2 * i + 1]!, p.serviceLevels, cols, level, slot)
    t.code[base + i] = slot.code
    t.native[base + i] = slot.price
    t.eur[base + i] = eurOf(slot.price, p.currency)
  }
  t.better[p.index] = betterOfRow(t, base, len)
  const near = nearestCompact(p.stays, k.checkInDay, k.todayDay)
  t.nearStay[p.index] = near
  const price = near >= 0 ? stayPriceCompact(p.stays, near, chosen(p.stays.levels, k.level)) : NaN
  t.nearPrice[p.index] = eurOf(price, p.currency)
  t.filled[p.index] = 1
}

/** Fills the table's row of property `p` with the object rules (stays kept as objects, odd level names). */
export function fillObjects(t: PeriodTable, p: IndexedProperty, k: TableKey): void {
  const { periods } = k
  const len = periods.length
  const base = p.index * len
  const stays = staysOf(p.stays)
  const pq = quotesOfProperty(p, periods, k.level, stays)
  for (let i = 0; i < len; i++) {
    t.code[base + i] = codeOf(pq.q[i]!)
    t.eur[base + i] = NaNOr(pq.eur[i])
    t.native[base + i] = NaNOr(pq.q[i]!.price)
  }
  t.better[p.index] = betterIndex(pq.q)
  const near = nearestAvailable(p, stays, k.checkIn, k.checkInDay, k.today, k.level, anyPrice)
  t.nearStay[p.index] = near ? stays.indexOf(near.stay) : -1
  t.nearPrice[p.index] = NaNOr(near?.price)
  t.filled[p.index] = 1
}
