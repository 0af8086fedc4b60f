import { themeShowsCommission } from '#domain/brand/resolve-brand.ts'
import type { Language } from '#domain/catalogue/types.ts'
import { daysBetween } from '#domain/dates/iso-date.ts'
import { ratePlanLevelFor } from '#domain/hotels/commission.ts'
import { MAX_HOTEL_NIGHTS } from '#domain/hotels/hotel-search-filter.ts'
import {
  evaluatePlan,
  maxAvailableQuantity,
  nightsProblem,
  plansForProfile,
  roomReason,
  type Night,
  type RatePlan,
} from '#domain/hotels/offer-pricing.ts'
import type { AvailabilityQuery, OffersQuery } from '#domain/hotels/room-request.ts'
import type {
  AvailableRoom,
  AvailableRoomsAnswer,
  HotelRoom,
  OffersAnswer,
  RoomAvailability,
} from '#domain/hotels/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ForbiddenError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import { toHotelRoom } from '#server/features/hotels/room-answer.ts'
import { FactsCache } from './facts-cache.ts'
import { createKeptNights } from './kept-nights.ts'
import { offersAnswer } from './offers-answer.ts'
import type { AgencyFacts, HotelFacts, HotelOfferRepository, RoomFacts } from './repository.ts'

/** Who asks: the signed-in user and the agency the request acts for. */
export type Caller = { user: Pick<AccountRow, 'company'>; agencyId: string | null }
type Period = { checkInDate: string; checkOutDate: string }

const NO_AGENCY_MESSAGE = 'You are not registered in a travel agency yet'
/** How long a room's beds, a hotel's plans and programs and an agency's memberships are kept (ms). */
const FACTS_TTL_MS = 60_000

/** The nights of a period; longer than the hotel search allows is a 400 on checkOutDate. */
function nightsOfPeriod(period: Period): number {
  const nights = daysBetween(period.checkInDate, period.checkOutDate)
  if (nights > MAX_HOTEL_NIGHTS)
    throw new ValidationError({ checkOutDate: `The period can be at most ${MAX_HOTEL_NIGHTS} nights` })
  return nights
}

/**
 * The offers engine (docs/product/hotels.md#offers): a room's offers, availability, the rooms of a
 * hotel available for a period, and the public room answer. The facts (beds, plans, programs,
 * memberships) and the rooms' nights are kept for a minute and cleared when the catalogue changes
 * (docs/decisions/050-offers-nights-in-memory.md); `offers`, which a saved interest checks its
 * rooms with, reads the room's nights from the database every time.
 */
