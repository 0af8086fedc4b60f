import { and, asc, gte, gt, lte, sql } from 'drizzle-orm'
import type { Country, PropertyType } from '#domain/catalogue/types.ts'
import type { Db } from '#server/db/client.ts'
import { properties, stays } from '#server/db/schema.ts'

/** The columns the catalogue snapshot keeps of a property (cards and filters, no descriptions or images). */
export type CataloguePropertyRow = {
  id: string
  slug: string
  name: string
  city: string
  sector: string | null
  country: Country
  propertyType: PropertyType
  bedrooms: number
  bedsAdults: number | null
  bedsChildren: number | null
  thumbnail: string
  currency: string
  priceFrom: number | null
  petsAllowed: boolean
  serviceLevels: string[]
  facilities: string[]
  operatorId: string
  sortOrder: number
  isDemo: boolean
}

/** [checkIn, checkOut, available, rates] */
export type CompactStay = [string, string, boolean, Record<string, number | null>]

export function createCatalogueRepository(db: Db) {
  return {
    async properties(): Promise<CataloguePropertyRow[]> {
      return db
        .select({
          id: properties.id,
          slug: properties.slug,
          name: properties.name,
          city: properties.city,
          sector: properties.sector,
          country: properties.country,
          propertyType: properties.propertyType,
          bedrooms: properties.bedrooms,
          bedsAdults: properties.bedsAdults,
          bedsChildren: properties.bedsChildren,
          thumbnail: properties.thumbnail,
          currency: properties.currency,
          priceFrom: properties.priceFrom,
          petsAllowed: properties.petsAllowed,
          serviceLevels: properties.serviceLevels,
          facilities: properties.facilities,
          operatorId: properties.operatorId,
          sortOrder: properties.sortOrder,
          isDemo: properties.isDemo,
        })
        .from(properties)
        .orderBy(asc(properties.id))
    },

    /**
     * The stays of the properties with ids in [fromId, toId] that end after `since`, one JSON array
     * per property sorted by check-in (one row per property keeps the load fast on PGlite).
     */
    async staysByProperty(fromId: string, toId: string, since: string): Promise<Map<string, CompactStay[]>> {
      const rows = await db
        .select({
          propertyId: stays.propertyId,
          list: sql<string>`json_agg(json_build_array(${stays.checkIn}, ${stays.checkOut}, ${stays.available}, ${stays.rates}) order by ${stays.checkIn})::text`,
        })
        .from(stays)
        .where(and(gte(stays.propertyId, fromId), lte(stays.propertyId, toId), gt(stays.checkOut, since)))
        .groupBy(stays.propertyId)
      return new Map(rows.map((r) => [r.propertyId, JSON.parse(r.list) as CompactStay[]]))
    },
  }
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>
