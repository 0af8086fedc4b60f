import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { HotelDetail, HotelListPage, HotelRoom, InvitationLinkAnswer } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotels, rooms } from '#server/db/schema.ts'
import { createInvitationSigner, INVITATION_DAYS, loadOrCreateInvitationSecret } from './invitation-link.ts'

let t: TestApp
let all: (typeof hotels.$inferSelect)[]

beforeAll(async () => {
  t = await createTestApp({ hotels: 8, properties: 0 })
  all = await t.database.db.select().from(hotels)
}, 60_000)
afterAll(() => t?.close())

const get = (url: string, init?: RequestInit) => t.request(url, init)
const detail = async (id: string, lang = 'en') =>
  (await (await get(`/api/hotels/${id}`, { headers: { 'accept-language': lang } })).json()) as HotelDetail
const UNKNOWN = '0123456789abcdef01234567'
const regular = () => all.find((h) => !h.isDemo && h.diningVenues.length > 0 && h.facilities.length > 2)!

describe('GET /api/hotels (the public list)', () => {
  const list = async (query: string) => {
    const res = await get(`/api/hotels${query}`)
    return { res, body: (await res.json()) as HotelListPage }
  }
  const byName = (rows: typeof all) =>
    [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))

  it('answers the hotels by name without sign-in, without prices or how they sell, cached', async () => {
    const { res, body } = await list('')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('max-age=300')
    const regulars = byName(all.filter((h) => !h.isDemo))
    expect(body).toMatchObject({ count: regulars.length, offset: 0, limit: 12 })
    expect(body.hotels.map((h) => h._id)).toEqual(regulars.slice(0, 12).map((h) => h.id))
    const first = regulars[0]!
    expect(body.hotels[0]).toEqual({
      _id: first.id,
      name: first.name,
      category: first.category,
      thumbnail: first.images[0],
      location: { sector: first.sector, city: first.city, country: first.country },
      externalRatings: first.externalRatings,
    })
    expect(JSON.stringify(body)).not.toMatch(/price|commission|currency|program|salesManager/i)
  })

  it("answers a city's or a country's hotels, in any case, page by page", async () => {
    const row = all.find((h) => !h.isDemo)!
    const city = byName(all.filter((h) => !h.isDemo && h.city === row.city))
    const inCity = await list(`?destination=${encodeURIComponent(` ${row.city.toUpperCase()} `)}`)
    expect(inCity.body.hotels.map((h) => h._id)).toEqual(city.slice(0, 12).map((h) => h.id))
    const country = byName(all.filter((h) => !h.isDemo && h.country === row.country))
    const page = await list(`?destination=${encodeURIComponent(row.country)}&limit=1&offset=1`)
    expect(page.body).toMatchObject({ count: country.length, offset: 1, limit: 1 })
    expect(page.body.hotels.map((h) => h._id)).toEqual(country.slice(1, 2).map((h) => h.id))
    expect((await list('?destination=Atlantis')).body).toEqual({ hotels: [], count: 0, offset: 0, limit: 12 })
  })

  it('adds the demo hotels only with includeDemos=true', async () => {
    const demos = all.filter((h) => h.isDemo)
    expect(demos.length).toBeGreaterThan(0)
    expect((await list('?limit=100&includeDemos=true')).body.count).toBe(all.length)
    expect(
      (await list('?limit=100')).body.hotels.some((h) => h.name === demos[0]!.name && h._id === demos[0]!.id),
    ).toBe(false)
  })

  it.each([
    ['?limit=0', 'limit', 'At least 1'],
    ['?limit=101', 'limit', 'At most 100'],
    ['?limit=1.5', 'limit', 'Expected a whole number'],
    ['?limit=ten', 'limit', 'Expected a number'],
    ['?offset=-1', 'offset', 'At least 0'],
    ['?offset=100001', 'offset', 'At most 100000'],
    ['?includeDemos=yes', 'includeDemos', 'Expected true or false'],
    [`?destination=${'x'.repeat(121)}`, 'destination', 'At most 120 characters'],
  ])('answers 400 with the field for %s', async (query, field, message) => {
    const res = await get(`/api/hotels${query}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
  })
})

describe('GET /api/hotels/:id', () => {
  it('answers the hotel with its sections, programs and sales managers, cached with an ETag', async () => {
    const row = regular()
    const res = await get(`/api/hotels/${row.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBeTruthy()
    expect(res.headers.get('cache-control')).toContain('max-age=300')
    const h = (await res.json()) as HotelDetail
    expect(h).toMatchObject({ _id: row.id, name: row.name, category: row.category, currency: row.currency })
    expect(h.thumbnail).toBe(row.images[0])
    expect(h.images[0]).toEqual({ url: row.images[0] })
    expect(h.description?.hotel).toContain(row.name)
    expect(h.diningVenues.length).toBeGreaterThan(0)
    expect(h.location).toMatchObject({ city: row.city, country: row.country })
    expect(h.location.coordinates.latitude).toBe(row.latitude)
    expect(h.location.distanceStrings.length).toBeGreaterThan(0)
    expect(h.mySalesManagers.length).toBeGreaterThan(0)
    expect(h.contact.reservation.phone).toBe(row.reservationPhone)
    for (const p of h.memberOfPrograms) expect(p.logoInline).toMatch(/^<svg/)
    expect(h.miceFacilities).toEqual([])
    const again = await get(`/api/hotels/${row.id}`, { headers: { 'if-none-match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('names the facilities in the request language', async () => {
    const row = regular()
    const [en, de] = [await detail(row.id, 'en'), await detail(row.id, 'de-DE,de;q=0.9')]
    expect(en.facilities.map((f) => f.facility)).toContain('WiFi')
    expect(de.facilities.map((f) => f.facility)).toContain('WLAN')
    expect(de.facilities).toHaveLength(en.facilities.length)
  })

  it('answers empty sections as null or [] so the page shows its empty texts', async () => {
    const row = all.find((h) => h.diningVenues.length === 0)!
    const h = await detail(row.id)
    expect(h.description).toBeNull()
    expect(h.diningVenues).toEqual([])
    expect(h.facilities).toEqual([])
    expect(h.checkIn).toBeNull()
    expect([h.smokingPolicy, h.bookingPolicyMarkdown, h.houseRulesMarkdown]).toEqual([null, null, null])
    expect(h.location.distanceStrings).toEqual([])
    expect(h.location.closestAirport.iataCode).toBe('')
    expect(Object.values(h.location.directions).every((d) => d === '')).toBe(true)
  })

  it('answers a demo hotel by id, with its MICE facilities', async () => {
    const row = all.find((h) => h.isDemo)!
    const h = await detail(row.id)
    expect(h.isDemo).toBe(true)
    expect(h.miceFacilities.length).toBeGreaterThanOrEqual(2)
  })

  it('is kept until the catalogue changes', async () => {
    const row = all.find((h) => !h.isDemo && h.id !== regular().id)!
    expect((await detail(row.id)).name).toBe(row.name)
    await t.database.db.update(hotels).set({ name: 'Renamed Hotel' }).where(eq(hotels.id, row.id))
    expect((await detail(row.id)).name).toBe(row.name)
    t.catalogue.notifyChanged()
    expect((await detail(row.id)).name).toBe('Renamed Hotel')
    await t.database.db.update(hotels).set({ name: row.name }).where(eq(hotels.id, row.id))
    t.catalogue.notifyChanged()
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-an-id', 'ABCDEF0123456789abcdef01']) {
      const res = await get(`/api/hotels/${id}`)
      expect(res.status, id).toBe(404)
      expect(await res.json()).toEqual({ message: 'Hotel not found' })
    }
  })
})

describe('GET /api/hotels/:id/rooms', () => {
  it('answers the rooms, least expensive first, with beds, sizes, urls and facility names in the language', async () => {
    const row = regular()
    const res = await get(`/api/hotels/${row.id}/rooms`)
    expect(res.status).toBe(200)
    const list = (await res.json()) as HotelRoom[]
    const stored = await t.database.db.select().from(rooms).where(eq(rooms.hotelId, row.id))
    expect(list.map((r) => r._id).sort()).toEqual(stored.map((r) => r.id).sort())
    const price = new Map(stored.map((r) => [r.id, r.basePrice]))
    expect(list.map((r) => price.get(r._id)!)).toEqual([...list.map((r) => price.get(r._id)!)].sort((a, b) => a - b))
    for (const r of list) {
      expect(r._hotel).toBe(row.id)
      expect(r.beds.length).toBeGreaterThan(0)
      expect(r.sizeSqmMin).toBeGreaterThan(0)
      expect(r.images[0]).toEqual({ url: r.thumbnail })
      for (const f of r.floorplans) expect(f.url).toMatch(/^\/media\//)
      expect(r.facilities).toContain('Underfloor Heating')
      expect(r).not.toHaveProperty('basePrice')
      expect(r).not.toHaveProperty('quantity')
    }
    const de = (await (
      await get(`/api/hotels/${row.id}/rooms`, { headers: { 'accept-language': 'de' } })
    ).json()) as HotelRoom[]
    expect(de[0].facilities).toContain('Fußbodenheizung')
  })

  it('answers 404 for an unknown or malformed hotel id', async () => {
    expect((await get(`/api/hotels/${UNKNOWN}/rooms`)).status).toBe(404)
    expect((await get('/api/hotels/xyz/rooms')).status).toBe(404)
  })
})

describe('GET /api/hotels/:id/hotel-manager-invitation-link', () => {
  const url = (id: string) => `/api/hotels/${id}/hotel-manager-invitation-link`
  const agent = async () => bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id }))

  it('needs sign-in', async () => {
    const res = await get(url(regular().id))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not authenticated' })
  })

  it('answers a signed link to the distribution page that expires in 14 days', async () => {
    const row = all.find((h) => h.hasToBeInvitedToDirectContract)!
    const before = Date.now()
    const res = await get(url(row.id), await agent())
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const { link, expiresAt } = (await res.json()) as InvitationLinkAnswer
    const parsed = new URL(link)
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${t.config.publicUrl}/distribution/hotels/${row.id}`)
    const days = (Date.parse(expiresAt) - before) / 86_400_000
    expect(days).toBeGreaterThan(INVITATION_DAYS - 0.01)
    expect(days).toBeLessThan(INVITATION_DAYS + 0.01)
    const signer = createInvitationSigner(loadOrCreateInvitationSecret(t.config.dataDir))
    const token = parsed.searchParams.get('invitation')!
    expect(signer.verify(token, new Date())).toEqual({
      hotelId: row.id,
      agencyId: demoAccount('agent').travelAgencyId,
      userId: demoAccount('agent').id,
      expiresAt,
    })
    expect(signer.verify(token, new Date(Date.parse(expiresAt) + 1000))).toBeNull()
  })

  it('answers 404 for an unknown hotel', async () => {
    expect((await get(url(UNKNOWN), await agent())).status).toBe(404)
    expect((await get(url('nope'), await agent())).status).toBe(404)
  })
})

describe('GET /api/hotels/:id in a demo build (APP_ENV=demo)', () => {
  let demo: TestApp
  beforeAll(async () => {
    demo = await createTestApp({ hotels: 8, properties: 0, env: { APP_ENV: 'demo' } })
  }, 60_000)
  afterAll(() => demo?.close())

  it("lends the standard demo hotel's MICE facilities to a hotel without any; a demo hotel keeps its own", async () => {
    const rows = await demo.database.db.select().from(hotels)
    const standard = rows.find((h) => h.isDemo && h.miceFacilities.length > 0)!
    const plain = rows.find((h) => !h.isDemo)!
    expect(plain.miceFacilities).toEqual([])
    const answer = async (id: string) => (await (await demo.request(`/api/hotels/${id}`)).json()) as HotelDetail
    expect((await answer(plain.id)).miceFacilities.map((f) => f.name)).toEqual(
      standard.miceFacilities.map((f) => f.name),
    )
    expect((await answer(standard.id)).miceFacilities).toEqual(standard.miceFacilities)
  })
})
