import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Facility } from '#domain/catalogue/types.ts'
import { FACILITY_MESSAGES as M, type EditableFacility } from '#domain/facilities/facility.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { facilities, hotels, users } from '#server/db/schema.ts'
import { FACILITIES_FORBIDDEN_MESSAGE } from './service.ts'

/** The admins' facility writes (docs/product/extranet.md#facilities-hotels-and-leads) on the real database. */
let t: TestApp
let teamId: string

const headersOf = async (who: string): Promise<Record<string, string>> => {
  if (who === 'visitor') return { 'content-type': 'application/json' }
  const sub = who === 'hotelTeam' ? teamId : demoAccount(who).id
  return { ...bearer(await signAccessToken(t.config, { sub })).headers, 'content-type': 'application/json' }
}
const send = async (who: string, method: string, url: string, body?: unknown) =>
  t.request(url, { method, headers: await headersOf(who), body: body === undefined ? undefined : JSON.stringify(body) })
const create = async (en: string, de: string, kind = 'hotel') => {
  const res = await send('admin', 'POST', '/api/facilities', { kind, name: { en, de } })
  expect(res.status).toBe(201)
  return (await res.json()) as EditableFacility
}
const publicList = async (lang = 'en') =>
  (await (await t.request('/api/facilities?kind=hotel', { headers: { 'accept-language': lang } })).json()) as Facility[]

const NOT_ADMINS: [string, number][] = [
  ['visitor', 401],
  ['agent', 403],
  ['supervisorAgent', 403],
  ['operator', 403],
  ['customer', 403],
  ['hotelTeam', 403],
]

beforeAll(async () => {
  t = await createTestApp({ hotels: 2, properties: 2 })
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

describe('POST /api/facilities', () => {
  it('an admin adds a facility; the public list (cached) shows it at once, in each language', async () => {
    expect((await publicList()).map((f) => f.name)).not.toContain('Ski valet')
    const made = await create(' Ski valet ', 'Ski-Butler')
    expect(made).toMatchObject({ kind: 'hotel', name: { en: 'Ski valet', de: 'Ski-Butler' }, uses: 0 })
    expect((await publicList()).find((f) => f._id === made._id)?.name).toBe('Ski valet')
    expect((await publicList('de')).find((f) => f._id === made._id)?.name).toBe('Ski-Butler')
  })

  it.each<[unknown, string, string]>([
    [{ kind: 'spaceship', name: { en: 'a', de: 'b' } }, 'kind', M.kind],
    [{ kind: 'room', name: { en: 'Balcony' } }, 'name.de', M.nameDe],
    [{ kind: 'room', name: { en: '  ', de: 'Balkon' } }, 'name.en', M.nameEn],
    [{ kind: 'room', name: { en: 'x'.repeat(81), de: 'Balkon' } }, 'name.en', M.tooLong],
  ])('bad input %j: 400 at %s', async (body, field, message) => {
    const res = await send('admin', 'POST', '/api/facilities', body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
  })

  it('a name its kind already has: 400 at name.en; the same name of another kind is fine', async () => {
    await create('Heliport', 'Hubschrauberlandeplatz')
    const res = await send('admin', 'POST', '/api/facilities', {
      kind: 'hotel',
      name: { en: 'heliport', de: 'Landeplatz' },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors['name.en']).toBe(M.taken)
    await create('Heliport', 'Hubschrauberlandeplatz', 'property')
  })

  it.each(NOT_ADMINS)('%s: %i and nothing is added', async (who, status) => {
    const before = await t.database.db.$count(facilities)
    const res = await send(who, 'POST', '/api/facilities', { kind: 'hotel', name: { en: `By ${who}`, de: 'x' } })
    expect(res.status).toBe(status)
    if (status === 403) expect(await res.json()).toEqual({ message: FACILITIES_FORBIDDEN_MESSAGE })
    expect(await t.database.db.$count(facilities)).toBe(before)
  })
})

describe('PATCH /api/facilities/{id}', () => {
  it('an admin renames in German; the German list follows at once, the English stays', async () => {
    const made = await create('Cigar lounge', 'Zigarrenraum')
    await publicList('de')
    const res = await send('admin', 'PATCH', `/api/facilities/${made._id}`, {
      name: { en: 'Cigar lounge', de: 'Zigarren-Lounge' },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as EditableFacility).name.de).toBe('Zigarren-Lounge')
    expect((await publicList('de')).find((f) => f._id === made._id)?.name).toBe('Zigarren-Lounge')
    expect((await publicList()).find((f) => f._id === made._id)?.name).toBe('Cigar lounge')
  })

  it('bad input: 400; unknown or malformed id: 404', async () => {
    const made = await create('Library', 'Bibliothek')
    const bad = await send('admin', 'PATCH', `/api/facilities/${made._id}`, { name: { en: 'Library', de: '' } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors['name.de']).toBe(M.nameDe)
    const body = { name: { en: 'a', de: 'b' } }
    expect((await send('admin', 'PATCH', `/api/facilities/${newObjectId()}`, body)).status).toBe(404)
    expect((await send('admin', 'PATCH', '/api/facilities/nope', body)).status).toBe(404)
  })

  it.each(NOT_ADMINS)('%s: %i and the name stays', async (who, status) => {
    const made = await create(`Wine cellar ${who}`, `Weinkeller ${who}`)
    const res = await send(who, 'PATCH', `/api/facilities/${made._id}`, { name: { en: 'Hacked', de: 'Hacked' } })
    expect(res.status).toBe(status)
    const [row] = await t.database.db.select().from(facilities).where(eq(facilities.id, made._id))
    expect(row!.name.en).toBe(`Wine cellar ${who}`)
  })
})

describe('DELETE /api/facilities/{id}', () => {
  it('an admin deletes an unused facility: gone from the public list at once', async () => {
    const made = await create('Bowling alley', 'Kegelbahn')
    expect((await publicList()).some((f) => f._id === made._id)).toBe(true)
    expect((await send('admin', 'DELETE', `/api/facilities/${made._id}`)).status).toBe(204)
    expect((await publicList()).some((f) => f._id === made._id)).toBe(false)
    expect((await send('admin', 'DELETE', `/api/facilities/${made._id}`)).status).toBe(404)
  })

  it('a facility in use is refused with 409 saying how many use it, and stays', async () => {
    const made = await create('Ice rink', 'Eisbahn')
    await t.database.db.update(hotels).set({ facilityKeys: sql`array_append(${hotels.facilityKeys}, ${made._id})` })
    const count = await t.database.db.$count(hotels)
    const list = (await (await send('admin', 'GET', '/api/facilities/editable')).json()) as EditableFacility[]
    expect(list.find((f) => f._id === made._id)?.uses).toBe(count)
    const res = await send('admin', 'DELETE', `/api/facilities/${made._id}`)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: `This facility is used by ${count} hotels: remove it from them first` })
    expect((await publicList()).some((f) => f._id === made._id)).toBe(true)
  })

  it.each(NOT_ADMINS)('%s: %i and the facility stays', async (who, status) => {
    const made = await create(`Cinema ${who}`, `Kino ${who}`)
    expect((await send(who, 'DELETE', `/api/facilities/${made._id}`)).status).toBe(status)
    expect(await t.database.db.$count(facilities, eq(facilities.id, made._id))).toBe(1)
  })
})

describe('GET /api/facilities/editable', () => {
  it.each([['admin', 200], ...NOT_ADMINS] as [string, number][])('%s: %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/facilities/editable')).status).toBe(status)
  })
})
