import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays } from '#domain/dates/iso-date.ts'
import type { AvailableRoomsAnswer, HotelRoom, OffersAnswer, RoomAvailability } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import type { Db } from '#server/db/client.ts'
import { hotels, rooms, users } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'
import {
  openNights,
  period,
  PLAN_IDS,
  prepareOffersHotel,
  setNights,
} from '../../../tests/setup/hotel-offer-fixtures.ts'

let t: TestApp
let hotelId: string
let roomId: string
const SNOWLINE_USER = stableId('user:snowline-offers-test')
const ALPINE_AGENT = stableId('user:alpine-offers-test')
const UNKNOWN = '0123456789abcdef01234567'
const P = period(3)

beforeAll(async () => {
  t = await createTestApp({ hotels: 6, properties: 0 })
  const [hotel] = await t.database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.isDemo, false)).limit(1)
  hotelId = hotel!.id
  ;({ roomId } = await prepareOffersHotel(t.database.db, hotelId))
  // an agency user whose theme hides commission (docs/product/brands-and-themes.md#agency-themes)
  await t.database.db.insert(users).values({
    id: SNOWLINE_USER,
    email: 'desk@snowline-offers.example',
    role: 'agent',
    company: 'Snowline Direct',
    travelAgencyId: demoAccount('agent').travelAgencyId,
  })
  // an agent of Alpine Concierge (whose demo account is an operator, a role without partner rates)
  await t.database.db.insert(users).values({
    id: ALPINE_AGENT,
    email: 'desk@alpine-offers.example',
    role: 'agent',
    company: 'Alpine Concierge',
    travelAgencyId: demoAccount('operator').travelAgencyId,
  })
}, 60_000)
afterAll(() => t?.close())

beforeEach(async () => {
  await changeNights(setNights, roomId, P.checkInDate, [{ price: 1000 }, { price: 1100 }, { price: 1200 }])
})

/** An inventory write, then the catalogue change every writer announces (the engine keeps nights: docs/decisions/050-offers-nights-in-memory.md). */
async function changeNights<A extends unknown[]>(write: (db: Db, ...args: A) => Promise<void>, ...args: A) {
  await write(t.database.db, ...args)
  t.catalogue.notifyChanged()
}
const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))
const qs = (q: Record<string, string | number | (string | number)[]>) => {
  const s = new URLSearchParams()
  for (const [k, v] of Object.entries(q)) for (const x of [v].flat()) s.append(k, String(x))
  return s.toString()
}
const offersUrl = (q: Record<string, string | number | (string | number)[]> = {}, id = roomId) =>
  `/api/hotelrooms/${id}/offers?${qs({ ...P, ...q })}`
async function offers(q: Record<string, string | number | (string | number)[]> = {}, who = 'agent') {
  const res = await t.request(offersUrl(q), await as(who))
  expect(res.status).toBe(200)
  return (await res.json()) as OffersAnswer
}

