/**
 * Payment links for property bookings (docs/product/payments.md#payment-links): which amount a link asks for and
 * until when, the state it is in, and the amounts Stripe Checkout takes. Pure: the server decides with it and the
 * link page shows the same.
 */
import { addDays, dayNumber } from '../dates/iso-date.ts'
import type { PaymentLinkKind, PaymentLinkState } from './types.ts'

/** A prepayment is due at booking (SPEC §9); its link stays payable this many days, never past the balance's due day. */
export const PREPAYMENT_LINK_DAYS = 7

/** The lead's figures a link is made from: its price summary (server-computed) and its check-in day. */
export type LinkSource = {
  checkInDate: string
  prepayment: number
  finalPayment: number
  /** null: everything is due at booking */
  finalPaymentDueDate: string | null
}

export type LinkTerms = { amount: number; dueDate: string }

/**
 * The amount and due day of a `kind` link made `today`: the prepayment (due at booking: within
 * PREPAYMENT_LINK_DAYS, capped at the balance's due day or the day before check-in), or the balance (the final
 * payment, due on its payment term's day). 'nothing-due': the lead owes nothing of that kind; 'past': its day is gone.
 */
export function linkTerms(
  kind: PaymentLinkKind,
  source: LinkSource,
  today: string,
): LinkTerms | 'nothing-due' | 'past' {
  if (kind === 'prepayment') {
    if (!(source.prepayment > 0)) return 'nothing-due'
    const cap = source.finalPaymentDueDate ?? addDays(source.checkInDate, -1)
    const wanted = addDays(today, PREPAYMENT_LINK_DAYS)
    const dueDate = dayNumber(cap) < dayNumber(wanted) ? cap : wanted
    return dayNumber(dueDate) < dayNumber(today) ? 'past' : { amount: source.prepayment, dueDate }
  }
  if (!(source.finalPayment > 0) || !source.finalPaymentDueDate) return 'nothing-due'
  // a balance whose day has come is still asked for, until the day before check-in
  const dueDate =
    dayNumber(source.finalPaymentDueDate) < dayNumber(today)
      ? addDays(source.checkInDate, -1)
      : source.finalPaymentDueDate
  return dayNumber(dueDate) < dayNumber(today) ? 'past' : { amount: source.finalPayment, dueDate }
}

/** A link's state on `today`: cancelled and paid are final; an unpaid link is open through its due day, then expired. */
export function paymentLinkState(
  link: { paidAt: string | null; cancelledAt: string | null; dueDate: string },
  today: string,
): PaymentLinkState {
  if (link.cancelledAt) return 'cancelled'
  if (link.paidAt) return 'paid'
  return dayNumber(today) > dayNumber(link.dueDate) ? 'expired' : 'open'
}

/** Currencies without minor units in Stripe's amounts (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
])

/** An amount in the currency's smallest unit, as Stripe takes it (EUR 1234.5 → 123450; JPY 1234 → 1234). */
export function minorUnits(amount: number, currency: string): number {
  return Math.round(amount * (ZERO_DECIMAL.has(currency.toUpperCase()) ? 1 : 100))
}

/** A Checkout session lives 30 minutes to 24 hours (Stripe's limits); ours ends with the link's due day at the latest. */
export const CHECKOUT_MIN_SECONDS = 30 * 60
export const CHECKOUT_MAX_SECONDS = 24 * 60 * 60

/** The `expires_at` (Unix seconds) of a session opened at `nowMs` for a link due `dueDate` (payable through that UTC day). */
export function checkoutExpiresAt(nowMs: number, dueDate: string): number {
  const now = Math.floor(nowMs / 1000)
  const endOfDueDay = (dayNumber(dueDate) + 1) * 86_400
  return Math.max(now + CHECKOUT_MIN_SECONDS, Math.min(now + CHECKOUT_MAX_SECONDS, endOfDueDay))
}
