import { and, asc, count, eq, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { facilities, hotelPrograms, hotels, programs, rooms } from '#server/db/schema.ts'

export function createHotelRepository(db: Db) {
  return {
    /** Distinct country / city / sector triples of the hotel catalogue. */
    locations: (includeDemos: boolean) =>
      db
        .selectDistinct({ country: hotels.country, city: hotels.city, sector: hotels.sector })
        .from(hotels)
        .where(and(includeDemos ? undefined : eq(hotels.isDemo, false)))
        .orderBy(asc(hotels.country), asc(hotels.city), asc(hotels.sector)),

    /** One page of the public list (docs/product/hotels.md#browsing-hotels): a city's or a country's hotels by name. */
    list: async (q: { destination?: string; includeDemos: boolean; limit: number; offset: number }) => {
      const place = q.destination?.toLowerCase()
      const where = and(
        q.includeDemos ? undefined : eq(hotels.isDemo, false),
        place
          ? or(sql`lower(trim(${hotels.city})) = ${place}`, sql`lower(trim(${hotels.country})) = ${place}`)
          : undefined,
      )
      const rows = await db
        .select({
          id: hotels.id,
          name: hotels.name,
          category: hotels.category,
          images: hotels.images,
          city: hotels.city,
          sector: hotels.sector,
          country: hotels.country,
          externalRatings: hotels.externalRatings,
        })
        .from(hotels)
        .where(where)
        .orderBy(asc(hotels.name), asc(hotels.id))
        .limit(q.limit)
        .offset(q.offset)
      const [total] = await db.select({ n: count() }).from(hotels).where(where)
      return { rows, count: total?.n ?? 0 }
    },

    hotel: async (id: string) => (await db.select().from(hotels).where(eq(hotels.id, id)).limit(1))[0],

    exists: async (id: string) =>
      (await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).limit(1)).length > 0,

    /** The programs the hotel is a member of, by name. */
    programsOf: (hotelId: string) =>
      db
        .select({ _id: programs.id, name: programs.name, logoInline: programs.logoInline })
        .from(hotelPrograms)
        .innerJoin(programs, eq(programs.id, hotelPrograms.programId))
        .where(eq(hotelPrograms.hotelId, hotelId))
        .orderBy(asc(programs.name)),

    /** The hotel's rooms, the least expensive first (the order of the Rooms tab). */
    roomsOf: (hotelId: string) =>
      db.select().from(rooms).where(eq(rooms.hotelId, hotelId)).orderBy(asc(rooms.basePrice), asc(rooms.id)),

    /** The MICE facilities of the first standard demo hotel (by id) that has some; empty without one. */
    demoMiceFacilities: async () =>
      (
        await db
          .select({ miceFacilities: hotels.miceFacilities })
          .from(hotels)
          .where(and(eq(hotels.isDemo, true), sql`jsonb_array_length(${hotels.miceFacilities}) > 0`))
          .orderBy(asc(hotels.id))
          .limit(1)
      )[0]?.miceFacilities ?? [],

    facilities: (kind: 'hotel' | 'room') => db.select().from(facilities).where(eq(facilities.kind, kind)),
  }
}
export type HotelRepository = ReturnType<typeof createHotelRepository>
