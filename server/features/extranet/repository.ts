import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm'
import type { Night } from '#domain/extranet/calendar.ts'
import type { Db } from '#server/db/client.ts'
import { ariMessages, hotelApiKeys, hotels, ratePlans, roomInventory, rooms } from '#server/db/schema.ts'
import { createContentRepository } from './content-repository.ts'
import { createRatePlanRepository } from './rate-plan-repository.ts'
import { createRoomContentRepository } from './room-content-repository.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type RoomRow = { id: string; name: string; quantity: number }

/** The extranet's reads and writes of a hotel's rooms, nights, ARI key and messages (docs/product/extranet.md). */
export function createExtranetRepository(db: Db) {
  return {
    ...createContentRepository(db),
    ...createRoomContentRepository(db),
    ...createRatePlanRepository(db),
    async hotel(id: string) {
      const [row] = await db
        .select({ id: hotels.id, name: hotels.name, currency: hotels.currency })
        .from(hotels)
        .where(eq(hotels.id, id))
      return row
    },
    async rooms(hotelId: string): Promise<RoomRow[]> {
      return db
        .select({ id: rooms.id, name: rooms.name, quantity: rooms.quantity })
        .from(rooms)
        .where(eq(rooms.hotelId, hotelId))
        .orderBy(asc(rooms.name), asc(rooms.id))
    },
    async ratePlans(hotelId: string) {
      return db
        .select({
          id: ratePlans.id,
          name: ratePlans.name,
          priceFactor: ratePlans.priceFactor,
          minNights: ratePlans.minNights,
          isOnRequest: ratePlans.isOnRequest,
        })
        .from(ratePlans)
        .where(and(eq(ratePlans.hotelId, hotelId), isNull(ratePlans.archivedAt)))
        .orderBy(asc(ratePlans.name))
    },
    async nights(roomId: string, from: string, to: string, tx: Tx | Db = db): Promise<Night[]> {
      return tx
        .select({
          date: roomInventory.date,
          available: roomInventory.available,
          price: roomInventory.price,
          closed: roomInventory.closed,
          closedToArrival: roomInventory.closedToArrival,
          closedToDeparture: roomInventory.closedToDeparture,
          minStay: roomInventory.minStay,
        })
        .from(roomInventory)
        .where(and(eq(roomInventory.roomId, roomId), gte(roomInventory.date, from), lte(roomInventory.date, to)))
        .orderBy(asc(roomInventory.date))
    },
    /** Writes the nights of a room in one statement (a year of one room is one round trip). */
    async saveNights(roomId: string, nights: readonly Night[], tx: Tx | Db = db) {
      if (nights.length === 0) return
      await tx.execute(sql`
        insert into ${roomInventory}
          (room_id, date, available, price, closed, closed_to_arrival, closed_to_departure, min_stay)
        select ${roomId}, d::date, a, p, c, ca, cd, m
        from unnest(
          ${`{${nights.map((n) => n.date).join(',')}}`}::text[],
          ${`{${nights.map((n) => n.available).join(',')}}`}::int[],
          ${`{${nights.map((n) => (n.price === null ? 'NULL' : n.price)).join(',')}}`}::int[],
          ${`{${nights.map((n) => n.closed).join(',')}}`}::boolean[],
          ${`{${nights.map((n) => n.closedToArrival).join(',')}}`}::boolean[],
          ${`{${nights.map((n) => n.closedToDeparture).join(',')}}`}::boolean[],
          ${`{${nights.map((n) => (n.minStay === null ? 'NULL' : n.minStay)).join(',')}}`}::int[]
        ) as t(d, a, p, c, ca, cd, m)
        on conflict (room_id, date) do update
          set available = excluded.available, price = excluded.price, closed = excluded.closed,
            closed_to_arrival = excluded.closed_to_arrival, closed_to_departure = excluded.closed_to_departure,
            min_stay = excluded.min_stay`)
    },
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    async saveApiKey(hotelId: string, keyHash: string, prefix: string, userId: string) {
      const values = { keyHash, prefix, createdBy: userId, createdAt: new Date() }
      await db
        .insert(hotelApiKeys)
        .values({ hotelId, ...values })
        .onConflictDoUpdate({ target: hotelApiKeys.hotelId, set: values })
    },
    async apiKey(hotelId: string) {
      const [row] = await db
        .select({ prefix: hotelApiKeys.prefix, createdAt: hotelApiKeys.createdAt })
        .from(hotelApiKeys)
        .where(eq(hotelApiKeys.hotelId, hotelId))
      return row
    },
    async hotelOfKey(keyHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ hotelId: hotelApiKeys.hotelId })
        .from(hotelApiKeys)
        .where(eq(hotelApiKeys.keyHash, keyHash))
      return row?.hotelId
    },
    /** The message's row if it was applied before (its digest and result), claiming it otherwise in `tx`. */
    async claimMessage(tx: Tx, hotelId: string, messageId: string, digest: string) {
      const inserted = await tx
        .insert(ariMessages)
        .values({ hotelId, messageId, digest, nights: 0 })
        .onConflictDoNothing()
        .returning({ messageId: ariMessages.messageId })
      if (inserted.length > 0) return null
      const [existing] = await tx
        .select()
        .from(ariMessages)
        .where(and(eq(ariMessages.hotelId, hotelId), eq(ariMessages.messageId, messageId)))
      return existing ?? null
    },
    async recordMessageNights(tx: Tx, hotelId: string, messageId: string, nights: number) {
      await tx
        .update(ariMessages)
        .set({ nights })
        .where(and(eq(ariMessages.hotelId, hotelId), eq(ariMessages.messageId, messageId)))
    },
  }
}
export type ExtranetRepository = ReturnType<typeof createExtranetRepository>
