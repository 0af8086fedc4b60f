/**
 * GET /api/available-hotels' query (docs/product/hotels.md#api): the hotel search filter's fields
 * (arrays repeat the key, numbers and booleans as text), includeDemos and the page (`limit`,
 * `offset`), validated with the filter schema the /hotels form uses and the page schema.
 */
import * as v from 'valibot'
import { HotelPageQuerySchema } from '#domain/hotels/hotel-pages.ts'
import { createHotelSearchFilterSchema } from '#domain/hotels/hotel-search-filter.ts'
import { ValidationError } from '#server/lib/errors.ts'
import { fieldErrors } from '#server/lib/validate.ts'
import type { HotelSearch } from './search.ts'

const LIST_KEYS = ['hotelCategories', 'roomCategories', 'programIds', 'facilities', 'roomFacilities'] as const
const TEXT_KEYS = ['checkInDate', 'checkOutDate', 'destination', 'paymentProfile'] as const

const IncludeDemos = v.object({
  includeDemos: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Expected true or false'),
      v.transform((s) => s === 'true'),
    ),
  ),
})

/** A number when the text reads as one (the schema then checks it), else the text (a 400 'Expected a number'). */
const numberOrText = (text: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text)

/** The filter's input from the raw query: an empty value is no value; maxKeys a number when it reads as one. */
function filterInput(query: Record<string, string[]>): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const key of LIST_KEYS) input[key] = (query[key] ?? []).filter((value) => value !== '')
  for (const key of TEXT_KEYS) {
    const value = query[key]?.[0]
    if (value) input[key] = value
  }
  const maxKeys = query.maxKeys?.[0]
  if (maxKeys) input.maxKeys = numberOrText(maxKeys)
  return input
}

/** The page's input: `limit` and `offset` as numbers when they read as one; empty is absent. */
function pageInput(query: Record<string, string[]>): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const key of ['limit', 'offset'] as const) {
    const value = query[key]?.[0]
    if (value) input[key] = numberOrText(value)
  }
  return input
}

export function createSearchQueryParser(opts: { today?: () => string } = {}) {
  const schema = createHotelSearchFilterSchema(opts)
  return (query: Record<string, string[]>): HotelSearch => {
    const filter = v.safeParse(schema, filterInput(query))
    const demos = v.safeParse(IncludeDemos, { includeDemos: query.includeDemos?.[0] })
    const page = v.safeParse(HotelPageQuerySchema, pageInput(query))
    if (!filter.success || !demos.success || !page.success)
      throw new ValidationError({
        ...(filter.issues ? fieldErrors(filter.issues) : {}),
        ...(demos.issues ? fieldErrors(demos.issues) : {}),
        ...(page.issues ? fieldErrors(page.issues) : {}),
      })
    const { limit, offset = 0 } = page.output
    return {
      ...filter.output,
      includeDemos: demos.output.includeDemos ?? false,
      ...(limit === undefined ? {} : { page: { limit, offset } }),
    }
  }
}
