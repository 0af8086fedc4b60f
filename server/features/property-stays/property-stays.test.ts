import { and, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { PROPERTY_EDIT_MESSAGES as E } from '#domain/property-stays/property-edit.ts'
import { STAY_MESSAGES as M } from '#domain/property-stays/stays.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { properties, stays } from '#server/db/schema.ts'
import { PROPERTY_FORBIDDEN_MESSAGE } from './service.ts'

/**
 * The stays of a property (docs/product/extranet.md#properties-and-stays) on the real database: who may change
 * them (admin any, the operator its own, another operator's is a 404, agents 403, visitors 401), good and bad
 * input, overlaps, a season with a dry run, and the storefront's search following at once.
 */
let t: TestApp
let own: { id: string; city: string; level: string }
let other: { id: string }
const operatorId = () => demoAccount('operator').operatorId!

const tokenOf = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers
const send = async (method: string, url: string, body: unknown, key?: string) =>
  t.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? await tokenOf(key) : {}) },
    body: JSON.stringify(body),
  })
const base = (id = own.id) => `/api/extranet/properties/${id}/stays`
// a winter far ahead, where the seed has no stays
const week = (n: number, level = own.level) => {
  const checkIn = new Date(Date.UTC(2031, 0, 4 + 7 * n)).toISOString().slice(0, 10) // 2031-01-04 is a Saturday
  const checkOut = new Date(Date.UTC(2031, 0, 11 + 7 * n)).toISOString().slice(0, 10)
  return { checkIn, checkOut, state: 'available', rates: { [level]: 20_000 + n } }
}

beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 12 })
  const [mine] = await t.database.db
    .select({ id: properties.id, city: properties.city, levels: properties.serviceLevels })
    .from(properties)
    // one that publishes a calendar (no "on request only" message, which every search shows)
    .where(and(eq(properties.operatorId, operatorId()), isNull(properties.availabilityMessage)))
    .limit(1)
  own = { id: mine!.id, city: mine!.city, level: mine!.levels[0]! }
  const [theirs] = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(ne(properties.operatorId, operatorId()))
    .limit(1)
  other = theirs!
}, 60_000)
afterAll(() => t?.close())

describe('who may change a property’s stays', () => {
  it.each([
    ['admin', 'own', 201],
    ['operator', 'own', 201],
    ['operator', 'other', 404],
    ['admin', 'other', 201],
    ['agent', 'own', 403],
    ['customer', 'own', 403],
    [undefined, 'own', 401],
  ] as const)('%s on the %s property: %i', async (key, which, status) => {
    const id = which === 'own' ? own.id : other.id
    const [p] = await t.database.db
      .select({ levels: properties.serviceLevels })
      .from(properties)
      .where(eq(properties.id, id))
    const n = 10 + ['admin', 'operator', 'agent', 'customer', undefined].indexOf(key) * 2 + (which === 'own' ? 0 : 1)
    const res = await send('POST', base(id), week(n, p!.levels[0]!), key)
    expect(res.status).toBe(status)
    if (status === 403) expect(await res.text()).toContain(PROPERTY_FORBIDDEN_MESSAGE)
  })
  it('lists the operator’s own properties only; an admin sees all', async () => {
    const mine = await t.request('/api/extranet/properties', { headers: await tokenOf('operator') })
    const list = ((await mine.json()) as { properties: { id: string }[] }).properties
    expect(list.length).toBeGreaterThan(0)
    expect(list.map((p) => p.id)).not.toContain(other.id)
    const all = await t.request('/api/extranet/properties', { headers: await tokenOf('admin') })
    expect(((await all.json()) as { properties: unknown[] }).properties.length).toBe(12)
    expect((await t.request('/api/extranet/properties', { headers: await tokenOf('agent') })).status).toBe(403)
    expect((await t.request('/api/extranet/properties')).status).toBe(401)
  })
  it('reading another operator’s stays is a 404, an unknown id too', async () => {
    expect((await t.request(base(other.id), { headers: await tokenOf('operator') })).status).toBe(404)
    expect((await t.request(base(newObjectId()), { headers: await tokenOf('admin') })).status).toBe(404)
    expect((await t.request(base('nope'), { headers: await tokenOf('admin') })).status).toBe(404)
  })
})

