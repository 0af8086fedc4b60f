/**
 * The hotel list of the search (docs/product/hotels.md#search): split into available and
 * unavailable hotels, each sorted so that the hotels an agent can sell best come first. The server
 * applies it to answer a page of each list (hotel-pages.ts).
 */
import type { PriceInfo } from './types.ts'

/** What the sort reads of a hotel: its price facts. */
export type SortableHotel = {
  priceInfo: Pick<PriceInfo, 'minimumNightlyPrice' | 'isAvailable' | 'isReseller' | 'supportsInstantBooking'>
}

/**
 * A hotel's place in the order, 0 (first) to 7: hotels with a price first, then direct contracts
 * before resellers, then instant booking before booking on request (each rule weighs more than all
 * the ones after it).
 */
export function sortRank({ priceInfo }: SortableHotel): number {
  return (
    (priceInfo.minimumNightlyPrice !== null ? 0 : 4) +
    (priceInfo.isReseller ? 2 : 0) +
    (priceInfo.supportsInstantBooking ? 0 : 1)
  )
}

/** The order of two hotels by their rank; equal hotels keep the order the server gave. */
export function compareHotels(a: SortableHotel, b: SortableHotel): number {
  return sortRank(a) - sortRank(b)
}

const RANKS = 8

/**
 * Unavailable only when the answer says so (isAvailable false); both lists in the order of
 * compareHotels, equal hotels in the given order. A stable sort by rank, done by bucketing the eight
 * ranks in one pass (the server sorts a whole resort per request: a comparison sort cost most of it).
 */
export function splitAndSortHotels<T extends SortableHotel>(
  hotels: readonly T[],
): { available: T[]; unavailable: T[] } {
  const buckets: T[][] = Array.from({ length: 2 * RANKS }, () => [])
  for (const hotel of hotels)
    buckets[(hotel.priceInfo.isAvailable === false ? RANKS : 0) + sortRank(hotel)]!.push(hotel)
  return { available: buckets.slice(0, RANKS).flat(), unavailable: buckets.slice(RANKS).flat() }
}
