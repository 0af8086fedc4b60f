import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm'
import { propertyById } from '#server/db/catalogue-queries.ts'
import type { Db } from '#server/db/client.ts'
import { stays } from '#server/db/schema.ts'

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
    propertyInfo: (propertyId: string) => propertyById(db, propertyId, ['id', 'availabilityMessage'] as const),
  }
}
export type StayRepository = ReturnType<typeof createStayRepository>
