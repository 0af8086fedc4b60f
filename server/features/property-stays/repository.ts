import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { properties, stays } from '#server/db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type StayRecord = typeof stays.$inferInsert

const stayColumns = {
  id: stays.id,
  checkIn: stays.checkIn,
  checkOut: stays.checkOut,
  available: stays.available,
  rates: stays.rates,
  minRate: stays.minRate,
  leadId: stays.leadId,
}

/** The reads and writes of a property's stays by its operator and admins (docs/product/extranet.md). */
export function createPropertyStayRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
    async property(id: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({
          id: properties.id,
          name: properties.name,
          operatorId: properties.operatorId,
          currency: properties.currency,
          serviceLevels: properties.serviceLevels,
        })
        .from(properties)
        .where(eq(properties.id, id))
      return row
    },
    /** Every field the operator's editor shows (the PATCH's fields and where the property is). */
    async editable(id: string) {
      const [row] = await db
        .select({
          id: properties.id,
          slug: properties.slug,
          name: properties.name,
          city: properties.city,
          country: properties.country,
          operator: properties.operator,
          priceFrom: properties.priceFrom,
          propertyType: properties.propertyType,
          bedrooms: properties.bedrooms,
          bedsAdults: properties.bedsAdults,
          bedsChildren: properties.bedsChildren,
          currency: properties.currency,
          petsAllowed: properties.petsAllowed,
          serviceLevels: properties.serviceLevels,
          servicesIncluded: properties.servicesIncluded,
          equipmentIncluded: properties.equipmentIncluded,
          facilities: properties.facilities,
          distances: properties.distances,
          description: properties.description,
          latitude: properties.latitude,
          longitude: properties.longitude,
          images: properties.images,
          floorplans: properties.floorplans,
          salesInformation: properties.salesInformation,
        })
        .from(properties)
        .where(eq(properties.id, id))
      return row
    },
    async media(id: string) {
      const [row] = await db
        .select({ images: properties.images, floorplans: properties.floorplans })
        .from(properties)
        .where(eq(properties.id, id))
      return row
    },
    async updateProperty(id: string, fields: Partial<typeof properties.$inferInsert>) {
      await db.update(properties).set(fields).where(eq(properties.id, id))
    },
    /** Locks the property's row: the stay writes of one property run one after the other (no overlap slips in). */
    async lock(tx: Tx, id: string) {
      await tx.execute(sql`select id from ${properties} where ${properties.id} = ${id} for update`)
    },
    async list(operatorId: string | null) {
      return db
        .select({
          id: properties.id,
          name: properties.name,
          city: properties.city,
          country: properties.country,
          propertyType: properties.propertyType,
          operator: properties.operator,
          priceFrom: properties.priceFrom,
          currency: properties.currency,
        })
        .from(properties)
        .where(operatorId === null ? undefined : eq(properties.operatorId, operatorId))
        .orderBy(asc(properties.name), asc(properties.id))
        .limit(500)
    },
    async stays(propertyId: string, tx: Db | Tx = db) {
      return tx.select(stayColumns).from(stays).where(eq(stays.propertyId, propertyId)).orderBy(asc(stays.checkIn))
    },
    async insert(tx: Tx, rows: StayRecord[]) {
      if (rows.length) await tx.insert(stays).values(rows)
    },
    async update(tx: Tx, propertyId: string, id: string, row: Partial<StayRecord>) {
      const done = await tx
        .update(stays)
        .set(row)
        .where(and(eq(stays.id, id), eq(stays.propertyId, propertyId)))
        .returning({ id: stays.id })
      return done.length > 0
    },
    async remove(tx: Tx, propertyId: string, id: string) {
      const done = await tx
        .delete(stays)
        .where(and(eq(stays.id, id), eq(stays.propertyId, propertyId)))
        .returning({ id: stays.id })
      return done.length > 0
    },
    /** priceFrom follows the stays: the lowest weekly rate over them (as the seed derives it). */
    async recomputePriceFrom(tx: Tx, propertyId: string) {
      await tx
        .update(properties)
        .set({
          priceFrom: sql`(select min(${stays.minRate}) from ${stays} where ${stays.propertyId} = ${propertyId})`,
        })
        .where(eq(properties.id, propertyId))
    },
  }
}
export type PropertyStayRepository = ReturnType<typeof createPropertyStayRepository>
