import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { properties, stays } from '#server/db/schema.ts'

export type StayRow = typeof stays.$inferSelect

export function createStayRepository(db: Db) {
  return {
    async list(q: { propertyIds?: string[]; from?: string; to?: string; available?: boolean }): Promise<StayRow[]> {
      const parts: SQL[] = []
      if (q.propertyIds?.length) parts.push(inArray(stays.propertyId, q.propertyIds))
      if (q.from) parts.push(gte(stays.checkIn, q.from))
      if (q.to) parts.push(lte(stays.checkOut, q.to))
      if (q.available !== undefined) parts.push(eq(stays.available, q.available))
      return db
        .select()
        .from(stays)
        .where(parts.length ? and(...parts) : undefined)
        .orderBy(asc(stays.propertyId), asc(stays.checkIn))
        .limit(20000)
    },
    async propertyInfo(propertyId: string) {
      const rows = await db
        .select({ id: properties.id, availabilityMessage: properties.availabilityMessage })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .limit(1)
      return rows[0]
    },
  }
}
export type StayRepository = ReturnType<typeof createStayRepository>
