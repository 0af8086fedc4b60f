import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Property, StaysAnswer } from '#domain/catalogue/types.ts'
import type { PropertySearchAnswer } from '#domain/property-search/search-answer.ts'

/** The search on the generated demo catalogue (weekly Saturday stays relative to today). */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ properties: 60 })
})
afterAll(() => t?.close())

const json = async <T>(url: string) => (await (await t.request(url)).json()) as T

describe('property search on the seeded catalogue', () => {
  it('finds a week in Courchevel 1850 with its price in EUR', async () => {
    const city = 'Courchevel 1850'
    const list = await json<Property[]>(`/api/properties?conditions=${encodeURIComponent(JSON.stringify({ city }))}`)
    expect(list.length).toBeGreaterThan(0)
    let hit: { id: string; checkIn: string; checkOut: string } | undefined
    for (const p of list) {
      const { stays } = await json<StaysAnswer>(`/api/properties/${p._id}/stays`)
      const s = stays.find((x) => x.available && Object.values(x.rates).some((r) => r !== null))
      if (s) {
        hit = { id: p._id, checkIn: s.checkIn, checkOut: s.checkOut }
        break
      }
    }
    expect(hit).toBeDefined()
    const qs = new URLSearchParams({ city, checkIn: hit!.checkIn, checkOut: hit!.checkOut })
    const answer = await json<PropertySearchAnswer>(`/api/property-search?${qs}`)
    expect(answer.count).toBeGreaterThan(0)
    const found = answer.results.find((r) => r._id === hit!.id)
    expect(found).toMatchObject({
      availability: 'available',
      isAlternative: false,
      period: { checkIn: hit!.checkIn, checkOut: hit!.checkOut },
    })
    expect(found!.price).toBeGreaterThan(0)
    expect(answer.results.every((r) => r.city === city)).toBe(true)
    const ranks = answer.results.map((r) => (r.availability === 'available' ? (r.isAlternative ? 1 : 0) : 2))
    expect([...ranks].sort()).toEqual(ranks)
    expect(answer.hint).toBeNull()
  })

  it('searches the whole catalogue without a destination', async () => {
    const answer = await json<PropertySearchAnswer>('/api/property-search?limit=5')
    expect(answer.count).toBeGreaterThan(40)
    expect(answer.results).toHaveLength(5)
    const prices = answer.results.map((r) => r.priceFromEur ?? Infinity)
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
  })
})
