import { createHash } from 'node:crypto'
import { INTEREST_MESSAGES, type HotelInterestPayload } from '#domain/hotels/interest-payload.ts'
import type { OffersQuery } from '#domain/hotels/room-request.ts'
import type { HotelInterestDetail, Offer, OffersAnswer } from '#domain/hotels/types.ts'
import {
  ConflictError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  ValidationError,
} from '#server/lib/errors.ts'
import type { HotelInterestRepository } from './repository.ts'
import { interestDetail, storedInterest, type StoredInterest } from './stored-interest.ts'
import { canonicalJson } from '#server/lib/canonical-json.ts'
import type { ChangeBus } from '#server/lib/change-bus.ts'
import { checkIdempotencyKey } from '#server/lib/idempotency-key.ts'

/** Who saves: the signed-in user and the agency the request acts for. */
export type InterestCaller = { user: { id: string; company: string | null }; agencyId: string | null }
/** The offers engine's answer for one room (composed in server/app.ts: the hotel-offers service). */
export type RoomOffers = (roomId: string, query: OffersQuery, caller: InterestCaller) => Promise<OffersAnswer>
export type SavedInterest = { id: string; replayed: boolean }

const NO_AGENCY_MESSAGE = 'You are not registered in a travel agency yet'

const digestOf = (payload: HotelInterestPayload) => createHash('sha256').update(canonicalJson(payload)).digest('hex')

/**
 * Saved hotel interests (docs/product/hotels.md#save-interest): the server recomputes every room's
 * offer with the engine, stores the interest with its rooms, offers, prices, references and
 * commission in one write, and answers it to the agency that saved it.
 */
export function createHotelInterestService(
  repo: HotelInterestRepository,
  // with a bus, a new interest changes the agency's lead-list stamp in every process at once (decision 146)
  deps: { offers: RoomOffers; bus?: ChangeBus },
) {
  /**
   * Each room's chosen offer as the engine gives it now, in the bed configuration asked for; 409 when
   * the engine no longer gives it, or not that many times; 400 for beds the offer cannot be requested in.
   */
  async function chosenOffers(p: HotelInterestPayload, caller: InterestCaller, names: Map<string, string>) {
    const chosen: Offer[] = []
    const requested = new Map<string, number>()
    for (const [index, room] of p.rooms.entries()) {
      const { roomId, numAdults, numChildren, childrenAges } = room
      const query = {
        checkInDate: p.checkInDate,
        checkOutDate: p.checkOutDate,
        paymentProfile: p.paymentProfile,
        numAdults,
        numChildren,
        childrenAges,
      }
      const answer = await deps.offers(roomId, query, caller)
      const offer = answer.offers.find((o) => o.ratePlanId === room.selectedOffer.ratePlanId)
      if (!offer)
        throw new ConflictError(
          `The chosen rate for ${names.get(roomId)} is not available for this period and occupancy any more. Please choose another rate.`,
        )
      const count = (requested.get(roomId) ?? 0) + 1
      requested.set(roomId, count)
      if (count > offer.maxAvailableQuantity)
        throw new ConflictError(
          `${names.get(roomId)}: ${count} rooms requested, ${offer.maxAvailableQuantity} available for this period. Try fewer rooms.`,
        )
      // the beds asked for must be one of the offer's configurations for these guests
      const beds = room.requestedBedConfiguration
      if (beds !== undefined && !offer.requestableBedConfigurations.includes(beds))
        throw new ValidationError({ [`rooms.${index}.requestedBedConfiguration`]: INTEREST_MESSAGES.bedConfiguration })
      chosen.push(beds === undefined ? offer : { ...offer, requestedBedConfiguration: beds })
    }
    return chosen
  }

  return {
    /**
     * Prices and stores an interest (`p` is validated at the edge, routes.ts); an Idempotency-Key
     * replay answers the stored one.
     */
    async save(p: HotelInterestPayload, idempotencyKey: string | null, caller: InterestCaller): Promise<SavedInterest> {
      checkIdempotencyKey(idempotencyKey)
      const agencyId = caller.agencyId
      if (!agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
      const requestDigest = digestOf(p)
      const replay = (stored: { id: string; payload: Record<string, unknown> }): SavedInterest => {
        if ((stored.payload as Partial<StoredInterest>).requestDigest !== requestDigest)
          throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different interest')
        return { id: stored.id, replayed: true }
      }
      if (idempotencyKey) {
        const stored = await repo.byIdempotencyKey(agencyId, idempotencyKey)
        if (stored) return replay(stored)
      }
      const hotel = await repo.hotel(p.hotelId)
      if (!hotel) throw new NotFoundError(undefined, INTEREST_MESSAGES.hotelUnknown)
      const names = new Map((await repo.roomsOf(hotel.id)).map((r) => [r.id, r.name]))
      const strangers = Object.fromEntries(
        p.rooms.flatMap((r, i) =>
          names.has(r.roomId) ? [] : [[`rooms.${i}.roomId`, 'This room is not a room of the hotel']],
        ),
      )
      if (Object.keys(strangers).length) throw new ValidationError(strangers)
      const offers = await chosenOffers(p, caller, names)
      const result = await repo.store(
        {
          travelAgencyId: agencyId,
          userId: caller.user.id,
          hotelId: hotel.id,
          checkIn: p.checkInDate,
          checkOut: p.checkOutDate,
          idempotencyKey,
        },
        (id) => storedInterest({ id, payload: p, currency: hotel.currency, roomNames: names, offers, requestDigest }),
      )
      if (!result.created) return replay(result)
      deps.bus?.publish('lead-stamps')
      return { id: result.id, replayed: false }
    },

    /** One of the caller's agency's interests; another agency's is not found. */
    async detail(id: string, caller: InterestCaller): Promise<HotelInterestDetail> {
      if (!caller.agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
      const row = await repo.detail(id, caller.agencyId)
      if (!row) throw new NotFoundError('Interest')
      return interestDetail(row)
    },
  }
}
export type HotelInterestService = ReturnType<typeof createHotelInterestService>
