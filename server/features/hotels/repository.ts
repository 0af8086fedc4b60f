import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { hotels } from '#server/db/schema.ts'

export function createHotelRepository(db: Db) {
  return {
    /** Distinct country / city / sector triples of the hotel catalogue. */
    locations: (includeDemos: boolean) =>
      db
        .selectDistinct({ country: hotels.country, city: hotels.city, sector: hotels.sector })
        .from(hotels)
        .where(and(includeDemos ? undefined : eq(hotels.isDemo, false)))
        .orderBy(asc(hotels.country), asc(hotels.city), asc(hotels.sector)),
  }
}
export type HotelRepository = ReturnType<typeof createHotelRepository>
