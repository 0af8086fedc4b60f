import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { hotelPrograms, hotels, programs, ratePlans, roomInventory, rooms } from '#server/db/schema.ts'

/** The columns the hotel index keeps of a hotel: the card and the filter fields, no descriptions. */
export type IndexHotelRow = {
  id: string
  name: string
  category: string
  chain: string | null
  statusLevel: string | null
  externalRatings: { bookingCom?: number; tripAdvisorBubbles?: number }
  images: string[]
  city: string
  sector: string | null
  country: string
  isDemo: boolean
  hasToBeInvitedToDirectContract: boolean
  maxKeys: number
  currency: string
  isReseller: boolean
  supportsInstantBooking: boolean
  isOnRequestOnly: boolean
  facilityKeys: string[]
}
export type IndexProgramRow = { hotelId: string; _id: string; name: string; logoInline: string | null }
export type IndexRoomRow = { id: string; hotelId: string; category: string; facilities: string[] }
export type IndexPlanRow = {
  hotelId: string
  paymentProfile: string
  priceFactor: number
  isOnRequest: boolean
  minNights: number
}
/**
 * A room's nights from a day on: `day,available,price(-1: none),closed(0/1)` joined by `;`, by date; a night with a
 * restriction has two more fields, `flags(1 closed to arrival + 2 closed to departure),minStay(0: none)`.
 */
export type IndexNightsRow = { roomId: string; nights: string }

/** The reads of the hotel index (docs/product/hotels.md#search); the only Drizzle code of available-hotels. */
export function createAvailableHotelsRepository(db: Db) {
  return {
    hotels: (): Promise<IndexHotelRow[]> =>
      db
        .select({
          id: hotels.id,
          name: hotels.name,
          category: hotels.category,
          chain: hotels.chain,
          statusLevel: hotels.statusLevel,
          externalRatings: hotels.externalRatings,
          images: hotels.images,
          city: hotels.city,
          sector: hotels.sector,
          country: hotels.country,
          isDemo: hotels.isDemo,
          hasToBeInvitedToDirectContract: hotels.hasToBeInvitedToDirectContract,
          maxKeys: hotels.maxKeys,
          currency: hotels.currency,
          isReseller: hotels.isReseller,
          supportsInstantBooking: hotels.supportsInstantBooking,
          isOnRequestOnly: hotels.isOnRequestOnly,
          facilityKeys: hotels.facilityKeys,
        })
        .from(hotels)
        .orderBy(asc(hotels.id)),

    /** Program memberships with the program's card fields, by program name. */
    programs: (): Promise<IndexProgramRow[]> =>
      db
        .select({
          hotelId: hotelPrograms.hotelId,
          _id: programs.id,
          name: programs.name,
          logoInline: programs.logoInline,
        })
        .from(hotelPrograms)
        .innerJoin(programs, eq(programs.id, hotelPrograms.programId))
        .orderBy(asc(programs.name), asc(programs.id)),

    rooms: (): Promise<IndexRoomRow[]> =>
      db
        .select({ id: rooms.id, hotelId: rooms.hotelId, category: rooms.category, facilities: rooms.facilities })
        .from(rooms)
        .orderBy(asc(rooms.id)),

    plans: (): Promise<IndexPlanRow[]> =>
      db
        .select({
          hotelId: ratePlans.hotelId,
          paymentProfile: ratePlans.paymentProfile,
          priceFactor: ratePlans.priceFactor,
          isOnRequest: ratePlans.isOnRequest,
          minNights: ratePlans.minNights,
        })
        .from(ratePlans)
        .where(isNull(ratePlans.archivedAt))
        .orderBy(asc(ratePlans.id)),

    /**
     * The nights from `since` of the rooms with ids in [fromId, toId], one text per room (one row
     * per room keeps the load fast on PGlite: millions of nights in a few seconds).
     */
    nights: (fromId: string, toId: string, since: string): Promise<IndexNightsRow[]> =>
      db
        .select({
          roomId: roomInventory.roomId,
          // concat_ws leaves out the null of a night without restrictions: most nights stay four fields
          nights: sql<string>`string_agg(concat_ws(',', ${roomInventory.date} - date '1970-01-01', ${roomInventory.available}, coalesce(${roomInventory.price}, -1), ${roomInventory.closed}::int, case when ${roomInventory.closedToArrival} or ${roomInventory.closedToDeparture} or ${roomInventory.minStay} is not null then concat(${roomInventory.closedToArrival}::int + 2 * ${roomInventory.closedToDeparture}::int, ',', coalesce(${roomInventory.minStay}, 0)) end), ';' order by ${roomInventory.date})`,
        })
        .from(roomInventory)
        .where(and(gte(roomInventory.roomId, fromId), lte(roomInventory.roomId, toId), gte(roomInventory.date, since)))
        .groupBy(roomInventory.roomId),
  }
}
export type AvailableHotelsRepository = ReturnType<typeof createAvailableHotelsRepository>
