import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { periodFacts, type HotelNights } from './period-price.ts'
import { planNights, runFacts, writeRuns } from './period-runs.ts'

/** A hotel's nights from its rooms' nights as [available, price | null], day-major. */
function hotel(rooms: [number, number | null][][], days: number): HotelNights {
  const available = new Int16Array(days * rooms.length)
  const price = new Int32Array(days * rooms.length).fill(-1)
  rooms.forEach((nights, r) =>
    nights.forEach(([a, p], d) => {
      available[d * rooms.length + r] = a
      price[d * rooms.length + r] = p ?? -1
    }),
  )
  return { rooms: rooms.length, days, available, price }
}

describe('runFacts: periodFacts from the runs', () => {
  it('says what periodFacts says of any hotel, plans and period (fast-check)', () => {
    const night = fc.tuple(fc.constantFrom(0, 1, 3), fc.option(fc.integer({ min: 0, max: 2_000 })))
    const arbitrary = fc.integer({ min: 1, max: 12 }).chain((days) =>
      fc.record({
        days: fc.constant(days),
        rooms: fc.array(fc.array(night, { minLength: days, maxLength: days }), { maxLength: 4 }),
        plans: fc.array(
          fc.record({
            priceFactor: fc.constant(1),
            minNights: fc.integer({ min: 1, max: 5 }),
            isOnRequest: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
        from: fc.integer({ min: -1, max: days }),
        nights: fc.integer({ min: 1, max: days + 1 }),
      }),
    )
    fc.assert(
      fc.property(arbitrary, ({ days, rooms, plans, from, nights }) => {
        const h = hotel(rooms, days)
        // a second hotel before it in the same arrays: the runs of one never leak into the other
        const open = new Uint8Array(2 * days).fill(9)
        const priced = new Uint8Array(2 * days).fill(9)
        open.fill(0, days)
        priced.fill(0, days)
        writeRuns(h, open, priced, days)
        const { any, priced: withPrice } = planNights(plans)
        expect(runFacts(open, priced, days, days, from, nights, any, withPrice)).toBe(
          periodFacts(h, plans, from, nights),
        )
      }),
      { numRuns: 3_000, seed: 11 },
    )
  })

  it('caps a run at 255 nights', () => {
    const days = 300
    const h = hotel([Array.from({ length: days }, () => [1, 100] as [number, number])], days)
    const open = new Uint8Array(days)
    const priced = new Uint8Array(days)
    writeRuns(h, open, priced, 0)
    expect([open[0], open[days - 255], open[days - 1], priced[days - 2]]).toEqual([255, 255, 1, 2])
  })
})
