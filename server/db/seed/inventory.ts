/**
 * Nightly room inventory from today (pure): availability, season-priced rates, closed dates, and on
 * a few rooms nights without a price (the hotel quotes them on request: docs/product/hotels.md#offers).
 */
import type { Rng } from './random.ts'
import { toIsoDate } from '#domain/dates/iso-date.ts'
import { addDays, nightFactor, utcDay } from './seasons.ts'

export type InventoryRow = { roomId: string; date: string; available: number; price: number | null; closed: boolean }

/** Share of rooms whose peak nights and Saturdays have no price. */
const ON_REQUEST_ROOMS = 0.06

/**
 * Whether a room quotes some nights on request: decided on a stream of its own per room, so the
 * other rooms' nights stay as they were.
 */
const quotesOnRequest = (rng: Rng, roomId: string) => rng.fork(`on-request:${roomId}`).chance(ON_REQUEST_ROOMS)

/** Closed for the shoulder months (May to mid June, October and November), as many Alpine hotels are. */
function isOffSeason(date: Date): boolean {
  const m = date.getUTCMonth() + 1
  return m === 5 || m === 10 || m === 11 || (m === 6 && date.getUTCDate() < 15)
}

export function buildInventory(
  rng: Rng,
  room: { id: string; quantity: number; basePrice: number },
  opts: { today: Date; days: number; closesOffSeason: boolean },
): InventoryRow[] {
  const out: InventoryRow[] = new Array(opts.days)
  const start = utcDay(opts.today)
  const onRequest = quotesOnRequest(rng, room.id)
  for (let i = 0; i < opts.days; i++) {
    const d = addDays(start, i)
    const factor = nightFactor(d)
    const weekend = d.getUTCDay() === 5 || d.getUTCDay() === 6 ? 1.08 : 1
    const closed = (opts.closesOffSeason && isOffSeason(d)) || rng.chance(0.015)
    const soldOut = rng.chance(factor >= 1.4 ? 0.2 : 0.05)
    const available =
      closed || soldOut ? 0 : Math.max(0, Math.round(room.quantity * (1 - Math.min(0.9, rng.range(0, 0.5) * factor))))
    const price = Math.round(room.basePrice * factor * weekend * rng.range(0.97, 1.03))
    // peak nights and Saturdays of an on-request room: no price
    const unpriced = onRequest && (factor >= 1.4 || d.getUTCDay() === 6)
    out[i] = {
      roomId: room.id,
      date: toIsoDate(d),
      available,
      price: unpriced ? null : price,
      closed,
    }
  }
  return out
}
