import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stays } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays } from '#domain/dates/iso-date.ts'
import type { PropertySearchAnswer, SearchDestination } from '#domain/property-search/search-answer.ts'
import { FAC, SEARCH_FIXTURES, baseSaturday, insertFixtures } from '#server/catalogue/test-fixtures.ts'

const S = 'Selfcatered'
const C = 'Catered'

let t: TestApp
let ids: Record<string, string>
const base = baseSaturday()
const week = (w: number, shift = 0) => ({
  checkIn: addDays(base, 7 * w + shift),
  checkOut: addDays(base, 7 * w + 7 + shift),
})

beforeAll(async () => {
  t = await createTestApp({ seed: false })
  ids = await insertFixtures(t.database.db, SEARCH_FIXTURES, base)
})
afterAll(() => t?.close())

const search = async (params: Record<string, string | number | boolean>) => {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))
  const res = await t.request(`/api/property-search?${qs}`)
  return { res, body: (await res.json()) as PropertySearchAnswer }
}
const keysOf = (list: { _id: string }[]) => list.map((r) => Object.keys(ids).find((k) => ids[k] === r._id))
const C1850 = 'Courchevel 1850'

describe('GET /api/property-search: periods and availability', () => {
  it('finds a Saturday week in Courchevel 1850: available first, then on request; sold ones in other periods', async () => {
    const { res, body } = await search({ city: C1850, ...week(0), flexible: false })
    expect(res.status).toBe(200)
    expect(keysOf(body.results)).toEqual(['a', 'c'])
    expect(body.count).toBe(2)
    expect(body.results[0]).toMatchObject({
      price: 20000,
      priceServiceLevel: S,
      availability: 'available',
      isAlternative: false,
      period: week(0),
      currency: 'EUR',
    })
    expect(body.results[0]!.path).toBe('/chalets/france/courchevel-1850/chalet-a')
    expect(body.results[1]).toMatchObject({
      price: null,
      availability: 'on request',
      beds: { adults: null, children: null },
    })
    expect(keysOf(body.otherPeriods)).toEqual(['b', 'd'])
    expect(body.otherPeriods[0]).toMatchObject({ availability: 'sold', nextAvailable: { ...week(1), price: 62000 } })
    expect(body.otherPeriods[1]!.nextAvailable).toMatchObject(week(3))
    expect(body.hint).toBeNull()
  })

  it('prices a Sunday-to-Sunday week on the two weeks it touches and offers the better price 1 day prior', async () => {
    const { body } = await search({ city: C1850, ...week(0, 1) })
    expect(keysOf(body.results)).toEqual(['a', 'c'])
    expect(body.results[0]).toMatchObject({
      price: 45000,
      hasAlternative: true,
      betterPrice: { diff: -1, period: week(0), price: 20000, savings: 25000 },
    })
    expect(body.betterPrice).toEqual({ diff: -1, period: week(0), count: 1 })
  })

  it('offers ±1 day alternatives when the asked period is sold (flexible)', async () => {
    const { body } = await search({ city: C1850, ...week(1, 1) })
    expect(keysOf(body.results)).toEqual(['b', 'a', 'c'])
    expect(body.results[0]).toMatchObject({
      isAlternative: false,
      price: 126000,
      hasAlternative: true,
      betterPrice: { diff: -1, price: 62000 },
    })
    expect(body.results[1]).toMatchObject({
      isAlternative: true,
      period: week(1),
      price: 25000,
      alternativeDetails: { diff: -1, totals: { [S]: 25000, [C]: 35000 } },
      availability: 'available',
    })
    const strict = await search({ city: C1850, ...week(1, 1), flexible: false })
    expect(keysOf(strict.body.results)).toEqual(['b', 'c'])
    expect(keysOf(strict.body.otherPeriods)).toContain('a')
    expect(strict.body.otherPeriods.find((p) => p._id === ids.a)).toMatchObject({
      availability: 'sold',
      nextAvailable: week(1),
    })
  })

  it('answers Results: 0 with the other-period list', async () => {
    const { body } = await search({ city: C1850, ...week(0), flexible: false, bedrooms: 6 })
    expect(body.count).toBe(0)
    expect(body.results).toEqual([])
    expect(keysOf(body.otherPeriods)).toEqual(['b', 'd'])
  })

  it('gives the weekly hint when both dates are weekdays', async () => {
    expect((await search({ city: C1850, ...week(0, 2) })).body.hint).toBe('weekly')
    expect((await search({ city: C1850, ...week(0) })).body.hint).toBeNull()
  })

  it('lists every match with priceFrom when there are no dates', async () => {
    const { body } = await search({ city: C1850 })
    expect(keysOf(body.results)).toEqual(['a', 'd', 'b', 'c'])
    expect(body.results.every((r) => r.period === null && r.availability === null && r.price === null)).toBe(true)
    expect(body.otherPeriods).toEqual([])
  })

  it('prices in EUR: CHF converted at the fixed rate', async () => {
    const { body } = await search({ city: 'Verbier', ...week(0) })
    expect(body.results[0]).toMatchObject({ currency: 'CHF', priceFrom: 10000, priceFromEur: 10600, price: 10600 })
    expect((await search({ city: 'Verbier', ...week(0), priceMax: 10500 })).body.count).toBe(0)
  })
})

