import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareHotels, splitAndSortHotels } from './sort-hotels.ts'

type Facts = { price: number | null; available?: boolean; reseller?: boolean; instant?: boolean }
const hotel = (name: string, f: Facts) => ({
  name,
  priceInfo: {
    minimumNightlyPrice: f.price,
    isAvailable: f.available ?? true,
    isReseller: f.reseller ?? false,
    supportsInstantBooking: f.instant ?? false,
  },
})
const names = (list: { name: string }[]) => list.map((h) => h.name)

describe('compareHotels', () => {
  it.each([
    ['a price before none', { price: 900 }, { price: null }, -1],
    ['no price after a price', { price: null, instant: true }, { price: 100, reseller: true }, 1],
    [
      'a price wins over reseller and instant booking',
      { price: 100, reseller: true },
      { price: null, instant: true },
      -1,
    ],
    ['direct before reseller', { price: 100 }, { price: 100, reseller: true }, -1],
    [
      'reseller after direct even with instant booking',
      { price: 100, reseller: true, instant: true },
      { price: 100 },
      1,
    ],
    ['instant booking before on request', { price: 100, instant: true }, { price: 100 }, -1],
    ['equal facts keep their order', { price: 100, instant: true }, { price: 5000, instant: true }, 0],
    ['the price itself does not sort', { price: 5000 }, { price: 100 }, 0],
  ] as const)('%s', (_, a, b, sign) => {
    expect(Math.sign(compareHotels(hotel('a', a), hotel('b', b)))).toBe(sign)
  })
})

describe('splitAndSortHotels', () => {
  it('splits on isAvailable false only and sorts each list, stable otherwise', () => {
    const list = [
      hotel('reseller', { price: 300, reseller: true }),
      hotel('no price', { price: null }),
      hotel('sold out', { price: null, available: false }),
      hotel('on request', { price: 400 }),
      hotel('instant', { price: 500, instant: true }),
      hotel('sold out instant', { price: 200, available: false, instant: true }),
      hotel('on request 2', { price: 100 }),
      hotel('sold out reseller', { price: 200, available: false, reseller: true }),
    ]
    const { available, unavailable } = splitAndSortHotels(list)
    expect(names(available)).toEqual(['instant', 'on request', 'on request 2', 'reseller', 'no price'])
    expect(names(unavailable)).toEqual(['sold out instant', 'sold out reseller', 'sold out'])
  })

  it('does not change the list it was given', () => {
    const list = [hotel('b', { price: null }), hotel('a', { price: 1 })]
    splitAndSortHotels(list)
    expect(names(list)).toEqual(['b', 'a'])
  })

  it('answers two empty lists for no hotels', () => {
    expect(splitAndSortHotels([])).toEqual({ available: [], unavailable: [] })
  })
})

describe('splitAndSortHotels is the stable sort by compareHotels', () => {
  it('for every mix of the price facts (fast-check)', () => {
    const facts = fc.record({
      price: fc.option(fc.integer({ min: 0, max: 5_000 })),
      available: fc.boolean(),
      reseller: fc.boolean(),
      instant: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 60 }), (list) => {
        const hotels = list.map((f, i) => hotel(`h${i}`, f))
        const { available, unavailable } = splitAndSortHotels(hotels)
        const sorted = (keep: (h: (typeof hotels)[number]) => boolean) => hotels.filter(keep).sort(compareHotels)
        expect(available).toEqual(sorted((h) => h.priceInfo.isAvailable))
        expect(unavailable).toEqual(sorted((h) => !h.priceInfo.isAvailable))
      }),
      { numRuns: 300, seed: 11 },
    )
  })
})
