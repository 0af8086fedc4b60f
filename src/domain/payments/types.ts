/**
 * The answers of the payment calls (docs/product/payments.md), shared by the client and the server.
 * Stripe's own field names where SPEC §3 names them (details_submitted, requirements.currently_due, client_secret).
 */

/** GET /api/travel-agencies/{id}/stripe-account: our copy of the agency's connected account. */
export type StripeAccountDto = {
  id: string
  details_submitted: boolean
  requirements: {
    currently_due: string[]
    eventually_due: string[]
    /** ISO date-time by which currently_due must be collected, or null */
    current_deadline: string | null
  }
  /** details submitted and nothing currently due (isAccountReady) */
  ready: boolean
}

/** GET /api/travel-agencies/{id}/stripe-account-session: what the embedded components start with. */
export type StripeAccountSessionDto = {
  client_secret: string
  publishable_key: string
  /** ISO date-time */
  expires_at: string
}

export const PAYMENT_LINK_KINDS = ['prepayment', 'balance'] as const
export type PaymentLinkKind = (typeof PAYMENT_LINK_KINDS)[number]

export const PAYMENT_LINK_STATES = ['open', 'paid', 'expired', 'cancelled'] as const
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number]

/** GET /api/payment-links/{linkId}: what the link page shows (no client data beyond the stay). */
export type PaymentLinkDto = {
  id: string
  kind: PaymentLinkKind
  state: PaymentLinkState
  property: { id: string | null; name: string; city: string | null }
  period: { checkInDate: string; checkOutDate: string }
  amount: number
  currency: string
  /** ISO date: the last day the link can be paid */
  dueDate: string
  paidAt: string | null
  /** the page's address */
  url: string
  /** on the answer of its creation: the guest's address it was mailed to (a consumer booking paying by card) */
  mailedTo?: string | null
}

/** POST /api/payment-links/{linkId}/checkout: where the browser goes to pay. */
export type CheckoutStartDto = { url: string; sessionId: string }

/** The message every Stripe surface answers without keys (docs/product/payments.md#not-configured). */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured'
