/**
 * The kept nights answer byte for byte as the database read (docs/decisions/050-offers-nights-in-memory.md):
 * on the seeded demo hotels, many rooms, periods (past, partly past the inventory, up to 14 nights),
 * occupancies and payment profiles, for two agencies; again after an inventory change.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { OffersQuery } from '#domain/hotels/room-request.ts'
import type { OfferReason, PaymentProfile } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { roomInventory, rooms } from '#server/db/schema.ts'
import { createKeptNights } from './kept-nights.ts'
import { createHotelOfferRepository, type HotelOfferRepository } from './repository.ts'
import { createHotelOfferService, type Caller, type HotelOfferService } from './service.ts'

let t: TestApp
let repo: HotelOfferRepository
let service: HotelOfferService
let roomIds: string[]
/** the database reads of a room's nights (both paths) */
let nightReads = 0

const TODAY = utcToday()
const PROFILES: PaymentProfile[] = [
  'ClientPays',
  'AgentPaysWithClientCardWithoutCVV',
  'AgencyPaysStandAloneRate',
  'AgencyPaysPackageRate',
]
const OCCUPANCIES = [
  { numAdults: 1, numChildren: 0, childrenAges: [] },
  { numAdults: 2, numChildren: 0, childrenAges: [] },
  { numAdults: 2, numChildren: 1, childrenAges: [5] },
  { numAdults: 2, numChildren: 2, childrenAges: [1, 10] },
  { numAdults: 1, numChildren: 1, childrenAges: [] },
  { numAdults: 4, numChildren: 0, childrenAges: [] },
  { numAdults: 1, numChildren: 1, childrenAges: [17] },
]
// check-in from 3 days ago (before the kept nights: read from the database) to beyond the 30 seeded nights
const CHECK_INS = [-3, 0, 1, 4, 9, 16, 23, 27, 31]
const NIGHTS = [1, 2, 3, 5, 7, 14]

const callerOf = (key: string): Caller => {
  const a = demoAccount(key)
  return { user: { company: a.company }, agencyId: a.travelAgencyId }
}
const CALLERS = [callerOf('agent'), callerOf('corporateDesignAgent')]

function queryOf(i: number): OffersQuery {
  const checkInDate = addDays(TODAY, CHECK_INS[i % CHECK_INS.length]!)
  return {
    checkInDate,
    checkOutDate: addDays(checkInDate, NIGHTS[Math.floor(i / CHECK_INS.length) % NIGHTS.length]!),
    ...OCCUPANCIES[i % OCCUPANCIES.length]!,
    paymentProfile: PROFILES[i % PROFILES.length]!,
  }
}

/** Every room × a spread of queries: the kept answer and the database answer as JSON text, and what they cover. */
async function compareAll(ids: readonly string[], perRoom: number) {
  const seen = { reasons: new Set<OfferReason>(), onRequest: 0, priced: 0, compared: 0, past: 0 }
  for (const [r, roomId] of ids.entries())
    for (let q = 0; q < perRoom; q++) {
      const query = queryOf(r * 7 + q)
      const caller = CALLERS[q % CALLERS.length]!
      const fromDatabase = await service.offers(roomId, query, caller)
      expect(
        JSON.stringify(await service.keptOffers(roomId, query, caller)),
        `${roomId} ${JSON.stringify(query)}`,
      ).toBe(JSON.stringify(fromDatabase))
      seen.compared++
      if (query.checkInDate < TODAY) seen.past++
      for (const e of fromDatabase.excluded) seen.reasons.add(e.reason)
      if (fromDatabase.reason) seen.reasons.add(fromDatabase.reason)
      for (const o of fromDatabase.offers) if (o.priceTotal === undefined) seen.onRequest++
      seen.priced += fromDatabase.offers.filter((o) => o.priceTotal !== undefined).length
    }
  return seen
}

beforeAll(async () => {
  t = await createTestApp({ hotels: 8, properties: 0 })
  repo = createHotelOfferRepository(t.database.db)
  const counted = {
    ...repo,
    nights: (...args: Parameters<HotelOfferRepository['nights']>) => (nightReads++, repo.nights(...args)),
  }
  service = createHotelOfferService(counted)
  roomIds = (await t.database.db.select({ id: rooms.id }).from(rooms).orderBy(rooms.id)).map((r) => r.id)
}, 60_000)
afterAll(() => t?.close())

