/**
 * Stripe's answers as its API reference shows them (https://docs.stripe.com/api), trimmed to the fields we read
 * plus their neighbours, for the msw stand-in of the payment tests.
 */
export function stripeAccount(
  id: string,
  over: {
    details_submitted?: boolean
    currently_due?: string[]
    eventually_due?: string[]
    current_deadline?: number | null
  } = {},
) {
  const currently_due = over.currently_due ?? ['business_type', 'external_account', 'tos_acceptance.date']
  return {
    id,
    object: 'account',
    business_type: null,
    capabilities: { transfers: 'inactive' },
    charges_enabled: false,
    controller: {
      fees: { payer: 'application' },
      is_controller: true,
      losses: { payments: 'application' },
      requirement_collection: 'application',
      stripe_dashboard: { type: 'none' },
      type: 'application',
    },
    country: 'FR',
    created: 1767225600,
    default_currency: 'eur',
    details_submitted: over.details_submitted ?? false,
    email: null,
    metadata: {},
    payouts_enabled: false,
    requirements: {
      alternatives: [],
      current_deadline: over.current_deadline ?? null,
      currently_due,
      disabled_reason: currently_due.length ? 'requirements.past_due' : null,
      errors: [],
      eventually_due: over.eventually_due ?? [...currently_due, 'individual.id_number'],
      past_due: currently_due,
      pending_verification: [],
    },
    type: 'none',
  }
}

export function stripeAccountSession(account: string) {
  return {
    object: 'account_session',
    account,
    client_secret: `accs_secret__${account}_test`,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    livemode: false,
    components: {
      account_onboarding: {
        enabled: true,
        features: { disable_stripe_user_authentication: true, external_account_collection: true },
      },
      account_management: {
        enabled: true,
        features: { disable_stripe_user_authentication: true, external_account_collection: true },
      },
      notification_banner: {
        enabled: true,
        features: { disable_stripe_user_authentication: true, external_account_collection: true },
      },
    },
  }
}

export function stripeCheckoutSession(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    object: 'checkout.session',
    amount_total: 350000,
    client_reference_id: null,
    currency: 'eur',
    expires_at: Math.floor(Date.now() / 1000) + 86_400,
    livemode: false,
    metadata: {},
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    ...over,
  }
}

/** An event as Stripe posts it to a webhook endpoint. */
export function stripeEvent(id: string, type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  return {
    id,
    object: 'event',
    api_version: '2026-11-18.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
}

/** Stripe's error answer body (https://docs.stripe.com/api/errors). */
export function stripeError(type: string, message: string, code?: string) {
  return {
    error: {
      type,
      message,
      ...(code ? { code } : {}),
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_x',
    },
  }
}

/** A transfer to a connected account (https://docs.stripe.com/api/transfers/object). */
export function stripeTransfer(
  id: string,
  over: {
    destination: string
    amount: number
    amount_reversed?: number
    leadId?: string
    transfer_group?: string | null
    created?: number
  },
) {
  return {
    id,
    object: 'transfer',
    amount: over.amount,
    amount_reversed: over.amount_reversed ?? 0,
    balance_transaction: `txn_${id}`,
    created: over.created ?? Math.floor(Date.now() / 1000),
    currency: 'eur',
    description: null,
    destination: over.destination,
    destination_payment: `py_${id}`,
    livemode: false,
    metadata: over.leadId ? { leadId: over.leadId } : {},
    reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
    reversed: (over.amount_reversed ?? 0) >= over.amount,
    source_transaction: null,
    source_type: 'card',
    transfer_group: over.transfer_group ?? null,
  }
}

/** A payout of a connected account to its bank (https://docs.stripe.com/api/payouts/object). */
export function stripePayout(id: string, over: { amount: number; status?: string; arrival_date?: number }) {
  return {
    id,
    object: 'payout',
    amount: over.amount,
    arrival_date: over.arrival_date ?? Math.floor(Date.parse('2027-02-03T00:00:00Z') / 1000),
    automatic: true,
    balance_transaction: `txn_${id}`,
    created: Math.floor(Date.now() / 1000),
    currency: 'eur',
    description: 'STRIPE PAYOUT',
    destination: 'ba_1',
    livemode: false,
    metadata: {},
    method: 'standard',
    source_type: 'card',
    statement_descriptor: null,
    status: over.status ?? 'paid',
    type: 'bank_account',
  }
}

/** A list answer (https://docs.stripe.com/api/pagination). */
export function stripeList(url: string, data: unknown[]) {
  return { object: 'list', data, has_more: false, url }
}
