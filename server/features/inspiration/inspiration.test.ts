import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { InspirationPost } from '#domain/hotels/types.ts'
import { hotels } from '#server/db/schema.ts'

let t: TestApp
let demoId: string
beforeAll(async () => {
  t = await createTestApp({ hotels: 8, properties: 0 })
  demoId = (await t.database.db.select().from(hotels)).find((h) => h.isDemo)!.id
}, 60_000)
afterAll(() => t?.close())

const posts = async (query = '', lang = 'en') => {
  const res = await t.request(`/api/inspirationnow${query}`, { headers: { 'accept-language': lang } })
  expect(res.status).toBe(200)
  return (await res.json()) as InspirationPost[]
}

describe('GET /api/inspirationnow', () => {
  it('answers posts newest first with their hotel, without demo hotels', async () => {
    const list = await posts()
    expect(list.length).toBeGreaterThanOrEqual(4)
    const times = list.map((p) => Date.parse(p.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    for (const p of list) {
      expect(p.hotel._id).not.toBe(demoId)
      expect(p.hotel).toMatchObject({ name: expect.any(String), city: expect.any(String) })
      expect(p.media[0]).toMatchObject({ type: 'image', url: expect.stringMatching(/^\/media\//) })
      expect(p.markdown).toMatch(/^### /)
    }
  })

  it('answers the markdown in the request language', async () => {
    const [en, de] = [await posts(), await posts('', 'de')]
    expect(de.map((p) => p._id)).toEqual(en.map((p) => p._id))
    expect(de[0].markdown).not.toBe(en[0].markdown)
  })

  it('has the demo hotels’ posts only with includeDemos, and a demo hotel’s own posts by its id', async () => {
    const withDemos = await posts('?includeDemos=true')
    expect(withDemos.filter((p) => p.hotel._id === demoId)).toHaveLength(2)
    expect(withDemos.length).toBe((await posts()).length + 2)
    const own = await posts(`?hotelId=${demoId}`)
    expect(own.map((p) => p.hotel._id)).toEqual([demoId, demoId])
  })

  it('answers 404 for an unknown hotel and 400 for bad input', async () => {
    const unknown = await t.request('/api/inspirationnow?hotelId=0123456789abcdef01234567')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Hotel not found' })
    const bad = await t.request('/api/inspirationnow?hotelId=x&includeDemos=maybe')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      errors: { hotelId: 'Unknown id', includeDemos: 'Expected true or false' },
    })
  })
})
