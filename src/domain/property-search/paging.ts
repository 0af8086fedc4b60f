import * as v from 'valibot'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './search-answer.ts'

const QueryInt = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'Expected a whole number'),
    v.transform(Number),
    v.minValue(min, `At least ${min}`),
    v.maxValue(max, `At most ${max}`),
  )

/** Paging and flags of the search and destination lists: `limit` (1–240, default 48), `offset`, `includeDemos`. */
export const PagingQuerySchema = v.object({
  limit: v.optional(QueryInt(1, MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
  offset: v.optional(QueryInt(0, 100_000), '0'),
  includeDemos: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Expected true or false'),
      v.transform((s) => s === 'true'),
    ),
    'false',
  ),
})
export type PagingQuery = v.InferOutput<typeof PagingQuerySchema>
