/**
 * A booking, an option or a change may not ask for a period the property has sold (SPEC §4: a period
 * whose stays are not all available is sold; docs/product/leads.md#booking-wizard). An interest may,
 * and a lead keeping the period it already has is not asked again. Shared by the wizard's first step
 * and the server's check.
 */
import { stayAvailability, type StayLike } from '../properties/stay-availability.ts'
import type { LeadIntent } from './lead-status.ts'

type LeadPeriod = { checkInDate: string; checkOutDate: string }

export function refusesSoldPeriod(
  intent: LeadIntent,
  stays: readonly StayLike[],
  period: LeadPeriod,
  kept: LeadPeriod | null = null,
): boolean {
  if (intent === 'interest') return false
  if (kept && kept.checkInDate === period.checkInDate && kept.checkOutDate === period.checkOutDate) return false
  return stayAvailability(stays, { checkIn: period.checkInDate, checkOut: period.checkOutDate }) === 'sold'
}
