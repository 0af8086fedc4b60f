import { dayNumber } from '#domain/dates/iso-date.ts'
import { candidatePeriods } from '#domain/property-search/flexible-periods.ts'
import { needsWeeklyHint } from '#domain/property-search/weekly-hint.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { stayDay, staysOverlapping } from '#server/catalogue/compact-stays.ts'
import { OBJECT_RULES } from '#server/catalogue/search-columns.ts'
import type { CatalogueSnapshot, IndexedProperty } from '#server/catalogue/types.ts'
import { AVAILABLE } from './compact-quotes.ts'
import { nearLists, stayPricesOf } from './near-list.ts'
import { baseList, compileFilter, passes } from './filters.ts'
import { fillCompact, fillObjects, periodTable, quotesOfProperty, tableKey, type TableKey } from './period-table.ts'
import { PREPARED_CACHE_SIZE, searchCachesOf } from './search-caches.ts'
import type { PeriodTable, PreparedSearch, PropertyQuotes } from './types.ts'

/** The cache key of everything but the price filter (list order of sectors and facilities does not matter). */
function preparedKey(
  f: PropertySearchFilter & { checkIn: string; checkOut: string },
  includeDemos: boolean,
  today: string,
) {
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

/** The properties passing the filter (indices into snap.all), their table rows filled. */
function matching(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter,
  includeDemos: boolean,
  table: PeriodTable,
  k: TableKey,
): IndexedProperty[] {
  const cols = snap.columns
  const filter = compileFilter(cols, f, includeDemos)
  const out: IndexedProperty[] = []
  if (!filter.possible) return out
  for (const p of baseList(snap, f.city)) {
    const i = p.index
    if (!passes(cols, i, filter)) continue
    out.push(p)
    if (table.filled[i] === 1) continue
    if ((cols.flags[i]! & OBJECT_RULES) !== 0) fillObjects(table, p, k)
    else fillCompact(table, p, k)
  }
  return out
}

/** The matching properties ordered by the distance of their nearest stay (counting sort, stable), those without one last. */
function byNearDistance(list: IndexedProperty[], table: PeriodTable, checkInDay: number) {
  const distance = new Float64Array(list.length)
  let max = 0
  for (let j = 0; j < list.length; j++) {
    const p = list[j]!
    const s = table.nearStay[p.index]!
    distance[j] = s < 0 ? -1 : Math.abs(stayDay(p.stays, s) - checkInDay)
    if (distance[j]! > max) max = distance[j]!
  }
  const index = list.map((_, j) => j)
  const key = (j: number) => (distance[j]! < 0 ? Infinity : distance[j]!)
  if (max > 4096 || !Number.isInteger(max)) index.sort((a, b) => key(a) - key(b) || a - b)
  else {
    const starts = new Int32Array(max + 3)
    for (let j = 0; j < list.length; j++) starts[(distance[j]! < 0 ? max + 1 : distance[j]!) + 1]!++
    for (let d = 1; d < starts.length; d++) starts[d]! += starts[d - 1]!
    for (let j = 0; j < list.length; j++) index[starts[distance[j]! < 0 ? max + 1 : distance[j]!]!++] = j
  }
  return { index, distance }
}

function prepare(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter & { checkIn: string; checkOut: string },
  includeDemos: boolean,
  today: string,
): PreparedSearch {
  const periods = candidatePeriods(f.checkIn, f.checkOut, f.flexible)
  const k = tableKey(periods, f.serviceLevel, today)
  const table = periodTable(snap, k)
  const list = matching(snap, f, includeDemos, table, k)
  const { index, distance } = byNearDistance(list, table, k.checkInDay)
  const n = list.length
  const len = periods.length
  const prep = emptyPrepared(n, len)
  let withNear = 0
  for (let j = 0; j < n; j++) {
    const p = list[index[j]!]!
    const i = p.index
    prep.items[j] = p
    for (let q = 0; q < len; q++) {
      prep.eur[j * len + q] = table.eur[i * len + q]!
      prep.native[j * len + q] = table.native[i * len + q]!
      prep.available[j * len + q] = table.code[i * len + q] === AVAILABLE ? 1 : 0
    }
    prep.exact[j] = table.code[i * len]!
    prep.better[j] = table.better[i]!
    prep.order[j] = snap.priceOrder[i]!
    prep.catalogueOrder[j] = i
    prep.nearStay[j] = table.nearStay[i]!
    prep.nearPrice[j] = table.nearPrice[i]!
    prep.nearDistance[j] = distance[index[j]!]!
    if (prep.nearStay[j]! >= 0) withNear++
  }
  const first = periods.length > 1 ? periods[1]! : periods[0]!
  return {
    ...prep,
    periods,
    withNear,
    fromDay: dayNumber(first.checkIn),
    toDay: dayNumber(periods[periods.length - 1]!.checkOut),
    checkIn: f.checkIn,
    weeklyHint: needsWeeklyHint(f.checkIn, f.checkOut),
    checkInDay: k.checkInDay,
    today,
    todayDay: k.todayDay,
    level: f.serviceLevel,
    stayPrices: stayPricesOf(snap, f.serviceLevel, today),
    nearLists: nearLists(n),
  }
}

function emptyPrepared(n: number, len: number) {
  return {
    items: new Array<IndexedProperty>(n),
    exact: new Uint8Array(n),
    eur: new Float64Array(n * len),
    native: new Float64Array(n * len),
    available: new Uint8Array(n * len),
    better: new Int8Array(n),
    order: new Int32Array(n),
    catalogueOrder: new Int32Array(n),
    nearStay: new Int32Array(n),
    nearPrice: new Float64Array(n),
    nearDistance: new Float64Array(n),
    pageQuotes: new Array<PropertyQuotes | undefined>(n),
    fieldsBytes: new Array<Buffer | undefined>(n * 4),
    availabilityBytes: new Array<Buffer | undefined>(n),
  }
}

/** The quotes of item `j` as the answer's page shows them (made when the item is first on a page). */
export function pageQuotes(prep: PreparedSearch, j: number): PropertyQuotes {
  const p = prep.items[j]!
  return (prep.pageQuotes[j] ??= quotesOfProperty(
    p,
    prep.periods,
    prep.level,
    staysOverlapping(p.stays, prep.fromDay, prep.toDay),
  ))
}
