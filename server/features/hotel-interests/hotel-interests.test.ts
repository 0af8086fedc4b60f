import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { period, PLAN_IDS, prepareOffersHotel, setNights } from '../../../tests/setup/hotel-offer-fixtures.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { HotelInterestDetail } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotelInterests, hotels, rooms, users } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'

let t: TestApp
let hotelId: string
let roomId: string
let otherRoomId: string
let strangerRoomId: string
const SNOWLINE_USER = stableId('user:snowline-interests-test')
const UNKNOWN = '0123456789abcdef01234567'
const P = period(3)

beforeAll(async () => {
  t = await createTestApp({ hotels: 6, properties: 0 })
  const [hotel] = await t.database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.isDemo, false)).limit(1)
  hotelId = hotel!.id
  ;({ roomId, otherRoomId } = await prepareOffersHotel(t.database.db, hotelId))
  const [stranger] = await t.database.db.select({ id: rooms.id }).from(rooms).where(ne(rooms.hotelId, hotelId)).limit(1)
  strangerRoomId = stranger!.id
  await t.database.db.insert(users).values({
    id: SNOWLINE_USER,
    email: 'desk@snowline-interests.example',
    role: 'agent',
    company: 'Snowline Direct',
    travelAgencyId: demoAccount('agent').travelAgencyId,
  })
}, 60_000)
afterAll(() => t?.close())

beforeEach(async () => {
  await setNights(t.database.db, roomId, P.checkInDate, [{ price: 1000 }, { price: 1100 }, { price: 1200 }])
  await setNights(t.database.db, otherRoomId, P.checkInDate, [{ price: 2000 }, { price: 2000 }, { price: 2000 }])
})

const auth = async (sub: string, headers: Record<string, string> = {}) => {
  const init = bearer(await signAccessToken(t.config, { sub }))
  return { headers: { ...init.headers, ...headers } }
}
const as = (key: string, headers?: Record<string, string>) => auth(demoAccount(key).id, headers)

function payload(over: Record<string, unknown> = {}) {
  return {
    hotelId,
    ...P,
    paymentProfile: 'ClientPays',
    guests: [{ firstName: 'Charlotte', lastName: 'Aubert' }],
    amexCardMember: null,
    loyaltyNumber: 'FHR-7781',
    partnerAgency: { tls: 'tls 4711', cc: 'CC-88', commissionForPartner: 999, markupAmount: 150 },
    price: { currency: 'EUR', total: 1 },
    rooms: [
      { roomId, numAdults: 2, numChildren: 0, childrenAges: [], selectedOffer: { ratePlanId: PLAN_IDS.flexible } },
      {
        roomId: otherRoomId,
        numAdults: 1,
        numChildren: 1,
        childrenAges: [6],
        selectedOffer: { ratePlanId: PLAN_IDS.advance },
      },
    ],
    ...over,
  }
}
async function post(body: unknown, init: { headers: Record<string, string> }) {
  return t.json('/api/hotels/interests', body, init)
}
async function saved(body: unknown, key = 'agent') {
  const res = await post(body, await as(key))
  expect(res.status).toBe(201)
  return ((await res.json()) as { _id: string })._id
}
const detail = async (id: string, key = 'agent') =>
  (await (await t.request(`/api/hotels/interests/${id}`, await as(key))).json()) as HotelInterestDetail

