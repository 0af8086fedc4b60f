import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planPrice, type Night, type RatePlan } from '#domain/hotels/offer-pricing.ts'
import {
  CTA,
  CTD,
  FACTS_UNPRICED,
  FACTS_PRICED,
  FACTS_UNAVAILABLE,
  periodFacts,
  periodPrice,
  roomRefuses,
  type HotelNights,
  type PlanFacts,
} from './period-price.ts'

type RoomDays = [number, number | null][]
/** A room's nights written as [available, price] (price null: none; available 0 also for closed). */
const room = (nights: RoomDays) => nights
/** The hotel's nights, day-major, from its rooms' nights (all of the same length). */
const hotel = (rooms: RoomDays[]): HotelNights => {
  const days = rooms[0]?.length ?? 0
  const at = (d: number, r: number) => rooms[r]![d]!
  const cells = Array.from({ length: days * rooms.length }, (_, i) =>
    at(Math.floor(i / rooms.length), i % rooms.length),
  )
  return {
    rooms: rooms.length,
    days,
    available: Int16Array.from(cells.map(([a]) => a)),
    price: Int32Array.from(cells.map(([, p]) => p ?? -1)),
  }
}
const plan = (priceFactor: number, minNights = 1, isOnRequest = false): PlanFacts => ({
  priceFactor,
  minNights,
  isOnRequest,
})
const week = (price: number | null, available = 3) =>
  Array.from({ length: 7 }, () => [available, price] as [number, number | null])

describe('periodPrice (docs/product/hotels.md#search)', () => {
  it.each([
    {
      name: 'the cheapest room and plan, whole units',
      rooms: [room(week(500)), room(week(401))],
      plans: [plan(1), plan(0.85, 3)],
      from: 0,
      nights: 7,
      expected: { minimumNightlyPrice: 341, isAvailable: true },
    },
    {
      name: 'a plan whose minimum stay is longer prices nothing, but the others do',
      rooms: [room(week(400))],
      plans: [plan(1), plan(0.5, 5)],
      from: 0,
      nights: 3,
      expected: { minimumNightlyPrice: 400, isAvailable: true },
    },
    {
      name: 'on-request plans make the hotel available without a price',
      rooms: [room(week(400))],
      plans: [plan(0.8, 1, true)],
      from: 0,
      nights: 2,
      expected: { minimumNightlyPrice: null, isAvailable: true },
    },
    {
      name: 'a night without a price: available, no price',
      rooms: [
        room([
          [2, 300],
          [2, null],
          [2, 300],
        ]),
      ],
      plans: [plan(1)],
      from: 0,
      nights: 3,
      expected: { minimumNightlyPrice: null, isAvailable: true },
    },
    {
      name: 'a closed or sold-out night makes the room unavailable; another room still prices',
      rooms: [
        room([
          [0, 100],
          [2, 100],
        ]),
        room([
          [1, 900],
          [1, 700],
        ]),
      ],
      plans: [plan(1)],
      from: 0,
      nights: 2,
      expected: { minimumNightlyPrice: 800, isAvailable: true },
    },
    {
      name: 'every room sold out: unavailable',
      rooms: [
        room([
          [0, 100],
          [2, 100],
        ]),
      ],
      plans: [plan(1)],
      from: 0,
      nights: 2,
      expected: { minimumNightlyPrice: null, isAvailable: false },
    },
    {
      name: 'stay shorter than every plan’s minimum: unavailable',
      rooms: [room(week(100))],
      plans: [plan(1, 3)],
      from: 0,
      nights: 2,
      expected: { minimumNightlyPrice: null, isAvailable: false },
    },
    {
      name: 'no plan for the payment profile: unavailable',
      rooms: [room(week(100))],
      plans: [],
      from: 0,
      nights: 2,
      expected: { minimumNightlyPrice: null, isAvailable: false },
    },
    {
      name: 'a period beyond the inventory: unavailable',
      rooms: [room(week(100))],
      plans: [plan(1)],
      from: 5,
      nights: 3,
      expected: { minimumNightlyPrice: null, isAvailable: false },
    },
    {
      name: 'a half unit rounds up (351.5 per night)',
      rooms: [
        room([
          [1, 703],
          [1, 0],
        ]),
      ],
      plans: [plan(1)],
      from: 0,
      nights: 2,
      expected: { minimumNightlyPrice: 352, isAvailable: true },
    },
  ])('$name', ({ rooms, plans, from, nights, expected }) => {
    expect(periodPrice(hotel(rooms), plans, from, nights)).toEqual(expected)
  })

  it('prices exactly as the offers engine’s planPrice, rounded to whole units', () => {
    const ratePlan = (facts: PlanFacts): RatePlan => ({
      ...facts,
      id: 'p',
      name: 'p',
      description: '',
      paymentProfile: 'ClientPays',
      isRefundable: true,
      cancellationPeriods: [],
      paymentPolicy: { depositPercentage: 0, tranches: [] },
      amenitiesMarkdown: null,
    })
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40_000 }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(1, 0.85, 0.8, 0.75, 1.08, 0.9, 1.15),
        (prices, priceFactor) => {
          const facts = plan(priceFactor)
          const nights: Night[] = prices.map((price, i) => ({ date: `d${i}`, available: 1, price, closed: false }))
          const engine = planPrice(ratePlan(facts), nights, 1).averageNightlyPrice
          const ours = periodPrice(hotel([room(prices.map((p) => [1, p]))]), [facts], 0, prices.length)
          expect(ours.minimumNightlyPrice).toBe(Math.round(engine!))
        },
      ),
      { numRuns: 500 },
    )
  })
})

