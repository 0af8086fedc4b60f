/**
 * A small hand-made catalogue for the search tests (no random seed): properties with known beds,
 * facilities and Saturday-to-Saturday weeks starting at `base`, a Saturday at least 4 weeks ahead.
 */
import type { Db } from '#server/db/client.ts'
import { properties, stays } from '#server/db/schema.ts'
import { findResortByName } from '#domain/catalogue/resorts.ts'
import { addDays, toIsoDate, weekday } from '#domain/dates/iso-date.ts'

export const FAC = {
  sauna: 'f0000000000000000000sauna',
  pool: 'f00000000000000000000pool',
  lift: 'f00000000000000000000lift',
}

export function baseSaturday(now = new Date()): string {
  const start = addDays(toIsoDate(now), 28)
  return addDays(start, (6 - weekday(start) + 7) % 7)
}

type WeekSpec = [weekIndex: number, available: boolean, rates: Record<string, number | null>]
export type FixtureSpec = {
  key: string
  city: string
  type: 'Chalet' | 'Apartment' | 'Villa'
  bedrooms: number
  beds: [number | null, number | null]
  levels: string[]
  facilities?: string[]
  pets?: boolean
  sector?: string | null
  weeks: WeekSpec[]
  isDemo?: boolean
  sortOrder?: number
}

const hex = (n: number, key: string) =>
  (n.toString(16).padStart(8, '0') + Buffer.from(key).toString('hex')).padEnd(24, '0').slice(0, 24)

export async function insertFixtures(db: Db, specs: FixtureSpec[], base: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  let n = 1
  for (const s of specs) {
    const resort = findResortByName(s.city)!
    const id = hex(n++, s.key)
    ids[s.key] = id
    const rows = s.weeks.map(([w, available, rates], i) => {
      const values = Object.values(rates).filter((r): r is number => r !== null)
      return {
        id: hex(1000 * n + i, 'st'),
        propertyId: id,
        checkIn: addDays(base, 7 * w),
        checkOut: addDays(base, 7 * w + 7),
        available,
        rates,
        minRate: values.length ? Math.min(...values) : null,
      }
    })
    const mins = rows.map((r) => r.minRate).filter((r): r is number => r !== null)
    await db.insert(properties).values({
      id,
      slug: `chalet-${s.key}`,
      name: `Fixture ${s.key}`,
      city: resort.name,
      citySlug: resort.slug,
      sector: s.sector === undefined ? (resort.sectors[0] ?? null) : s.sector,
      country: resort.country,
      propertyType: s.type,
      bedrooms: s.bedrooms,
      bedsAdults: s.beds[0],
      bedsChildren: s.beds[1],
      thumbnail: '/media/x.svg',
      images: ['/media/x.svg'],
      currency: resort.currency,
      priceFrom: mins.length ? Math.min(...mins) : null,
      petsAllowed: s.pets ?? false,
      serviceLevels: s.levels,
      servicesIncluded: {},
      equipmentIncluded: [],
      facilities: s.facilities ?? [],
      floorplans: [],
      latitude: resort.latitude,
      longitude: resort.longitude,
      distances: { skiLift: 100, resortCentre: 200, airport: 150, airportName: 'Geneva' },
      description: { en: 'A fixture.', de: 'Ein Testobjekt.' },
      operator: 'Fixture operator',
      operatorId: 'op-fixture',
      salesInformation: null,
      availabilityMessage: null,
      sortOrder: s.sortOrder ?? n,
      isDemo: s.isDemo ?? false,
    })
    if (rows.length) await db.insert(stays).values(rows)
  }
  return ids
}

const S = 'Selfcatered'
const C = 'Catered'
const B = 'Bed & Breakfast'
/** a–d in Courchevel 1850 (a: two levels, b: catered, c: on request, d: villa mostly sold), e Verbier (CHF), f demo, g Courchevel 1650, h Lech */
export const SEARCH_FIXTURES: FixtureSpec[] = [
  {
    key: 'a',
    city: 'Courchevel 1850',
    type: 'Chalet',
    bedrooms: 5,
    beds: [10, 2],
    levels: [S, C],
    facilities: [FAC.sauna, FAC.pool],
    pets: true,
    sector: 'Jardin Alpin',
    weeks: [
      [0, true, { [S]: 20000, [C]: 30000 }],
      [1, true, { [S]: 25000, [C]: 35000 }],
      [2, false, { [S]: 25000, [C]: 35000 }],
      [3, true, { [S]: 18000, [C]: null }],
    ],
  },
  {
    key: 'b',
    city: 'Courchevel 1850',
    type: 'Chalet',
    bedrooms: 8,
    beds: [16, 4],
    levels: [C],
    facilities: [FAC.sauna],
    sector: 'Bellecôte',
    weeks: [
      [0, false, { [C]: 60000 }],
      [1, true, { [C]: 62000 }],
      [2, true, { [C]: 64000 }],
    ],
  },
  {
    key: 'c',
    city: 'Courchevel 1850',
    type: 'Apartment',
    bedrooms: 3,
    beds: [null, null],
    levels: [S],
    sector: 'Centre',
    weeks: [],
  },
  {
    key: 'd',
    city: 'Courchevel 1850',
    type: 'Villa',
    bedrooms: 6,
    beds: [12, 0],
    levels: [B],
    facilities: [FAC.lift],
    sector: 'Les Chenus',
    weeks: [
      [0, false, { [B]: 40000 }],
      [1, false, { [B]: 40000 }],
      [2, false, { [B]: 40000 }],
      [3, true, { [B]: 41000 }],
    ],
  },
  {
    key: 'e',
    city: 'Verbier',
    type: 'Chalet',
    bedrooms: 4,
    beds: [8, 2],
    levels: [S],
    weeks: [[0, true, { [S]: 10000 }]],
  },
  {
    key: 'f',
    city: 'Courchevel 1850',
    type: 'Chalet',
    bedrooms: 4,
    beds: [8, 2],
    levels: [S],
    weeks: [[0, true, { [S]: 5000 }]],
    isDemo: true,
  },
  {
    key: 'g',
    city: 'Courchevel 1650',
    type: 'Chalet',
    bedrooms: 4,
    beds: [8, 2],
    levels: [S],
    weeks: [[0, true, { [S]: 15000 }]],
  },
  { key: 'h', city: 'Lech', type: 'Apartment', bedrooms: 2, beds: [4, 1], levels: [S], weeks: [] },
]