describe('POST /api/hotels/interests (docs/product/hotels.md#save-interest)', () => {
  it('stores the interest with the engine’s offers, prices, references and commission', async () => {
    const id = await saved(payload())
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    const d = await detail(id)
    expect(d).toMatchObject({
      _id: id,
      createdBy: { firstName: 'Sophie', lastName: 'Laurent', email: demoAccount('agent').email },
      hotel: { _id: hotelId },
      ...P,
      paymentProfile: 'ClientPays',
      guests: [{ firstName: 'Charlotte', lastName: 'Aubert' }],
      amexCardMember: null,
      loyaltyNumber: 'FHR-7781',
      // 3300 + 2000 × 3 × 0.85 × 1.25 = 3300 + 6375; commission 12% of 9675
      partnerAgency: { tls: 'TLS4711', cc: 'CC88', commissionForPartner: 1161, markupAmount: 150 },
      price: { currency: 'EUR', total: 9675 },
    })
    expect(
      d.rooms.map((r) => [r.roomId, r.numAdults, r.numChildren, r.childrenAges, r.offer.rateName, r.offer.priceTotal]),
    ).toEqual([
      [roomId, 2, 0, [], 'Flexible Rate', 3300],
      [otherRoomId, 1, 1, [6], 'Advance Purchase', 6375],
    ])
    expect(d.rooms[0]!.roomName).toBeTruthy()
    expect(d.rooms[1]!.offer.isRefundable).toBe(false)
    const [row] = await t.database.db.select().from(hotelInterests).where(eq(hotelInterests.id, id))
    expect(row!.payload).toMatchObject({
      status: 'interest',
      clientReference: 'CC88',
      leadReference: `HI-${id.slice(-8).toUpperCase()}`,
      submitted: { price: { currency: 'EUR', total: 1 }, commissionForPartner: 999 },
    })
    expect(row).toMatchObject({
      travelAgencyId: demoAccount('agent').travelAgencyId,
      checkIn: P.checkInDate,
      checkOut: P.checkOutDate,
    })
  })

  it('stores no commission when the theme shows none, and no total when a room is on request', async () => {
    const hidden = await post(payload(), await auth(SNOWLINE_USER))
    expect(hidden.status).toBe(201)
    expect((await detail(((await hidden.json()) as { _id: string })._id)).partnerAgency.commissionForPartner).toBeNull()
    await setNights(t.database.db, otherRoomId, P.checkInDate, [{}, { price: null }, {}])
    const d = await detail(await saved(payload()))
    expect(d.price.total).toBeNull()
    expect(d.partnerAgency.commissionForPartner).toBeNull()
    expect(d.rooms[1]!.offer).not.toHaveProperty('priceTotal')
  })

  it("answers 404 'Hotel is unknown' for an unknown hotel", async () => {
    const res = await post(payload({ hotelId: UNKNOWN }), await as('agent'))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Hotel is unknown' })
  })

  it.each([
    ['a rate whose minimum stay is longer', PLAN_IDS.longStay, [{}, {}, {}]],
    ['another payment profile’s rate', PLAN_IDS.agencyNet, [{}, {}, {}]],
    ['a rate sold out since', PLAN_IDS.flexible, [{}, { available: 0 }, {}]],
  ])('answers 409 naming the room for %s', async (_, ratePlanId, nights) => {
    await setNights(t.database.db, roomId, P.checkInDate, nights)
    const [room] = await t.database.db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId))
    const body = payload()
    body.rooms[0]!.selectedOffer.ratePlanId = ratePlanId
    const res = await post(body, await as('agent'))
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toBe(
      `The chosen rate for ${room!.name} is not available for this period and occupancy any more. Please choose another rate.`,
    )
  })

  it('answers 409 when more rooms of a type are asked than are free', async () => {
    await setNights(t.database.db, roomId, P.checkInDate, [{ available: 1 }, { available: 1 }, { available: 1 }])
    const first = payload().rooms[0]!
    const res = await post(payload({ rooms: [first, first] }), await as('agent'))
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toMatch(
      /2 rooms requested, 1 available for this period\. Try fewer rooms\.$/,
    )
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'no first name',
      { guests: [{ firstName: ' ', lastName: 'Aubert' }] },
      'guests.0.firstName',
      "Please enter the client's first name",
    ],
    [
      'no last name',
      { guests: [{ firstName: 'Charlotte', lastName: '' }] },
      'guests.0.lastName',
      "Please enter the client's last name",
    ],
    ['no rooms', { rooms: [] }, 'rooms', 'You have not selected a rate for at least one room'],
    [
      'a room without a rate',
      { rooms: [{ roomId, numAdults: 1, selectedOffer: null }] },
      'rooms.0.selectedOffer',
      'You have not selected a rate for at least one room',
    ],
    ['a card-member value of its own', { amexCardMember: 'gold' }, 'amexCardMember', 'Required'],
    ['a negative markup', { partnerAgency: { markupAmount: -1 } }, 'partnerAgency.markupAmount', 'At least 0'],
    [
      'check-out before check-in',
      { checkOutDate: P.checkInDate },
      'checkOutDate',
      'Check out date has to be after check in date',
    ],
    [
      'a malformed room id',
      { rooms: [{ roomId: 'x', selectedOffer: { ratePlanId: PLAN_IDS.flexible } }] },
      'rooms.0.roomId',
      'Unknown id',
    ],
  ])('answers 400 for %s', async (_, over, field, message) => {
    const res = await post(payload(over), await as('agent'))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
  })

  it('stores the bed configuration asked for, the offer’s default otherwise; 400 for beds the room cannot take', async () => {
    const [first, second] = payload().rooms
    const twin = { ...first!, requestedBedConfiguration: 'singleBed+singleBed' }
    const d = await detail(await saved(payload({ rooms: [twin, second] })))
    expect(d.rooms.map((r) => r.offer.requestedBedConfiguration)).toEqual(['singleBed+singleBed', 'kingSizeBed'])
    const res = await post(
      payload({ rooms: [{ ...first!, requestedBedConfiguration: 'bunkBed+bunkBed' }] }),
      await as('agent'),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errors: { 'rooms.0.requestedBedConfiguration': 'Please choose one of the bed configurations of this room' },
    })
  })

  it('answers 400 for a room of another hotel', async () => {
    const res = await post(
      payload({ rooms: [{ roomId: strangerRoomId, numAdults: 1, selectedOffer: { ratePlanId: PLAN_IDS.flexible } }] }),
      await as('agent'),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errors: { 'rooms.0.roomId': 'This room is not a room of the hotel' } })
  })

  it('needs sign-in (401) and an agency (403)', async () => {
    expect((await t.json('/api/hotels/interests', payload())).status).toBe(401)
    const res = await post(payload(), await as('noAgency'))
    expect(res.status).toBe(403)
  })

  it.each(['customer', 'operator'])(
    'answers 403 to a signed-in %s (no partner role) and stores nothing',
    async (who) => {
      const before = (await t.database.db.select({ id: hotelInterests.id }).from(hotelInterests)).length
      const res = await post(payload(), await as(who))
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: 'Your role does not give access to partner rates and interests' })
      expect((await t.database.db.select({ id: hotelInterests.id }).from(hotelInterests)).length).toBe(before)
    },
  )
})