/** periodPrice's answer as periodFacts says it. */
const factsOf = (p: { minimumNightlyPrice: number | null; isAvailable: boolean }) =>
  !p.isAvailable ? FACTS_UNAVAILABLE : p.minimumNightlyPrice === null ? FACTS_UNPRICED : FACTS_PRICED

describe('periodFacts: periodPrice without the price', () => {
  it('says what periodPrice says of any hotel, plans and period (fast-check)', () => {
    const night = fc.tuple(fc.constantFrom(0, 1, 3), fc.option(fc.integer({ min: 0, max: 2_000 })))
    const arbitrary = fc.integer({ min: 1, max: 10 }).chain((days) =>
      fc.record({
        rooms: fc.array(fc.array(night, { minLength: days, maxLength: days }), { minLength: 0, maxLength: 4 }),
        plans: fc.array(
          fc.record({
            priceFactor: fc.constantFrom(1, 0.85, 1.1),
            minNights: fc.integer({ min: 1, max: 4 }),
            isOnRequest: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
        from: fc.integer({ min: -1, max: days }),
        nights: fc.integer({ min: 1, max: days }),
      }),
    )
    fc.assert(
      fc.property(arbitrary, ({ rooms, plans, from, nights }) => {
        const h = rooms.length
          ? hotel(rooms)
          : { rooms: 0, days: 10, available: new Int16Array(), price: new Int32Array() }
        expect(periodFacts(h, plans, from, nights)).toBe(factsOf(periodPrice(h, plans, from, nights)))
      }),
      { numRuns: 2_000, seed: 11 },
    )
  })
})

/** The hotel's nights with restrictions per room and day: [flags (CTA 1, CTD 2), minStay]. */
const restricted = (base: HotelNights, per: Record<string, [number, number]>): HotelNights => {
  const restrictions = new Uint8Array(base.days * base.rooms)
  const minStay = new Uint8Array(base.days * base.rooms)
  for (const [key, [flags, min]] of Object.entries(per)) {
    const [r, d] = key.split(':').map(Number) as [number, number]
    restrictions[d * base.rooms + r] = flags
    minStay[d * base.rooms + r] = min
  }
  return { ...base, restrictions, minStay }
}

describe('periodPrice and periodFacts with restrictions (docs/product/extranet.md#restrictions)', () => {
  const base = hotel([room(week(400)), room(week(600))])
  it.each([
    ['no restriction', {}, 0, 2, 400],
    ['room 0 closed to arrival on the check-in night: room 1 is left', { '0:0': [CTA, 0] }, 0, 2, 600],
    ['both closed to arrival on the check-in night', { '0:0': [CTA, 0], '1:0': [CTA, 0] }, 0, 2, null],
    ['closed to arrival on a later night does not matter', { '0:1': [CTA, 0], '1:1': [CTA, 0] }, 0, 2, 400],
    ['both closed to departure on the check-out day', { '0:2': [CTD, 0], '1:2': [CTD, 0] }, 0, 2, null],
    ['closed to departure on the check-in night does not matter', { '0:0': [CTD, 0], '1:0': [CTD, 0] }, 0, 2, 400],
    ['a minimum stay of 3 from the check-in night, 2 nights', { '0:0': [0, 3], '1:0': [0, 3] }, 0, 2, null],
    ['a minimum stay of 3 from the check-in night, 3 nights', { '0:0': [0, 3], '1:0': [0, 3] }, 0, 3, 400],
    ['a minimum stay of a night inside the stay does not bind', { '0:1': [0, 5], '1:1': [0, 5] }, 0, 2, 400],
    ['room 0 min 3, room 1 priced', { '0:0': [0, 3] }, 0, 2, 600],
  ] as const)('%s', (_name, per, from, nights, price) => {
    const h = restricted(base, per as Record<string, [number, number]>)
    const p = periodPrice(h, [plan(1)], from, nights)
    expect(p).toEqual({ minimumNightlyPrice: price, isAvailable: price !== null })
    expect(periodFacts(h, [plan(1)], from, nights)).toBe(price === null ? FACTS_UNAVAILABLE : FACTS_PRICED)
  })

  it('says what roomRefuses says of the engine’s rule for every arrival and length', () => {
    const h = restricted(base, { '0:3': [CTA | CTD, 2] })
    for (let from = 0; from < 6; from++)
      for (let n = 1; from + n <= 7; n++) {
        const expected = (from === 3 && n < 2) || from === 3 || from + n === 3
        expect(roomRefuses(h, 0, from, n), `${from}+${n}`).toBe(expected)
        expect(roomRefuses(h, 1, from, n)).toBe(false)
      }
  })
})
