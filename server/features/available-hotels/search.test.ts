import { describe, expect, it } from 'vitest'
import { catalogueRuns, type HotelIndexSnapshot, type IndexedHotel } from './hotel-index.ts'
import { SearchScratch, searchHotels } from './search.ts'

/** A hotel of one room whose every night costs `price` (null: none) with `available` rooms left. */
let slots = 0
function hotel(id: string, price: number | null, available = 1): IndexedHotel {
  const days = 10
  const plan = [{ priceFactor: 1, isOnRequest: false, minNights: 1 }]
  return {
    id,
    slot: slots++,
    isDemo: false,
    category: '5 Star',
    maxKeys: 10,
    isReseller: false,
    supportsInstantBooking: false,
    programIds: [],
    facilityKeys: new Set(),
    roomCategories: new Set(['Room']),
    rooms: [{ category: 'Room', facilities: new Set() }],
    nights: {
      rooms: 1,
      days,
      available: new Int16Array(days).fill(available),
      price: new Int32Array(days).fill(price ?? -1),
    },
    plans: {
      ClientPays: plan,
      AgencyPaysStandAloneRate: [],
      AgencyPaysPackageRate: [],
      AgentPaysWithClientCardWithoutCVV: plan,
    },
    json: { head: Buffer.from(`{"_id":"${id}","priceInfo":{"minimumNightlyPrice":`), tail: Buffer.from('}}') },
  }
}

/** An index of these hotels (their slots renumbered from 0). */
const index = (list: IndexedHotel[]): HotelIndexSnapshot => {
  const hotels = list.map((h, slot) => ({ ...h, slot }))
  return {
    hotels,
    byDestination: new Map([['verbier', hotels]]),
    firstDay: 20_000,
    runs: catalogueRuns(hotels, 10),
    version: 1,
  }
}
const search = {
  hotelCategories: [],
  roomCategories: [],
  programIds: [],
  facilities: [],
  roomFacilities: [],
  includeDemos: false,
}
const period = { destination: 'Verbier', checkInDate: '2024-10-04', checkOutDate: '2024-10-06' } // day offsets 0 and 1

describe('searchHotels writes the answer bytes', () => {
  it('with every kind of price: 0, powers of ten, none, unavailable', () => {
    const prices = [0, 1, 9, 10, 99, 100, 1000, 10000, 123456]
    const hotels = [...prices.map((p, i) => hotel(`h${i}`, p)), hotel('none', null), hotel('sold', 500, 0)]
    const answer = JSON.parse(searchHotels(index(hotels), { ...search, ...period }).toString('utf8')) as {
      hotels: { _id: string; priceInfo: { minimumNightlyPrice: number | null; isAvailable: boolean } }[]
    }
    expect(answer.hotels.map((h) => h.priceInfo)).toEqual([
      ...prices.map((p) => ({ minimumNightlyPrice: p, isAvailable: true })),
      { minimumNightlyPrice: null, isAvailable: true },
      { minimumNightlyPrice: null, isAvailable: false },
    ])
  })

  it('answers an empty list, and the same bytes into a scratch buffer as without one', () => {
    expect(searchHotels(index([]), search).toString()).toBe('{"hotels":[]}')
    const scratch = new SearchScratch()
    const hotels = [hotel('a', 700), hotel('b', null)]
    const plain = searchHotels(index(hotels), { ...search, ...period }).toString()
    expect(searchHotels(index(hotels), { ...search, ...period }, scratch).toString()).toBe(plain)
    expect(searchHotels(index([hotel('c', 5)]), search, scratch).toString()).toBe(
      '{"hotels":[{"_id":"c","priceInfo":{"minimumNightlyPrice":null,"isAvailable":true}}]}',
    )
  })

  it('a page: both lists sorted and sliced, the counts, into a scratch buffer as without one', () => {
    const hotels = [hotel('a', null), hotel('b', 300), hotel('c', 500, 0), hotel('d', 200), hotel('e', 100, 0)]
    const scratch = new SearchScratch()
    const page = { ...search, ...period, page: { offset: 1, limit: 1 } }
    const text = searchHotels(index(hotels), page).toString()
    expect(searchHotels(index(hotels), page, scratch).toString()).toBe(text)
    const answer = JSON.parse(text) as Record<string, unknown> & { available: { _id: string }[] }
    // available by price facts (a price first), then by the index's order: b, d, a
    expect(answer).toEqual({
      available: [{ _id: 'd', priceInfo: { minimumNightlyPrice: 200, isAvailable: true } }],
      unavailable: [{ _id: 'e', priceInfo: { minimumNightlyPrice: null, isAvailable: false } }],
      availableCount: 3,
      unavailableCount: 2,
      offset: 1,
      limit: 1,
    })
    expect(searchHotels(index([]), { ...search, page: { offset: 0, limit: 12 } }).toString()).toBe(
      '{"available":[],"unavailable":[],"availableCount":0,"unavailableCount":0,"offset":0,"limit":12}',
    )
  })
})
