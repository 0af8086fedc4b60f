/**
 * Stay availability (docs/product/storefront-search.md#availability-of-a-period) and the visibility
 * rule ("stays older than 1 day before now are hidden", docs/product/property-pages.md#availability). A stay belongs to
 * a period when it overlaps it (check-in before the period's check-out and check-out after the period's check-in).
 */
import type { Stay } from '../catalogue/types.ts'
import { earliestAcceptedCheckIn, type Period } from '../dates/period.ts'

export type StayAvailability = 'available' | 'sold' | 'on request'

/** The one text for a period that is sold (SPEC §5), whichever form asks: enquiry, consumer booking, the agent's wizard. */
export const PERIOD_SOLD_MESSAGE = 'The property is sold in your desired period. Please choose a different period.'
/** What the availability rules read of a stay. */
export type StayLike = Pick<Stay, 'checkIn' | 'checkOut' | 'available'>

export function staysInPeriod<S extends Pick<Stay, 'checkIn' | 'checkOut'>>(stays: readonly S[], period: Period): S[] {
  return stays.filter((s) => s.checkIn < period.checkOut && s.checkOut > period.checkIn)
}

/** No stays in the period → on request; not all available → sold; otherwise available. */
export function stayAvailability(stays: readonly StayLike[], period: Period): StayAvailability {
  return availabilityOf(staysInPeriod(stays, period))
}

/** The rule on the stays of a period: none → on request; not all available → sold; else available. */
export function availabilityOf(inPeriod: readonly Pick<Stay, 'available'>[]): StayAvailability {
  if (inPeriod.length === 0) return 'on request'
  for (const s of inPeriod) if (!s.available) return 'sold'
  return 'available'
}

/** The availability of one stay, as shown in the availability table. */
export function stayStatus(stay: StayLike): StayAvailability {
  return stay.available ? 'available' : 'sold'
}

/** Hides stays whose check-in is more than 1 day before `now` (check-in on or after yesterday stays visible). */
export function visibleStays<S extends Pick<Stay, 'checkIn'>>(stays: readonly S[], now: Date): S[] {
  const cutoff = earliestAcceptedCheckIn(now)
  return stays.filter((s) => s.checkIn >= cutoff)
}
