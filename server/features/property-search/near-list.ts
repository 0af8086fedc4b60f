import { dayNumber } from '#domain/dates/iso-date.ts'
import { staysOf } from '#server/catalogue/compact-stays.ts'
import type { CatalogueSnapshot, IndexedProperty } from '#server/catalogue/types.ts'
import { firstFrom, stayPriceCompact } from './compact-quotes.ts'
import { nearestAvailable } from './nearest-stay.ts'
import { eurOf } from './period-table.ts'
import { searchCachesOf } from './search-caches.ts'
import type { NearLists, PreparedSearch, PriceRange, StayPrices } from './types.ts'

/** Price range test in EUR; an unknown price (NaN) passes only the full default range (see priceFilter). */
export const inRange = (r: PriceRange, eur: number) => (eur !== eur ? r.full : eur >= r.min && eur <= r.max)

/** A stay found for the other-period list: its index in the item's stays, price in EUR (NaN = none) and distance in days. */
export type NearFound = { stay: number; price: number; distance: number }

/** The price ranges of the usable stays per property for a level and today (made with the snapshot's search caches). */
export function stayPricesOf(snap: CatalogueSnapshot, level: string | undefined, today: string): StayPrices {
  const key = `${level ?? ''}:${today}`
  const { stayPrices } = searchCachesOf(snap)
  let table = stayPrices.get(key)
  if (!table) {
    const n = snap.all.length
    table = {
      filled: new Uint8Array(n),
      min: new Float64Array(n),
      max: new Float64Array(n),
      unpriced: new Uint8Array(n),
    }
    stayPrices.set(key, table)
    if (stayPrices.size > 8) stayPrices.delete(stayPrices.keys().next().value!)
  }
  return table
}

/** The chosen level's column in the stays' rates: -1 the cheapest, -2 a level the stays have no rate for. */
export const levelColumn = (p: IndexedProperty, level: string | undefined) =>
  level === undefined ? -1 : p.stays.levels.indexOf(level) >= 0 ? p.stays.levels.indexOf(level) : -2

/** True when no usable stay of the item (available, from today) can be in the range: its prices are all outside. */
function noneInRange(prep: PreparedSearch, p: IndexedProperty, range: PriceRange): boolean {
  const t = prep.stayPrices
  const i = p.index
  if (t.filled[i] !== 1) {
    const s = p.stays
    const level = levelColumn(p, prep.level)
    let min = Infinity
    let max = -Infinity
    let unpriced = 0
    for (let x = firstFrom(s, prep.todayDay); x < s.day.length; x++) {
      if (s.available[x] !== 1) continue
      const eur = eurOf(stayPriceCompact(s, x, level), p.currency)
      if (eur !== eur) unpriced = 1
      else {
        if (eur < min) min = eur
        if (eur > max) max = eur
      }
    }
    ;[t.min[i], t.max[i], t.unpriced[i], t.filled[i]] = [min, max, unpriced, 1]
  }
  return (t.min[i]! > range.max || t.max[i]! < range.min) && !(t.unpriced[i] === 1 && range.full)
}

/**
 * The available stay nearest to the asked check-in (check-in not before today) whose price is in
 * the range, as nearestAvailable in nearest-stay.ts finds it (ties go to the later stay): the
 * prepared nearest stay at any price when its price is in range, else from the item's usable
 * stays ordered by distance once per prepared search (in shared arrays). Writes it to `out`; false
 * when there is none. No objects: the other-period list looks at thousands of items for a search
 * across the catalogue.
 */
export function nearInRange(prep: PreparedSearch, j: number, range: PriceRange, out: NearFound): boolean {
  if (prep.nearStay[j]! >= 0 && inRange(range, prep.nearPrice[j]!)) {
    out.stay = prep.nearStay[j]!
    out.price = prep.nearPrice[j]!
    out.distance = prep.nearDistance[j]!
    return true
  }
  const p = prep.items[j]!
  if (p.stays.objects) return nearInRangeObjects(prep, p, range, out)
  if (noneInRange(prep, p, range)) return false
  const list = prep.nearLists
  if (list.length[j]! < 0) nearList(prep, j, p)
  for (let e = list.start[j]!, end = e + list.length[j]!; e < end; e++) {
    if (!inRange(range, list.eur[e]!)) continue
    out.stay = list.stay[e]!
    out.price = list.eur[e]!
    out.distance = list.distance[e]!
    return true
  }
  return false
}

/** Appends item j's usable stays (available, from today) to the prepared search's near lists, nearest first (ties: the later one). */
function nearList(prep: PreparedSearch, j: number, p: IndexedProperty): void {
  const s = p.stays
  const level = levelColumn(p, prep.level)
  const ci = prep.checkInDay
  const list = grown(prep.nearLists, s.day.length)
  list.start[j] = list.used
  let a = firstFrom(s, ci)
  let b = a - 1
  for (;;) {
    while (a < s.day.length && (s.available[a] !== 1 || s.day[a]! < prep.todayDay)) a++
    while (b >= 0 && s.day[b]! >= prep.todayDay && s.available[b] !== 1) b--
    const da = a < s.day.length ? s.day[a]! - ci : Infinity
    const db = b >= 0 && s.day[b]! >= prep.todayDay ? ci - s.day[b]! : Infinity
    if (da === Infinity && db === Infinity) break
    const x = da <= db ? a++ : b--
    list.stay[list.used] = x
    list.eur[list.used] = eurOf(stayPriceCompact(s, x, level), p.currency)
    list.distance[list.used++] = da <= db ? da : db
  }
  list.length[j] = list.used - list.start[j]!
}

/** The near lists with room for `more` entries. */
function grown(list: NearLists, more: number): NearLists {
  if (list.used + more <= list.stay.length) return list
  const size = Math.max(1024, list.stay.length * 2, list.used + more)
  const stay = new Int32Array(size)
  const eur = new Float64Array(size)
  const distance = new Float64Array(size)
  stay.set(list.stay.subarray(0, list.used))
  eur.set(list.eur.subarray(0, list.used))
  distance.set(list.distance.subarray(0, list.used))
  return Object.assign(list, { stay, eur, distance })
}

/** Empty near lists for n items. */
export function nearLists(n: number): NearLists {
  const none = new Int32Array(n).fill(-1)
  return {
    start: new Int32Array(n),
    length: none,
    used: 0,
    stay: new Int32Array(0),
    eur: new Float64Array(0),
    distance: new Float64Array(0),
  }
}

/** nearInRange for stays kept as objects (the rules as written, nearest-stay.ts). */
function nearInRangeObjects(prep: PreparedSearch, p: IndexedProperty, range: PriceRange, out: NearFound): boolean {
  const stays = staysOf(p.stays)
  const test = (eur: number | null) => inRange(range, eur ?? NaN)
  const near = nearestAvailable(p, stays, prep.checkIn, dayNumber(prep.checkIn), prep.today, prep.level, test)
  if (!near) return false
  out.stay = stays.indexOf(near.stay)
  out.price = near.price ?? NaN
  out.distance = near.distance
  return true
}
