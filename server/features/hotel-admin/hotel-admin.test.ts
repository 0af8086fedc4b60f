import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { NEW_HOTEL_MESSAGES as M } from '#domain/hotels/new-hotel.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { chatChannels, hotels, users } from '#server/db/schema.ts'
import { HOTELS_FORBIDDEN_MESSAGE, referencedMessage } from './service.ts'

/** POST /api/hotels and DELETE /api/hotels/{id} (docs/product/extranet.md#facilities-hotels-and-leads). */
let t: TestApp
let teamId: string
const GOOD = {
  name: 'Hotel Arlberg Test',
  category: '5 Star',
  country: 'Austria',
  city: 'Zürs',
  latitude: 47.17,
  longitude: 10.17,
  maxKeys: 30,
}
const NOT_ADMINS: [string, number][] = [
  ['visitor', 401],
  ['agent', 403],
  ['supervisorAgent', 403],
  ['operator', 403],
  ['customer', 403],
  ['hotelTeam', 403],
]

const headersOf = async (who: string): Promise<Record<string, string>> => {
  if (who === 'visitor') return { 'content-type': 'application/json' }
  const sub = who === 'hotelTeam' ? teamId : demoAccount(who).id
  return { ...bearer(await signAccessToken(t.config, { sub })).headers, 'content-type': 'application/json' }
}
const send = async (who: string, method: string, url: string, body?: unknown) =>
  t.request(url, { method, headers: await headersOf(who), body: body === undefined ? undefined : JSON.stringify(body) })
const create = async (over: Record<string, unknown> = {}) => {
  const res = await send('admin', 'POST', '/api/hotels', { ...GOOD, ...over })
  expect(res.status).toBe(201)
  return ((await res.json()) as { _id: string })._id
}

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0 })
  const [h] = await t.database.db.select({ id: hotels.id }).from(hotels).limit(1)
  teamId = newObjectId()
  await t.database.db.insert(users).values({
    id: teamId,
    email: `team-${teamId}@hotel.example`,
    role: 'customer',
    hotelId: h!.id,
    hasHotelAccess: true,
  })
}, 60_000)
afterAll(() => t?.close())

describe('POST /api/hotels', () => {
  it('an admin adds a hotel: its page answers at once and its city is in the hotel locations', async () => {
    const id = await create({ city: 'Zürs am Arlberg' })
    const page = await t.request(`/api/hotels/${id}`)
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ name: GOOD.name })
    const locations = (await (await t.request('/api/hotels/locations')).json()) as {
      country: string
      cities: { city: string }[]
    }[]
    const austria = locations.find((c) => c.country === 'Austria')
    expect(austria?.cities.map((c) => c.city)).toContain('Zürs am Arlberg')
    const [row] = await t.database.db.select().from(hotels).where(eq(hotels.id, id))
    expect(row).toMatchObject({ currency: 'EUR', isChatEnabled: false, isDemo: false, maxKeys: 30 })
  })

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: '' }, 'name', M.name],
    [{ category: 'Hostel' }, 'category', M.category],
    [{ country: 'Germany' }, 'country', M.country],
    [{ latitude: 'north' }, 'latitude', M.latitude],
    [{ maxKeys: -1 }, 'maxKeys', M.maxKeys],
    [{ category: '5 Star Palace' }, 'category', M.palace],
  ])('bad input %j: 400 at %s, nothing added', async (change, field, message) => {
    const before = await t.database.db.$count(hotels)
    const res = await send('admin', 'POST', '/api/hotels', { ...GOOD, ...change })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
    expect(await t.database.db.$count(hotels)).toBe(before)
  })

  it.each(NOT_ADMINS)('%s: %i, nothing added', async (who, status) => {
    const before = await t.database.db.$count(hotels)
    const res = await send(who, 'POST', '/api/hotels', GOOD)
    expect(res.status).toBe(status)
    if (status === 403) expect(await res.json()).toEqual({ message: HOTELS_FORBIDDEN_MESSAGE })
    expect(await t.database.db.$count(hotels)).toBe(before)
  })
})

describe('DELETE /api/hotels/{id}', () => {
  it('an admin deletes a hotel nothing refers to: its page is 404 at once', async () => {
    const id = await create()
    expect((await t.request(`/api/hotels/${id}`)).status).toBe(200)
    expect((await send('admin', 'DELETE', `/api/hotels/${id}`)).status).toBe(204)
    expect((await t.request(`/api/hotels/${id}`)).status).toBe(404)
    expect((await send('admin', 'DELETE', `/api/hotels/${id}`)).status).toBe(404)
    expect((await send('admin', 'DELETE', '/api/hotels/nope')).status).toBe(404)
  })

  it('a hotel agencies chat with is refused with 409 and stays', async () => {
    const id = await create()
    const agent = demoAccount('agent')
    await t.database.db.insert(chatChannels).values({
      id: `c-${newObjectId()}`,
      hotelId: id,
      travelAgencyId: agent.travelAgencyId!,
      agentId: agent.id,
      facts: {} as never,
    })
    const res = await send('admin', 'DELETE', `/api/hotels/${id}`)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: referencedMessage({ interests: 0, chats: 1 }) })
    expect((await t.request(`/api/hotels/${id}`)).status).toBe(200)
  })

  it.each(NOT_ADMINS)('%s: %i and the hotel stays', async (who, status) => {
    const id = await create()
    expect((await send(who, 'DELETE', `/api/hotels/${id}`)).status).toBe(status)
    expect(await t.database.db.$count(hotels, eq(hotels.id, id))).toBe(1)
  })
})

describe('referencedMessage', () => {
  it.each<[number, number, string | null]>([
    [0, 0, null],
    [1, 0, 'Agencies have 1 saved interest and 0 chats with this hotel: it cannot be deleted'],
    [2, 1, 'Agencies have 2 saved interests and 1 chat with this hotel: it cannot be deleted'],
  ])('%i interests, %i chats: %s', (interests, chats, message) => {
    expect(referencedMessage({ interests, chats })).toBe(message)
  })
})
