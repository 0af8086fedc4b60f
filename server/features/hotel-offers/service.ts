import { themeShowsCommission } from '#domain/brand/resolve-brand.ts'
import type { Language } from '#domain/catalogue/types.ts'
import { daysBetween } from '#domain/dates/iso-date.ts'
import { commissionLevelFor } from '#domain/hotels/commission.ts'
import { MAX_HOTEL_NIGHTS } from '#domain/hotels/hotel-search-filter.ts'
import {
  evaluatePlan,
  maxAvailableQuantity,
  nightsProblem,
  plansForProfile,
  roomReason,
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
import { offersAnswer } from './offers-answer.ts'
import type { AgencyFacts, HotelFacts, HotelOfferRepository, RoomFacts } from './repository.ts'

/** Who asks: the signed-in user and the agency the request acts for. */
export type Caller = { user: Pick<AccountRow, 'company'>; agencyId: string | null }
type Period = { checkInDate: string; checkOutDate: string }

const NO_AGENCY_MESSAGE = 'You are not registered in a travel agency yet'
/** How long a room's beds, a hotel's plans and programs and an agency's memberships are kept (ms). */
const FACTS_TTL_MS = 60_000

/** The nights of a period; longer than the hotel search allows is a 400 on checkOutDate. */
function nightsOf(period: Period): number {
  const nights = daysBetween(period.checkInDate, period.checkOutDate)
  if (nights > MAX_HOTEL_NIGHTS)
    throw new ValidationError({ checkOutDate: `The period can be at most ${MAX_HOTEL_NIGHTS} nights` })
  return nights
}

/**
 * The offers engine (docs/product/hotels.md#offers): a room's offers, availability, the rooms of a
 * hotel available for a period, and the public room answer. Offers read the room's nights from
 * the database on every request; the rest (beds, plans, programs, memberships) is kept for a
 * minute, cleared when the catalogue changes.
 */
export function createHotelOfferService(repo: HotelOfferRepository, opts: { now?: () => number } = {}) {
  const roomCache = new FactsCache<RoomFacts | undefined>(50_000, FACTS_TTL_MS, opts.now)
  const hotelCache = new FactsCache<HotelFacts | undefined>(10_000, FACTS_TTL_MS, opts.now)
  const agencyCache = new FactsCache<AgencyFacts | undefined>(2_000, FACTS_TTL_MS, opts.now)

  async function hotelOf(hotelId: string): Promise<HotelFacts> {
    const hotel = await hotelCache.get(hotelId, () => repo.hotelFacts(hotelId))
    if (!hotel) throw new NotFoundError('Hotel')
    return hotel
  }

  async function roomOf(roomId: string): Promise<{ room: RoomFacts; hotel: HotelFacts }> {
    const room = await roomCache.get(roomId, () => repo.roomFacts(roomId))
    if (!room) throw new NotFoundError('Room')
    return { room, hotel: await hotelOf(room.hotelId) }
  }

  /** The caller's commission level at a hotel; null when the theme shows no commission. Needs an agency. */
  async function commissionLevel(caller: Caller, hotel: HotelFacts): Promise<number | null> {
    const agencyId = caller.agencyId
    if (!agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    const agency = await agencyCache.get(agencyId, () => repo.agencyFacts(agencyId))
    if (!agency) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    if (!themeShowsCommission({ company: caller.user.company, travelAgency: { name: agency.name } })) return null
    return commissionLevelFor(hotel.commissionLevel, hotel.programs, agency.programMemberships)
  }

  return {
    /** The offers of a room for an occupancy and period, with the reasons of the plans that give none. */
    async offers(roomId: string, query: OffersQuery, caller: Caller): Promise<OffersAnswer> {
      const nightCount = nightsOf(query)
      const { room, hotel } = await roomOf(roomId)
      const [level, nights] = await Promise.all([
        commissionLevel(caller, hotel),
        repo.nights(room.id, query.checkInDate, query.checkOutDate),
      ])
      return offersAnswer({ hotel, room, query, nights, nightCount, commissionLevel: level })
    },

    /** Whether the requested number of rooms is free every night (none closed), and the most that is. */
    async availability(roomId: string, query: AvailabilityQuery, caller: Caller): Promise<RoomAvailability> {
      const nightCount = nightsOf(query)
      const { room, hotel } = await roomOf(roomId)
      await commissionLevel(caller, hotel)
      const nights = await repo.nights(room.id, query.checkInDate, query.checkOutDate)
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
      const nightCount = nightsOf(query)
      const hotel = await hotelOf(hotelId)
      await commissionLevel(caller, hotel)
      const rows = await repo.nightsOfRooms(
        hotel.rooms.map((r) => r.id),
        query.checkInDate,
        query.checkOutDate,
      )
      const plans = plansForProfile(hotel.plans, query.paymentProfile)
      const rooms: AvailableRoom[] = hotel.rooms.map((room) => {
        const nights = rows.filter((n) => n.roomId === room.id)
        const request = {
          beds: room.beds,
          agePolicy: hotel.agePolicy,
          occupancy: { numAdults: 1, numChildren: 0, childrenAges: [] },
          nights,
          nightCount,
          quantity: query.requestedRoomQuantity,
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

    /** Forgets the kept facts (after a catalogue change). */
    clear(): void {
      roomCache.clear()
      hotelCache.clear()
      agencyCache.clear()
    },
  }
}
export type HotelOfferService = ReturnType<typeof createHotelOfferService>
