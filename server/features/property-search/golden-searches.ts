/**
 * The recorded searches of the property search (golden-searches.test.ts): a deterministic
 * catalogue (seeded generator, no database, fixed dates) and a few hundred varied searches over
 * it. The test hashes every answer's JSON and compares it with golden-searches.json, recorded on
 * the search before the property-search index (docs/decisions/046-property-search-index.md): a
 * faster index must answer byte for byte as the old one did.
 */
import { createHash } from 'node:crypto'
import { addDays } from '#domain/dates/iso-date.ts'
import { findResortByName } from '#domain/catalogue/resorts.ts'
import { DEFAULT_SEARCH_FILTER, type PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { CataloguePropertyRow, CatalogueRepository, CompactStay } from '#server/catalogue/repository.ts'

export const GOLDEN_TODAY = '2030-01-02'
export const GOLDEN_NOW = new Date(`${GOLDEN_TODAY}T08:00:00Z`)
const FIRST_SATURDAY = '2030-01-05'

const CITIES = [
  'Courchevel 1850',
  'Courchevel 1850',
  'Courchevel 1650',
  'Courchevel 1300',
  'Verbier',
  'Verbier',
  'Zermatt',
  'Lech',
  'Méribel',
  "Val d'Isère",
  'St. Moritz',
]
const LEVELS = ['Selfcatered', 'Catered', 'Bed & Breakfast'] as const
const FACILITIES = ['f-sauna', 'f-pool', 'f-lift', 'f-cinema', 'f-spa', 'f-gym']
const NAMES = ['Édelweiss', "L'Écrin", 'Les "Trois" Vallées', 'Zürs – Haus', 'Chalet 雪', 'Alpina\\Lodge', 'Rose']
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'EUR', 'CHF', 'CHF', 'CHF', 'GBP', 'USD']

/** A small deterministic generator (LCG). */
export function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
}

type Rnd = () => number
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!

function rateOf(rnd: Rnd): number | null {
  const r = rnd()
  if (r < 0.08) return null
  if (r < 0.1) return 12_345.5 + Math.floor(rnd() * 10) * 1000 // a few fractional rates
  return (4 + Math.floor(rnd() * 40)) * 1000 // ties on purpose
}

/** Rates of one stay with the given keys (`odd`: sometimes a key less or more, as hand-edited data has). */
function ratesOf(rnd: Rnd, keys: readonly string[], odd: boolean): Record<string, number | null> {
  const rates: Record<string, number | null> = {}
  for (const k of keys) if (!odd || rnd() > 0.2) rates[k] = rateOf(rnd)
  if (odd && rnd() < 0.2) rates['Half board'] = rateOf(rnd)
  return rates
}

/** [start day offset from the first Saturday, nights] of one property's stays, in order. */
function stayPlan(rnd: Rnd, kind: number): [number, number][] {
  const out: [number, number][] = []
  if (kind < 0.66)
    for (let w = -3; w < 24; w++) out.push([7 * w, 7]) // Saturday weeks
  else if (kind < 0.74)
    for (let w = -3; w < 24; w++) out.push([7 * w + 1, 7]) // Sunday weeks
  else if (kind < 0.82)
    for (let w = -3; w < 24; w++) out.push([7 * w, 4], [7 * w + 4, 3]) // split weeks
  else if (kind < 0.9) {
    // irregular: weeks, fortnights and short stays with gaps
    let d = -20
    while (d < 170) {
      const nights = pick(rnd, [7, 7, 14, 3, 5, 10])
      out.push([d, nights])
      d += nights + (rnd() < 0.2 ? pick(rnd, [1, 2, 7]) : 0)
    }
  } else if (kind < 0.95) return []
  else for (let w = 0; w < 24; w += 2) out.push([7 * w, 7]) // every other week
  return out.filter(() => rnd() > 0.08) // gaps: no stay (on request)
}

function propertyOf(rnd: Rnd, i: number): { row: CataloguePropertyRow; stays: CompactStay[] } {
  const city = pick(rnd, CITIES)
  const resort = findResortByName(city)!
  const levels = LEVELS.filter(() => rnd() < 0.55)
  if (levels.length === 0) levels.push(pick(rnd, LEVELS))
  if (rnd() < 0.3) levels.reverse()
  const keys = rnd() < 0.2 ? [...levels].reverse() : levels
  const odd = rnd() < 0.05
  const stays: CompactStay[] = stayPlan(rnd, rnd()).map(([from, nights]) => {
    const checkIn = addDays(FIRST_SATURDAY, from)
    return [checkIn, addDays(checkIn, nights), rnd() < 0.75, ratesOf(rnd, keys, odd)]
  })
  const rates = stays.flatMap((s) => Object.values(s[3])).filter((r): r is number => r !== null)
  const sector = rnd()
  const row: CataloguePropertyRow = {
    id: (0x5000 + i * 7).toString(16).padStart(24, '0'),
    slug: `chalet-${i}`,
    name: `${pick(rnd, ['Chalet', 'Villa', 'Residence'])} ${pick(rnd, NAMES)} ${i}`,
    city,
    sector: sector < 0.15 ? null : sector < 0.18 ? 'Unknown Sector' : (pick(rnd, resort.sectors) ?? null),
    country: resort.country,
    propertyType: pick(rnd, ['Chalet', 'Chalet', 'Apartment', 'Villa'] as const),
    bedrooms: 1 + Math.floor(rnd() * 10),
    bedsAdults: rnd() < 0.08 ? null : 2 + Math.floor(rnd() * 18),
    bedsChildren: rnd() < 0.1 ? null : Math.floor(rnd() * 6),
    thumbnail: `/media/p${i}.svg`,
    currency: pick(rnd, CURRENCIES),
    priceFrom: rnd() < 0.1 || rates.length === 0 ? null : Math.min(...rates),
    petsAllowed: rnd() < 0.3,
    serviceLevels: levels,
    facilities: FACILITIES.filter(() => rnd() < 0.4),
    operatorId: `op-${i % 5}`,
    sortOrder: Math.floor(rnd() * 60),
    isDemo: rnd() < 0.05,
  }
  return { row, stays }
}