describe('offers from the kept nights = offers from the database', () => {
  it('on the seeded demo hotels: closed, sold-out, minimum stay, occupancy, no rate and on-request answers alike', async () => {
    nightReads = 0
    const seen = await compareAll(roomIds, 60)
    expect(seen.compared).toBeGreaterThan(2_000)
    // the kept path read the database only for the periods that start before the kept nights
    expect(nightReads).toBe(seen.compared + seen.past)
    expect([...seen.reasons].sort()).toEqual(['closed', 'minimumStay', 'noRate', 'occupancy', 'soldOut'].sort())
    expect(seen.onRequest).toBeGreaterThan(0)
    expect(seen.priced).toBeGreaterThan(100)
  }, 120_000)

  it('after an inventory change (the catalogue change clears the kept nights)', async () => {
    const changed = roomIds.slice(0, 12)
    // every night of these rooms: prices gone on some, closed or sold out on others
    await t.database.db
      .update(roomInventory)
      .set({ price: null })
      .where(inArray(roomInventory.roomId, changed.slice(0, 4)))
    await t.database.db
      .update(roomInventory)
      .set({ closed: true })
      .where(and(inArray(roomInventory.roomId, changed.slice(4, 8)), eq(roomInventory.date, addDays(TODAY, 2))))
    await t.database.db
      .update(roomInventory)
      .set({ available: 0 })
      .where(inArray(roomInventory.roomId, changed.slice(8)))
    service.clear()
    const seen = await compareAll(changed, 40)
    expect(seen.reasons).toContain('soldOut')
    expect(seen.onRequest).toBeGreaterThan(0)
  }, 120_000)

  it('GET offers answers the bytes of the database answer, and follows a catalogue change', async () => {
    const auth = bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id }))
    const roomId = roomIds[20]!
    const query = queryOf(4)
    const url = `/api/hotelrooms/${roomId}/offers?${new URLSearchParams({ ...query, numAdults: String(query.numAdults), numChildren: String(query.numChildren), childrenAges: query.childrenAges.join() })}`
    const get = async () => (await t.request(url, auth)).text()
    const expected = async () => JSON.stringify(await service.offers(roomId, query, callerOf('agent')))
    const before = await get()
    expect(before).toBe(await expected())
    await t.database.db.update(roomInventory).set({ price: 4321 }).where(eq(roomInventory.roomId, roomId))
    t.catalogue.notifyChanged()
    const after = await get()
    expect(after).toBe(await expected())
    expect(after).not.toBe(before)
  })
})

describe('kept nights', () => {
  it('are the nights the database read gives, for every room and period (availability, available rooms)', async () => {
    const kept = createKeptNights(repo, { ttlMs: 60_000 })
    for (const roomId of roomIds) {
      const hotel = (await repo.hotelFacts((await repo.roomFacts(roomId))!.hotelId))!
      for (const from of CHECK_INS)
        for (const nights of NIGHTS) {
          const period = { checkInDate: addDays(TODAY, from), checkOutDate: addDays(TODAY, from + nights) }
          expect(await kept.nights(hotel, roomId, period, nights)).toEqual(
            await repo.nights(roomId, period.checkInDate, period.checkOutDate),
          )
        }
    }
  }, 120_000)

  it('are kept for their time to live without a change announced, then read again', async () => {
    let now = Date.now()
    const kept = createKeptNights(repo, { ttlMs: 60_000, now: () => now })
    const [hotel] = await Promise.all([repo.hotelFacts((await repo.roomFacts(roomIds[30]!))!.hotelId)])
    const roomId = roomIds[30]!
    const period = { checkInDate: addDays(TODAY, 1), checkOutDate: addDays(TODAY, 3) }
    const before = await kept.nights(hotel!, roomId, period, 2)
    await t.database.db.update(roomInventory).set({ available: 77 }).where(eq(roomInventory.roomId, roomId))
    expect(await kept.nights(hotel!, roomId, period, 2)).toEqual(before)
    now += 60_001
    const after = await kept.nights(hotel!, roomId, period, 2)
    expect(after).toEqual(await repo.nights(roomId, period.checkInDate, period.checkOutDate))
    expect(after.map((n) => n.available)).toEqual([77, 77])
  })
})
