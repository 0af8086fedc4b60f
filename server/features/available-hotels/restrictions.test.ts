import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { AvailableHotelsAnswer, HotelCard } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { roomInventory } from '#server/db/schema.ts'
import { fixtureId, insertFixtureHotel } from './test-fixtures.ts'

/**
 * The hotel search honours the nights' restrictions (docs/product/extranet.md#restrictions): a hotel whose every
 * room is closed to arrival on the check-in night, closed to departure on the check-out day or asks a longer stay
 * from the check-in night is not available for the period (listed with the unavailable ones, without a price), as
 * its offers say; a restriction set in the extranet reaches the search at once.
 */
let t: TestApp
let agent: { headers: { authorization: string } }
let admin: Record<string, string>
const today = utcToday()
const day = (i: number) => addDays(today, i)
const HOTEL = 'Kilo Restricted'
const roomOf = (r: number) => fixtureId(`${HOTEL}:room:${r}`)

beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 0 })
  await insertFixtureHotel(
    t.database.db,
    {
      name: HOTEL,
      city: 'Lech',
      country: 'Austria',
      category: '5 Star',
      maxKeys: 30,
      rooms: [
        { category: 'Room', facilities: [], nights: () => ({ available: 3, price: 300 }) },
        { category: 'Suite', facilities: [], nights: () => ({ available: 1, price: 900 }) },
      ],
      plans: [{ profile: 'ClientPays', factor: 1 }],
    },
    today,
  )
  t.catalogue.notifyChanged()
  agent = bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id }))
  admin = {
    ...bearer(await signAccessToken(t.config, { sub: demoAccount('admin').id })).headers,
    'content-type': 'application/json',
  }
}, 60_000)
afterAll(() => t?.close())

const search = async (checkIn: number, checkOut: number): Promise<HotelCard['priceInfo'] | undefined> => {
  const q = new URLSearchParams({ destination: 'Lech', checkInDate: day(checkIn), checkOutDate: day(checkOut) })
  const res = await t.request(`/api/available-hotels?${q}`, agent)
  expect(res.status).toBe(200)
  return ((await res.json()) as AvailableHotelsAnswer).hotels.find((h) => h.name === HOTEL)?.priceInfo
}

/** Waits for the index to be rebuilt after a change (in the background) until `check` holds. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the search did not follow')
}

async function restrict(set: Partial<typeof roomInventory.$inferInsert>, dayIndex: number, rooms = [0, 1]) {
  for (const r of rooms)
    await t.database.db
      .update(roomInventory)
      .set(set)
      .where(and(eq(roomInventory.roomId, roomOf(r)), eq(roomInventory.date, day(dayIndex))))
}
const clear = () =>
  t.database.db
    .update(roomInventory)
    .set({ closedToArrival: false, closedToDeparture: false, minStay: null })
    .where(eq(roomInventory.closedToArrival, roomInventory.closedToArrival))

describe('GET /api/available-hotels and restricted nights', () => {
  it('lists the hotel with its price while nothing is restricted', async () => {
    await eventually(async () => (await search(2, 4))?.isAvailable === true)
    expect(await search(2, 4)).toMatchObject({ isAvailable: true, minimumNightlyPrice: 300 })
  })

  it.each([
    ['closed to arrival on the check-in night', { closedToArrival: true }, 2, [2, 4], [3, 5]],
    ['closed to departure on the check-out day', { closedToDeparture: true }, 4, [2, 4], [2, 5]],
    ['a minimum stay of 3 from the check-in night', { minStay: 3 }, 2, [2, 4], [2, 5]],
  ] as const)('%s: not available for that stay, available for another', async (_n, set, at, refused, fine) => {
    await restrict(set, at)
    t.catalogue.notifyChanged()
    await eventually(async () => (await search(refused[0], refused[1]))?.isAvailable === false)
    expect(await search(refused[0], refused[1])).toMatchObject({ isAvailable: false, minimumNightlyPrice: null })
    expect(await search(fine[0], fine[1])).toMatchObject({ isAvailable: true })
    await clear()
    t.catalogue.notifyChanged()
    await eventually(async () => (await search(refused[0], refused[1]))?.isAvailable === true)
  })

  it('one room still open for the stay keeps the hotel available, at that room’s price', async () => {
    await restrict({ closedToArrival: true }, 2, [0])
    t.catalogue.notifyChanged()
    await eventually(async () => (await search(2, 4))?.minimumNightlyPrice === 900)
    expect(await search(2, 4)).toMatchObject({ isAvailable: true, minimumNightlyPrice: 900 })
    await clear()
  })

  it('a restriction set in the extranet reaches the search without a word from the test', async () => {
    t.catalogue.notifyChanged()
    await eventually(async () => (await search(6, 8))?.isAvailable === true)
    for (const r of [0, 1]) {
      const res = await t.request(`/api/extranet/hotels/${fixtureId(HOTEL)}/calendar`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ roomId: roomOf(r), from: day(6), to: day(6), closedToArrival: true }),
      })
      expect(res.status, await res.clone().text()).toBe(200)
    }
    await eventually(async () => (await search(6, 8))?.isAvailable === false)
    expect(await search(7, 9)).toMatchObject({ isAvailable: true })
  })
})
