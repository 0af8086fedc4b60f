import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { propertyById, type PropertyRow } from '#server/db/catalogue-queries.ts'
import type { Db } from '#server/db/client.ts'
import { properties } from '#server/db/schema.ts'
import type { PropertyConditions } from '#domain/catalogue/property-query.ts'
import type { Country } from '#domain/catalogue/types.ts'

/** `{ $in: [] }` matches nothing, as in the document store (drizzle's inArray answers `false`). */
const eqOrIn = (column: Parameters<typeof eq>[0], value: string | { $in: string[] }) =>
  typeof value === 'string' ? eq(column, value) : inArray(column, value.$in)

/** `column @> ARRAY[...]` with one bound parameter per value (portable across pg and PGlite). */
const arrayContains = (column: typeof properties.facilities, values: string[]) =>
  sql`${column} @> ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

function whereOf(c: PropertyConditions, includeDemos: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  if (!includeDemos) parts.push(eq(properties.isDemo, false))
  if (c._id) parts.push(eqOrIn(properties.id, c._id))
  if (c.city) parts.push(eqOrIn(properties.city, c.city))
  if (c['address.country']) parts.push(eqOrIn(properties.country, c['address.country']))
  if (c['address.sector']) parts.push(eqOrIn(properties.sector, c['address.sector']))
  if (c.propertyType) parts.push(eqOrIn(properties.propertyType, c.propertyType))
  if (typeof c.bedrooms === 'number') parts.push(eq(properties.bedrooms, c.bedrooms))
  else if (c.bedrooms) {
    if (c.bedrooms.$gte !== undefined) parts.push(gte(properties.bedrooms, c.bedrooms.$gte))
    if (c.bedrooms.$lte !== undefined) parts.push(lte(properties.bedrooms, c.bedrooms.$lte))
  }
  if (c.priceFrom?.$gte !== undefined) parts.push(gte(properties.priceFrom, c.priceFrom.$gte))
  if (c.priceFrom?.$lte !== undefined) parts.push(lte(properties.priceFrom, c.priceFrom.$lte))
  if (c.petsAllowed !== undefined) parts.push(eq(properties.petsAllowed, c.petsAllowed))
  if (c.serviceLevels) parts.push(sql`${properties.serviceLevels} @> ${JSON.stringify([c.serviceLevels])}::jsonb`)
  if (c.facilities?.$all.length) parts.push(arrayContains(properties.facilities, c.facilities.$all))
  if (c.operatorId) parts.push(eq(properties.operatorId, c.operatorId))
  return parts.length ? and(...parts) : undefined
}

export function createPropertyRepository(db: Db) {
  return {
    async list(q: {
      conditions: PropertyConditions
      includeDemos: boolean
      byOrder: boolean
      limit?: number
      skip?: number
    }) {
      const query = db
        .select()
        .from(properties)
        .where(whereOf(q.conditions, q.includeDemos))
        .orderBy(
          ...(q.byOrder ? [asc(properties.sortOrder), asc(properties.id)] : [asc(properties.name), asc(properties.id)]),
        )
        .$dynamic()
      if (q.limit !== undefined) query.limit(q.limit)
      if (q.skip) query.offset(q.skip)
      return query
    },
    findById: (id: string): Promise<PropertyRow | undefined> => propertyById(db, id),
    /** By the unique (country, city slug, property slug) of a property path. */
    async findByPath(country: Country, citySlug: string, slug: string): Promise<PropertyRow | undefined> {
      const rows = await db
        .select()
        .from(properties)
        .where(and(eq(properties.country, country), eq(properties.citySlug, citySlug), eq(properties.slug, slug)))
        .limit(1)
      return rows[0]
    },
    async count(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(properties)
      return rows[0]?.n ?? 0
    },
  }
}
export type PropertyRepository = ReturnType<typeof createPropertyRepository>
