import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { HotelAgePolicy, LocalizedText, ProgramMembership, RoomBed } from '#domain/catalogue/types.ts'
import type { Night, RatePlan } from '#domain/hotels/offer-pricing.ts'
import type { PaymentProfile } from '#domain/hotels/types.ts'
import type { Db } from '#server/db/client.ts'
import {
  facilities,
  hotelPrograms,
  hotels,
  programs,
  ratePlans,
  roomInventory,
  rooms,
  travelAgencies,
} from '#server/db/schema.ts'
import type { RoomNightsText } from './hotel-nights.ts'

export type RoomFacts = { id: string; hotelId: string; name: string; beds: RoomBed[] }
export type HotelFacts = {
  id: string
  name: string
  currency: string
  agePolicy: HotelAgePolicy
  commissionLevel: number
  plans: RatePlan[]
  programs: { programId: string; commissionLevel: number }[]
  rooms: RoomFacts[]
}
export type AgencyFacts = { id: string; name: string; programMemberships: ProgramMembership[] }

const nightColumns = {
  date: roomInventory.date,
  available: roomInventory.available,
  price: roomInventory.price,
  closed: roomInventory.closed,
  closedToArrival: roomInventory.closedToArrival,
  closedToDeparture: roomInventory.closedToDeparture,
  minStay: roomInventory.minStay,
}

type NightRow = Night & { closedToArrival: boolean; closedToDeparture: boolean; minStay: number | null }
/** A night with its restrictions only when it has one, as the kept nights give it (hotel-nights.ts). */
function night({ closedToArrival, closedToDeparture, minStay, ...n }: NightRow): Night {
  const out: Night = n
  if (closedToArrival) out.closedToArrival = true
  if (closedToDeparture) out.closedToDeparture = true
  if (minStay) out.minStay = minStay
  return out
}

/** The reads of the offers engine (docs/product/hotels.md#offers); the only Drizzle code of hotel-offers. */
export function createHotelOfferRepository(db: Db) {
  return {
    async roomFacts(roomId: string): Promise<RoomFacts | undefined> {
      const [row] = await db
        .select({ id: rooms.id, hotelId: rooms.hotelId, name: rooms.name, beds: rooms.beds })
        .from(rooms)
        .where(eq(rooms.id, roomId))
        .limit(1)
      return row
    },

    /** A hotel's facts for its offers: currency, age policy, commission, rate plans, programs and rooms' beds. */
    async hotelFacts(hotelId: string): Promise<HotelFacts | undefined> {
      const [hotel] = await db
        .select({
          id: hotels.id,
          name: hotels.name,
          currency: hotels.currency,
          agePolicy: hotels.agePolicy,
          commissionLevel: hotels.commissionLevel,
        })
        .from(hotels)
        .where(eq(hotels.id, hotelId))
        .limit(1)
      if (!hotel) return undefined
      const [plans, levels, hotelRooms] = await Promise.all([
        db
          .select()
          .from(ratePlans)
          .where(and(eq(ratePlans.hotelId, hotelId), isNull(ratePlans.archivedAt)))
          .orderBy(asc(ratePlans.id)),
        db
          .select({ programId: hotelPrograms.programId, commissionLevel: programs.commissionLevel })
          .from(hotelPrograms)
          .innerJoin(programs, eq(programs.id, hotelPrograms.programId))
          .where(eq(hotelPrograms.hotelId, hotelId)),
        db
          .select({ id: rooms.id, hotelId: rooms.hotelId, name: rooms.name, beds: rooms.beds })
          .from(rooms)
          .where(eq(rooms.hotelId, hotelId))
          .orderBy(asc(rooms.id)),
      ])
      return {
        ...hotel,
        plans: plans.map(({ hotelId: _hotel, archivedAt: _archived, paymentProfile, ...p }) => ({
          ...p,
          paymentProfile: paymentProfile as PaymentProfile,
        })),
        programs: levels,
        rooms: hotelRooms,
      }
    },

    async agencyFacts(agencyId: string): Promise<AgencyFacts | undefined> {
      const [row] = await db
        .select({
          id: travelAgencies.id,
          name: travelAgencies.name,
          programMemberships: travelAgencies.programMemberships,
        })
        .from(travelAgencies)
        .where(eq(travelAgencies.id, agencyId))
        .limit(1)
      return row
    },

    /** The room's nights from check-in up to (not including) check-out: one range read of the primary key. */
    async nights(roomId: string, checkInDate: string, checkOutDate: string): Promise<Night[]> {
      const rows = await db
        .select(nightColumns)
        .from(roomInventory)
        .where(
          and(
            eq(roomInventory.roomId, roomId),
            gte(roomInventory.date, checkInDate),
            lt(roomInventory.date, checkOutDate),
          ),
        )
        .orderBy(asc(roomInventory.date))
      return rows.map(night)
    },

    /** Every night of the rooms (one hotel's) from `since` on, one text per room (hotel-nights.ts), in one read. */
    hotelNights(roomIds: string[], since: string): Promise<RoomNightsText[]> {
      if (!roomIds.length) return Promise.resolve([])
      const i = roomInventory
      return db
        .select({
          roomId: i.roomId,
          nights: sql<string>`string_agg(concat_ws(',', ${i.date} - date '1970-01-01', ${i.available}, coalesce(${i.price}::text, ''), ${i.closed}::int, ${i.closedToArrival}::int, ${i.closedToDeparture}::int, coalesce(${i.minStay}::text, '')), ';')`,
        })
        .from(i)
        .where(and(inArray(i.roomId, roomIds), gte(i.date, since)))
        .groupBy(i.roomId)
    },

    /** The room's night of one day (the check-out day's closed-to-departure), if it has a row. */
    async night(roomId: string, date: string): Promise<Night | undefined> {
      const [row] = await db
        .select(nightColumns)
        .from(roomInventory)
        .where(and(eq(roomInventory.roomId, roomId), eq(roomInventory.date, date)))
      return row && night(row)
    },

    async room(roomId: string) {
      const [row] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1)
      return row
    },

    /** Facility names (both languages) by id. */
    async facilityNames(ids: string[]): Promise<Map<string, LocalizedText>> {
      if (!ids.length) return new Map()
      const rows = await db
        .select({ id: facilities.id, name: facilities.name })
        .from(facilities)
        .where(inArray(facilities.id, ids))
      return new Map(rows.map((r) => [r.id, r.name]))
    },
  }
}
export type HotelOfferRepository = ReturnType<typeof createHotelOfferRepository>
