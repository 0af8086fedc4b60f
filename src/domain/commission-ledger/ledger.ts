/**
 * The ledger's rules (docs/product/commission-ledger.md#rules): which state a booking's commission is in, and the
 * sums by month and currency, in cents so that no sum drifts.
 */
import type { LeadStatus } from '../leads/lead-status.ts'
import type { LedgerEntryDto, LedgerState, LedgerTotalsRow } from './types.ts'

/** Major units to cents, and back (to 2 decimals, as SPEC §9 rounds the commission). */
export const toMinor = (amount: number): number => Math.round(amount * 100)
export const fromMinor = (minor: number): number => minor / 100

/** The statuses of a lead that put it in the ledger: a booking requested, confirmed, or cancelled. */
export const LEDGER_LEAD_STATUSES = [
  'requestedBooking',
  'confirmedBooking',
  'cancelledBooking',
] as const satisfies readonly LeadStatus[]

export type LedgerFacts = {
  status: LeadStatus
  /** the lead was a confirmed booking at some time (its status history) */
  wasConfirmed: boolean
  commissionMinor: number
  /** transfers for the booking, net of reversals */
  paidMinor: number
}

/**
 * The state of a booking's commission, or null when it has no place in the ledger (no booking, declined, a request
 * cancelled before it was confirmed, or no commission at all).
 */
export function ledgerState(facts: LedgerFacts): LedgerState | null {
  if (facts.commissionMinor <= 0 && facts.paidMinor <= 0) return null
  switch (facts.status) {
    case 'requestedBooking':
      return 'expected'
    case 'confirmedBooking':
      return facts.paidMinor >= facts.commissionMinor ? 'paid' : 'confirmed'
    case 'cancelledBooking':
      return facts.wasConfirmed || facts.paidMinor > 0 ? 'clawedBack' : null
    default:
      return null
  }
}

/** The month an entry counts in: its stay's check-in month ('YYYY-MM'), else the month it was confirmed. */
export function ledgerMonth(entry: Pick<LedgerEntryDto, 'checkIn' | 'confirmedAt'>): string {
  return (entry.checkIn ?? entry.confirmedAt ?? '').slice(0, 7)
}

/**
 * What each state sums: expected, the commission of requested bookings; confirmed, what confirmed bookings are
 * still owed (commission − paid); paid, what was transferred, net of reversals; clawed back, the commission of
 * bookings cancelled after confirmation.
 */
function shares(entry: LedgerEntryDto): Omit<LedgerTotalsRow, 'month' | 'currency'> {
  const commission = toMinor(entry.commission)
  const paid = toMinor(entry.paid)
  const zero = { expected: 0, confirmed: 0, paid: 0, clawedBack: 0 }
  switch (entry.state) {
    case 'expected':
      return { ...zero, expected: commission }
    case 'confirmed':
    case 'paid':
      return { ...zero, confirmed: Math.max(0, commission - paid), paid }
    case 'clawedBack':
      // a transfer already made stays paid until Stripe reverses it (the reversal lowers `paid`)
      return { ...zero, paid, clawedBack: toMinor(entry.clawedBack) }
  }
}

/** The totals by month (newest first) and currency (A to Z), summed in cents. */
export function ledgerTotals(entries: readonly LedgerEntryDto[]): LedgerTotalsRow[] {
  const rows = new Map<string, LedgerTotalsRow>()
  for (const entry of entries) {
    const month = ledgerMonth(entry)
    const key = `${month}|${entry.currency}`
    const row = rows.get(key) ?? { month, currency: entry.currency, expected: 0, confirmed: 0, paid: 0, clawedBack: 0 }
    const share = shares(entry)
    row.expected += share.expected
    row.confirmed += share.confirmed
    row.paid += share.paid
    row.clawedBack += share.clawedBack
    rows.set(key, row)
  }
  return [...rows.values()]
    .sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency))
    .map((row) => ({
      ...row,
      expected: fromMinor(row.expected),
      confirmed: fromMinor(row.confirmed),
      paid: fromMinor(row.paid),
      clawedBack: fromMinor(row.clawedBack),
    }))
}
