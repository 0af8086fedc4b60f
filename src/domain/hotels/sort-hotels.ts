/**
 * The hotel list of the search (docs/product/hotels.md#search): split into available and
 * unavailable hotels, each sorted so that the hotels an agent can sell best come first.
 */
import type { PriceInfo } from './types.ts'

/** What the sort reads of a hotel: its price facts. */
export type SortableHotel = {
  priceInfo: Pick<PriceInfo, 'minimumNightlyPrice' | 'isAvailable' | 'isReseller' | 'supportsInstantBooking'>
}

/** 0 when the rule holds (the hotel goes first), 1 otherwise. */
const rank = (holds: boolean): number => (holds ? 0 : 1)

/**
 * Hotels with a price first, then direct contracts before resellers, then instant booking before
 * booking on request; equal hotels keep the order the server gave (Array#sort is stable).
 */
export function compareHotels(a: SortableHotel, b: SortableHotel): number {
  return (
    rank(a.priceInfo.minimumNightlyPrice !== null) - rank(b.priceInfo.minimumNightlyPrice !== null) ||
    rank(!a.priceInfo.isReseller) - rank(!b.priceInfo.isReseller) ||
    rank(a.priceInfo.supportsInstantBooking) - rank(b.priceInfo.supportsInstantBooking)
  )
}

/** Unavailable only when the answer says so (isAvailable false); both lists sorted by compareHotels. */
export function splitAndSortHotels<T extends SortableHotel>(
  hotels: readonly T[],
): { available: T[]; unavailable: T[] } {
  const available = hotels.filter((hotel) => hotel.priceInfo.isAvailable !== false).sort(compareHotels)
  const unavailable = hotels.filter((hotel) => hotel.priceInfo.isAvailable === false).sort(compareHotels)
  return { available, unavailable }
}
