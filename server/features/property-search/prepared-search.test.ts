import { describe, expect, it } from 'vitest'
import { addDays } from '#domain/dates/iso-date.ts'
import { DEFAULT_SEARCH_FILTER, type PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import type { CompactStay, CataloguePropertyRow, CatalogueRepository } from '#server/catalogue/repository.ts'
import { searchCatalogue, searchCatalogueJson } from './search.ts'
import type { SearchOptions } from './types.ts'
import { buildSnapshot } from '#server/catalogue/snapshot.ts'
import { baseList, matchesFilter, priceFilter } from './filters.ts'
import { nearestAvailable } from './nearest-stay.ts'
import { searchCachesOf } from './search-caches.ts'
import type { IndexedStay } from '#server/catalogue/compact-stays.ts'
import type { CatalogueSnapshot } from '#server/catalogue/types.ts'

import { alternativeIndex, candidatePeriods, quotePeriod } from '#domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '#domain/property-search/currency.ts'
import { dayNumber } from '#domain/dates/iso-date.ts'

/**
 * The prepared search (prepared-search.ts) and the JSON writer of the search: a generated catalogue
 * (seeded, no database), answers compared with fresh snapshots and with JSON.stringify.
 */
const TODAY = '2030-01-02'
const FIRST_SATURDAY = '2030-01-05'
const CITIES = ['Verbier', 'Zermatt', 'Courchevel 1850', 'Courchevel 1650']
const LEVELS = ['Selfcatered', 'Catered']

function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
}

function catalogue(count: number, seed = 7): CatalogueRepository {
  const rnd = random(seed)
  const rows: CataloguePropertyRow[] = []
  const stays = new Map<string, CompactStay[]>()
  for (let i = 0; i < count; i++) {
    const id = i.toString(16).padStart(24, '0')
    const levels = rnd() < 0.5 ? [LEVELS[0]!] : LEVELS
    const currency = rnd() < 0.4 ? 'CHF' : 'EUR'
    rows.push({
      id,
      slug: `chalet-${i}`,
      name: `Chalet Édelweiss ${i}`,
      city: CITIES[i % CITIES.length]!,
      sector: rnd() < 0.2 ? null : `Sector ${i % 3}`,
      country: i % CITIES.length < 2 ? 'Switzerland' : 'France',
      propertyType: rnd() < 0.7 ? 'Chalet' : 'Apartment',
      bedrooms: 1 + Math.floor(rnd() * 8),
      bedsAdults: rnd() < 0.1 ? null : 2 + Math.floor(rnd() * 14),
      bedsChildren: rnd() < 0.1 ? null : Math.floor(rnd() * 4),
      thumbnail: `/media/${i}.svg`,
      currency,
      priceFrom: rnd() < 0.1 ? null : 5000 + Math.floor(rnd() * 20) * 1000,
      petsAllowed: rnd() < 0.3,
      serviceLevels: levels,
      facilities: rnd() < 0.5 ? ['sauna'] : [],
      operatorId: 'op',
      sortOrder: Math.floor(rnd() * 50),
      isDemo: rnd() < 0.05,
    })
    const list: CompactStay[] = []
    for (let w = 0; w < 16; w++) {
      if (rnd() < 0.1) continue // no stay that week: on request
      const checkIn = addDays(FIRST_SATURDAY, 7 * w - 7)
      const rates: Record<string, number | null> = {}
      for (const l of levels) rates[l] = rnd() < 0.1 ? null : (4 + Math.floor(rnd() * 40)) * 1000 // ties on purpose
      list.push([checkIn, addDays(checkIn, 7), rnd() < 0.7, rates])
    }
    stays.set(id, list)
  }
  return {
    properties: async () => rows,
    staysByProperty: async (from: string, to: string) => new Map([...stays].filter(([id]) => id >= from && id <= to)),
  } as unknown as CatalogueRepository
}

const NOW = new Date(`${TODAY}T08:00:00Z`)
const options = (o: Partial<SearchOptions> = {}): SearchOptions => ({
  lang: 'en',
  limit: 24,
  offset: 0,
  includeDemos: false,
  today: TODAY,
  ...o,
})

