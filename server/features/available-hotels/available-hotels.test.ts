import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { AvailableHotelsAnswer, HotelCard } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { PROGRAMS } from '#server/db/seed/organisations.ts'
import { eq } from 'drizzle-orm'
import { hotels } from '#server/db/schema.ts'
import {
  fixtureId,
  hotelFacility,
  insertFixtureHotel,
  insertFixtureHotels,
  programId,
  roomFacility,
} from './test-fixtures.ts'

let t: TestApp
let auth: { headers: { authorization: string } }
const today = utcToday()
const day = (i: number) => addDays(today, i)

beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 0 })
  await insertFixtureHotels(t.database.db, today)
  auth = bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id }))
}, 60_000)
afterAll(() => t?.close())

type Query = Record<string, string | number | boolean | (string | number)[]>
const url = (query: Query) => {
  const q = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) q.append(key, String(v))
  return `/api/available-hotels?${q}`
}
const search = async (query: Query) => {
  const res = await t.request(url(query), auth)
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as AvailableHotelsAnswer).hotels
}
const names = async (query: Query) => (await search(query)).map((h) => h.name)
const priceOf = async (name: string, query: Query) => (await search(query)).find((h) => h.name === name)?.priceInfo

describe('GET /api/available-hotels: filters', () => {
  it.each<[string, Query, string[]]>([
    [
      'no filter: every non-demo hotel, by name',
      {},
      ['Alpha Palace', 'Bravo Lodge', 'Charlie Chalet', 'Echo Sold Out', 'Foxtrot Lake'],
    ],
    [
      'includeDemos adds the demo hotels',
      { includeDemos: true },
      ['Alpha Palace', 'Bravo Lodge', 'Charlie Chalet', 'Delta Demo', 'Echo Sold Out', 'Foxtrot Lake'],
    ],
    [
      'includeDemos=false',
      { includeDemos: false },
      ['Alpha Palace', 'Bravo Lodge', 'Charlie Chalet', 'Echo Sold Out', 'Foxtrot Lake'],
    ],
    ['a city, any case and spaces', { destination: ' VERBIER ' }, ['Bravo Lodge', 'Charlie Chalet', 'Foxtrot Lake']],
    ['a country', { destination: 'switzerland' }, ['Bravo Lodge', 'Charlie Chalet', 'Foxtrot Lake']],
    [
      'a country with demos',
      { destination: 'Switzerland', includeDemos: true },
      ['Bravo Lodge', 'Charlie Chalet', 'Delta Demo', 'Foxtrot Lake'],
    ],
    ['an unknown destination', { destination: 'Aspen' }, []],
    ['one hotel category', { hotelCategories: '4 Star' }, ['Bravo Lodge']],
    ['any of two categories', { hotelCategories: ['5 Star Palace', '4 Star'] }, ['Alpha Palace', 'Bravo Lodge']],
    ['a room category', { roomCategories: 'Suite' }, ['Alpha Palace', 'Foxtrot Lake']],
    [
      'any of two room categories',
      { roomCategories: ['Villa / Chalet', 'Suite'] },
      ['Alpha Palace', 'Charlie Chalet', 'Foxtrot Lake'],
    ],
    ['a program', { programIds: programId('virtuoso') }, ['Alpha Palace']],
    [
      'any of two programs',
      { programIds: [programId('virtuoso'), programId('lds-preferred')] },
      ['Alpha Palace', 'Bravo Lodge'],
    ],
    ['an unknown program', { programIds: 'nope' }, []],
    ['at most 40 keys', { maxKeys: 40 }, ['Alpha Palace', 'Charlie Chalet']],
    ['at most 24 keys', { maxKeys: 24 }, []],
    ['a hotel facility', { facilities: hotelFacility('wifi') }, ['Alpha Palace', 'Bravo Lodge', 'Charlie Chalet']],
    ['all of two hotel facilities', { facilities: [hotelFacility('wifi'), hotelFacility('spa')] }, ['Alpha Palace']],
    ['a room facility', { roomFacilities: roomFacility('fireplace') }, ['Alpha Palace', 'Charlie Chalet']],
    [
      'one room with both facilities',
      { roomFacilities: [roomFacility('fireplace'), roomFacility('balcony')] },
      ['Alpha Palace'],
    ],
    ['no single room has both', { roomFacilities: [roomFacility('rain-shower'), roomFacility('fireplace')] }, []],
    ['filters combine', { destination: 'Verbier', hotelCategories: '5 Star', maxKeys: 30 }, ['Charlie Chalet']],
    [
      'a period needs a destination; with one, every hotel there is answered',
      { destination: 'France', checkInDate: day(1), checkOutDate: day(3) },
      ['Alpha Palace', 'Echo Sold Out'],
    ],
  ])('%s', async (_name, query, expected) => {
    expect(await names(query)).toEqual(expected)
  })
})