describe('GET /api/hotelrooms/:roomId/offers (docs/product/hotels.md#offers)', () => {
  it('answers the client rates, cheapest first, with totals, averages, commission and policies', async () => {
    const res = await t.request(offersUrl({ numAdults: '2' }), await as('agent'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = (await res.json()) as OffersAnswer
    expect(body.offers.map((o) => [o.rateName, o.priceTotal, o.averageNightlyPrice])).toEqual([
      ['Advance Purchase', 2805, 935],
      ['Flexible Rate', 3300, 1100],
    ])
    expect(body.excluded).toEqual([{ rateName: 'Long Stay', reason: 'minimumStay' }])
    expect(body.reason).toBeNull()
    const flexible = body.offers[1]!
    expect(flexible).toMatchObject({
      _id: PLAN_IDS.flexible,
      ratePlanId: PLAN_IDS.flexible,
      ...P,
      hotelId,
      roomId,
      numAdults: 2,
      numChildren: 0,
      childrenAges: [],
      currency: 'EUR',
      commissionLevelForPartner: 12,
      isRefundable: true,
      paymentProfile: 'ClientPays',
      maxAvailableQuantity: 3,
      requestedBedConfiguration: 'kingSizeBed',
      requestableBedConfigurations: ['kingSizeBed', 'singleBed+singleBed'],
      cancellationPolicy: {
        cancellationPeriods: [
          { fromDaysPriorToArrival: 30, feeInPercentOfBookingTotal: 50 },
          { fromDaysPriorToArrival: 14, feeInPercentOfBookingTotal: 100 },
        ],
      },
    })
    expect(body.offers[0]!.isRefundable).toBe(false)
  })

  it('prices children above the infant age at 25% of the room, infants free, and lists the extra bed', async () => {
    const body = await offers({ numAdults: 1, numChildren: 2, childrenAges: [1, 8] })
    const flexible = body.offers.find((o) => o.ratePlanId === PLAN_IDS.flexible)!
    expect(flexible.priceTotal).toBe(4125)
    expect(flexible.childrenAges).toEqual([1, 8])
    expect(flexible.requestableBedConfigurations).toEqual(['kingSizeBed+sofaBed', 'singleBed+singleBed+sofaBed'])
  })

  it.each([
    ['AgencyPaysStandAloneRate', [['Agency Net Rate', 2640, 0]]],
    ['AgencyPaysPackageRate', [['Package Net Rate', undefined, 0]]],
    [
      'AgentPaysWithClientCardWithoutCVV',
      [
        ['Advance Purchase', 2805, 12],
        ['Flexible Rate', 3300, 12],
      ],
    ],
  ])('serves %s its own plans (net rates carry no commission; on request has no total)', async (profile, expected) => {
    const body = await offers({ paymentProfile: profile })
    expect(body.offers.map((o) => [o.rateName, o.priceTotal, o.commissionLevelForPartner])).toEqual(expected)
    for (const o of body.offers) expect(o.paymentProfile).toBe(profile)
  })

  it('is on request (no total) when a night has no price', async () => {
    await changeNights(setNights, roomId, P.checkInDate, [{ price: 1000 }, { price: null }, { price: 1000 }])
    const body = await offers()
    expect(body.offers).toHaveLength(2)
    for (const o of body.offers) {
      expect(o).not.toHaveProperty('priceTotal')
      expect(o.averageNightlyPrice).toBeNull()
    }
  })

  it.each([
    ['a closed night', [{}, { closed: true, available: 0 }, {}], 'closed'],
    ['a sold-out night', [{}, { available: 0 }, {}], 'soldOut'],
  ])('gives no offer for %s and says why', async (_, nights, reason) => {
    await changeNights(setNights, roomId, P.checkInDate, nights)
    const body = await offers()
    expect(body.offers).toEqual([])
    expect(body.reason).toBe(reason)
    expect(body.excluded.map((e) => e.reason)).toEqual([reason, reason, reason])
  })

  it('excludes the plans whose minimum stay is longer than the period', async () => {
    const short = period(1)
    await changeNights(setNights, roomId, short.checkInDate, [{}])
    const res = await t.request(
      `/api/hotelrooms/${roomId}/offers?${qs({ ...short, paymentProfile: 'ClientPays' })}`,
      await as('agent'),
    )
    const body = (await res.json()) as OffersAnswer
    expect(body.offers.map((o) => o.rateName)).toEqual(['Flexible Rate'])
    expect(body.excluded.map((e) => [e.rateName, e.reason])).toEqual([
      ['Advance Purchase', 'minimumStay'],
      ['Long Stay', 'minimumStay'],
    ])
  })

  it.each([
    ['more guests than beds', { numAdults: 4 }],
    ['a child older than the hotel allows (12)', { numAdults: 1, numChildren: 1, childrenAges: [13] }],
  ])('gives no offer for %s: occupancy', async (_, q) => {
    const body = await offers(q)
    expect(body.offers).toEqual([])
    expect(body.reason).toBe('occupancy')
  })

  it('hides the commission level from a theme that shows none, and follows confirmed programs', async () => {
    const hidden = await t.request(offersUrl(), bearer(await signAccessToken(t.config, { sub: SNOWLINE_USER })))
    for (const o of ((await hidden.json()) as OffersAnswer).offers) expect(o.commissionLevelForPartner).toBeNull()
    // Belvedere: Virtuoso and LDS Preferred confirmed (12); Alpine Concierge: Virtuoso only claimed (hotel level 8)
    expect((await offers({}, 'corporateDesignAgent')).offers[0]!.commissionLevelForPartner).toBe(12)
    const alpine = await t.request(offersUrl(), bearer(await signAccessToken(t.config, { sub: ALPINE_AGENT })))
    expect(((await alpine.json()) as OffersAnswer).offers[0]!.commissionLevelForPartner).toBe(8)
  })

  it.each([
    [{ numAdults: '0' }, 'numAdults', 'At least 1'],
    [{ numAdults: 'two' }, 'numAdults', 'Expected a number'],
    [{ numAdults: '1.5' }, 'numAdults', 'Expected a whole number'],
    [{ numChildren: '1', childrenAges: ['4', '6'] }, 'childrenAges', 'More child ages than children'],
    [{ numChildren: '1', childrenAges: ['x'] }, 'childrenAges.0', 'Expected a number'],
    [{ paymentProfile: 'Cash' }, 'paymentProfile', 'Unknown payment profile'],
    [{ checkInDate: '2027-02-31' }, 'checkInDate', 'Please enter a valid date'],
    [{ checkOutDate: P.checkInDate }, 'checkOutDate', 'Check out date has to be after check in date'],
    [{ checkOutDate: addDays(P.checkInDate, 61) }, 'checkOutDate', 'The period can be at most 60 nights'],
  ])('answers 400 for %j', async (q, field, message) => {
    const res = await t.request(offersUrl(q), await as('agent'))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
  })

  it('needs sign-in (401) and an agency (403); an unknown or malformed room is 404', async () => {
    expect((await t.request(offersUrl())).status).toBe(401)
    const noAgency = await t.request(offersUrl(), await as('noAgency'))
    expect(noAgency.status).toBe(403)
    expect(await noAgency.json()).toEqual({ message: 'You are not registered in a travel agency yet' })
    expect((await t.request(offersUrl({}, UNKNOWN), await as('agent'))).status).toBe(404)
    expect((await t.request(offersUrl({}, 'nope'), await as('agent'))).status).toBe(404)
  })
})

describe('partner roles only (docs/product/sign-in-and-roles.md#access-types)', () => {
  const urls = () => [
    offersUrl(),
    `/api/hotelrooms/${roomId}/availability?${qs(P)}`,
    `/api/hotels/${hotelId}/available-rooms?${qs(P)}`,
  ]
  it.each(['customer', 'operator'])('answers 403 to a signed-in %s, whose role sees no partner rates', async (who) => {
    for (const url of urls()) {
      const res = await t.request(url, await as(who))
      expect(res.status, url).toBe(403)
      expect(await res.json()).toEqual({ message: 'Your role does not give access to partner rates and interests' })
    }
  })
  it.each(['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent'])('answers a signed-in %s', async (who) => {
    for (const url of urls()) expect((await t.request(url, await as(who))).status, url).toBe(200)
  })
})

describe('GET /api/hotelrooms/:roomId/availability', () => {
  const url = (q: Record<string, string>) => `/api/hotelrooms/${roomId}/availability?${qs({ ...P, ...q })}`
  it.each([
    [{}, [{ available: 3 }, { available: 2 }, { available: 4 }], { available: true, maxAvailableQuantity: 2 }],
    [
      { requestedRoomQuantity: '2' },
      [{ available: 3 }, { available: 2 }, {}],
      { available: true, maxAvailableQuantity: 2 },
    ],
    [
      { requestedRoomQuantity: '3' },
      [{ available: 3 }, { available: 2 }, {}],
      { available: false, maxAvailableQuantity: 2 },
    ],
    [{}, [{}, { closed: true }, {}], { available: false, maxAvailableQuantity: 0 }],
  ])('%j over %j: %j', async (q, nights, expected) => {
    await changeNights(setNights, roomId, P.checkInDate, nights)
    const res = await t.request(url(q), await as('agent'))
    expect(res.status).toBe(200)
    expect((await res.json()) as RoomAvailability).toEqual(expected)
  })

  it('answers 400 for a bad quantity and 401 without sign-in', async () => {
    const bad = await t.request(url({ requestedRoomQuantity: '0' }), await as('agent'))
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.requestedRoomQuantity).toBe('At least 1')
    expect((await t.request(url({}))).status).toBe(401)
  })
})

describe('GET /api/hotels/:hotelId/available-rooms', () => {
  it('answers every room of the hotel with its availability, cheapest nightly price and reason', async () => {
    const all = await t.database.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.hotelId, hotelId))
    for (const r of all) if (r.id !== roomId) await changeNights(openNights, r.id, P.checkInDate, P.checkOutDate)
    const closed = all.find((r) => r.id !== roomId)!.id
    await changeNights(setNights, closed, P.checkInDate, [{ closed: true }])
    const res = await t.request(`/api/hotels/${hotelId}/available-rooms?${qs(P)}`, await as('agent'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as AvailableRoomsAnswer
    expect(body.rooms.map((r) => r.roomId).sort()).toEqual(all.map((r) => r.id).sort())
    expect(body.rooms.find((r) => r.roomId === roomId)).toEqual({
      roomId,
      maxAvailableQuantity: 3,
      minimumNightlyPrice: 935,
      currency: 'EUR',
      reason: null,
    })
    expect(body.rooms.find((r) => r.roomId === closed)).toMatchObject({
      maxAvailableQuantity: 0,
      minimumNightlyPrice: null,
      reason: 'closed',
    })
  })

  it('answers 404 for an unknown hotel, 401 without sign-in, 400 for a bad period', async () => {
    expect((await t.request(`/api/hotels/${UNKNOWN}/available-rooms?${qs(P)}`, await as('agent'))).status).toBe(404)
    expect((await t.request(`/api/hotels/${hotelId}/available-rooms?${qs(P)}`)).status).toBe(401)
    const bad = await t.request(`/api/hotels/${hotelId}/available-rooms?checkInDate=x`, await as('agent'))
    expect(bad.status).toBe(400)
  })
})

describe('GET /api/hotelrooms/:roomId (public)', () => {
  it('answers the room as the hotel rooms list does, in the request language', async () => {
    for (const lang of ['en', 'de']) {
      const res = await t.request(`/api/hotelrooms/${roomId}`, { headers: { 'accept-language': lang } })
      expect(res.status).toBe(200)
      const room = (await res.json()) as HotelRoom
      const list = (await (
        await t.request(`/api/hotels/${hotelId}/rooms`, { headers: { 'accept-language': lang } })
      ).json()) as HotelRoom[]
      expect(room).toEqual(list.find((r) => r._id === roomId))
      expect(room.beds).toHaveLength(2)
    }
  })

  it('answers a demo hotel room too, and 404 for an unknown room', async () => {
    const [demo] = await t.database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.isDemo, true)).limit(1)
    const [room] = await t.database.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.hotelId, demo!.id)).limit(1)
    expect((await t.request(`/api/hotelrooms/${room!.id}`)).status).toBe(200)
    expect((await t.request(`/api/hotelrooms/${UNKNOWN}`)).status).toBe(404)
    const offersOfDemo = await t.request(`/api/hotelrooms/${room!.id}/offers?${qs(P)}`, await as('agent'))
    expect(offersOfDemo.status).toBe(200)
  })
})
