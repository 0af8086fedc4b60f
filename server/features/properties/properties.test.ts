import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Property } from '#domain/catalogue/types.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const list = async (qs: string, headers: Record<string, string> = {}) => {
  const res = await t.request(`/api/properties${qs}`, { headers })
  return { res, body: (await res.json()) as Property[] }
}
const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o))

describe('GET /api/properties', () => {
  it('lists the catalogue without demo properties by default', async () => {
    const { res, body } = await list('')
    expect(res.status).toBe(200)
    expect(body.length).toBeGreaterThan(10)
    expect(body.every((p) => !p.isDemo)).toBe(true)
    const withDemos = await list('?includeDemos=true')
    expect(withDemos.body.length).toBeGreaterThan(body.length)
  })

  it('filters by city, country, type, bedrooms and pets', async () => {
    const all = (await list('')).body
    const city = all[0]!.city
    const byCity = (await list(`?conditions=${enc({ city })}`)).body
    expect(byCity.length).toBeGreaterThan(0)
    expect(byCity.every((p) => p.city === city)).toBe(true)

    const byCountry = (await list(`?conditions=${enc({ 'address.country': 'Switzerland' })}`)).body
    expect(byCountry.length).toBeGreaterThan(0)
    expect(byCountry.every((p) => p.address.country === 'Switzerland')).toBe(true)

    const big = (
      await list(`?conditions=${enc({ bedrooms: { $gte: 6 }, propertyType: { $in: ['Chalet', 'Villa'] } })}`)
    ).body
    expect(big.every((p) => p.bedrooms >= 6 && ['Chalet', 'Villa'].includes(p.propertyType))).toBe(true)
    expect(big.length).toBeLessThan(all.length)

    const pets = (await list(`?conditions=${enc({ petsAllowed: true })}`)).body
    expect(pets.every((p) => p.petsAllowed)).toBe(true)
  })

  it('filters by facilities ($all) and service level', async () => {
    const all = (await list('')).body
    const sample = all.find((p) => p.facilities.length >= 2)!
    const wanted = sample.facilities.slice(0, 2).map((f) => f.facility)
    const found = (await list(`?conditions=${enc({ facilities: { $all: wanted } })}`)).body
    expect(found.map((p) => p._id)).toContain(sample._id)
    expect(found.every((p) => wanted.every((w) => p.facilities.some((f) => f.facility === w)))).toBe(true)
    const catered = (await list(`?conditions=${enc({ serviceLevels: 'Catered' })}`)).body
    expect(catered.every((p) => p.serviceLevels.includes('Catered'))).toBe(true)
  })

  it('projects the requested fields and always keeps _id', async () => {
    const { body } = await list('?projection=name%20city%20priceFrom')
    expect(Object.keys(body[0]!).sort()).toEqual(['_id', 'city', 'name', 'priceFrom'])
  })

  it('includes and sorts by order with includeOrder', async () => {
    const { body } = await list('?includeOrder=true&projection=name')
    const orders = body.map((p) => p.order!)
    expect(orders.every((o) => typeof o === 'number')).toBe(true)
    expect([...orders].sort((a, b) => a - b)).toEqual(orders)
  })

  it('pages with limit and skip', async () => {
    const all = (await list('?includeOrder=true&projection=name')).body
    const page = (await list('?includeOrder=true&projection=name&limit=5&skip=5')).body
    expect(page.map((p) => p._id)).toEqual(all.slice(5, 10).map((p) => p._id))
  })

  it('answers descriptions in the accept-language', async () => {
    const en = (await list('?limit=1&includeOrder=true')).body[0]!
    const de = (await list('?limit=1&includeOrder=true', { 'accept-language': 'de-DE,de;q=0.9' })).body[0]!
    expect(en._id).toBe(de._id)
    expect(de.descriptionMarkdown).not.toBe(en.descriptionMarkdown)
  })

  it('sends an ETag and answers 304 when unchanged', async () => {
    const first = await t.request('/api/properties?limit=3')
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    const second = await t.request('/api/properties?limit=3', { headers: { 'if-none-match': etag } })
    expect(second.status).toBe(304)
  })

  it.each([
    ['?conditions={bad', 'conditions'],
    [`?conditions=${enc({ nope: 1 })}`, 'conditions.nope'],
    [`?conditions=${enc({ bedrooms: 'many' })}`, 'conditions.bedrooms'],
    [`?conditions=${enc({ bedrooms: { $gte: -1 } })}`, 'conditions.bedrooms'],
    ['?projection=name%20password', 'projection'],
    ['?includeOrder=maybe', 'includeOrder'],
    ['?limit=abc', 'limit'],
    ['?limit=999999', 'limit'],
  ])('rejects %s with 400 and a message for %s', async (qs, field) => {
    const res = await t.request(`/api/properties${qs}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    const keys = Object.keys(body.errors)
    expect(keys.some((k) => k === field || k.startsWith(`${field}.`))).toBe(true)
    expect(Object.values(body.errors).every((m) => typeof m === 'string' && m.length > 0)).toBe(true)
  })
})

describe('GET /api/properties/:id', () => {
  it('answers a property, with sales information only when asked', async () => {
    const all = (await list('')).body
    const withSales = all.find((p) => p._id)!
    const plain = (await (await t.request(`/api/properties/${withSales._id}`)).json()) as Property
    expect(plain._id).toBe(withSales._id)
    expect(plain.salesInformation).toBeUndefined()
    expect(plain.images.length).toBeGreaterThan(0)
    expect(plain.coordinates.latitude).toBeTypeOf('number')

    let found: Property | undefined
    for (const p of all) {
      const full = (await (await t.request(`/api/properties/${p._id}?includeSalesInformation=true`)).json()) as Property
      if (full.salesInformation) {
        found = full
        break
      }
    }
    expect(found?.salesInformation?.cancellationTerms.length).toBeGreaterThan(0)
    expect(found?.salesInformation?.prepaymentRatio).toBeGreaterThan(0)
  })

  it.each(['0123456789abcdef01234567', 'not-an-id', '%27%3B--'])('answers 404 for unknown id %s', async (id) => {
    const res = await t.request(`/api/properties/${id}`)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { message: string }).message).toMatch(/not found/i)
  })

  it('rejects a bad flag with 400', async () => {
    const all = (await list('?limit=1')).body
    const res = await t.request(`/api/properties/${all[0]!._id}?includeSalesInformation=yes`)
    expect(res.status).toBe(400)
  })
})