describe('GET /api/property-search: filters', () => {
  it.each([
    ['bedrooms at least', { bedrooms: 6 }, ['d', 'b']],
    ['adults fit the adult beds (unknown beds kept)', { adults: 12 }, ['d', 'b', 'c']],
    ['children fit the child beds', { children: 3 }, ['b', 'c']],
    ['property type', { propertyType: 'Apartment' }, ['c']],
    ['service level', { serviceLevel: C }, ['a', 'b']],
    ['all facilities', { facilities: `${FAC.sauna},${FAC.pool}` }, ['a']],
    ['one facility', { facilities: FAC.sauna }, ['a', 'b']],
    ['pets allowed', { petsAllowed: true }, ['a']],
    ['sectors', { sectors: 'Bellecôte,Centre' }, ['b', 'c']],
    ['price range', { priceMin: 30000, priceMax: 50000 }, ['d']],
  ])('%s', async (_name, params, expected) => {
    expect(keysOf((await search({ city: C1850, ...params })).body.results)).toEqual(expected)
  })

  it('prices the chosen service level and drops unknown prices from a narrowed range', async () => {
    expect((await search({ city: C1850, ...week(0), serviceLevel: C })).body.results[0]).toMatchObject({
      price: 30000,
      priceServiceLevel: C,
    })
    const cheap = await search({ city: C1850, ...week(0), priceMax: 25000 })
    expect(keysOf(cheap.body.results)).toEqual(['a'])
    const dear = await search({ city: C1850, ...week(0), priceMin: 21000, flexible: false })
    expect(keysOf(dear.body.results)).toEqual([])
    expect(dear.body.otherPeriods.find((p) => p._id === ids.a)?.nextAvailable).toMatchObject({
      ...week(1),
      price: 25000,
    })
  })

  it('covers a resort family, demo properties on request, paging', async () => {
    expect(keysOf((await search({ city: 'Courchevel', ...week(0) })).body.results)).toContain('g')
    expect(keysOf((await search({ city: C1850, ...week(0), includeDemos: true })).body.results)[0]).toBe('f')
    const page = await search({ city: C1850, limit: 2, offset: 1 })
    expect(keysOf(page.body.results)).toEqual(['d', 'b'])
    expect(page.body).toMatchObject({ count: 4, limit: 2, offset: 1 })
  })

  it('answers the same search from the cache with an ETag', async () => {
    const first = await t.request(`/api/property-search?city=${encodeURIComponent(C1850)}`)
    const etag = first.headers.get('etag')!
    const again = await t.request(`/api/property-search?city=${encodeURIComponent(C1850)}`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('answers %s as %s, the same JSON on a new and a repeated search', async (acceptEncoding, encoding) => {
    const url = `/api/property-search?city=${encodeURIComponent(C1850)}&checkIn=${week(0).checkIn}&checkOut=${week(0).checkOut}`
    const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync
    const packed: string[] = []
    for (const path of [url, url]) {
      const res = await t.request(path, { headers: { 'accept-encoding': acceptEncoding } })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      packed.push(unpack(Buffer.from(await res.arrayBuffer())).toString('utf8'))
    }
    const plain = await t.request(url)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(packed).toEqual([await plain.text(), await (await t.request(url)).text()])
  })
})

describe('GET /api/property-search/destinations', () => {
  it('lists the cities with properties and the sectors they use', async () => {
    const body = (await (await t.request('/api/property-search/destinations')).json()) as SearchDestination[]
    expect(body).toEqual([
      {
        country: 'France',
        cities: [
          { city: 'Courchevel 1650', slug: 'courchevel-1650', sectors: [], count: 1 },
          {
            city: C1850,
            slug: 'courchevel-1850',
            sectors: ['Jardin Alpin', 'Bellecôte', 'Les Chenus', 'Centre'],
            count: 4,
          },
        ],
      },
      { country: 'Switzerland', cities: [{ city: 'Verbier', slug: 'verbier', sectors: ['Centre'], count: 1 }] },
      { country: 'Austria', cities: [{ city: 'Lech', slug: 'lech', sectors: ['Centre'], count: 1 }] },
    ])
  })
})

describe('GET /api/property-search: catalogue writes', () => {
  it('follows a stay write once the catalogue reports the change', async () => {
    const countOf = async (params: Record<string, string | number | boolean>) => (await search(params)).body.count
    expect(await countOf({ city: 'Verbier', ...week(0), flexible: false })).toBe(1)
    await t.database.db.update(stays).set({ available: false }).where(eq(stays.propertyId, ids.e!))
    t.catalogue.notifyChanged()
    let count = 1
    for (let i = 0; i < 50 && count !== 0; i++) {
      count = await countOf({ city: 'Verbier', ...week(0), flexible: false, bedrooms: 1 + (i % 3) })
      if (count !== 0) await new Promise((r) => setTimeout(r, 100))
    }
    expect(count).toBe(0)
  })
})

describe('GET /api/property-search: bad input', () => {
  const past = addDays(base, -60)
  it.each([
    [
      { checkIn: week(1).checkIn, checkOut: week(0).checkIn },
      'checkOut',
      'Check out date has to be after check in date',
    ],
    [{ checkIn: past, checkOut: addDays(past, 7) }, 'checkIn', 'The check in date cannot be in the past'],
    [{ checkIn: week(0).checkIn }, 'checkOut', 'Please enter the check out date'],
    [{ checkIn: 'tomorrow', checkOut: week(0).checkOut }, 'checkIn', 'Please enter a valid date'],
    [{ bedrooms: 'many' }, 'bedrooms', 'Expected a number'],
    [{ propertyType: 'Castle' }, 'propertyType', 'Unknown property type'],
    [{ priceMin: 9000, priceMax: 100 }, 'priceMin', 'The minimum price cannot be above the maximum price'],
    [{ flexible: 'perhaps' }, 'flexible', 'Expected true or false'],
    [{ limit: 0 }, 'limit', 'At least 1'],
    [{ limit: 'all' }, 'limit', 'Expected a whole number'],
  ])('%o → 400 on %s', async (params, field, message) => {
    const { res, body } = await search(params)
    expect(res.status).toBe(400)
    expect((body as unknown as { errors: Record<string, string> }).errors[field]).toBe(message)
  })
})