describe('bad input has clear messages', () => {
  const sample = { checkIn: '2031-07-05', checkOut: '2031-07-12', state: 'available', rates: { any: 1 } }
  it.each([
    ['check-out before check-in', { ...sample, checkOut: '2031-01-01' }, M.order],
    ['a negative rate', { ...sample, rates: { x: -1 } }, M.rate],
    ['a bad state', { ...sample, state: 'gone' }, M.state],
    ['no body fields', {}, '"checkIn"'],
  ])('%s: 400', async (_, body, message) => {
    const res = await send('POST', base(), body, 'operator')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(message)
  })
  it('a service level the property does not offer: 400', async () => {
    const res = await send('POST', base(), { ...week(30), rates: { 'No such level': 1 } }, 'operator')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(M.level)
  })
  it('an overlap is a 409 that names the stay', async () => {
    expect((await send('POST', base(), week(31), 'operator')).status).toBe(201)
    const res = await send('POST', base(), { ...week(31), checkIn: '2031-08-12', checkOut: '2031-08-19' }, 'operator')
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(M.overlap('2031-08-09', '2031-08-16'))
  })
})

describe('concurrent writes', () => {
  it('20 concurrent adds of the same week: exactly one is stored, the others are 409', async () => {
    const body = week(45)
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', base(), body, 'operator')))
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)])
    const rows = await t.database.db
      .select({ id: stays.id })
      .from(stays)
      .where(and(eq(stays.propertyId, own.id), eq(stays.checkIn, body.checkIn)))
    expect(rows).toHaveLength(1)
  })
})

describe('change and remove', () => {
  it('changes a stay to sold and on request, then removes it; priceFrom follows', async () => {
    const created = await send('POST', base(), { ...week(40), rates: { [own.level]: 1 } }, 'operator')
    const { _id } = (await created.json()) as { _id: string }
    const priceFrom = async () =>
      (await t.database.db.select({ p: properties.priceFrom }).from(properties).where(eq(properties.id, own.id)))[0]!.p
    expect(await priceFrom()).toBe(1)
    expect((await send('PATCH', `${base()}/${_id}`, { ...week(40), state: 'sold' }, 'operator')).status).toBe(200)
    const [sold] = await t.database.db.select().from(stays).where(eq(stays.id, _id))
    expect(sold).toMatchObject({ available: false, minRate: 20_040 })
    expect((await send('PATCH', `${base()}/${_id}`, { ...week(40), state: 'onRequest' }, 'admin')).status).toBe(200)
    const [asked] = await t.database.db.select().from(stays).where(eq(stays.id, _id))
    expect(asked).toMatchObject({ available: true, minRate: null, rates: { [own.level]: null } })
    expect((await send('PATCH', `${base()}/${_id}`, week(40), 'agent')).status).toBe(403)
    expect((await send('DELETE', `${base()}/${_id}`, {}, 'agent')).status).toBe(403)
    expect((await send('DELETE', `${base()}/${_id}`, {}, undefined)).status).toBe(401)
    expect((await send('DELETE', `${base()}/${_id}`, {}, 'operator')).status).toBe(200)
    expect((await send('DELETE', `${base()}/${_id}`, {}, 'operator')).status).toBe(404)
    expect(await priceFrom()).not.toBe(1)
  })
  it('a change may not overlap another stay, but may keep its own period', async () => {
    const a = (await (await send('POST', base(), week(42), 'operator')).json()) as { _id: string }
    expect((await send('POST', base(), week(43), 'operator')).status).toBe(201)
    expect((await send('PATCH', `${base()}/${a._id}`, { ...week(42), state: 'sold' }, 'operator')).status).toBe(200)
    const res = await send('PATCH', `${base()}/${a._id}`, { ...week(42), checkOut: week(43).checkOut }, 'operator')
    expect(res.status).toBe(409)
  })
  it('another operator’s stay id under one’s own property is a 404', async () => {
    const [theirs] = await t.database.db.select({ id: stays.id }).from(stays).where(eq(stays.propertyId, other.id))
    if (!theirs) return
    expect((await send('DELETE', `${base()}/${theirs.id}`, {}, 'operator')).status).toBe(404)
    expect((await send('DELETE', `${base(other.id)}/${theirs.id}`, {}, 'operator')).status).toBe(404)
  })
})

