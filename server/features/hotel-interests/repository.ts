import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { hotelInterests, hotels, rooms, users } from '#server/db/schema.ts'

export type NewInterest = Omit<typeof hotelInterests.$inferInsert, 'id' | 'createdAt' | 'payload'>
export type StoreResult =
  { created: true; id: string } | { created: false; id: string; payload: Record<string, unknown> }

/** The reads and the write of saved hotel interests (docs/product/hotels.md#save-interest). */
export function createHotelInterestRepository(db: Db) {
  return {
    async hotel(hotelId: string) {
      const [row] = await db
        .select({ id: hotels.id, currency: hotels.currency })
        .from(hotels)
        .where(eq(hotels.id, hotelId))
        .limit(1)
      return row
    },

    roomsOf(hotelId: string) {
      return db
        .select({ id: rooms.id, name: rooms.name })
        .from(rooms)
        .where(eq(rooms.hotelId, hotelId))
        .orderBy(asc(rooms.id))
    },

    /** The interest the agency stored under this Idempotency-Key, if any. */
    async byIdempotencyKey(agencyId: string, key: string) {
      const [row] = await db
        .select({ id: hotelInterests.id, payload: hotelInterests.payload })
        .from(hotelInterests)
        .where(and(eq(hotelInterests.travelAgencyId, agencyId), eq(hotelInterests.idempotencyKey, key)))
        .limit(1)
      return row
    },

    /**
     * Stores an interest in one transaction. With an Idempotency-Key the agency already stored
     * (also by a request running at the same moment), nothing is written and that interest is returned.
     */
    async store(interest: NewInterest, payloadOf: (id: string) => Record<string, unknown>): Promise<StoreResult> {
      return db.transaction(async (tx) => {
        const id = newObjectId()
        const inserted = await tx
          .insert(hotelInterests)
          .values({ ...interest, id, payload: payloadOf(id) })
          .onConflictDoNothing({ target: [hotelInterests.travelAgencyId, hotelInterests.idempotencyKey] })
          .returning({ id: hotelInterests.id })
        if (inserted.length) return { created: true as const, id }
        const [existing] = await tx
          .select({ id: hotelInterests.id, payload: hotelInterests.payload })
          .from(hotelInterests)
          .where(
            and(
              eq(hotelInterests.travelAgencyId, interest.travelAgencyId),
              eq(hotelInterests.idempotencyKey, interest.idempotencyKey!),
            ),
          )
          .limit(1)
        return { created: false as const, ...existing! }
      })
    },

    /** One of the agency's interests with its hotel and author; undefined for another agency's. */
    async detail(id: string, agencyId: string) {
      const [row] = await db
        .select({
          id: hotelInterests.id,
          createdAt: hotelInterests.createdAt,
          payload: hotelInterests.payload,
          hotel: {
            id: hotels.id,
            name: hotels.name,
            category: hotels.category,
            city: hotels.city,
            country: hotels.country,
            images: hotels.images,
          },
          author: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(hotelInterests)
        .innerJoin(hotels, eq(hotels.id, hotelInterests.hotelId))
        .leftJoin(users, eq(users.id, hotelInterests.userId))
        .where(and(eq(hotelInterests.id, id), eq(hotelInterests.travelAgencyId, agencyId)))
        .limit(1)
      return row
    },
  }
}
export type HotelInterestRepository = ReturnType<typeof createHotelInterestRepository>
