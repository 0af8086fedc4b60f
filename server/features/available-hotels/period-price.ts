/**
 * The price facts of a hotel for a period (docs/product/hotels.md#search), on the hotel index's
 * typed arrays: the hot loop of the hotel search. It follows the offers engine's rules
 * (src/domain/hotels/offer-pricing.ts, for one adult): a room and rate plan price the period when
 * every night is open with at least one room left and a price, the stay is as long as the plan's
 * minimum, the room's restrictions take it (closed to arrival or departure, the check-in night's minimum stay) and
 * the plan is not on request; the price is the plan's average nightly price (the sum of
 * nightly price × plan factor, 2 decimals, over the nights, 2 decimals), shown in whole units.
 * A test keeps it equal to the engine's `planPrice` (period-price.test.ts).
 */
import { round2 } from '#domain/hotels/commission.ts'

export type PlanFacts = { priceFactor: number; isOnRequest: boolean; minNights: number }

/**
 * The nights of a hotel's rooms, day by day (day-major: the value of room r on day offset d is at
 * `d * rooms + r`, d = day number − the index's first day), so a period's nights of every room lie
 * side by side in memory: a search touches a few cache lines per hotel. `available` is 0 on a closed
 * night or one missing from the inventory; `price` is −1 without a price.
 */
export type HotelNights = {
  rooms: number
  days: number
  available: Int16Array
  price: Int32Array
  /**
   * Only when a night of the hotel has a restriction (docs/product/extranet.md#restrictions), in the same layout:
   * `restrictions` bit CTA closed to arrival, bit CTD closed to departure; `minStay` the night's minimum stay (0: none).
   */
  restrictions?: Uint8Array
  minStay?: Uint8Array
}

export const CTA = 1
export const CTD = 2

/**
 * Whether room `r`'s restrictions refuse a stay of `nights` nights from day offset `from`, as the engine's
 * `stayRestrictionProblem` does: the check-in night closed to arrival or shorter than its minimum stay, or the
 * check-out day closed to departure.
 */
export function roomRefuses(hotel: HotelNights, r: number, from: number, nights: number): boolean {
  const { restrictions, minStay, rooms } = hotel
  if (!restrictions || !minStay) return false
  const arrival = from * rooms + r
  if (restrictions[arrival]! & CTA || nights < minStay[arrival]!) return true
  const departure = from + nights
  return departure < hotel.days && (restrictions[departure * rooms + r]! & CTD) !== 0
}

export type PeriodPrice = { minimumNightlyPrice: number | null; isAvailable: boolean }

/**
 * `from`: the check-in's day offset; `nights`: the stay's length (≥ 1). Available: some room has
 * every night open with a room left and some plan takes the stay's length (on-request plans too).
 */
export function periodPrice(
  hotel: HotelNights,
  plans: readonly PlanFacts[],
  from: number,
  nights: number,
): PeriodPrice {
  let best = Infinity
  let isAvailable = false
  const { rooms, available, price } = hotel
  if (from < 0 || from + nights > hotel.days) return { minimumNightlyPrice: null, isAvailable: false }
  const first = from * rooms
  const end = (from + nights) * rooms
  for (let r = 0; r < rooms; r++) {
    let open = true
    let priced = true
    for (let i = first + r; i < end; i += rooms) {
      if (available[i]! < 1) {
        open = false
        break
      }
      if (price[i]! < 0) priced = false
    }
    if (!open || (hotel.restrictions && roomRefuses(hotel, r, from, nights))) continue
    for (const plan of plans) {
      if (nights < plan.minNights) continue
      isAvailable = true
      if (!priced || plan.isOnRequest) continue
      let sum = 0
      for (let i = first + r; i < end; i += rooms) sum += price[i]! * plan.priceFactor
      const average = Math.round(round2(round2(sum) / nights))
      if (average < best) best = average
    }
  }
  return { minimumNightlyPrice: best === Infinity ? null : best, isAvailable }
}

/** `periodFacts`' answers: no room and plan takes the stay; some does, none priced; some priced. */
export const FACTS_UNAVAILABLE = 0
export const FACTS_UNPRICED = 1
export const FACTS_PRICED = 2
export type PeriodFacts = typeof FACTS_UNAVAILABLE | typeof FACTS_UNPRICED | typeof FACTS_PRICED

/**
 * What the split and sort of a page read of a period (src/domain/hotels/sort-hotels.ts): whether the
 * hotel is available and whether it has a price, as `periodPrice` says, without the price itself.
 * It stops at the first priced room and plan, so pricing a resort's hotels to split, sort and count
 * them costs a fraction of pricing them; only the hotels of the page are priced in full.
 */
export function periodFacts(
  hotel: HotelNights,
  plans: readonly PlanFacts[],
  from: number,
  nights: number,
): PeriodFacts {
  const { rooms, available, price } = hotel
  if (from < 0 || from + nights > hotel.days) return FACTS_UNAVAILABLE
  let facts: PeriodFacts = FACTS_UNAVAILABLE
  const first = from * rooms
  const end = (from + nights) * rooms
  for (let r = 0; r < rooms; r++) {
    let open = true
    let priced = true
    for (let i = first + r; i < end; i += rooms) {
      if (available[i]! < 1) {
        open = false
        break
      }
      if (price[i]! < 0) priced = false
    }
    if (!open || (hotel.restrictions && roomRefuses(hotel, r, from, nights))) continue
    for (const plan of plans) {
      if (nights < plan.minNights) continue
      if (priced && !plan.isOnRequest) return FACTS_PRICED
      facts = FACTS_UNPRICED
    }
  }
  return facts
}
