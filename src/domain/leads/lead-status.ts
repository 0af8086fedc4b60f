/**
 * Lead statuses and the submission transitions (docs/product/leads.md#statuses): a booking request
 * on a confirmed option confirms the booking, any other booking request asks for one; an option
 * request asks for an option; a change request keeps the lead's status; saving an interest sets
 * interest. The operator's decisions (confirm, decline, cancel, expire) are listed in
 * OPERATOR_TRANSITIONS.
 */

export const LEAD_STATUSES = [
  'cancelledBooking',
  'cancelledOption',
  'confirmedBooking',
  'confirmedOption',
  'declinedBooking',
  'declinedOption',
  'expiredOption',
  'interest',
  'requestedBooking',
  'requestedOption',
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The statuses in the order of a lead's life (for choosing one): interest, option, booking, then how they ended. */
export const LEAD_STATUSES_IN_LIFE_ORDER: readonly LeadStatus[] = [
  'interest',
  'requestedOption',
  'confirmedOption',
  'declinedOption',
  'expiredOption',
  'cancelledOption',
  'requestedBooking',
  'confirmedBooking',
  'declinedBooking',
  'cancelledBooking',
]

/** What an agency user submits: the wizard's book-now or take-option, the interest form, or a change request. */
export const LEAD_INTENTS = ['interest', 'option', 'booking', 'changeRequest'] as const
export type LeadIntent = (typeof LEAD_INTENTS)[number]

/**
 * The status a lead has after a submission. `previous` is the stored status (undefined for a new
 * lead). Returns null when the submission is not allowed from that status.
 */
export function statusAfterSubmit(intent: LeadIntent, previous?: LeadStatus): LeadStatus | null {
  switch (intent) {
    case 'interest':
      return previous === undefined || previous === 'interest' ? 'interest' : null
    case 'option':
      return previous === undefined || previous === 'interest' ? 'requestedOption' : null
    case 'booking':
      if (previous === 'confirmedOption') return 'confirmedBooking'
      return previous === undefined || previous === 'interest' || previous === 'requestedOption'
        ? 'requestedBooking'
        : null
    case 'changeRequest':
      return previous !== undefined && OPEN_STATUSES.includes(previous) ? previous : null
  }
}

/** Statuses a lead can still be changed from by the agency. */
export const OPEN_STATUSES: readonly LeadStatus[] = [
  'interest',
  'requestedOption',
  'confirmedOption',
  'requestedBooking',
  'confirmedBooking',
]

/** The operator's (admin's) decisions on a lead: from -> allowed next statuses. */
export const OPERATOR_TRANSITIONS: Readonly<Partial<Record<LeadStatus, readonly LeadStatus[]>>> = {
  requestedOption: ['confirmedOption', 'declinedOption'],
  confirmedOption: ['expiredOption', 'cancelledOption'],
  requestedBooking: ['confirmedBooking', 'declinedBooking'],
  confirmedBooking: ['cancelledBooking'],
}

export function canOperatorMove(from: LeadStatus, to: LeadStatus): boolean {
  return OPERATOR_TRANSITIONS[from]?.includes(to) ?? false
}

/** Bookings and options carry payment and card data; interests do not. */
export const isBookingLike = (status: LeadStatus) => status !== 'interest'
