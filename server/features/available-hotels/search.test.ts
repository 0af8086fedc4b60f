import { describe, expect, it } from 'vitest'
import type { HotelIndexSnapshot, IndexedHotel } from './hotel-index.ts'
import { SearchScratch, searchHotels } from './search.ts'

/** A hotel of one room whose every night costs `price` (null: none) with `available` rooms left. */
function hotel(id: string, price: number | null, available = 1): IndexedHotel {
  const days = 10
  const plan = [{ priceFactor: 1, isOnRequest: false, minNights: 1 }]
  return {
    id,
    isDemo: false,
    category: '5 Star',
    maxKeys: 10,
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

const index = (hotels: IndexedHotel[]): HotelIndexSnapshot => ({
  hotels,
  byDestination: new Map([['verbier', hotels]]),
  firstDay: 20_000,
  version: 1,
})
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
})
