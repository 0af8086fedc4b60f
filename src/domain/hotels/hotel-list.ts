/**
 * The public hotel list (GET /api/hotels, docs/product/hotels.md#browsing-hotels): the hotels of a
 * destination (a city or a country) by name, page by page, for the consumer storefront's /hotels.
 * The query arrives as text; this schema is the server's edge (the client asks with HOTEL_PAGE_SIZE
 * and follows `nextListOffset`, hotel-pages.ts, so its pages do not carry the schema).
 */
import * as v from 'valibot'
import { HOTEL_PAGE_MESSAGES as M, HOTEL_PAGE_SIZE, MAX_HOTEL_PAGE_OFFSET, MAX_HOTEL_PAGE_SIZE } from './hotel-pages.ts'
import { MAX_DESTINATION_LENGTH } from './hotel-list-address.ts'

const wholeText = (min: number, max: number, minMessage: string, maxMessage: string) =>
  v.pipe(
    v.string(M.number),
    v.trim(),
    v.regex(/^-?\d+(\.\d+)?$/, M.number),
    v.transform(Number),
    v.integer(M.whole),
    v.minValue(min, minMessage),
    v.maxValue(max, maxMessage),
  )

export const HotelListQuerySchema = v.object({
  destination: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_DESTINATION_LENGTH, `At most ${MAX_DESTINATION_LENGTH} characters`),
      v.transform((s) => s || undefined),
    ),
  ),
  includeDemos: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Expected true or false'),
      v.transform((s) => s === 'true'),
    ),
  ),
  limit: v.optional(wholeText(1, MAX_HOTEL_PAGE_SIZE, M.limitMin, M.limitMax), String(HOTEL_PAGE_SIZE)),
  offset: v.optional(wholeText(0, MAX_HOTEL_PAGE_OFFSET, M.offsetMin, M.offsetMax), '0'),
})
export type HotelListQuery = v.InferOutput<typeof HotelListQuerySchema>
