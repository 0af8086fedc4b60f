/**
 * The hotel search on the index (docs/product/hotels.md#search): the destination's hotels that
 * pass every filter, each with its price facts for the period, as the answer's JSON text (the
 * cards are serialised once by the index; a search only adds the two period fields): every hotel
 * by name, or one page of each list of the split and sort (hotel-pages.ts).
 */
import { dayNumber, daysBetween } from '#domain/dates/iso-date.ts'
import type { HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import { pageOfHotels, type HotelPage } from '#domain/hotels/hotel-pages.ts'
import { PAYMENT_PROFILES, type PaymentProfile } from '#domain/hotels/types.ts'
import { destinationKey, type HotelIndexSnapshot, type IndexedHotel } from './hotel-index.ts'
import { FACTS_PRICED, FACTS_UNAVAILABLE, periodFacts, periodPrice } from './period-price.ts'
import { runFacts } from './period-runs.ts'

export type HotelSearch = HotelSearchFilter & {
  includeDemos: boolean
  /** one page of each list (sorted); none: every hotel by name */
  page?: HotelPage
}

/** The profile whose rate plans price the search when the filter names none. */
export const DEFAULT_PAYMENT_PROFILE: PaymentProfile = 'ClientPays'

const someOf = <T>(wanted: readonly T[], has: (value: T) => boolean) => wanted.length === 0 || wanted.some(has)
const allOf = <T>(wanted: readonly T[], set: ReadonlySet<T>) => wanted.every((value) => set.has(value))

/** Whether a hotel passes every filter but the destination and the period. */
export function matchesFilter(hotel: IndexedHotel, f: HotelSearch): boolean {
  if (hotel.isDemo && !f.includeDemos) return false
  if (f.maxKeys !== undefined && hotel.maxKeys > f.maxKeys) return false
  if (!someOf(f.hotelCategories, (c) => c === hotel.category)) return false
  if (!someOf(f.roomCategories, (c) => hotel.roomCategories.has(c))) return false
  if (!someOf(f.programIds, (id) => hotel.programIds.includes(id))) return false
  if (!allOf(f.facilities, hotel.facilityKeys)) return false
  if (f.roomFacilities.length > 0 && !hotel.rooms.some((r) => allOf(f.roomFacilities, r.facilities))) return false
  return true
}

const NULL = Buffer.from('null')
const AVAILABLE = Buffer.from(',"isAvailable":true')
const UNAVAILABLE = Buffer.from(',"isAvailable":false')

/** Digits of a whole number ≥ 0. */
function digits(n: number): number {
  let count = 1
  for (let limit = 10; n >= limit; limit *= 10) count++
  return count
}

/** Writes a whole number ≥ 0 in decimal at `at`; returns the position after it. */
function writeWhole(out: Buffer, at: number, n: number): number {
  const end = at + digits(n)
  for (let i = end - 1; i >= at; i--) {
    out[i] = 0x30 + (n % 10)
    n = Math.floor(n / 10)
  }
  return end
}

/**
 * A buffer the searches of one process write their answers into, one after the other: an answer of
 * a resort is hundreds of KB, and allocating that per search kept the garbage collector busy.
 */
export class SearchScratch {
  private buffer = Buffer.allocUnsafe(1 << 20)
  /** A buffer of at least `size` bytes, valid until the next call. */
  take(size: number): Buffer {
    if (this.buffer.length < size) this.buffer = Buffer.allocUnsafe(Math.max(size, this.buffer.length * 2))
    return this.buffer
  }
}

/** A hotel that passed the filter, with its price facts for the period (the shape sort-hotels.ts reads). */
type Hit = {
  hotel: IndexedHotel
  priceInfo: {
    minimumNightlyPrice: number | null
    isAvailable: boolean
    isReseller: boolean
    supportsInstantBooking: boolean
  }
}

type Period = { from: number; nights: number }

/** The period as day offsets of the index, null without both dates. */
function periodOf(index: HotelIndexSnapshot, f: HotelSearch): Period | null {
  return f.checkInDate && f.checkOutDate
    ? { from: dayNumber(f.checkInDate) - index.firstDay, nights: daysBetween(f.checkInDate, f.checkOutDate) }
    : null
}

/** Stands for "some price" until the hit is priced in full (only the sort reads it then: not null). */
const SOME_PRICE = -1

/**
 * The hotels of the search in the index's order (by name) with their price facts for the period:
 * priced in full (`price`), or only as far as the split and sort need (`periodFacts`: available,
 * and whether there is a price, `SOME_PRICE`, from the index's runs: period-runs.ts) for a page, whose
 * hotels are then priced by `priceHit`.
 */
function findHits(index: HotelIndexSnapshot, f: HotelSearch, period: Period | null, price: boolean): Hit[] {
  const candidates = f.destination ? (index.byDestination.get(destinationKey(f.destination)) ?? []) : index.hotels
  const profile = f.paymentProfile ?? DEFAULT_PAYMENT_PROFILE
  const { open, priced, days, planNights } = index.runs
  const nightsAt = PAYMENT_PROFILES.indexOf(profile) * 2
  const hits: Hit[] = []
  for (const hotel of candidates) {
    if (!matchesFilter(hotel, f)) continue
    let minimumNightlyPrice: number | null = null
    let isAvailable = true
    if (period && price) {
      const p = periodPrice(hotel.nights, hotel.plans[profile], period.from, period.nights)
      minimumNightlyPrice = p.minimumNightlyPrice
      isAvailable = p.isAvailable
    } else if (period) {
      const at = hotel.slot * PAYMENT_PROFILES.length * 2 + nightsAt
      // the runs know nothing of restrictions: a hotel that has some is read night by night
      const facts = hotel.nights.restrictions
        ? periodFacts(hotel.nights, hotel.plans[profile], period.from, period.nights)
        : runFacts(
            open,
            priced,
            hotel.slot * days,
            days,
            period.from,
            period.nights,
            planNights[at]!,
            planNights[at + 1]!,
          )
      minimumNightlyPrice = facts === FACTS_PRICED ? SOME_PRICE : null
      isAvailable = facts !== FACTS_UNAVAILABLE
    }
    hits.push({
      hotel,
      priceInfo: {
        minimumNightlyPrice,
        isAvailable,
        isReseller: hotel.isReseller,
        supportsInstantBooking: hotel.supportsInstantBooking,
      },
    })
  }
  return hits
}

/** A hit of a page with its price for the period (its facts came from `periodFacts`). */
function priceHit(hit: Hit, f: HotelSearch, period: Period | null): Hit {
  if (!period || hit.priceInfo.minimumNightlyPrice === null) return hit
  const { nights, plans } = hit.hotel
  const p = periodPrice(nights, plans[f.paymentProfile ?? DEFAULT_PAYMENT_PROFILE], period.from, period.nights)
  return { ...hit, priceInfo: { ...hit.priceInfo, minimumNightlyPrice: p.minimumNightlyPrice } }
}

/** The bytes of a JSON list of the hits' cards. */
function listLength(hits: readonly Hit[]): number {
  let length = 2 + Math.max(0, hits.length - 1)
  for (const { hotel, priceInfo } of hits) {
    const min = priceInfo.minimumNightlyPrice
    length += hotel.json.head.length + hotel.json.tail.length
    length += (min === null ? NULL.length : digits(min)) + (priceInfo.isAvailable ? AVAILABLE : UNAVAILABLE).length
  }
  return length
}

/** Writes the hits' cards as a JSON list at `at` (cards copied around their two period fields). */
function writeList(out: Buffer, at: number, hits: readonly Hit[]): number {
  out[at++] = 0x5b // '['
  for (let i = 0; i < hits.length; i++) {
    const { hotel, priceInfo } = hits[i]!
    const { head, tail } = hotel.json
    if (i > 0) out[at++] = 0x2c // ','
    out.set(head, at)
    at += head.length
    const min = priceInfo.minimumNightlyPrice
    if (min === null) {
      out.set(NULL, at)
      at += NULL.length
    } else at = writeWhole(out, at, min)
    const flag = priceInfo.isAvailable ? AVAILABLE : UNAVAILABLE
    out.set(flag, at)
    at += flag.length
    out.set(tail, at)
    at += tail.length
  }
  out[at++] = 0x5d // ']'
  return at
}

/** Writes `{"key1":list1,"key2":list2,…}` followed by the plain text `rest` into one buffer. */
function writeAnswer(lists: [string, readonly Hit[]][], rest: string, scratch?: SearchScratch): Buffer {
  const parts = lists.map(([key, hits], i) => ({ prefix: Buffer.from(`${i === 0 ? '{' : ','}"${key}":`), hits }))
  const end = Buffer.from(`${rest}}`)
  let length = end.length
  for (const p of parts) length += p.prefix.length + listLength(p.hits)
  const out = scratch ? scratch.take(length) : Buffer.allocUnsafe(length)
  let at = 0
  for (const p of parts) {
    out.set(p.prefix, at)
    at = writeList(out, at + p.prefix.length, p.hits)
  }
  out.set(end, at)
  return out.subarray(0, length)
}

/**
 * The answer of a search as UTF-8 JSON: `{"hotels":[…]}` in the index's order, or with a page
 * `{"available":[…],"unavailable":[…],"availableCount":n,…}` (AvailableHotelsPage). The cards'
 * bytes are copied around their two period fields (hundreds of cards of a resort are a few hundred
 * KB; copying bytes keeps a search well under a millisecond where building one string did not).
 * With a scratch buffer the answer is a view of it, valid until the scratch's next use.
 */
export function searchHotels(index: HotelIndexSnapshot, f: HotelSearch, scratch?: SearchScratch): Buffer {
  const period = periodOf(index, f)
  if (!f.page) return writeAnswer([['hotels', findHits(index, f, period, true)]], '', scratch)
  const page = pageOfHotels(findHits(index, f, period, false), f.page)
  page.available = page.available.map((hit) => priceHit(hit, f, period))
  const counts = `,"availableCount":${page.availableCount},"unavailableCount":${page.unavailableCount},"offset":${f.page.offset},"limit":${f.page.limit}`
  return writeAnswer(
    [
      ['available', page.available],
      ['unavailable', page.unavailable],
    ],
    counts,
    scratch,
  )
}