describe('a season of weeks', () => {
  const season = { from: '2032-01-01', to: '2032-02-29', state: 'available', weekday: 6 }
  it('previews, then adds every Saturday week; a second time is a 409', async () => {
    const body = { ...season, rates: { [own.level]: 15_000 } }
    const dry = await send('POST', `${base()}/season?dryRun`, body, 'operator')
    expect(dry.status).toBe(200)
    const preview = (await dry.json()) as { weeks: { checkIn: string; overlaps: string | null }[]; added: number }
    expect(preview.added).toBe(0)
    expect(preview.weeks.map((w) => w.checkIn)[0]).toBe('2032-01-03')
    expect(preview.weeks).toHaveLength(8)
    const before = await t.database.db
      .select({ id: stays.id })
      .from(stays)
      .where(and(eq(stays.propertyId, own.id), eq(stays.checkIn, '2032-01-03')))
    expect(before).toHaveLength(0)
    const done = await send('POST', `${base()}/season`, body, 'operator')
    expect(done.status).toBe(200)
    expect(((await done.json()) as { added: number }).added).toBe(8)
    const again = await send('POST', `${base()}/season?dryRun`, body, 'operator')
    expect(((await again.json()) as { weeks: { overlaps: string | null }[] }).weeks.every((w) => w.overlaps)).toBe(true)
    expect((await send('POST', `${base()}/season`, body, 'operator')).status).toBe(409)
  })
  it.each([
    ['agent', 403],
    [undefined, 401],
  ] as const)('%s: %i', async (key, status) => {
    expect((await send('POST', `${base()}/season`, { ...season, rates: {} }, key)).status).toBe(status)
  })
  it('another operator’s property: 404; a season with no week: 400', async () => {
    expect((await send('POST', `${base(other.id)}/season`, { ...season, rates: {} }, 'operator')).status).toBe(404)
    const res = await send('POST', `${base()}/season`, { ...season, to: '2032-01-05', rates: {} }, 'operator')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(M.noWeek)
  })
})

describe('the storefront follows at once', () => {
  it('a new winter week is found with its price by the search for that period right after the write', async () => {
    const period = { checkIn: '2033-01-08', checkOut: '2033-01-15' }
    const search = async () => {
      const qs = new URLSearchParams({ city: own.city, ...period, flexible: 'false' })
      const res = await t.request(`/api/property-search?${qs}`)
      const found = ((await res.json()) as { results: { _id: string; price: number | null }[] }).results
      return found.find((r) => r._id === own.id) ?? null
    }
    // with no stay in the period, the property is only shown on request (no price)
    expect((await search())?.price ?? null).toBeNull()
    const res = await send(
      'POST',
      base(),
      { ...period, state: 'available', rates: { [own.level]: 30_000 } },
      'operator',
    )
    expect(res.status).toBe(201)
    expect(await search()).toMatchObject({ price: 30_000, priceServiceLevel: own.level })
  })
})

