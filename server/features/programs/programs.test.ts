import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { ProgramAnswer } from '#domain/hotels/types.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 0 })
})
afterAll(() => t?.close())

const list = async (query = '') => {
  const res = await t.request(`/api/programs${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as ProgramAnswer[]
}

describe('GET /api/programs', () => {
  it('lists every program by name with its logo and visibility', async () => {
    const all = await list()
    expect(all.map((p) => p.name)).toEqual([
      'Amex Fine Hotels + Resorts',
      'Four Seasons Preferred Partner',
      'LDS Preferred',
      'Serandipians',
      'Signature Travel Network',
      'Virtuoso',
    ])
    for (const p of all) {
      expect(p._id).toMatch(/^[0-9a-f]{24}$/)
      expect(p.logoInline).toMatch(/^<svg/)
      expect(typeof p.isVisibleInHotelSearch).toBe('boolean')
    }
  })

  it('filters on isVisibleInHotelSearch; the flag without a value means true', async () => {
    const all = await list()
    const visible = await list('?isVisibleInHotelSearch=true')
    const hidden = await list('?isVisibleInHotelSearch=false')
    expect(visible.every((p) => p.isVisibleInHotelSearch)).toBe(true)
    expect(hidden.every((p) => !p.isVisibleInHotelSearch)).toBe(true)
    expect(visible.length + hidden.length).toBe(all.length)
    expect(hidden.map((p) => p.name)).toEqual(['Four Seasons Preferred Partner', 'Signature Travel Network'])
    expect(await list('?isVisibleInHotelSearch')).toEqual(visible)
  })

  it('rejects a bad flag with a field message', async () => {
    const res = await t.request('/api/programs?isVisibleInHotelSearch=sometimes')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errors: { isVisibleInHotelSearch: 'Expected true or false' } })
  })
})
