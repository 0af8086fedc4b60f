import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { StaysAnswer } from '#domain/catalogue/types.ts'
import { addDays, toIsoDate } from '#domain/dates/iso-date.ts'
import { stays } from '#server/db/schema.ts'
import { SEARCH_FIXTURES, baseSaturday, insertFixtures } from '#server/catalogue/test-fixtures.ts'
import type { DestinationAnswer } from '#domain/properties/destination-answer.ts'

let t: TestApp
let ids: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  ids = await insertFixtures(t.database.db, SEARCH_FIXTURES, baseSaturday())
})
afterAll(() => t?.close())

const get = async <T>(url: string, lang = 'en') => {
  const res = await t.request(url, { headers: { 'accept-language': lang } })
  return { res, body: (await res.json()) as T }
}
const keysOf = (list: { _id: string }[]) => list.map((r) => Object.keys(ids).find((k) => ids[k] === r._id))

describe('GET /api/destinations', () => {
  it('lists the chalets of a resort with links', async () => {
    const { res, body } = await get<DestinationAnswer>('/api/destinations/chalets/france/courchevel-1850')
    expect(res.status).toBe(200)
    expect(keysOf(body.properties).sort()).toEqual(['a', 'b'])
    expect(body).toMatchObject({
      type: 'Chalet',
      country: 'France',
      city: 'Courchevel 1850',
      total: 2,
      exists: true,
      canonicalPath: '/chalets/france/courchevel-1850',
    })
    expect(body.alternates).toContainEqual({
      hreflang: 'de',
      href: 'https://www.lds-alps.de/chalets/frankreich/courchevel-1850',
    })
    expect(body.properties[0]).toMatchObject({
      city: 'Courchevel 1850',
      propertyType: 'Chalet',
      beds: expect.any(Object),
    })
  })

  it('lists a resort family in German', async () => {
    const { body } = await get<DestinationAnswer>('/api/destinations/chalets/frankreich/courchevel', 'de')
    expect(keysOf(body.properties).sort()).toEqual(['a', 'b', 'g'])
    expect(body.city).toBe('Courchevel')
    expect(body.canonicalPath).toBe('/chalets/frankreich/courchevel')
    expect(body.properties.find((p) => p._id === ids.g)?.path).toBe('/chalets/frankreich/courchevel-1650/chalet-g')
  })

  it('lists a country, oesterreich meaning osterreich', async () => {
    const { body } = await get<DestinationAnswer>('/api/destinations/appartements/oesterreich')
    expect(keysOf(body.properties)).toEqual(['h'])
    expect(body).toMatchObject({
      type: 'Apartment',
      country: 'Austria',
      city: null,
      canonicalPath: '/appartements/osterreich',
    })
  })

  it('says when nothing exists (the page redirects to /)', async () => {
    const { res, body } = await get<DestinationAnswer>('/api/destinations/villas/italy')
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ exists: false, total: 0, properties: [], otherTypes: [] })
  })

  it('leads a place without the type to its other types (it exists: no redirect)', async () => {
    const { body } = await get<DestinationAnswer>('/api/destinations/villas/oesterreich', 'de')
    expect(body).toMatchObject({ type: 'Villa', total: 0, properties: [], exists: true })
    expect(body.otherTypes).toContainEqual({ type: 'Apartment', total: 1, path: '/appartements/osterreich' })
    expect(body.otherTypes.every((other) => other.total > 0 && other.type !== 'Villa')).toBe(true)
    const english = await get<DestinationAnswer>('/api/destinations/villas/austria')
    expect(english.body.otherTypes).toContainEqual({ type: 'Apartment', total: 1, path: '/apartments/austria' })
  })

  it('pages', async () => {
    const { body } = await get<DestinationAnswer>('/api/destinations/chalets/france?limit=1&offset=1')
    expect(body.properties).toHaveLength(1)
    expect(body.total).toBe(3)
  })

  it.each(['/chalets/spain', '/houses/france', '/chalets/france/atlantis', '/chalets/france/zermatt'])(
    'answers 404 for %s',
    async (path) => {
      const { res, body } = await get<{ message: string }>(`/api/destinations${path}`)
      expect(res.status).toBe(404)
      expect(body.message).toBe('Unknown destination')
    },
  )

  it('rejects bad paging with 400', async () => {
    expect((await t.request('/api/destinations/chalets/france?limit=9999')).status).toBe(400)
  })
})

describe('GET /api/properties/by-path', () => {
  it.each([
    ['/chalets/france/courchevel-1850/chalet-a', '/chalets/france/courchevel-1850/chalet-a'],
    ['/chalets/frankreich/courchevel-1850/chalet-a/enquire-now', '/chalets/frankreich/courchevel-1850/chalet-a'],
    ['/villas/france/courchevel-1850/chalet-a', '/chalets/france/courchevel-1850/chalet-a'],
    ['/appartements/oesterreich/lech/chalet-h', '/appartements/osterreich/lech/chalet-h'],
  ])('finds %s (canonical %s)', async (path, canonical) => {
    const { res, body } = await get<{ _id: string; canonicalPath: string; alternates: unknown[] }>(
      `/api/properties/by-path?path=${encodeURIComponent(path)}`,
    )
    expect(res.status).toBe(200)
    expect(body.canonicalPath).toBe(canonical)
    expect(body.alternates).toHaveLength(3)
  })

  it.each(['/chalets/france/courchevel-1850/nope', '/chalets/france/courchevel-1850', '/search', '/chalets/spain/x/y'])(
    'answers 404 for %s',
    async (path) => {
      const { res } = await get(`/api/properties/by-path?path=${encodeURIComponent(path)}`)
      expect(res.status).toBe(404)
    },
  )

  it('answers 400 without a path', async () => {
    const { res, body } = await get<{ errors: Record<string, string> }>('/api/properties/by-path')
    expect(res.status).toBe(400)
    expect(body.errors.path).toBeTruthy()
  })
})

describe('GET /api/properties/:id/stays hides old stays', () => {
  it('hides stays that began more than 1 day ago unless includePast=true', async () => {
    const today = toIsoDate(new Date())
    await t.database.db.insert(stays).values([
      {
        id: 'aaaaaaaaaaaaaaaaaaaaaa01',
        propertyId: ids.a!,
        checkIn: addDays(today, -9),
        checkOut: addDays(today, -2),
        available: true,
        rates: {},
        minRate: null,
      },
      {
        id: 'aaaaaaaaaaaaaaaaaaaaaa02',
        propertyId: ids.a!,
        checkIn: addDays(today, -1),
        checkOut: addDays(today, 6),
        available: true,
        rates: {},
        minRate: null,
      },
    ])
    const visible = (await get<StaysAnswer>(`/api/properties/${ids.a}/stays`)).body.stays.map((s) => s.checkIn)
    expect(visible).not.toContain(addDays(today, -9))
    expect(visible).toContain(addDays(today, -1))
    const all = (await get<StaysAnswer>(`/api/properties/${ids.a}/stays?includePast=true`)).body.stays.map(
      (s) => s.checkIn,
    )
    expect(all).toContain(addDays(today, -9))
    expect((await t.request(`/api/properties/${ids.a}/stays?includePast=maybe`)).status).toBe(400)
  })
})
