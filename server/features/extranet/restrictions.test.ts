import { and, eq, gte, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { openNights, period, prepareOffersHotel } from '../../../tests/setup/hotel-offer-fixtures.ts'
import { addHotelTeam } from '../../../tests/setup/hotel-team.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays } from '#domain/dates/iso-date.ts'
import { EXTRANET_MESSAGES as M } from '#domain/extranet/schemas.ts'
import type { AvailableRoomsAnswer, OffersAnswer } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { hotels, roomInventory } from '#server/db/schema.ts'

/**
 * Restrictions per night (docs/product/extranet.md#restrictions) on the real database: closed to arrival / departure
 * and minimum stay set by the change form and the ARI feed, by whom, with bad input refused per field and per line,
 * replays applied once, and the offers engine (kept nights and the database read) honouring them at once.
 */
let t: TestApp
let hotelId: string
let roomId: string
let team: Record<string, string>
let otherTeam: Record<string, string>
// check-in 5 days ahead, 3 nights (the fixture's plans: Flexible 1 night, Advance Purchase 3, Long Stay 5)
const P = period(3)

const tokenOf = async (sub: string) => bearer(await signAccessToken(t.config, { sub })).headers
const hotelTeam = (hotel: string) => addHotelTeam(t, hotel)

beforeAll(async () => {
  t = await createTestApp({ hotels: 2, properties: 0 })
  const list = await t.database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.isDemo, false)).limit(2)
  hotelId = list[0]!.id
  ;({ roomId } = await prepareOffersHotel(t.database.db, hotelId))
  await openNights(t.database.db, roomId, addDays(P.checkInDate, -3), addDays(P.checkOutDate, 10))
  t.catalogue.notifyChanged()
  team = await hotelTeam(hotelId)
  otherTeam = await hotelTeam(list[1]!.id)
}, 60_000)
afterAll(() => t?.close())

const calendarUrl = () => `/api/extranet/hotels/${hotelId}/calendar`
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const night = async (date: string) => {
  const [row] = await t.database.db
    .select()
    .from(roomInventory)
    .where(and(eq(roomInventory.roomId, roomId), eq(roomInventory.date, date)))
  return row!
}
const clear = () =>
  t.database.db
    .update(roomInventory)
    .set({ closedToArrival: false, closedToDeparture: false, minStay: null })
    .where(
      and(
        eq(roomInventory.roomId, roomId),
        gte(roomInventory.date, addDays(P.checkInDate, -3)),
        lte(roomInventory.date, addDays(P.checkOutDate, 10)),
      ),
    )
const agent = async () => tokenOf(demoAccount('agent').id)
const offers = async (period = P) => {
  const res = await t.request(
    `/api/hotelrooms/${roomId}/offers?checkInDate=${period.checkInDate}&checkOutDate=${period.checkOutDate}`,
    { headers: await agent() },
  )
  expect(res.status).toBe(200)
  return (await res.json()) as OffersAnswer
}
const rateNames = async (period = P) => (await offers(period)).offers.map((o) => o.rateName).sort()
/**
 * A change of the check-in night (or the given range); the service tells the catalogue at once and then at most once
 * a second (server/lib/coalesce.ts), so the test tells it too, as the next second would.
 */
async function change(body: Record<string, unknown>, headers = team) {
  const res = await post(calendarUrl(), { roomId, from: P.checkInDate, to: P.checkInDate, ...body }, headers)
  t.catalogue.notifyChanged()
  return res
}

