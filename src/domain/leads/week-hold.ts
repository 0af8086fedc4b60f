/**
 * Which leads hold their weeks (docs/decisions/143-bookings-take-their-weeks.md): an option or a booking,
 * asked for or confirmed, takes the property's stays of its period (they show sold); a declined, expired or
 * cancelled one, an interest and a deleted lead hold none, so their weeks are on sale again. A lead's own
 * weeks are free for that lead: a change request or the booking of a confirmed option keeps them.
 */
import type { LeadStatus } from './lead-status.ts'

export const HOLDING_STATUSES: readonly LeadStatus[] = [
  'requestedOption',
  'confirmedOption',
  'requestedBooking',
  'confirmedBooking',
]

/** The period a lead holds, or null when it holds no week. */
export function heldPeriod(lead: {
  status: LeadStatus
  checkIn: string | null
  checkOut: string | null
  deleted?: boolean
}): { checkIn: string; checkOut: string } | null {
  if (lead.deleted || !HOLDING_STATUSES.includes(lead.status) || !lead.checkIn || !lead.checkOut) return null
  return { checkIn: lead.checkIn, checkOut: lead.checkOut }
}

/** The stays as this lead sees them: the weeks it holds itself are available to it. */
export function asSeenBy<S extends { available: boolean; leadId?: string | null }>(
  stays: readonly S[],
  leadId: string | null | undefined,
): S[] {
  if (!leadId) return [...stays]
  return stays.map((s) => (!s.available && s.leadId === leadId ? { ...s, available: true } : s))
}