describe('GET /api/available-hotels: price info', () => {
  const period = (from: number, to: number, extra: Query = {}): Query => ({
    checkInDate: day(from),
    checkOutDate: day(to),
    ...extra,
  })
  it.each<[string, string, Query, { minimumNightlyPrice: number | null; isAvailable: boolean }]>([
    ['without dates: no price, available', 'Alpha Palace', {}, { minimumNightlyPrice: null, isAvailable: true }],
    [
      'the cheapest room and plan over a week (advance purchase 0.85 × 500)',
      'Alpha Palace',
      period(1, 8, { destination: 'France' }),
      { minimumNightlyPrice: 425, isAvailable: true },
    ],
    [
      'a plan’s minimum stay: two nights do not take the 3-night plan',
      'Alpha Palace',
      period(1, 3, { destination: 'France' }),
      { minimumNightlyPrice: 500, isAvailable: true },
    ],
    [
      'the agency pays: its own net rate',
      'Alpha Palace',
      period(1, 3, { destination: 'France', paymentProfile: 'AgencyPaysStandAloneRate' }),
      { minimumNightlyPrice: 400, isAvailable: true },
    ],
    [
      'the agent pays with the client’s card: the client’s rates',
      'Alpha Palace',
      period(1, 8, { destination: 'France', paymentProfile: 'AgentPaysWithClientCardWithoutCVV' }),
      { minimumNightlyPrice: 425, isAvailable: true },
    ],
    [
      'no plan for the profile: unavailable',
      'Alpha Palace',
      period(1, 3, { destination: 'France', paymentProfile: 'AgencyPaysPackageRate' }),
      { minimumNightlyPrice: null, isAvailable: false },
    ],
    [
      'the mean of the nights, rounded (300+10·i for days 5 to 7)',
      'Bravo Lodge',
      period(5, 8, { destination: 'Verbier' }),
      { minimumNightlyPrice: 360, isAvailable: true },
    ],
    [
      'a closed night: unavailable',
      'Bravo Lodge',
      period(3, 6, { destination: 'Verbier' }),
      { minimumNightlyPrice: null, isAvailable: false },
    ],
    [
      'on request only: available without a price',
      'Charlie Chalet',
      period(1, 8, { destination: 'Verbier' }),
      { minimumNightlyPrice: null, isAvailable: true },
    ],
    [
      'sold out: unavailable',
      'Echo Sold Out',
      period(1, 3, { destination: 'France' }),
      { minimumNightlyPrice: null, isAvailable: false },
    ],
    [
      'a night without a price: available, no price',
      'Foxtrot Lake',
      period(2, 5, { destination: 'Verbier' }),
      { minimumNightlyPrice: null, isAvailable: true },
    ],
    [
      'after that night: priced',
      'Foxtrot Lake',
      period(4, 6, { destination: 'Verbier' }),
      { minimumNightlyPrice: 1000, isAvailable: true },
    ],
    [
      'beyond the inventory: unavailable',
      'Foxtrot Lake',
      period(19, 24, { destination: 'Verbier' }),
      { minimumNightlyPrice: null, isAvailable: false },
    ],
  ])('%s', async (_name, hotel, query, expected) => {
    expect(await priceOf(hotel, query)).toMatchObject(expected)
  })

  it('answers the whole card with the hotel’s currency and sale flags', async () => {
    const [charlie] = await search({ destination: 'Verbier', hotelCategories: '5 Star', maxKeys: 30 })
    expect(charlie).toEqual<HotelCard>({
      _id: fixtureId('Charlie Chalet'),
      name: 'Charlie Chalet',
      category: '5 Star',
      chain: null,
      statusLevel: null,
      externalRatings: { bookingCom: 9.1 },
      thumbnail: '/media/landscapes/C.svg',
      images: [{ url: '/media/landscapes/C.svg' }, { url: '/media/interiors/i.svg' }],
      location: { sector: null, city: 'Verbier', country: 'Switzerland' },
      memberOfPrograms: [],
      isDemo: false,
      hasToBeInvitedToDirectContract: false,
      maxKeys: 25,
      priceInfo: {
        currency: 'CHF',
        minimumNightlyPrice: null,
        isAvailable: true,
        isReseller: true,
        supportsInstantBooking: false,
        isOnRequestOnly: true,
      },
    })
    const [alpha] = await search({ programIds: programId('virtuoso') })
    const virtuoso = PROGRAMS.find((p) => p.key === 'virtuoso')!
    expect(alpha.memberOfPrograms).toEqual([
      { _id: virtuoso.id, name: 'Virtuoso', logoInline: expect.stringMatching(/^<svg/) },
    ])
    expect(alpha.priceInfo).toMatchObject({ currency: 'EUR', supportsInstantBooking: true })
  })
})