describe('PATCH /api/extranet/properties/:id', () => {
  const url = (id = own.id) => `/api/extranet/properties/${id}`
  const stored = async (id = own.id) => (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!
  it.each([
    ['admin', 'own', 200],
    ['operator', 'own', 200],
    ['operator', 'other', 404],
    ['admin', 'other', 200],
    ['agent', 'own', 403],
    ['customer', 'own', 403],
    [undefined, 'own', 401],
  ] as const)('%s on the %s property: %i', async (key, which, status) => {
    const id = which === 'own' ? own.id : other.id
    const res = await send('PATCH', url(id), { description: { en: `By ${key}`, de: `Von ${key}` } }, key)
    expect(res.status).toBe(status)
    if (status === 200) expect((await stored(id)).description).toEqual({ en: `By ${key}`, de: `Von ${key}` })
  })
  it('changes the fields, reorders and removes images (the thumbnail is the first); the storefront answers it', async () => {
    const before = await stored()
    const images = [...before.images].reverse().slice(0, -1)
    const res = await send(
      'PATCH',
      url(),
      { name: 'Chalet Edelweiss Neu', bedrooms: 7, petsAllowed: true, images },
      'operator',
    )
    expect(res.status).toBe(200)
    expect(await stored()).toMatchObject({
      name: 'Chalet Edelweiss Neu',
      bedrooms: 7,
      petsAllowed: true,
      images,
      thumbnail: images[0],
    })
    const search = await t.request(`/api/property-search?${new URLSearchParams({ city: own.city })}`)
    const found = ((await search.json()) as { results: { _id: string; name: string; bedrooms: number }[] }).results
    expect(found.find((r) => r._id === own.id)).toMatchObject({ name: 'Chalet Edelweiss Neu', bedrooms: 7 })
  })
  it.each([
    ['an image that is not the property’s', () => ({ images: ['/media/elsewhere.jpg'] }), E.images],
    ['an unknown facility', () => ({ facilities: ['nope'] }), E.facility],
    ['a bad currency', () => ({ currency: 'XYZ' }), E.currency],
    ['nothing', () => ({}), E.nothing],
    ['priceFrom (it follows the stays)', () => ({ priceFrom: 1 }), 'priceFrom'],
  ])('%s: 400, nothing changed', async (_, body, message) => {
    const before = await stored()
    const res = await send('PATCH', url(), body(), 'operator')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(message)
    expect(await stored()).toEqual(before)
  })
})

describe('GET /api/extranet/properties/:id (the editor’s fields) and new uploads', () => {
  const url = (id = own.id) => `/api/extranet/properties/${id}`
  it.each([
    ['admin', 'own', 200],
    ['operator', 'own', 200],
    ['operator', 'other', 404],
    ['admin', 'other', 200],
    ['agent', 'own', 403],
    [undefined, 'own', 401],
  ] as const)('%s on the %s property: %i', async (key, which, status) => {
    const res = await t.request(url(which === 'own' ? own.id : other.id), { headers: key ? await tokenOf(key) : {} })
    expect(res.status).toBe(status)
    if (status !== 200) return
    const body = (await res.json()) as { property: Record<string, unknown>; facilities: { id: string }[] }
    expect(body.property).toMatchObject({ id: which === 'own' ? own.id : other.id })
    expect(Object.keys(body.property)).toEqual(
      expect.arrayContaining(['description', 'salesInformation', 'servicesIncluded', 'images', 'floorplans']),
    )
    expect(body.facilities.length).toBeGreaterThan(5)
  })
  it('a PATCH may add an image and a floor plan the upload answered, not another URL', async () => {
    const before = await t.database.db.select().from(properties).where(eq(properties.id, own.id))
    const image = '/api/extranet/images/0123456789abcdef.png'
    const plan = '/api/extranet/images/fedcba9876543210.svg'
    const res = await send(
      'PATCH',
      url(),
      { images: [image, ...before[0]!.images], floorplans: [...before[0]!.floorplans, { url: plan }] },
      'operator',
    )
    expect(res.status).toBe(200)
    const [after] = await t.database.db.select().from(properties).where(eq(properties.id, own.id))
    expect(after).toMatchObject({ thumbnail: image, images: [image, ...before[0]!.images] })
    expect(after!.floorplans.at(-1)).toEqual({ url: plan })
    const bad = await send('PATCH', url(), { floorplans: [{ url: '/media/elsewhere.svg' }] }, 'operator')
    expect(bad.status).toBe(400)
  })
})
