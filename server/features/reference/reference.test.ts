import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Facility, HotelLocations } from '#domain/catalogue/types.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const getJson = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.request(url, { headers })
  return { status: res.status, body: (await res.json()) as T }
}

describe('GET /api/facilities', () => {
  it('lists facilities of each kind in the answer language', async () => {
    const all = await getJson<Facility[]>('/api/facilities')
    expect(all.status).toBe(200)
    expect(new Set(all.body.map((f) => f.kind))).toEqual(new Set(['property', 'hotel', 'room']))
    expect(all.body.filter((f) => f.kind === 'hotel')).toHaveLength(13)
    expect(all.body.filter((f) => f.kind === 'room')).toHaveLength(26)
    const en = await getJson<Facility[]>('/api/facilities?kind=property')
    const de = await getJson<Facility[]>('/api/facilities?kind=property', { 'accept-language': 'de' })
    expect(en.body.every((f) => f.kind === 'property')).toBe(true)
    expect(de.body.map((f) => f._id)).toEqual(en.body.map((f) => f._id))
    expect(de.body.map((f) => f.name)).not.toEqual(en.body.map((f) => f.name))
  })

  it('rejects an unknown kind', async () => {
    const res = await getJson<{ errors: Record<string, string> }>('/api/facilities?kind=spaceship')
    expect(res.status).toBe(400)
    expect(res.body.errors.kind).toBeTruthy()
  })
})

describe('GET /api/country-names', () => {
  it('answers all country names, localised and sorted', async () => {
    const en = await getJson<string[]>('/api/country-names')
    const de = await getJson<string[]>('/api/country-names', { 'accept-language': 'de-CH' })
    expect(en.body.length).toBeGreaterThan(190)
    expect(en.body).toContain('Switzerland')
    expect(de.body).toContain('Schweiz')
    expect(de.body).toContain('Österreich')
    const sorted = [...en.body].sort(new Intl.Collator('en').compare)
    expect(en.body).toEqual(sorted)
  })
})

describe('GET /api/hotels/locations', () => {
  it('answers countries with cities and sectors', async () => {
    const { status, body } = await getJson<HotelLocations>('/api/hotels/locations')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThan(0)
    for (const c of body) {
      expect(c.country).toBeTruthy()
      expect(c.cities.length).toBeGreaterThan(0)
      for (const city of c.cities) expect(Array.isArray(city.sectors)).toBe(true)
    }
  })

  it('rejects a bad includeDemos', async () => {
    expect((await t.request('/api/hotels/locations?includeDemos=often')).status).toBe(400)
  })
})
