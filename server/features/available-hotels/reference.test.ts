/**
 * The hotel search on its index against a straightforward computation from the database rows
 * through the offers engine's own rules (plansForProfile, planPrice): byte for byte the same
 * answer, over many filters and periods of a seeded catalogue, whole or paged (the domain's split and
 * sort, then a slice of each list). And the price facts agree with the
 * offers call (GET /api/hotelrooms/:id/offers): the cheapest priced offer is the minimum nightly
 * price, and a hotel is available exactly when one of its rooms has an offer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays, daysBetween, utcToday } from '#domain/dates/iso-date.ts'
import { planPrice, plansForProfile, type Night, type RatePlan } from '#domain/hotels/offer-pricing.ts'
import { splitAndSortHotels } from '#domain/hotels/sort-hotels.ts'
import type { AvailableHotelsAnswer, AvailableHotelsPage, OffersAnswer, PaymentProfile } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { ratePlans, roomInventory } from '#server/db/schema.ts'
import { toHotelCard, toPriceInfo } from './card-answer.ts'
import { compareHotels } from './hotel-index.ts'
import { createAvailableHotelsRepository, type IndexHotelRow, type IndexRoomRow } from './repository.ts'
import type { HotelSearch } from './search.ts'

let t: TestApp
let auth: RequestInit
let reference: (s: HotelSearch) => string
const today = utcToday()

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>

async function loadCatalogue(t: TestApp) {
  const repo = createAvailableHotelsRepository(t.database.db)
  const [hotels, programs, rooms, plans, nights] = await Promise.all([
    repo.hotels(),
    repo.programs(),
    repo.rooms(),
    t.database.db.select().from(ratePlans),
    t.database.db.select().from(roomInventory),
  ])
  return { hotels, programs, rooms, plans, nights }
}

/** The answer computed the plain way: filter the rows, price each room and plan night by night. */
function referenceSearch(c: Catalogue, s: HotelSearch): string {
  const nightsOf = (roomId: string, from: string, to: string): Night[] =>
    c.nights
      .filter((n) => n.roomId === roomId && n.date >= from && n.date < to)
      .sort((a, b) => (a.date < b.date ? -1 : 1))
  const roomsOf = (h: IndexHotelRow) => c.rooms.filter((r) => r.hotelId === h.id)
  const programsOf = (h: IndexHotelRow) =>
    c.programs
      .filter((p) => p.hotelId === h.id)
      .map((p) => ({ _id: p._id, name: p.name, logoInline: p.logoInline ?? '' }))
  const passes = (h: IndexHotelRow) => {
    const rooms = roomsOf(h)
    const where = s.destination?.trim().toLowerCase()
    return (
      (!h.isDemo || s.includeDemos) &&
      (!where || h.city.toLowerCase() === where || h.country.toLowerCase() === where) &&
      (s.maxKeys === undefined || h.maxKeys <= s.maxKeys) &&
      (s.hotelCategories.length === 0 || s.hotelCategories.includes(h.category as never)) &&
      (s.roomCategories.length === 0 || rooms.some((r) => s.roomCategories.includes(r.category as never))) &&
      (s.programIds.length === 0 || programsOf(h).some((p) => s.programIds.includes(p._id))) &&
      s.facilities.every((f) => h.facilityKeys.includes(f)) &&
      (s.roomFacilities.length === 0 || rooms.some((r) => s.roomFacilities.every((f) => r.facilities.includes(f))))
    )
  }
  const price = (h: IndexHotelRow, rooms: IndexRoomRow[]) => {
    if (!s.checkInDate || !s.checkOutDate) return null
    const count = daysBetween(s.checkInDate, s.checkOutDate)
    const plans = plansForProfile(
      c.plans.filter((p) => p.hotelId === h.id) as unknown as RatePlan[],
      s.paymentProfile ?? 'ClientPays',
    )
    let min: number | null = null
    let isAvailable = false
    for (const room of rooms) {
      const nights = nightsOf(room.id, s.checkInDate, s.checkOutDate)
      if (nights.length < count || nights.some((n) => n.closed || n.available < 1)) continue
      for (const plan of plans.filter((p) => count >= p.minNights)) {
        isAvailable = true
        const { priceTotal, averageNightlyPrice } = planPrice(plan, nights, 1)
        if (priceTotal !== undefined && averageNightlyPrice !== null)
          min = Math.min(min ?? Infinity, Math.round(averageNightlyPrice))
      }
    }
    return { minimumNightlyPrice: min, isAvailable }
  }
  const hotels = c.hotels
    .filter(passes)
    .sort(compareHotels)
    .map((h) => ({ ...toHotelCard(h, programsOf(h)), priceInfo: toPriceInfo(h, price(h, roomsOf(h))) }))
  if (!s.page) return JSON.stringify({ hotels })
  const { available, unavailable } = splitAndSortHotels(hotels)
  const { offset, limit } = s.page
  return JSON.stringify({
    available: available.slice(offset, offset + limit),
    unavailable: unavailable.slice(offset, offset + limit),
    availableCount: available.length,
    unavailableCount: unavailable.length,
    offset,
    limit,
  })
}

beforeAll(async () => {
  t = await createTestApp({ hotels: 40, properties: 0 })
  auth = bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id }))
  const catalogue = await loadCatalogue(t)
  reference = (s) => referenceSearch(catalogue, s)
}, 120_000)
afterAll(() => t?.close())

const EMPTY = { hotelCategories: [], roomCategories: [], programIds: [], facilities: [], roomFacilities: [] }

