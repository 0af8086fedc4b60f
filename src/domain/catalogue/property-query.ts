import * as v from 'valibot'
import { isoDate } from '../dates/period.ts'
import { columnInt } from '../validation/column-int.ts'
import { safeText } from '../validation/safe-text.ts'
import { isObjectId } from '../validation/object-id.ts'

/**
 * GET /api/properties parameters (docs/product/api.md#properties): `conditions` (a JSON filter in the Mongo-like
 * shape the original API used), `projection` (space-separated field names), `includeOrder`,
 * `includeDemos`, plus optional `limit`/`skip` paging. One schema for client and server.
 */

export const PROJECTABLE_FIELDS = [
  'name',
  'slug',
  'city',
  'propertyType',
  'serviceLevels',
  'address',
  'bedrooms',
  'beds',
  'thumbnail',
  'images',
  'operatorId',
  'operator',
  'facilities',
  'currency',
  'priceFrom',
  'petsAllowed',
  'coordinates',
  'isDemo',
] as const
export type ProjectableField = (typeof PROJECTABLE_FIELDS)[number]

/** The projection for property lists (docs/product/api.md#properties). */
export const LIST_PROJECTION: ProjectableField[] = [
  'name',
  'city',
  'propertyType',
  'serviceLevels',
  'address',
  'bedrooms',
  'beds',
  'thumbnail',
  'operatorId',
  'operator',
  'facilities',
  'currency',
  'priceFrom',
  'petsAllowed',
]

const Str = v.pipe(v.string(), v.trim(), v.minLength(1, 'Must not be empty'), v.maxLength(200), safeText())
const StrOrIn = v.union(
  [Str, v.strictObject({ $in: v.pipe(v.array(Str), v.maxLength(500)) })],
  'Expected a string or { $in: [...] }',
)
/** bedrooms and prices are integer columns: a filter value must fit one */
const Int = columnInt(0)
const Range = v.strictObject({ $gte: v.optional(Int), $lte: v.optional(Int) })

export const PropertyConditionsSchema = v.strictObject(
  {
    _id: v.optional(StrOrIn),
    city: v.optional(StrOrIn),
    'address.country': v.optional(StrOrIn),
    'address.sector': v.optional(StrOrIn),
    propertyType: v.optional(StrOrIn),
    bedrooms: v.optional(v.union([Int, Range], 'Expected a number or { $gte, $lte }')),
    priceFrom: v.optional(Range),
    petsAllowed: v.optional(v.boolean()),
    serviceLevels: v.optional(Str),
    facilities: v.optional(v.strictObject({ $all: v.pipe(v.array(Str), v.maxLength(50)) })),
    operatorId: v.optional(Str),
  },
  (issue) => `Unknown condition: ${String(issue.input === undefined ? issue.expected : issue.received)}`,
)
export type PropertyConditions = v.InferOutput<typeof PropertyConditionsSchema>

const JsonConditions = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown
    } catch {
      addIssue({ message: 'conditions must be a JSON object' })
      return NEVER
    }
  }),
  PropertyConditionsSchema,
)

const Projection = v.pipe(
  v.string(),
  v.transform((s) => s.split(/[\s,]+/).filter(Boolean)),
  v.checkItems((f) => (PROJECTABLE_FIELDS as readonly string[]).includes(f), 'Unknown projection field'),
  v.transform((fields) => fields as ProjectableField[]),
)

const Bool = v.pipe(
  v.picklist(['true', 'false', '1', '0', ''], 'Expected true or false'),
  v.transform((s) => s === 'true' || s === '1' || s === ''),
)
const QueryInt = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/, 'Expected a whole number'), v.transform(Number), v.minValue(0), v.maxValue(max))

export const PropertyListQuerySchema = v.object({
  conditions: v.optional(JsonConditions),
  projection: v.optional(Projection),
  includeOrder: v.optional(Bool),
  includeDemos: v.optional(Bool),
  limit: v.optional(QueryInt(5000)),
  skip: v.optional(QueryInt(1_000_000)),
})
export type PropertyListQuery = v.InferOutput<typeof PropertyListQuerySchema>

export const PropertyDetailQuerySchema = v.object({
  includeSalesInformation: v.optional(Bool),
})

/** A real calendar date (2026-02-31 is not one), as the date columns need. */
const QueryDate = isoDate

export const StayListQuerySchema = v.object({
  propertyId: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.split(',').filter(Boolean)),
      v.maxLength(500, 'At most 500 property ids'),
      v.checkItems(isObjectId, 'propertyId must be property ids separated by commas'),
    ),
  ),
  from: v.optional(QueryDate('from must be a date (YYYY-MM-DD)')),
  to: v.optional(QueryDate('to must be a date (YYYY-MM-DD)')),
  available: v.optional(Bool),
})
export type StayListQuery = v.InferOutput<typeof StayListQuerySchema>

export const PropertyStaysQuerySchema = v.pick(StayListQuerySchema, ['from', 'to'])

/** Serialises a list query for GET /api/properties (client side). */
export function propertyListSearchParams(q: {
  conditions?: PropertyConditions
  projection?: readonly ProjectableField[]
  includeOrder?: boolean
  includeDemos?: boolean
  limit?: number
  skip?: number
}): URLSearchParams {
  const p = new URLSearchParams()
  if (q.conditions && Object.keys(q.conditions).length) p.set('conditions', JSON.stringify(q.conditions))
  if (q.projection?.length) p.set('projection', q.projection.join(' '))
  if (q.includeOrder) p.set('includeOrder', 'true')
  if (q.includeDemos) p.set('includeDemos', 'true')
  if (q.limit !== undefined) p.set('limit', String(q.limit))
  if (q.skip !== undefined) p.set('skip', String(q.skip))
  return p
}