describe('Idempotency-Key', () => {
  const count = async (key: string) =>
    (
      await t.database.db
        .select({ id: hotelInterests.id })
        .from(hotelInterests)
        .where(eq(hotelInterests.idempotencyKey, key))
    ).length

  it('answers the same id for the same content (201, Idempotent-Replayed) and 422 for other content', async () => {
    const first = await post(payload(), await as('agent', { 'Idempotency-Key': 'save-1' }))
    expect(first.status).toBe(201)
    const id = ((await first.json()) as { _id: string })._id
    // key order differs, defaults left out: the same content
    const again = await post(
      {
        ...payload(),
        rooms: payload().rooms.map(({ roomId: id, selectedOffer, numAdults, numChildren, childrenAges }) =>
          numChildren
            ? { childrenAges, numChildren, numAdults, selectedOffer, roomId: id }
            : { selectedOffer, numAdults, roomId: id },
        ),
      },
      await as('agent', { 'Idempotency-Key': 'save-1' }),
    )
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual({ _id: id })
    const other = await post(payload({ loyaltyNumber: 'other' }), await as('agent', { 'Idempotency-Key': 'save-1' }))
    expect(other.status).toBe(422)
    expect(await count('save-1')).toBe(1)
  })

  it('keeps keys per agency and rejects a malformed key', async () => {
    const a = await post(payload(), await as('agent', { 'Idempotency-Key': 'shared-key' }))
    const b = await post(payload(), await as('corporateDesignAgent', { 'Idempotency-Key': 'shared-key' }))
    expect([a.status, b.status]).toEqual([201, 201])
    expect(((await a.json()) as { _id: string })._id).not.toBe(((await b.json()) as { _id: string })._id)
    const bad = await post(payload(), await as('agent', { 'Idempotency-Key': 'with space' }))
    expect(bad.status).toBe(400)
  })

  it('makes one interest of 20 concurrent saves with one key', async () => {
    const init = await as('agent', { 'Idempotency-Key': 'burst-20' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(payload(), init)))
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201))
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { _id: string })._id)))
    expect(ids.size).toBe(1)
    expect(await count('burst-20')).toBe(1)
  })
})

describe('GET /api/hotels/interests/:id', () => {
  it('is the agency’s own: another agency gets 404, no sign-in 401, an admin acting for the agency 200', async () => {
    const id = await saved(payload())
    expect((await t.request(`/api/hotels/interests/${id}`, await as('supervisorAgent'))).status).toBe(200)
    expect((await t.request(`/api/hotels/interests/${id}`, await as('corporateDesignAgent'))).status).toBe(404)
    expect((await t.request(`/api/hotels/interests/${id}`)).status).toBe(401)
    expect((await t.request(`/api/hotels/interests/${UNKNOWN}`, await as('agent'))).status).toBe(404)
    expect((await t.request('/api/hotels/interests/nope', await as('agent'))).status).toBe(404)
    const acting = await as('admin', { 'X-Acting-Travel-Agency': demoAccount('agent').travelAgencyId! })
    expect((await t.request(`/api/hotels/interests/${id}`, acting)).status).toBe(200)
    expect((await t.request(`/api/hotels/interests/${id}`, await as('admin'))).status).toBe(404)
    const rows = await t.database.db
      .select({ id: hotelInterests.id })
      .from(hotelInterests)
      .where(and(eq(hotelInterests.id, id), eq(hotelInterests.travelAgencyId, demoAccount('agent').travelAgencyId!)))
    expect(rows).toHaveLength(1)
  })
})
