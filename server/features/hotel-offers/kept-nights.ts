import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { Night } from '#domain/hotels/offer-pricing.ts'
import { FactsCache } from './facts-cache.ts'
import { HotelNights } from './hotel-nights.ts'
import type { HotelFacts, HotelOfferRepository } from './repository.ts'

/** Hotels whose nights are kept at once (about 10 KB each with 6 rooms × 180 nights). */
const HOTELS_KEPT = 2_000

/**
 * The rooms' nights the offers calls answer from (docs/decisions/050-offers-nights-in-memory.md): a
 * hotel's nights from yesterday on are read in one query on its first call and kept `ttlMs`;
 * `clear()` (a catalogue change) drops them all. A period that starts before the kept nights, or a
 * room the kept table does not know, is read from the database as before.
 */
export function createKeptNights(repo: HotelOfferRepository, opts: { ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now
  const tables = new FactsCache<HotelNights>(HOTELS_KEPT, opts.ttlMs, now)

  const load = async (hotel: HotelFacts) => {
    const since = addDays(utcToday(new Date(now())), -1)
    const roomIds = hotel.rooms.map((r) => r.id)
    return HotelNights.of(roomIds, since, await repo.hotelNights(roomIds, since))
  }

  return {
    /** The room's nights of the period, as `repo.nights` reads them. */
    async nights(hotel: HotelFacts, roomId: string, period: Period, nightCount: number): Promise<Night[]> {
      const table = await tables.get(hotel.id, () => load(hotel))
      return (
        table.window(roomId, period.checkInDate, nightCount) ??
        repo.nights(roomId, period.checkInDate, period.checkOutDate)
      )
    },

    /** The room's night of the check-out day (its closed-to-departure), as `repo.night` reads it. */
    async departure(hotel: HotelFacts, roomId: string, checkOutDate: string): Promise<Night | undefined> {
      const table = await tables.get(hotel.id, () => load(hotel))
      const kept = table.window(roomId, checkOutDate, 1)
      return kept ? kept[0] : repo.night(roomId, checkOutDate)
    },

    clear(): void {
      tables.clear()
    },
  }
}
type Period = { checkInDate: string; checkOutDate: string }
