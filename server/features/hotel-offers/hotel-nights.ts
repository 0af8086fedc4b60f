/**
 * The nights of one hotel's rooms, held in memory for the offers calls (docs/decisions/050-offers-nights-in-memory.md).
 * A CPU profile of GET offers at 50 connections on 5,000 hotels × 180 nights put more than half of
 * a request's CPU time in the one database read of the room's week (PGlite); from these typed
 * arrays the same nights cost microseconds. The service keeps one table per hotel for a minute and
 * drops them all when the catalogue changes; `window` gives exactly the nights the database read
 * gives (hotel-nights.test.ts, kept-offers.test.ts).
 */
import { dayNumber, fromDayNumber } from '#domain/dates/iso-date.ts'
import type { Night } from '#domain/hotels/offer-pricing.ts'

/**
 * A room's nights as the repository reads them, one text per room (one row per room keeps the read
 * fast on PGlite: about 3 ms for a hotel's 1,000 nights, against 10 ms as rows): per night
 * `day,available,price,closed[,cta,ctd,minStay]` (day: days since 1970-01-01; price empty when the
 * night has none; closed, closed to arrival (cta) and to departure (ctd) 1 or 0; minStay empty when none),
 * nights joined by ';'.
 */
export type RoomNightsText = { roomId: string; nights: string }

const PRESENT = 1
const CLOSED = 2
const PRICED = 4
const CTA = 8
const CTD = 16

/** ISO dates by day number, made once each (a Date and toISOString per night was 5% of a request). */
const isoDates = new Map<number, string>()
function isoDate(day: number): string {
  let iso = isoDates.get(day)
  if (iso === undefined) isoDates.set(day, (iso = fromDayNumber(day)))
  return iso
}

export class HotelNights {
  private constructor(
    /** the day number (days since 1970-01-01) of offset 0 */
    readonly firstDay: number,
    /** how many days from firstDay the arrays hold, up to the last night of any room */
    readonly days: number,
    private readonly roomIndex: ReadonlyMap<string, number>,
    /** per room and day, `room * days + day`: rooms left, price, and PRESENT / CLOSED / PRICED bits */
    private readonly available: Int32Array,
    private readonly price: Int32Array,
    private readonly flags: Uint8Array,
    /** per room and day, the minimum stay of a stay beginning that night (0: none; at most 99) */
    private readonly minStay: Uint8Array,
  ) {}

  /**
   * The table of `roomIds` from `since` on, from every night of those rooms since then (texts of
   * other rooms and earlier nights are ignored; a night without a row stays absent).
   */
  static of(roomIds: readonly string[], since: string, texts: readonly RoomNightsText[]): HotelNights {
    const firstDay = dayNumber(since)
    const roomIndex = new Map(roomIds.map((id, i) => [id, i]))
    const parsed = texts.flatMap(({ roomId, nights }) => {
      const r = roomIndex.get(roomId)
      return r === undefined || !nights ? [] : [{ r, nights: nights.split(';').map((n) => n.split(',')) }]
    })
    let lastDay = firstDay - 1
    for (const { nights } of parsed) for (const [day] of nights) lastDay = Math.max(lastDay, Number(day))
    const days = lastDay - firstDay + 1
    const size = days * roomIds.length
    const table = new HotelNights(
      firstDay,
      days,
      roomIndex,
      new Int32Array(size),
      new Int32Array(size),
      new Uint8Array(size),
      new Uint8Array(size),
    )
    for (const { r, nights } of parsed) {
      for (const [day, available, price, closed, cta, ctd, minStay] of nights) {
        const d = Number(day) - firstDay
        if (d < 0) continue
        const at = r * days + d
        table.available[at] = Number(available)
        table.price[at] = price ? Number(price) : 0
        table.flags[at] =
          PRESENT |
          (closed === '1' ? CLOSED : 0) |
          (price ? PRICED : 0) |
          (cta === '1' ? CTA : 0) |
          (ctd === '1' ? CTD : 0)
        if (minStay) table.minStay[at] = Number(minStay)
      }
    }
    return table
  }

  /**
   * The room's nights from check-in for `nightCount` nights, in date order, leaving out nights
   * without a row (as the database read does); undefined when the table cannot say: the room is not
   * in it, or the period starts before its first day.
   */
  window(roomId: string, checkInDate: string, nightCount: number): Night[] | undefined {
    const r = this.roomIndex.get(roomId)
    const from = dayNumber(checkInDate) - this.firstDay
    if (r === undefined || from < 0 || Number.isNaN(from)) return undefined
    const nights: Night[] = []
    const to = Math.min(from + nightCount, this.days)
    for (let d = from; d < to; d++) {
      const at = r * this.days + d
      const flags = this.flags[at]!
      if (!(flags & PRESENT)) continue
      const night: Night = {
        date: isoDate(this.firstDay + d),
        available: this.available[at]!,
        price: flags & PRICED ? this.price[at]! : null,
        closed: (flags & CLOSED) !== 0,
      }
      // restrictions only when a night has one (most nights have none)
      if (flags & CTA) night.closedToArrival = true
      if (flags & CTD) night.closedToDeparture = true
      if (this.minStay[at]) night.minStay = this.minStay[at]!
      nights.push(night)
    }
    return nights
  }
}
