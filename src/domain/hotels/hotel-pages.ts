/**
 * The hotel search's pages (docs/product/hotels.md#search): the answer of GET /api/available-hotels
 * with `limit` holds one page of each list of the split (available, unavailable), sorted by
 * sort-hotels.ts, with both lists' counts; the card grid asks for the next page on "Show more".
 */
import * as v from 'valibot'
import { splitAndSortHotels, type SortableHotel } from './sort-hotels.ts'
import type { AvailableHotelsPage, HotelCard, HotelListPage } from './types.ts'

/** Cards per list and page: the grid's step (12, then 12 more). */
export const HOTEL_PAGE_SIZE = 12
/** The largest page a caller may ask for. */
export const MAX_HOTEL_PAGE_SIZE = 100
/** The largest offset (far beyond any catalogue: it only bounds the input). */
export const MAX_HOTEL_PAGE_OFFSET = 100_000

export const HOTEL_PAGE_MESSAGES = {
  number: 'Expected a number',
  whole: 'Expected a whole number',
  limitMin: 'At least 1',
  limitMax: `At most ${MAX_HOTEL_PAGE_SIZE}`,
  offsetMin: 'At least 0',
  offsetMax: `At most ${MAX_HOTEL_PAGE_OFFSET}`,
  offsetWithoutLimit: 'An offset needs a limit',
} as const

const M = HOTEL_PAGE_MESSAGES
const Whole = (min: number, max: number, minMessage: string, maxMessage: string) =>
  v.pipe(v.number(M.number), v.integer(M.whole), v.minValue(min, minMessage), v.maxValue(max, maxMessage))

/**
 * The page of a search: `limit` cards of each list from `offset` on. Without `limit` the answer is
 * the whole list (`{ hotels }`, for the callers that want every hotel), so an offset alone is an error.
 */
export const HotelPageQuerySchema = v.pipe(
  v.object({
    limit: v.optional(Whole(1, MAX_HOTEL_PAGE_SIZE, M.limitMin, M.limitMax)),
    offset: v.optional(Whole(0, MAX_HOTEL_PAGE_OFFSET, M.offsetMin, M.offsetMax)),
  }),
  v.forward(
    v.partialCheck(
      [['limit'], ['offset']],
      (q: { limit?: number; offset?: number }) => q.offset === undefined || q.limit !== undefined,
      M.offsetWithoutLimit,
    ),
    ['offset'],
  ),
)
export type HotelPageQuery = v.InferOutput<typeof HotelPageQuerySchema>
export type HotelPage = { offset: number; limit: number }

/** One page of each list of the split, in the sorted order, with the lists' sizes. */
export function pageOfHotels<T extends SortableHotel>(
  hotels: readonly T[],
  page: HotelPage,
): { available: T[]; unavailable: T[]; availableCount: number; unavailableCount: number } {
  const { available, unavailable } = splitAndSortHotels(hotels)
  const end = page.offset + page.limit
  return {
    available: available.slice(page.offset, end),
    unavailable: unavailable.slice(page.offset, end),
    availableCount: available.length,
    unavailableCount: unavailable.length,
  }
}

/** The offset of the page after this one; undefined when both lists are complete. */
export function nextHotelPageOffset(
  page: Pick<AvailableHotelsPage, 'offset' | 'limit' | 'availableCount' | 'unavailableCount'>,
) {
  const next = page.offset + page.limit
  return next < Math.max(page.availableCount, page.unavailableCount) ? next : undefined
}

/** The offset of the public list's page after `last` (GET /api/hotels); undefined when the list is complete. */
export function nextListOffset(last: Pick<HotelListPage, 'offset' | 'limit' | 'count' | 'hotels'>): number | undefined {
  const next = last.offset + last.limit
  return last.hotels.length > 0 && next < last.count ? next : undefined
}

/**
 * The pages loaded so far as the two lists the grid shows: in page order, a hotel once (the index
 * may be rebuilt between two pages, moving a hotel into the next page); the counts of the newest page.
 */
export function mergeHotelPages(pages: readonly AvailableHotelsPage[]): {
  available: HotelCard[]
  unavailable: HotelCard[]
  availableCount: number
  unavailableCount: number
} {
  const seen = new Set<string>()
  const fresh = (hotel: HotelCard) => !seen.has(hotel._id) && Boolean(seen.add(hotel._id))
  const available = pages.flatMap((p) => p.available).filter(fresh)
  const unavailable = pages.flatMap((p) => p.unavailable).filter(fresh)
  const last = pages[pages.length - 1]
  return {
    available,
    unavailable,
    availableCount: last?.availableCount ?? 0,
    unavailableCount: last?.unavailableCount ?? 0,
  }
}