function randomSearches(count: number, seed: number): [PropertySearchFilter, SearchOptions][] {
  const rnd = random(seed)
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!
  const out: [PropertySearchFilter, SearchOptions][] = []
  for (let i = 0; i < count; i++) {
    const checkIn = addDays(FIRST_SATURDAY, 7 * Math.floor(rnd() * 12) + pick([0, 0, 1, -1, 2]))
    const f: PropertySearchFilter = {
      ...DEFAULT_SEARCH_FILTER,
      city: pick([undefined, 'Verbier', 'Zermatt', 'Courchevel', 'Nowhere']),
      checkIn,
      checkOut: addDays(checkIn, pick([7, 7, 14, 3])),
      flexible: rnd() < 0.7,
    }
    if (rnd() < 0.6) f.priceMax = Math.floor(rnd() * 100_000)
    if (rnd() < 0.3) f.priceMin = Math.floor(rnd() * 30_000)
    if (f.priceMin > f.priceMax) f.priceMin = 0
    if (rnd() < 0.2) f.bedrooms = 1 + Math.floor(rnd() * 5)
    if (rnd() < 0.2) f.serviceLevel = pick(LEVELS) as PropertySearchFilter['serviceLevel']
    if (rnd() < 0.1) f.facilities = ['sauna']
    if (rnd() < 0.05) {
      f.checkIn = undefined
      f.checkOut = undefined
    }
    out.push([
      f,
      options({
        lang: pick(['en', 'de']),
        offset: pick([0, 0, 5, 30]),
        limit: pick([24, 5, 48]),
        includeDemos: rnd() < 0.1,
      }),
    ])
  }
  return out
}

describe('searchCatalogueJson', () => {
  it('writes the same text as JSON.stringify of the answer objects', async () => {
    const snap = await buildSnapshot(catalogue(300), 1, NOW, 100)
    for (const [f, o] of randomSearches(150, 3)) {
      expect(searchCatalogueJson(snap, f, o)).toBe(JSON.stringify(searchCatalogue(snap, f, o)))
    }
  })
})

/** The stays of every property as loaded (not through the snapshot's compact form). */
type PlainStays = Map<string, IndexedStay[]>
async function plainStays(repo: CatalogueRepository): Promise<PlainStays> {
  const raw = await repo.staysByProperty('', 'z', '')
  return new Map(
    [...raw].map(([id, list]) => [
      id,
      list.map(([checkIn, checkOut, available, rates]) => ({
        checkIn,
        checkOut,
        available,
        rates,
        day: dayNumber(checkIn),
      })),
    ]),
  )
}

/** The rules written plainly (the search before the prepared search): result ids in order, count, other-period ids. */
function reference(
  snap: CatalogueSnapshot,
  stays: PlainStays,
  f: PropertySearchFilter & { checkIn: string; checkOut: string },
  o: SearchOptions,
) {
  const inRange = priceFilter(f)
  const periods = candidatePeriods(f.checkIn, f.checkOut, f.flexible)
  const ranked: { id: string; rank: number; price: number | null; from: number | null; order: number }[] = []
  const rest: typeof snap.all = []
  for (const p of baseList(snap, f.city)) {
    if ((!o.includeDemos && p.isDemo) || !matchesFilter(p, f)) continue
    const q = periods.map((period) => quotePeriod(stays.get(p.id) ?? [], period, p.serviceLevels, f.serviceLevel))
    const eur = q.map((x) => toEurOrNull(x.price, p.currency))
    const entry = { id: p.id, from: p.priceFromEur, order: p.sortOrder }
    const alt = alternativeIndex(q, inRange, eur)
    if (q[0]!.availability === 'available' && inRange(eur[0]!)) ranked.push({ ...entry, rank: 0, price: eur[0]! })
    else if (alt > 0) ranked.push({ ...entry, rank: 1, price: eur[alt]! })
    else if (q[0]!.availability === 'on request' && inRange(eur[0]!)) ranked.push({ ...entry, rank: 2, price: null })
    else rest.push(p)
  }
  const inf = (v: number | null) => v ?? Infinity
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      inf(a.price) - inf(b.price) ||
      inf(a.from) - inf(b.from) ||
      a.order - b.order ||
      (a.id < b.id ? -1 : 1),
  )
  const near = rest
    .map((p) =>
      nearestAvailable(p, stays.get(p.id) ?? [], f.checkIn, dayNumber(f.checkIn), o.today, f.serviceLevel, inRange),
    )
    .filter((x) => x !== null)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        inf(a.price) - inf(b.price) ||
        a.p.sortOrder - b.p.sortOrder ||
        (a.p.id < b.p.id ? -1 : 1),
    )
  return {
    results: ranked.slice(o.offset, o.offset + o.limit).map((r) => r.id),
    count: ranked.length,
    otherPeriods: near.slice(0, 24).map((x) => x.p.id),
  }
}

