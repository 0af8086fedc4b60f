import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { testimonials } from '#server/db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 0 })
})
afterAll(() => t?.close())

type Answer = { _id: string; quote: string; authorInitials: string }[]

describe('GET /api/testimonials', () => {
  it('answers two distinct testimonials with quote and initials, never cached', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/testimonials')
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const list = (await res.json()) as Answer
      expect(list).toHaveLength(2)
      expect(list[0]!._id).not.toBe(list[1]!._id)
      for (const item of list) {
        expect(item.quote.length).toBeGreaterThan(20)
        expect(item.authorInitials).toMatch(/^[A-ZÄÖÜ][\w.\s&-]*$/u)
      }
    }
  })

  it('answers in the accept-language', async () => {
    const rows = await t.database.db.select().from(testimonials)
    const german = new Set(rows.map((r) => r.quote.de))
    const english = new Set(rows.map((r) => r.quote.en))
    const de = (await (
      await t.request('/api/testimonials', { headers: { 'accept-language': 'de-CH,de;q=0.9' } })
    ).json()) as Answer
    expect(de.every((x) => german.has(x.quote))).toBe(true)
    const en = (await (await t.request('/api/testimonials')).json()) as Answer
    expect(en.every((x) => english.has(x.quote))).toBe(true)
  })

  it('varies the pair between calls', async () => {
    const pairs = new Set<string>()
    for (let i = 0; i < 12; i++)
      pairs.add(
        ((await (await t.request('/api/testimonials')).json()) as Answer)
          .map((x) => x._id)
          .sort()
          .join(),
      )
    expect(pairs.size).toBeGreaterThan(1)
  })
})