/** The golden catalogue as a catalogue repository (what buildSnapshot reads). */
export function goldenCatalogue(count = 700, seed = 46): CatalogueRepository {
  const rnd = random(seed)
  const rows: CataloguePropertyRow[] = []
  const stays = new Map<string, CompactStay[]>()
  for (let i = 0; i < count; i++) {
    const p = propertyOf(rnd, i)
    rows.push(p.row)
    stays.set(p.row.id, p.stays)
  }
  rows.sort((a, b) => (a.id < b.id ? -1 : 1))
  return {
    properties: async () => rows,
    staysByProperty: async (fromId: string, toId: string, since: string) =>
      new Map(
        [...stays]
          .filter(([id]) => id >= fromId && id <= toId)
          .map(([id, list]) => [id, list.filter((s) => s[1] > since)] as const)
          .filter(([, list]) => list.length > 0),
      ),
  } as CatalogueRepository
}

export type GoldenSearch = {
  filter: PropertySearchFilter
  lang: Language
  limit: number
  offset: number
  includeDemos: boolean
  today: string
}

/** A few hundred varied searches: periods, flexible, prices, beds, types, levels, facilities, pets, sectors, paging. */
export function goldenSearches(count = 420, seed = 9): GoldenSearch[] {
  const rnd = random(seed)
  const out: GoldenSearch[] = []
  // a few periods come back often (the prepared search and period caches are hit and evicted)
  const usual = Array.from({ length: 6 }, (_, i) => addDays(FIRST_SATURDAY, 7 * i + (i % 3 === 1 ? 1 : 0)))
  for (let i = 0; i < count; i++) {
    const today = rnd() < 0.9 ? GOLDEN_TODAY : '2030-01-09'
    const checkIn =
      rnd() < 0.5
        ? pick(rnd, usual)
        : addDays(FIRST_SATURDAY, 7 * Math.floor(rnd() * 22) + pick(rnd, [0, 0, 0, 1, -1, 2, 3, -3]))
    const f: PropertySearchFilter = {
      ...DEFAULT_SEARCH_FILTER,
      checkIn: checkIn < today ? today : checkIn,
      flexible: rnd() < 0.7,
    }
    f.checkOut = addDays(f.checkIn!, pick(rnd, [7, 7, 7, 14, 3, 4, 10, 1, 21, 60]))
    const city = rnd()
    if (city < 0.55) f.city = pick(rnd, CITIES)
    else if (city < 0.65) f.city = pick(rnd, ['Courchevel', 'courchevel 1850', 'verbier', 'Nowhere'])
    if (f.city && rnd() < 0.15) {
      const sectors = findResortByName(f.city.trim())?.sectors ?? ['Centre']
      f.sectors = sectors.filter(() => rnd() < 0.5).concat(rnd() < 0.2 ? ['Unknown Sector'] : [])
    }
    const price = rnd()
    if (price < 0.45) f.priceMax = Math.floor(rnd() * 120_000)
    else if (price < 0.55)
      f.priceMax = 10_000 + rnd() * 50_000 // fractional
    else if (price < 0.6) f.priceMax = 0
    else if (price < 0.65) f.priceMax = 164_999
    if (rnd() < 0.25) f.priceMin = Math.floor(rnd() * 40_000)
    if (f.priceMin > f.priceMax) f.priceMin = 0
    if (rnd() < 0.2) f.bedrooms = 1 + Math.floor(rnd() * 8)
    if (rnd() < 0.15) f.adults = 1 + Math.floor(rnd() * 16)
    if (rnd() < 0.15) f.children = Math.floor(rnd() * 5)
    if (rnd() < 0.12) f.propertyType = pick(rnd, ['Chalet', 'Apartment', 'Villa'] as const)
    if (rnd() < 0.25) f.serviceLevel = pick(rnd, LEVELS)
    if (rnd() < 0.12) f.facilities = FACILITIES.filter(() => rnd() < 0.3)
    if (rnd() < 0.1) f.petsAllowed = rnd() < 0.7
    const dates = rnd()
    if (dates < 0.06) {
      f.checkIn = undefined
      f.checkOut = undefined
    } else if (dates < 0.08) f.checkOut = undefined
    out.push({
      filter: f,
      lang: rnd() < 0.7 ? 'en' : 'de',
      limit: pick(rnd, [24, 24, 48, 5, 1, 100]),
      offset: pick(rnd, [0, 0, 0, 24, 5, 48, 300]),
      includeDemos: rnd() < 0.1,
      today,
    })
  }
  return out
}

/** A short description of a search (for the recorded file and for failures). */
export function describeSearch(s: GoldenSearch): string {
  const f: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(s.filter)) {
    const dflt = (DEFAULT_SEARCH_FILTER as Record<string, unknown>)[k]
    if (v !== undefined && JSON.stringify(v) !== JSON.stringify(dflt)) f[k] = v
  }
  return JSON.stringify({ ...f, lang: s.lang, limit: s.limit, offset: s.offset, demos: s.includeDemos, today: s.today })
}

/** The first 16 hex digits of the SHA-256 of an answer's JSON text. */
export const answerHash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16)
