/**
 * The hotel search filter (docs/product/hotels.md#search): one valibot schema for the /hotels form,
 * its local-storage copy and GET /api/available-hotels. Messages are English; the UI translates.
 */
import * as v from 'valibot'
import { utcToday } from '../dates/iso-date.ts'
import { CHECK_OUT_AFTER_CHECK_IN, INVALID_DATE, checkOutAfterCheckIn, isoDate } from '../dates/period.ts'
import { safeText } from '../validation/safe-text.ts'
import { HOTEL_CATEGORIES, PAYMENT_PROFILES, ROOM_CATEGORIES } from './types.ts'

export const HOTEL_SEARCH_MESSAGES = {
  destinationRequired: 'Please select a destination',
  checkInPast: 'The check in date cannot be in the past',
  checkOutAfterCheckIn: CHECK_OUT_AFTER_CHECK_IN,
  date: INVALID_DATE,
} as const

/** The longest period a hotel search accepts (nights). */
export const MAX_HOTEL_NIGHTS = 60

const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'Must not be empty'), v.maxLength(100, 'Too long'), safeText())
const IsoDate = isoDate(HOTEL_SEARCH_MESSAGES.date)
const List = <T extends v.GenericSchema>(item: T, max: number) =>
  v.optional(v.pipe(v.array(item), v.maxLength(max, 'Too many values')), [])

const fields = {
  checkInDate: v.optional(IsoDate),
  checkOutDate: v.optional(IsoDate),
  /** a country or a city of GET /api/hotels/locations */
  destination: v.optional(Text),
  paymentProfile: v.optional(v.picklist(PAYMENT_PROFILES, 'Unknown payment profile')),
  hotelCategories: List(v.picklist(HOTEL_CATEGORIES, 'Unknown hotel category'), HOTEL_CATEGORIES.length),
  roomCategories: List(v.picklist(ROOM_CATEGORIES, 'Unknown room category'), ROOM_CATEGORIES.length),
  programIds: List(Text, 20),
  /** hotels with at most this many keys (rooms) */
  maxKeys: v.optional(
    v.pipe(
      v.number('Expected a number'),
      v.integer('Expected a whole number'),
      v.minValue(1, 'At least 1'),
      v.maxValue(10_000, 'At most 10000'),
    ),
  ),
  /** hotel facility ids, all required */
  facilities: List(Text, 13),
  /** room facility ids: some room of the hotel has all of them */
  roomFacilities: List(Text, 26),
}

export const HotelSearchFilterObject = v.object(fields)
export type HotelSearchFilter = v.InferOutput<typeof HotelSearchFilterObject>

export const EMPTY_HOTEL_SEARCH_FILTER: HotelSearchFilter = {
  hotelCategories: [],
  roomCategories: [],
  programIds: [],
  facilities: [],
  roomFacilities: [],
}

/** Both dates given: the period the search prices. */
export const hasPeriod = (f: Pick<HotelSearchFilter, 'checkInDate' | 'checkOutDate'>): boolean =>
  !!f.checkInDate && !!f.checkOutDate

/**
 * Results are fetched only when no dates are set or a destination is chosen; with one date only the
 * search does nothing (docs/product/hotels.md#search).
 */
export function canSearchHotels(f: Pick<HotelSearchFilter, 'checkInDate' | 'checkOutDate' | 'destination'>): boolean {
  const dates = [f.checkInDate, f.checkOutDate].filter(Boolean).length
  if (dates === 1) return false
  return dates === 0 || !!f.destination
}

/** The filter schema with the period and destination rules; `today` is the earliest check-in. */
export function createHotelSearchFilterSchema(opts: { today?: () => string } = {}) {
  const today = opts.today ?? (() => utcToday())
  type F = v.InferOutput<typeof HotelSearchFilterObject>
  return v.pipe(
    HotelSearchFilterObject,
    v.forward(
      v.partialCheck(
        [['checkInDate']],
        (f: F) => !f.checkInDate || f.checkInDate >= today(),
        HOTEL_SEARCH_MESSAGES.checkInPast,
      ),
      ['checkInDate'],
    ),
    checkOutAfterCheckIn<F>('dated'),
    v.forward(
      v.partialCheck(
        [['checkInDate'], ['checkOutDate']],
        (f: F) =>
          !f.checkInDate ||
          !f.checkOutDate ||
          Date.parse(f.checkOutDate) - Date.parse(f.checkInDate) <= MAX_HOTEL_NIGHTS * 86_400_000,
        `The period can be at most ${MAX_HOTEL_NIGHTS} nights`,
      ),
      ['checkOutDate'],
    ),
    v.forward(
      v.partialCheck(
        [['checkInDate'], ['checkOutDate'], ['destination']],
        (f: F) => !hasPeriod(f) || !!f.destination,
        HOTEL_SEARCH_MESSAGES.destinationRequired,
      ),
      ['destination'],
    ),
  )
}
