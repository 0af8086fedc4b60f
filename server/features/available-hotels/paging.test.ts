import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import { splitAndSortHotels } from '#domain/hotels/sort-hotels.ts'
import type { AvailableHotelsAnswer, AvailableHotelsPage, HotelCard } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { insertFixtureHotel, type HotelDef } from './test-fixtures.ts'

let t: TestApp
let auth: { headers: { authorization: string } }
const today = utcToday()
const day = (i: number) => addDays(today, i)

/**
 * 30 hotels in Lech whose sale facts cycle, so every rule of the sort meets every other: sold out
 * (every 5th), reseller (every 3rd), instant booking (every 2nd), no price (every 7th); names in
 * the reverse of those facts' order, so the sort visibly reorders the name order.
 */
const LECH: HotelDef[] = Array.from({ length: 30 }, (_, i) => ({
  name: `Lech ${String(30 - i).padStart(2, '0')}`,
  city: 'Lech',
  country: 'Austria',
  category: '5 Star',
  maxKeys: 20 + i,
  isReseller: i % 3 === 0,
  supportsInstantBooking: i % 2 === 0,
  rooms: [
    {
      category: 'Room',
      facilities: [],
      nights: () => ({ available: i % 5 === 0 ? 0 : 3, price: i % 7 === 0 ? null : 200 + i }),
    },
  ],
  plans: [{ profile: 'ClientPays', factor: 1 }],
}))
const LECH_SOLD_OUT = LECH.filter((_, i) => i % 5 === 0).length

beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 0 })
  for (const h of LECH) await insertFixtureHotel(t.database.db, h, today)
  auth = bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id }))
}, 60_000)
afterAll(() => t?.close())

const week = { destination: 'Lech', checkInDate: day(1), checkOutDate: day(8) }
const url = (query: Record<string, string | number>) =>
  `/api/available-hotels?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
async function get<T>(query: Record<string, string | number>): Promise<T> {
  const res = await t.request(url(query), auth)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as T
}
const page = (query: Record<string, string | number>) => get<AvailableHotelsPage>(query)
const names = (hotels: HotelCard[]) => hotels.map((h) => h.name)

describe('GET /api/available-hotels with limit and offset: pages of the split and sort', () => {
  it('the first page: 12 of each list, sorted, with both counts', async () => {
    const first = await page({ ...week, limit: 12 })
    const whole = (await get<AvailableHotelsAnswer>(week)).hotels
    const { available, unavailable } = splitAndSortHotels(whole)
    expect(first.availableCount).toBe(30 - LECH_SOLD_OUT)
    expect(first.unavailableCount).toBe(LECH_SOLD_OUT)
    expect(first).toMatchObject({ offset: 0, limit: 12 })
    expect(names(first.available)).toEqual(names(available.slice(0, 12)))
    expect(names(first.unavailable)).toEqual(names(unavailable))
    // the cards are the whole list's cards, price facts and all
    expect(first.available[0]).toEqual(available[0])
    expect(first.available.every((h) => h.priceInfo.isAvailable)).toBe(true)
    expect(first.unavailable.every((h) => !h.priceInfo.isAvailable)).toBe(true)
  })

  it('the next page goes on where the first ended', async () => {
    const next = await page({ ...week, limit: 12, offset: 12 })
    const { available } = splitAndSortHotels((await get<AvailableHotelsAnswer>(week)).hotels)
    expect(next).toMatchObject({ offset: 12, limit: 12, availableCount: 24, unavailableCount: 6 })
    expect(names(next.available)).toEqual(names(available.slice(12, 24)))
    expect(next.unavailable).toEqual([])
  })

  it('pages of any size put together are the sorted lists: price first, then direct, then instant, then by name', async () => {
    const pages: AvailableHotelsPage[] = []
    for (let offset = 0; offset < 30; offset += 7) pages.push(await page({ ...week, limit: 7, offset }))
    const all = pages.flatMap((p) => p.available)
    const { available, unavailable } = splitAndSortHotels((await get<AvailableHotelsAnswer>(week)).hotels)
    expect(names(all)).toEqual(names(available))
    expect(names(pages.flatMap((p) => p.unavailable))).toEqual(names(unavailable))
    const rank = (h: HotelCard) =>
      [h.priceInfo.minimumNightlyPrice === null, h.priceInfo.isReseller, !h.priceInfo.supportsInstantBooking].map(
        Number,
      )
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!]
      const order = rank(a).join() === rank(b).join() ? a.name < b.name : rank(a).join() < rank(b).join()
      expect(order, `${a.name} before ${b.name}`).toBe(true)
    }
  })

  it('beyond the end: empty lists with the counts; without dates every hotel is available', async () => {
    expect(await page({ ...week, limit: 12, offset: 36 })).toEqual({
      available: [],
      unavailable: [],
      availableCount: 24,
      unavailableCount: 6,
      offset: 36,
      limit: 12,
    })
    const undated = await page({ destination: 'Lech', limit: 12 })
    expect(undated).toMatchObject({ availableCount: 30, unavailableCount: 0, unavailable: [] })
    expect(undated.available).toHaveLength(12)
    expect(await page({ destination: 'Aspen', limit: 12 })).toMatchObject({ available: [], availableCount: 0 })
  })

  it('without limit the answer is every hotel by name, as before', async () => {
    const answer = await get<AvailableHotelsAnswer & Partial<AvailableHotelsPage>>(week)
    expect(Object.keys(answer)).toEqual(['hotels'])
    expect(names(answer.hotels)).toEqual(names(answer.hotels).toSorted())
    expect(answer.hotels).toHaveLength(30)
  })

  it('a page is compressed and has its own ETag', async () => {
    const headers = { ...auth.headers, 'accept-encoding': 'br' }
    const [a, b] = await Promise.all(
      [0, 12].map((offset) => t.request(url({ ...week, limit: 12, offset }), { headers })),
    )
    expect(a!.headers.get('etag')).not.toBe(b!.headers.get('etag'))
    expect(a!.headers.get('content-encoding')).toBe('br')
    const text = brotliDecompressSync(Buffer.from(await a!.arrayBuffer())).toString('utf8')
    expect((JSON.parse(text) as AvailableHotelsPage).available).toHaveLength(12)
    const again = await t.request(url({ ...week, limit: 12, offset: 0 }), {
      headers: { ...headers, 'if-none-match': a!.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it.each<[string, Record<string, string | number>, Record<string, string>]>([
    ['limit 0', { limit: 0 }, { limit: 'At least 1' }],
    ['limit over 100', { limit: 101 }, { limit: 'At most 100' }],
    ['limit not a number', { limit: 'ten' }, { limit: 'Expected a number' }],
    ['limit not whole', { limit: 2.5 }, { limit: 'Expected a whole number' }],
    ['offset below 0', { limit: 12, offset: -1 }, { offset: 'At least 0' }],
    ['offset too large', { limit: 12, offset: 100_001 }, { offset: 'At most 100000' }],
    ['offset not a number', { limit: 12, offset: 'next' }, { offset: 'Expected a number' }],
    ['offset without limit', { offset: 12 }, { offset: 'An offset needs a limit' }],
    ['a bad page and a bad filter', { limit: 0, maxKeys: 0 }, { limit: 'At least 1', maxKeys: 'At least 1' }],
  ])('answers 400 with a field message: %s', async (_name, query, errors) => {
    const res = await t.request(url({ destination: 'Lech', ...query }), auth)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Invalid request', errors })
  })
})