/** Searches over destinations, periods, profiles and filters, the same list every run. */
function searches(c: { cities: string[]; programId: string; facilities: string[] }): HotelSearch[] {
  const out: HotelSearch[] = []
  const profiles: PaymentProfile[] = [
    'ClientPays',
    'AgencyPaysStandAloneRate',
    'AgencyPaysPackageRate',
    'AgentPaysWithClientCardWithoutCVV',
  ]
  const destinations = [...c.cities, 'France', 'switzerland', 'AUSTRIA', 'Italy']
  destinations.forEach((destination, i) => {
    for (const [from, nights] of [
      [1, 1],
      [2 + (i % 5), 3],
      [3 + (i % 7), 7],
      [20, 9],
    ]) {
      out.push({
        ...EMPTY,
        destination,
        checkInDate: addDays(today, from),
        checkOutDate: addDays(today, from + nights),
        paymentProfile: profiles[(i + from) % profiles.length],
        includeDemos: i % 2 === 0,
      })
    }
  })
  out.push(
    { ...EMPTY, includeDemos: true },
    { ...EMPTY, includeDemos: false, hotelCategories: ['5 Star', '5 Star Palace'], maxKeys: 100 },
    { ...EMPTY, includeDemos: true, roomCategories: ['Villa / Chalet'], programIds: [c.programId] },
    { ...EMPTY, includeDemos: false, facilities: c.facilities.slice(0, 2), roomFacilities: [] },
    {
      ...EMPTY,
      includeDemos: false,
      destination: 'France',
      checkInDate: addDays(today, 4),
      checkOutDate: addDays(today, 11),
      facilities: c.facilities.slice(0, 1),
    },
  )
  return out
}

const query = ({ page, ...s }: HotelSearch) => {
  const q = new URLSearchParams()
  if (page) q.append('limit', String(page.limit))
  if (page) q.append('offset', String(page.offset))
  for (const [key, value] of Object.entries(s))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) q.append(key, String(v))
  return `/api/available-hotels?${q}`
}

describe('the hotel search on its index', () => {
  it('answers byte for byte what the plain computation answers', async () => {
    const c = await loadCatalogue(t)
    const list = searches({
      cities: [...new Set(c.hotels.map((h) => h.city))],
      programId: c.programs[0]!._id,
      facilities: c.hotels.find((h) => h.facilityKeys.length >= 3)!.facilityKeys,
    })
    let priced = 0
    let unavailable = 0
    for (const s of list) {
      const res = await t.request(query(s), auth)
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(text, query(s)).toBe(reference(s))
      const hotels = (JSON.parse(text) as AvailableHotelsAnswer).hotels
      priced += hotels.filter((h) => h.priceInfo.minimumNightlyPrice !== null).length
      unavailable += hotels.filter((h) => !h.priceInfo.isAvailable).length
    }
    // the comparison covered priced, unpriced and unavailable hotels
    expect(priced).toBeGreaterThan(20)
    expect(unavailable).toBeGreaterThan(5)
  }, 60_000)

  it('answers byte for byte the plain computation’s pages: split, sorted, sliced, counted', async () => {
    const c = await loadCatalogue(t)
    const list = searches({
      cities: [...new Set(c.hotels.map((h) => h.city))],
      programId: c.programs[0]!._id,
      facilities: c.hotels.find((h) => h.facilityKeys.length >= 3)!.facilityKeys,
    })
    let both = 0
    for (const [i, s] of list.entries())
      for (const page of [
        { offset: 0, limit: 12 },
        { offset: i % 4, limit: 1 + (i % 5) },
      ]) {
        const res = await t.request(query({ ...s, page }), auth)
        expect(res.status).toBe(200)
        const text = await res.text()
        expect(text, query({ ...s, page })).toBe(reference({ ...s, page }))
        const answer = JSON.parse(text) as AvailableHotelsPage
        if (answer.available.length > 0 && answer.unavailable.length > 0) both++
      }
    // pages with both lists filled were among them
    expect(both).toBeGreaterThan(3)
  }, 60_000)

  it('agrees with the offers call: cheapest priced offer, and available exactly when a room has an offer', async () => {
    const c = await loadCatalogue(t)
    const checkInDate = addDays(today, 3)
    const checkOutDate = addDays(today, 7)
    let compared = 0
    for (const destination of ['France', 'Switzerland']) {
      const res = await t.request(query({ ...EMPTY, destination, checkInDate, checkOutDate, includeDemos: true }), auth)
      for (const hotel of ((await res.json()) as AvailableHotelsAnswer).hotels) {
        const offers: OffersAnswer['offers'] = []
        for (const room of c.rooms.filter((r) => r.hotelId === hotel._id)) {
          const q = new URLSearchParams({ checkInDate, checkOutDate, numAdults: '1', numChildren: '0' })
          const answer = await t.request(`/api/hotelrooms/${room.id}/offers?${q}`, auth)
          expect(answer.status).toBe(200)
          offers.push(...((await answer.json()) as OffersAnswer).offers)
        }
        const priced = offers.filter((o) => o.priceTotal !== undefined && o.averageNightlyPrice !== null)
        const cheapest = priced.length ? Math.min(...priced.map((o) => Math.round(o.averageNightlyPrice!))) : null
        expect(hotel.priceInfo.minimumNightlyPrice, hotel.name).toBe(cheapest)
        expect(hotel.priceInfo.isAvailable, hotel.name).toBe(offers.length > 0)
        compared++
      }
    }
    expect(compared).toBeGreaterThan(20)
  }, 60_000)
})