describe('prepared search', () => {
  it('ranks results and finds other periods as the plainly written rules do', async () => {
    const repo = catalogue(300, 21)
    const snap = await buildSnapshot(repo, 1, NOW, 100)
    const stays = await plainStays(repo)
    let compared = 0
    for (const [f, o] of randomSearches(200, 17)) {
      if (!f.checkIn || !f.checkOut) continue
      const a = searchCatalogue(snap, f, o)
      const want = reference(snap, stays, { ...f, checkIn: f.checkIn, checkOut: f.checkOut }, o)
      expect({
        results: a.results.map((r) => r._id),
        count: a.count,
        otherPeriods: a.otherPeriods.map((r) => r._id),
      }).toEqual(want)
      compared++
    }
    expect(compared).toBeGreaterThan(150)
  })
})

describe('prepared search cache', () => {
  it('answers every price range as a fresh snapshot does (prepared once per search without the price)', async () => {
    const repo = catalogue(300, 11)
    const shared = await buildSnapshot(repo, 1, NOW, 100)
    const base: PropertySearchFilter = {
      ...DEFAULT_SEARCH_FILTER,
      checkIn: addDays(FIRST_SATURDAY, 14),
      checkOut: addDays(FIRST_SATURDAY, 21),
    }
    const ranges: [number, number][] = [
      [0, 165_000],
      [0, 20_000],
      [10_000, 30_000],
      [0, 5_000],
      [25_000, 25_000],
      [0, 164_999],
    ]
    for (const city of [undefined, 'Verbier', 'Courchevel']) {
      for (const [priceMin, priceMax] of ranges) {
        const f = { ...base, city, priceMin, priceMax }
        const fresh = await buildSnapshot(repo, 2, NOW, 100)
        expect(searchCatalogue(shared, f, options())).toEqual(searchCatalogue(fresh, f, options()))
      }
    }
    expect(searchCachesOf(shared).prepared.size).toBe(3)
  })

  it('keys the prepared search by every filter but the price, and keeps at most its size', async () => {
    const snap = await buildSnapshot(catalogue(120, 5), 1, NOW, 100)
    const f: PropertySearchFilter = {
      ...DEFAULT_SEARCH_FILTER,
      city: 'Verbier',
      checkIn: FIRST_SATURDAY,
      checkOut: addDays(FIRST_SATURDAY, 7),
    }
    searchCatalogue(snap, f, options())
    searchCatalogue(snap, { ...f, priceMax: 10_000 }, options({ offset: 5, lang: 'de' }))
    expect(searchCachesOf(snap).prepared.size).toBe(1)
    searchCatalogue(snap, { ...f, bedrooms: 3 }, options())
    searchCatalogue(snap, { ...f, flexible: false }, options())
    searchCatalogue(snap, f, options({ includeDemos: true }))
    searchCatalogue(snap, f, options({ today: addDays(TODAY, 1) }))
    expect(searchCachesOf(snap).prepared.size).toBe(5)
    for (let w = 0; w < 60; w++) {
      const checkIn = addDays(FIRST_SATURDAY, w)
      searchCatalogue(snap, { ...f, checkIn, checkOut: addDays(checkIn, 7) }, options())
    }
    expect(searchCachesOf(snap).prepared.size).toBe(48)
  })

  it('finds the same other periods for a narrow range as for a wide one filtered', async () => {
    const snap = await buildSnapshot(catalogue(200, 9), 1, NOW, 100)
    const f: PropertySearchFilter = {
      ...DEFAULT_SEARCH_FILTER,
      checkIn: addDays(FIRST_SATURDAY, 7),
      checkOut: addDays(FIRST_SATURDAY, 14),
      flexible: false,
      priceMax: 12_000,
    }
    const narrow = searchCatalogue(snap, f, options())
    expect(narrow.otherPeriods.length).toBeGreaterThan(0)
    for (const o of narrow.otherPeriods) {
      expect(o.nextAvailable.price).not.toBeNull()
      expect(o.nextAvailable.price!).toBeLessThanOrEqual(12_000)
      expect(o.nextAvailable.checkIn >= TODAY).toBe(true)
    }
    const distances = narrow.otherPeriods.map((o) =>
      Math.abs(Date.parse(o.nextAvailable.checkIn) - Date.parse(f.checkIn!)),
    )
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
  })
})
