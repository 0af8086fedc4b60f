import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Property, Stay, StaysAnswer } from '#domain/catalogue/types.ts'

let t: TestApp
let props: Property[]
beforeAll(async () => {
  t = await createTestApp()
  props = (await (await t.request('/api/properties')).json()) as Property[]
})
afterAll(() => t?.close())

const getJson = async <T>(url: string) => {
  const res = await t.request(url)
  return { status: res.status, body: (await res.json()) as T }
}

describe('GET /api/properties/:propertyId/stays', () => {
  it('answers weekly stays with rates per service level, or the operator message', async () => {
    let withStays: StaysAnswer | undefined
    let withMessage: StaysAnswer | undefined
    for (const p of props) {
      const { status, body } = await getJson<StaysAnswer>(`/api/properties/${p._id}/stays`)
      expect(status).toBe(200)
      if (body.message) withMessage ??= body
      else if (body.stays.length) withStays ??= body
      if (withStays && withMessage) break
    }
    expect(withStays).toBeDefined()
    const stay = withStays!.stays[0]!
    const nights = (Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000
    expect(nights).toBe(7)
    expect(typeof stay.available).toBe('boolean')
    expect(Object.keys(stay.rates).length).toBeGreaterThan(0)
    if (withMessage) expect(withMessage.stays).toEqual([])
  })

  it('limits stays to a period', async () => {
    const { body } = await getJson<StaysAnswer>(`/api/properties/${props[0]!._id}/stays`)
    if (body.stays.length < 3) return
    const from = body.stays[1]!.checkIn
    const part = await getJson<StaysAnswer>(`/api/properties/${props[0]!._id}/stays?from=${from}`)
    expect(part.body.stays.every((s) => s.checkIn >= from)).toBe(true)
    expect(part.body.stays.length).toBe(body.stays.length - 1)
  })

  it('answers 404 for an unknown property and 400 for a bad date', async () => {
    expect((await t.request('/api/properties/0123456789abcdef01234567/stays')).status).toBe(404)
    expect((await t.request('/api/properties/x/stays')).status).toBe(404)
    const bad = await t.request(`/api/properties/${props[0]!._id}/stays?from=31-12-2026`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.from).toMatch(/date/)
  })
})

describe('GET /api/stays', () => {
  it('lists stays of several properties, filtered by availability', async () => {
    const ids = props.slice(0, 3).map((p) => p._id)
    const { status, body } = await getJson<Stay[]>(`/api/stays?propertyId=${ids.join(',')}&available=true`)
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThan(0)
    expect(body.every((s) => ids.includes(s._property) && s.available)).toBe(true)
  })

  it('has sold stays in the catalogue', async () => {
    const { body } = await getJson<Stay[]>('/api/stays?available=false')
    expect(body.length).toBeGreaterThan(0)
    expect(body.every((s) => !s.available)).toBe(true)
  })

  it('rejects bad input with 400', async () => {
    for (const qs of [
      '?from=tomorrow',
      '?to=2026-13-45',
      '?available=perhaps',
      '?propertyId=zzz',
      '?propertyId=0123456789ABCDEF01234567',
    ]) {
      expect((await t.request(`/api/stays${qs}`)).status).toBe(400)
    }
  })
})
