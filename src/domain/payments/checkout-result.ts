/**
 * What /stripe-payments/checkout-sessions/{sessionId} shows (SPEC §2, docs/product/payments.md#the-result-page):
 * 'Payment succeeded' when the query has `success`, the canceled message when it has `canceled`, otherwise (or for
 * an id that is not a Checkout session's) 'The url you are on is not valid'.
 */
export type CheckoutResult = 'succeeded' | 'canceled' | 'invalid'

/** A Checkout session id as Stripe makes them (cs_test_… / cs_live_…). */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/

export function checkoutResult(sessionId: string, search: { success?: unknown; canceled?: unknown }): CheckoutResult {
  if (!CHECKOUT_SESSION_ID.test(sessionId)) return 'invalid'
  if (search.success !== undefined) return 'succeeded'
  if (search.canceled !== undefined) return 'canceled'
  return 'invalid'
}