describe('restrictions by the change form', () => {
  it('each role: admin and the team write; another hotel 404; agent and operator 403; visitor 401', async () => {
    const body = { closedToArrival: true }
    expect((await change(body, team)).status).toBe(200)
    expect((await change({ minStay: 2 }, await tokenOf(demoAccount('admin').id))).status).toBe(200)
    expect((await change(body, otherTeam)).status).toBe(404)
    expect((await change(body, await agent())).status).toBe(403)
    expect((await change(body, await tokenOf(demoAccount('operator').id))).status).toBe(403)
    expect((await change(body, {})).status).toBe(401)
    expect(await night(P.checkInDate)).toMatchObject({ closedToArrival: true, minStay: 2, closedToDeparture: false })
    await clear()
  })

  it('bad input is a 400 beside its field; a dry run counts and writes nothing; the calendar reads them back', async () => {
    for (const [body, field, message] of [
      [{ minStay: 0 }, 'minStay', M.minStay],
      [{ minStay: 2.5 }, 'minStay', M.minStay],
      [{ minStay: '3' }, 'minStay', M.minStay],
      [{ closedToArrival: 'yes' }, 'closedToArrival', M.flag],
      [{ closedToDeparture: 1 }, 'closedToDeparture', M.flag],
    ] as const) {
      const res = await change(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
    }
    const week = { from: P.checkInDate, to: addDays(P.checkInDate, 6), minStay: 4 }
    expect(await (await post(`${calendarUrl()}?dryRun`, { roomId, ...week }, team)).json()).toEqual({
      nights: 7,
      dryRun: true,
    })
    expect((await night(P.checkInDate)).minStay).toBeNull()
    expect(await (await post(calendarUrl(), { roomId, ...week }, team)).json()).toEqual({ nights: 7, dryRun: false })
    const read = (await (
      await t.request(`${calendarUrl()}?roomId=${roomId}&from=${week.from}&to=${week.to}`, { headers: team })
    ).json()) as { nights: { minStay: number | null; closedToArrival: boolean }[] }
    expect(read.nights.map((n) => n.minStay)).toEqual([4, 4, 4, 4, 4, 4, 4])
    // null removes it
    expect(await (await post(calendarUrl(), { roomId, ...week, minStay: null }, team)).json()).toEqual({
      nights: 7,
      dryRun: false,
    })
    expect((await night(P.checkInDate)).minStay).toBeNull()
  })
})

describe('the offers engine honours the restrictions at once', () => {
  it('CTA on the check-in night, CTD on the check-out day, the check-in night’s minimum stay', async () => {
    await clear()
    t.catalogue.notifyChanged()
    expect(await rateNames()).toEqual(['Advance Purchase', 'Flexible Rate'])

    await change({ closedToArrival: true })
    const closed = await offers()
    expect(closed.offers).toEqual([])
    expect(closed.reason).toBe('closed')
    // a stay beginning the night before passes over the night: still offered
    expect(await rateNames({ checkInDate: addDays(P.checkInDate, -1), checkOutDate: P.checkOutDate })).toEqual([
      'Advance Purchase',
      'Flexible Rate',
    ])
    await change({ closedToArrival: false })

    await change({ from: P.checkOutDate, to: P.checkOutDate, closedToDeparture: true })
    expect((await offers()).reason).toBe('closed')
    // checking out a day later is fine
    expect(await rateNames({ checkInDate: P.checkInDate, checkOutDate: addDays(P.checkOutDate, 1) })).toEqual([
      'Advance Purchase',
      'Flexible Rate',
    ])
    await change({ from: P.checkOutDate, to: P.checkOutDate, closedToDeparture: false })

    await change({ minStay: 4 })
    const short = await offers()
    expect(short.offers).toEqual([])
    expect(short.reason).toBe('minimumStay')
    // four nights meet it; the Long Stay plan's own five nights still do not
    expect(await rateNames({ checkInDate: P.checkInDate, checkOutDate: addDays(P.checkInDate, 4) })).toEqual([
      'Advance Purchase',
      'Flexible Rate',
    ])
    // a minimum stay on a later night does not bind a stay beginning before it
    await change({ minStay: null })
    await change({ from: addDays(P.checkInDate, 1), to: addDays(P.checkInDate, 1), minStay: 9 })
    expect(await rateNames()).toEqual(['Advance Purchase', 'Flexible Rate'])
    await clear()
    t.catalogue.notifyChanged()
  })

  it("the hotel's rooms list gives the reason too", async () => {
    await change({ closedToArrival: true })
    const res = await t.request(
      `/api/hotels/${hotelId}/available-rooms?checkInDate=${P.checkInDate}&checkOutDate=${P.checkOutDate}`,
      { headers: await agent() },
    )
    const body = (await res.json()) as AvailableRoomsAnswer
    expect(body.rooms.find((r) => r.roomId === roomId)?.reason).toBe('closed')
    await change({ closedToArrival: false })
  })
})

describe('restrictions by the ARI feed', () => {
  let key = ''
  beforeAll(async () => {
    key = ((await (await post(`/api/extranet/hotels/${hotelId}/ari-key`, {}, team)).json()) as { key: string }).key
  })
  const ari = (body: unknown) => post('/api/extranet/ari', body, { 'x-api-key': key })

  it('applies CTA, CTD and minimum stay per line, once per message id; a replay changes nothing twice', async () => {
    const message = {
      messageId: `r-${newObjectId()}`,
      updates: [
        { roomId, from: P.checkInDate, to: P.checkInDate, closedToArrival: true, minStay: 2 },
        { roomId, from: P.checkOutDate, to: P.checkOutDate, closedToDeparture: true },
      ],
    }
    expect(await (await ari(message)).json()).toEqual({ messageId: message.messageId, nights: 2, replayed: false })
    t.catalogue.notifyChanged()
    expect(await night(P.checkInDate)).toMatchObject({ closedToArrival: true, minStay: 2 })
    expect((await night(P.checkOutDate)).closedToDeparture).toBe(true)
    expect((await offers()).reason).toBe('closed')

    // opened by hand; the replay does not close it again
    await change({ closedToArrival: false })
    expect(await (await ari(message)).json()).toEqual({ messageId: message.messageId, nights: 2, replayed: true })
    expect((await night(P.checkInDate)).closedToArrival).toBe(false)
    await clear()
    t.catalogue.notifyChanged()
  })

  it('names each wrong line and applies none', async () => {
    const res = await ari({
      messageId: `rb-${newObjectId()}`,
      updates: [
        { roomId, from: P.checkInDate, to: P.checkInDate, minStay: 3 },
        { roomId, from: P.checkInDate, to: P.checkInDate, minStay: 0 },
        { roomId, from: P.checkInDate, to: P.checkInDate, closedToDeparture: 'no' },
      ],
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      'updates.1.minStay': M.minStay,
      'updates.2.closedToDeparture': M.flag,
    })
    expect((await night(P.checkInDate)).minStay).toBeNull()
  })
})
