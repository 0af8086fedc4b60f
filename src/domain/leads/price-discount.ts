import type { Stay } from '../catalogue/types.ts'
import type { LeadStatus } from './lead-status.ts'

const DISCOUNT_STATUSES: readonly LeadStatus[] = ['interest', 'requestedOption', 'confirmedOption']

/**
 * Whether the booking form offers the price-discount checkbox (docs/product/leads.md#price-discount):
 * only for a lead in interest, requestedOption or confirmedOption, when the property has stays, and
 * the chosen check-in matches a stay whose check-out differs from the chosen one, or no stay starts
 * on the chosen check-in.
 */
export function offersPriceDiscount(
  status: LeadStatus,
  stays: readonly Pick<Stay, 'checkIn' | 'checkOut'>[],
  period: { checkInDate: string; checkOutDate: string },
): boolean {
  if (!DISCOUNT_STATUSES.includes(status) || stays.length === 0) return false
  const starting = stays.filter((s) => s.checkIn.slice(0, 10) === period.checkInDate)
  if (starting.length === 0) return true
  return starting.some((s) => s.checkOut.slice(0, 10) !== period.checkOutDate)
}
