/**
 * A hotel of the test seed made predictable for the offers and interests tests (server/features/hotel-offers,
 * server/features/hotel-interests): its age policy, commission level,
 * programs, rate plans, two rooms' beds and their nights are set here, before the first
 * request (the engine keeps hotel facts for a minute; nights are read live).
 */
import { and, eq, gte, lt } from 'drizzle-orm'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { Night } from '#domain/hotels/offer-pricing.ts'
import type { Db } from '#server/db/client.ts'
import { hotelPrograms, hotels, ratePlans, roomInventory, rooms } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'

export const PLAN_IDS = {
  flexible: 'a00000000000000000000001',
  advance: 'a00000000000000000000002',
  agencyNet: 'a00000000000000000000003',
  packageNet: 'a00000000000000000000004',
  longStay: 'a00000000000000000000005',
}

const FLEX_CANCELLATION = [
  { fromDaysPriorToArrival: 30, feeInPercentOfBookingTotal: 50 },
  { fromDaysPriorToArrival: 14, feeInPercentOfBookingTotal: 100 },
]

function plans(hotelId: string): (typeof ratePlans.$inferInsert)[] {
  const base = {
    hotelId,
    description: 'A rate',
    isRefundable: true,
    isOnRequest: false,
    minNights: 1,
    cancellationPeriods: FLEX_CANCELLATION,
    paymentPolicy: { depositPercentage: 0, tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }] },
    amenitiesMarkdown: null,
  }
  return [
    { ...base, id: PLAN_IDS.flexible, name: 'Flexible Rate', paymentProfile: 'ClientPays', priceFactor: 1 },
    {
      ...base,
      id: PLAN_IDS.advance,
      name: 'Advance Purchase',
      paymentProfile: 'ClientPays',
      priceFactor: 0.85,
      isRefundable: false,
      minNights: 3,
      paymentPolicy: { depositPercentage: 100, tranches: [] },
    },
    {
      ...base,
      id: PLAN_IDS.agencyNet,
      name: 'Agency Net Rate',
      paymentProfile: 'AgencyPaysStandAloneRate',
      priceFactor: 0.8,
    },
    {
      ...base,
      id: PLAN_IDS.packageNet,
      name: 'Package Net Rate',
      paymentProfile: 'AgencyPaysPackageRate',
      priceFactor: 0.75,
      isOnRequest: true,
    },
    { ...base, id: PLAN_IDS.longStay, name: 'Long Stay', paymentProfile: 'ClientPays', priceFactor: 0.9, minNights: 5 },
  ]
}

/** A king bed (twin possible) and a sofa bed for one more adult. */
export const TEST_BEDS = [
  {
    bedType: 'kingSizeBed' as const,
    isInStandardOccupancy: true,
    sleeps: [{ maxPax: 2, maxAdults: 2 }],
    twinBedPossible: true,
  },
  {
    bedType: 'sofaBed' as const,
    isInStandardOccupancy: false,
    sleeps: [{ maxPax: 1, maxAdults: 1 }],
    twinBedPossible: false,
  },
]

/** Check-in 5 days from today, `nights` nights. */
export const period = (nights = 3, fromToday = 5) => {
  const checkInDate = addDays(utcToday(), fromToday)
  return { checkInDate, checkOutDate: addDays(checkInDate, nights) }
}

/** Hotel level 8, member of LDS Preferred (12) and Virtuoso (10); children up to 12, infants up to 2. */
export async function prepareOffersHotel(db: Db, hotelId: string): Promise<{ roomId: string; otherRoomId: string }> {
  await db
    .update(hotels)
    .set({
      commissionLevel: 8,
      currency: 'EUR',
      agePolicy: { isAdultsOnlyHotel: false, minGuestAge: 0, maxAgeConsideredInfant: 2, maxAgeConsideredChild: 12 },
    })
    .where(eq(hotels.id, hotelId))
  await db.delete(hotelPrograms).where(eq(hotelPrograms.hotelId, hotelId))
  await db
    .insert(hotelPrograms)
    .values(['lds-preferred', 'virtuoso'].map((key) => ({ hotelId, programId: stableId(`program:${key}`) })))
  await db.delete(ratePlans).where(eq(ratePlans.hotelId, hotelId))
  await db.insert(ratePlans).values(plans(hotelId))
  const [room, other] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(rooms.id)
    .limit(2)
  for (const r of [room!, other!]) await db.update(rooms).set({ beds: TEST_BEDS }).where(eq(rooms.id, r.id))
  return { roomId: room!.id, otherRoomId: other!.id }
}

/** Sets the room's nights from `checkInDate` (one row per given night); other nights are untouched. */
export async function setNights(db: Db, roomId: string, checkInDate: string, nights: Partial<Night>[]) {
  for (const [i, n] of nights.entries()) {
    await db
      .update(roomInventory)
      .set({ available: n.available ?? 3, price: n.price === undefined ? 1000 : n.price, closed: n.closed ?? false })
      .where(and(eq(roomInventory.roomId, roomId), eq(roomInventory.date, addDays(checkInDate, i))))
  }
}

/** Opens every night of a room in a range (available 3, price 1000). */
export async function openNights(db: Db, roomId: string, from: string, to: string) {
  await db
    .update(roomInventory)
    .set({ available: 3, price: 1000, closed: false })
    .where(and(eq(roomInventory.roomId, roomId), gte(roomInventory.date, from), lt(roomInventory.date, to)))
}
