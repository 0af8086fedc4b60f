import { describe, expect, it } from 'vitest'
import { enquiryDestination, parseHotelListSearch } from './hotel-list-address.ts'

describe('the enquiry about a hotel', () => {
  it.each([
    ['Hotel Alpina', 'Gstaad', 'Hotel Alpina, Gstaad'],
    ['  Badrutt’s Palace ', ' St. Moritz ', 'Badrutt’s Palace, St. Moritz'],
    ['Grand Hotel Zermatterhof Zermatt', 'Zermatt', 'Grand Hotel Zermatterhof Zermatt'],
    ['Chalet', '', 'Chalet'],
    ['x'.repeat(130), 'Lech', 'x'.repeat(120)],
  ])('%s in %s starts as %s', (name, city, destination) => {
    expect(enquiryDestination(name, city)).toBe(destination)
  })
})

describe("/hotels' address", () => {
  it.each([
    [{ destination: ' Lech ' }, { destination: 'Lech' }],
    [{ destination: '' }, {}],
    [{ destination: 42 }, {}],
    [{ destination: 'y'.repeat(200) }, { destination: 'y'.repeat(120) }],
    [{}, {}],
  ])('%o reads as %o', (raw, search) => {
    expect(parseHotelListSearch(raw)).toEqual(search)
  })
})
