/**
 * The search parameters of a hotel page (/hotels/:hotelId?checkInDate&checkOutDate&paymentProfile):
 * the period chosen under SELECT YOUR PERIOD, shared by the page, its rooms and the selection
 * (docs/product/hotels.md#hotel-page). Invalid values are dropped, never an error page.
 */
import * as v from 'valibot'
import { isoDate, periodOf, type DatedPeriod } from '../dates/period.ts'
import { PAYMENT_PROFILES } from './types.ts'

const IsoDate = isoDate()

export const HotelPageSearchSchema = v.object({
  checkInDate: v.fallback(v.optional(IsoDate), undefined),
  checkOutDate: v.fallback(v.optional(IsoDate), undefined),
  paymentProfile: v.fallback(v.optional(v.picklist(PAYMENT_PROFILES)), undefined),
})
export type HotelPageSearch = v.InferOutput<typeof HotelPageSearchSchema>

/** The period when both dates are set and check-out is after check-in. */
export function pagePeriod(s: HotelPageSearch): DatedPeriod | null {
  const period = periodOf(s.checkInDate, s.checkOutDate)
  return period && { checkInDate: period.checkIn, checkOutDate: period.checkOut }
}
