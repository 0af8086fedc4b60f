/**
 * The commission ledger (docs/product/commission-ledger.md): per booking of a property lead, the agency's commission
 * as it moves from expected to confirmed to paid, or is clawed back when a confirmed booking is cancelled. Pure
 * types, shared by the client and the server.
 */

/** expected: booking requested; confirmed: booking confirmed, not (fully) paid; paid: transferred; clawedBack: cancelled after confirmation */
export const LEDGER_STATES = ['expected', 'confirmed', 'paid', 'clawedBack'] as const
export type LedgerState = (typeof LEDGER_STATES)[number]

/** One booking's commission. Amounts in the booking's currency, major units rounded to cents. */
export type LedgerEntryDto = {
  leadId: string
  reference: string
  agencyId: string
  agencyName: string
  propertyName: string | null
  clientName: string
  /** ISO dates of the stay */
  checkIn: string | null
  checkOut: string | null
  currency: string
  /** the lead's total price and commission (SPEC §9: price total × level / 100, rounded to 2 decimals) */
  total: number
  commission: number
  state: LedgerState
  /** transferred to the agency's connected account for this booking, net of reversals */
  paid: number
  /** what a cancelled booking takes back: the commission withdrawn */
  clawedBack: number
  /** ISO date-times: booking confirmed, last transfer, cancelled */
  confirmedAt: string | null
  paidAt: string | null
  cancelledAt: string | null
}

/** A month (of the stay's check-in) and currency: the sums of its entries per state. */
export type LedgerTotalsRow = {
  /** 'YYYY-MM' */
  month: string
  currency: string
  expected: number
  confirmed: number
  paid: number
  clawedBack: number
}

/** A payout of the agency's connected account to its bank (Stripe's payout events). */
export type LedgerPayoutDto = {
  id: string
  amount: number
  currency: string
  status: string
  /** ISO date the money arrives (or arrived) */
  arrivalDate: string
}

/** GET /api/commission-ledger */
export type LedgerDto = {
  /** the agency shown, or null: an admin's view of every agency */
  agencyId: string | null
  entries: LedgerEntryDto[]
  totals: LedgerTotalsRow[]
  payouts: LedgerPayoutDto[]
  /** ISO date-time of the last reconciliation with Stripe's transfers and payouts, or null (never, or not configured) */
  syncedAt: string | null
  paymentsConfigured: boolean
}