export function createHotelOfferService(repo: HotelOfferRepository, opts: { now?: () => number } = {}) {
  const roomCache = new FactsCache<RoomFacts | undefined>(50_000, FACTS_TTL_MS, opts.now)
  const hotelCache = new FactsCache<HotelFacts | undefined>(10_000, FACTS_TTL_MS, opts.now)
  const agencyCache = new FactsCache<AgencyFacts | undefined>(2_000, FACTS_TTL_MS, opts.now)
  const kept = createKeptNights(repo, { ttlMs: FACTS_TTL_MS, now: opts.now })
  /** counts the clears: a load that began before one keeps nothing beyond its own entry */
  let clears = 0

  /** A hotel's facts; its rooms' facts are kept with it, so its other rooms need no read of their own. */
  async function loadHotel(hotelId: string): Promise<HotelFacts | undefined> {
    const began = clears
    const hotel = await repo.hotelFacts(hotelId)
    if (hotel && began === clears) for (const room of hotel.rooms) roomCache.set(room.id, room)
    return hotel
  }

  async function hotelOf(hotelId: string): Promise<HotelFacts> {
    const hotel = await hotelCache.get(hotelId, () => loadHotel(hotelId))
    if (!hotel) throw new NotFoundError('Hotel')
    return hotel
  }

  async function roomOf(roomId: string): Promise<{ room: RoomFacts; hotel: HotelFacts }> {
    const room = await roomCache.get(roomId, () => repo.roomFacts(roomId))
    if (!room) throw new NotFoundError('Room')
    return { room, hotel: await hotelOf(room.hotelId) }
  }

  /** The caller's commission level on each plan of a hotel; null when the theme shows no commission. Needs an agency. */
  async function commissionLevel(caller: Caller, hotel: HotelFacts): Promise<((plan: RatePlan) => number) | null> {
    const agencyId = caller.agencyId
    if (!agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    const agency = await agencyCache.get(agencyId, () => repo.agencyFacts(agencyId))
    if (!agency) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    if (!themeShowsCommission({ company: caller.user.company, travelAgency: { name: agency.name } })) return null
    return (plan) => ratePlanLevelFor(plan, hotel.commissionLevel, hotel.programs, agency.programMemberships)
  }

  /** The offers answer with the room's nights from `nightsOf` (kept, or read now). */
  async function offersWith(
    roomId: string,
    query: OffersQuery,
    caller: Caller,
    nightsOf: (hotel: HotelFacts, room: RoomFacts, nightCount: number) => Promise<Night[]>,
    departureOf: (hotel: HotelFacts, room: RoomFacts) => Promise<Night | undefined>,
    language: Language = 'en',
  ): Promise<OffersAnswer> {
    const nightCount = nightsOfPeriod(query)
    const { room, hotel } = await roomOf(roomId)
    const [level, nights, departure] = await Promise.all([
      commissionLevel(caller, hotel),
      nightsOf(hotel, room, nightCount),
      departureOf(hotel, room),
    ])
    return offersAnswer({ hotel, room, query, nights, nightCount, departure, commissionOf: level, language })
  }

  return {
    /**
     * The offers of a room for an occupancy and period, with the reasons of the plans that give
     * none; the room's nights read from the database now (a saved interest's check).
     */
    offers: (roomId: string, query: OffersQuery, caller: Caller): Promise<OffersAnswer> =>
      offersWith(
        roomId,
        query,
        caller,
        (_, room) => repo.nights(room.id, query.checkInDate, query.checkOutDate),
        (_, room) => repo.night(room.id, query.checkOutDate),
      ),

    /** The same answer from the kept nights (GET offers): byte for byte what `offers` answers on the same data. */
    keptOffers: (
      roomId: string,
      query: OffersQuery,
      caller: Caller,
      language: Language = 'en',
    ): Promise<OffersAnswer> =>
      offersWith(
        roomId,
        query,
        caller,
        (hotel, room, n) => kept.nights(hotel, room.id, query, n),
        (hotel, room) => kept.departure(hotel, room.id, query.checkOutDate),
        language,
      ),

    /** Whether the requested number of rooms is free every night (none closed), and the most that is. */
    async availability(roomId: string, query: AvailabilityQuery, caller: Caller): Promise<RoomAvailability> {
      const nightCount = nightsOfPeriod(query)
      const { room, hotel } = await roomOf(roomId)
      await commissionLevel(caller, hotel)
      const nights = await kept.nights(hotel, room.id, query, nightCount)
      return {
        available: nightsProblem(nights, nightCount, query.requestedRoomQuantity) === null,
        maxAvailableQuantity: maxAvailableQuantity(nights, nightCount),
      }
    },

    /**
     * Every room of a hotel for a period and payment profile: how many are free, the cheapest
     * average nightly price of its offers for one adult (whole units; null: none priced), and why it
     * has no offer (null when it has one).
     */
    async availableRooms(hotelId: string, query: AvailabilityQuery, caller: Caller): Promise<AvailableRoomsAnswer> {
      const nightCount = nightsOfPeriod(query)
      const hotel = await hotelOf(hotelId)
      await commissionLevel(caller, hotel)
      const [nightsOfRooms, departures] = await Promise.all([
        Promise.all(hotel.rooms.map((r) => kept.nights(hotel, r.id, query, nightCount))),
        Promise.all(hotel.rooms.map((r) => kept.departure(hotel, r.id, query.checkOutDate))),
      ])
      const plans = plansForProfile(hotel.plans, query.paymentProfile)
      const rooms: AvailableRoom[] = hotel.rooms.map((room, i) => {
        const nights = nightsOfRooms[i]!
        const request = {
          beds: room.beds,
          agePolicy: hotel.agePolicy,
          occupancy: { numAdults: 1, numChildren: 0, childrenAges: [] },
          nights,
          nightCount,
          quantity: query.requestedRoomQuantity,
          departure: departures[i],
        }
        const results = plans.map((plan) => evaluatePlan(plan, request))
        const prices = results.flatMap((r) => (r.ok && r.averageNightlyPrice !== null ? [r.averageNightlyPrice] : []))
        return {
          roomId: room.id,
          maxAvailableQuantity: maxAvailableQuantity(nights, nightCount),
          minimumNightlyPrice: prices.length ? Math.round(Math.min(...prices)) : null,
          currency: hotel.currency,
          reason: results.some((r) => r.ok) ? null : roomReason(results.flatMap((r) => (r.ok ? [] : [r.reason]))),
        }
      })
      return { rooms }
    },

    /** The public room answer (no sign-in). */
    async room(roomId: string, language: Language): Promise<HotelRoom> {
      const row = await repo.room(roomId)
      if (!row) throw new NotFoundError('Room')
      return toHotelRoom(row, await repo.facilityNames(row.facilities), language)
    },

    /** Forgets the kept facts and nights (after a catalogue change). */
    clear(): void {
      clears++
      roomCache.clear()
      hotelCache.clear()
      agencyCache.clear()
      kept.clear()
    },
  }
}
export type HotelOfferService = ReturnType<typeof createHotelOfferService>