describe('GET /api/available-hotels: access and bad input', () => {
  it('needs sign-in and an agency', async () => {
    const res = await t.request(url({}))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not authenticated' })
    const none = await t.request(url({}), bearer(await signAccessToken(t.config, { sub: demoAccount('noAgency').id })))
    expect(none.status).toBe(403)
    expect(await none.json()).toEqual({ message: 'You are not registered in a travel agency yet' })
  })

  it.each(['customer', 'operator'])('answers 403 to a signed-in %s, whose role sees no partner rates', async (who) => {
    const res = await t.request(url({}), bearer(await signAccessToken(t.config, { sub: demoAccount(who).id })))
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'Your role does not give access to partner rates and interests' })
  })

  it('is private to the browser, with an ETag, compressed with Brotli or gzip when asked', async () => {
    const plain = await t.request(url({ includeDemos: true }), auth)
    expect(plain.headers.get('cache-control')).toBe('private, max-age=60')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.request(url({ includeDemos: true }), {
        headers: { ...auth.headers, 'accept-encoding': accept },
      })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(decode(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(text)
    }
    const etag = plain.headers.get('etag')!
    const again = await t.request(url({ includeDemos: true }), { headers: { ...auth.headers, 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it.each<[string, Query, Record<string, string>]>([
    [
      'both dates without a destination',
      { checkInDate: day(1), checkOutDate: day(3) },
      { destination: 'Please select a destination' },
    ],
    [
      'check-out before check-in',
      { destination: 'Verbier', checkInDate: day(3), checkOutDate: day(2) },
      { checkOutDate: 'Check out date has to be after check in date' },
    ],
    [
      'check-in in the past',
      { destination: 'Verbier', checkInDate: day(-2), checkOutDate: day(2) },
      { checkInDate: 'The check in date cannot be in the past' },
    ],
    [
      'a period over 60 nights',
      { destination: 'Verbier', checkInDate: day(1), checkOutDate: day(70) },
      { checkOutDate: 'The period can be at most 60 nights' },
    ],
    ['not a date', { destination: 'Verbier', checkInDate: '2027-02-31' }, { checkInDate: 'Please enter a valid date' }],
    ['an unknown category', { hotelCategories: '3 Star' }, { 'hotelCategories.0': 'Unknown hotel category' }],
    ['an unknown room category', { roomCategories: 'Tent' }, { 'roomCategories.0': 'Unknown room category' }],
    ['an unknown payment profile', { paymentProfile: 'Cash' }, { paymentProfile: 'Unknown payment profile' }],
    ['maxKeys not a number', { maxKeys: 'many' }, { maxKeys: 'Expected a number' }],
    ['maxKeys not whole', { maxKeys: 2.5 }, { maxKeys: 'Expected a whole number' }],
    ['maxKeys below 1', { maxKeys: 0 }, { maxKeys: 'At least 1' }],
    ['a bad includeDemos', { includeDemos: 'yes' }, { includeDemos: 'Expected true or false' }],
  ])('answers 400 with field messages: %s', async (_name, query, errors) => {
    const res = await t.request(url(query), auth)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Invalid request', errors })
  })

  it('treats empty values as absent (an empty form field)', async () => {
    expect(await names({ destination: '', checkInDate: '', maxKeys: '', hotelCategories: '' })).toHaveLength(5)
  })

  it('answers 200 or 400, never a 5xx, whatever the query (fast-check)', async () => {
    const KEYS = [
      'checkInDate',
      'checkOutDate',
      'destination',
      'paymentProfile',
      'hotelCategories',
      'roomCategories',
      'programIds',
      'maxKeys',
      'facilities',
      'roomFacilities',
      'includeDemos',
    ]
    const value = fc.oneof(
      fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '\ud800',
        'NaN',
        '1e400',
        '-1',
        '2.5',
        '2026-02-31',
        day(1),
        day(3),
        day(-1),
        'Verbier',
        'France',
        '5 Star',
        'Suite',
        'true',
        'ClientPays',
        'x'.repeat(300),
      ),
      fc.string({ maxLength: 12 }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 8 }), async (pairs) => {
        const q = new URLSearchParams()
        for (const [key, v] of pairs) q.append(key, v)
        const res = await t.request(`/api/available-hotels?${q}`, auth)
        expect([200, 400], `${q} ${await res.clone().text()}`).toContain(res.status)
      }),
      { numRuns: 200, seed: 11 },
    )
  })
})

describe('GET /api/available-hotels: the index follows the catalogue', () => {
  it('answers a hotel added to the catalogue once the catalogue says it changed', async () => {
    expect(await names({ destination: 'Verbier' })).not.toContain('Golf Lodge')
    await insertFixtureHotel(
      t.database.db,
      {
        name: 'Golf Lodge',
        city: 'Verbier',
        country: 'Switzerland',
        currency: 'CHF',
        category: '4 Star',
        maxKeys: 30,
        rooms: [{ category: 'Room', facilities: [], nights: () => ({ available: 4, price: 250 }) }],
        plans: [{ profile: 'ClientPays', factor: 1 }],
      },
      today,
    )
    // without word of a change the index stays as it is (a search not asked before, so not from the cache)
    expect(await names({ destination: 'Verbier', maxKeys: 500 })).not.toContain('Golf Lodge')
    t.catalogue.notifyChanged()
    let found: HotelCard | undefined
    for (let i = 0; i < 100 && !found; i++) {
      found = (await search({ destination: 'Verbier', checkInDate: day(1), checkOutDate: day(3) })).find(
        (h) => h.name === 'Golf Lodge',
      )
      if (!found) await new Promise((r) => setTimeout(r, 50))
    }
    expect(found?.priceInfo).toMatchObject({ currency: 'CHF', minimumNightlyPrice: 250, isAvailable: true })
    await t.database.db.delete(hotels).where(eq(hotels.id, fixtureId('Golf Lodge')))
    t.catalogue.notifyChanged()
  })
})
