import Stripe from 'stripe'
import type { StripeConfig } from '#server/config.ts'
import {
  BadGatewayError,
  TooManyRequestsError,
  UnavailableError,
  UnprocessableError,
  ValidationError,
} from '#server/lib/errors.ts'
import { PAYMENTS_NOT_CONFIGURED } from '#domain/payments/types.ts'

/**
 * The calls we make to Stripe (docs/decisions/127-payments.md), through Stripe's own SDK: connected accounts, account
 * sessions for the embedded components, Checkout sessions, and webhook signatures. Stripe's errors become our typed
 * errors here, with a message a person can act on, never a 500. Without keys `createPayments` answers a gateway
 * whose every call throws 'Payments are not configured' (503).
 */

/** Our copy of a connected account. */
export type AccountFacts = {
  id: string
  detailsSubmitted: boolean
  currentlyDue: string[]
  eventuallyDue: string[]
  currentDeadline: Date | null
}

export type CheckoutSessionFacts = { id: string; url: string; expiresAt: Date }

export type CheckoutRequest = {
  linkId: string
  name: string
  amountMinor: number
  currency: string
  expiresAt: number
  successUrl: string
  cancelUrl: string
}

export type StripeEvent = Stripe.Event

/** A transfer to a connected account, as the ledger keeps it; `leadId` from its metadata or transfer group. */
export type TransferFacts = {
  id: string
  destination: string
  leadId: string | null
  amountMinor: number
  reversedMinor: number
  currency: string
  createdAt: Date
}

/** A payout of a connected account to its bank. */
export type PayoutFacts = { id: string; amountMinor: number; currency: string; status: string; arrivalDate: string }

export type PaymentsGateway = {
  configured: boolean
  publishableKey: string
  createAccount(agency: { id: string; name: string; email?: string | null }): Promise<AccountFacts>
  retrieveAccount(accountId: string): Promise<AccountFacts>
  createAccountSession(accountId: string): Promise<{ clientSecret: string; expiresAt: Date }>
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSessionFacts>
  /** the account's transfers made after `createdAfter` (all when null), every page */
  listTransfers(accountId: string, createdAfter: Date | null): Promise<TransferFacts[]>
  /** the account's payouts to its bank, newest first, up to the last 100 */
  listPayouts(accountId: string): Promise<PayoutFacts[]>
  /** the event of a signed webhook; a ValidationError (400) for a bad or missing signature */
  verifyEvent(rawBody: string, signature: string | undefined): StripeEvent
}

export const RATE_LIMITED_MESSAGE = 'The payment service is busy right now. Please try again in a minute.'
export const UNREACHABLE_MESSAGE = 'The payment service cannot be reached right now. Please try again later.'
export const REFUSED_MESSAGE = 'The payment service refused the request.'
export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid'

export function accountFacts(account: Stripe.Account): AccountFacts {
  const deadline = account.requirements?.current_deadline
  return {
    id: account.id,
    detailsSubmitted: Boolean(account.details_submitted),
    currentlyDue: account.requirements?.currently_due ?? [],
    eventuallyDue: account.requirements?.eventually_due ?? [],
    currentDeadline: typeof deadline === 'number' ? new Date(deadline * 1000) : null,
  }
}

const LEAD_GROUP = /^lead:([0-9a-f]{24})$/

export function transferFacts(transfer: Stripe.Transfer): TransferFacts {
  const destination = typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? '')
  const fromMetadata = transfer.metadata?.leadId
  const fromGroup = transfer.transfer_group ? LEAD_GROUP.exec(transfer.transfer_group)?.[1] : undefined
  return {
    id: transfer.id,
    destination,
    leadId: (fromMetadata && /^[0-9a-f]{24}$/.test(fromMetadata) ? fromMetadata : fromGroup) ?? null,
    amountMinor: transfer.amount,
    reversedMinor: transfer.amount_reversed ?? 0,
    currency: transfer.currency.toUpperCase(),
    createdAt: new Date(transfer.created * 1000),
  }
}

export function payoutFacts(payout: Stripe.Payout): PayoutFacts {
  return {
    id: payout.id,
    amountMinor: payout.amount,
    currency: payout.currency.toUpperCase(),
    status: payout.status,
    arrivalDate: new Date(payout.arrival_date * 1000).toISOString().slice(0, 10),
  }
}

/** Stripe's answer as our typed error (the message says what to do; Stripe's own text only for a declined card). */
export function translateStripeError(error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError)) return error instanceof Error ? error : new Error(String(error))
  if (error instanceof Stripe.errors.StripeRateLimitError) return new TooManyRequestsError(30, RATE_LIMITED_MESSAGE)
  if (error instanceof Stripe.errors.StripeCardError)
    return new UnprocessableError(`The card was declined: ${error.message}`)
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError)
    return new UnprocessableError(`${REFUSED_MESSAGE} ${error.code ? `(${error.code})` : ''}`.trim())
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError)
    return new UnavailableError('Payments are misconfigured: the payment service refused our key.')
  return new BadGatewayError(UNREACHABLE_MESSAGE)
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw translateStripeError(error)
  }
}

const notConfigured = (): never => {
  throw new UnavailableError(PAYMENTS_NOT_CONFIGURED)
}

/** A webhook call without a signature is not from Stripe, whatever our configuration: 400, not 503. */
function requireSignature(signature: string | undefined): asserts signature is string {
  if (!signature) throw new ValidationError({ 'stripe-signature': 'Required' }, BAD_SIGNATURE_MESSAGE)
}

/** The gateway without keys: every call is 'Payments are not configured'. */
export const UNCONFIGURED_PAYMENTS: PaymentsGateway = {
  configured: false,
  publishableKey: '',
  createAccount: async () => notConfigured(),
  retrieveAccount: async () => notConfigured(),
  createAccountSession: async () => notConfigured(),
  createCheckoutSession: async () => notConfigured(),
  listTransfers: async () => notConfigured(),
  listPayouts: async () => notConfigured(),
  verifyEvent: (_rawBody, signature) => {
    requireSignature(signature)
    return notConfigured()
  },
}

export function createPayments(config: StripeConfig | undefined, opts: { retries?: number } = {}): PaymentsGateway {
  if (!config) return UNCONFIGURED_PAYMENTS
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: opts.retries ?? 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  })
  return {
    configured: true,
    publishableKey: config.publishableKey,
    async createAccount(agency) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            // the platform collects requirements through the embedded components, so they need no Stripe login
            // pop-up (blocked in installed apps and by pop-up blockers); docs/decisions/127-payments.md
            controller: {
              stripe_dashboard: { type: 'none' },
              fees: { payer: 'application' },
              losses: { payments: 'application' },
              requirement_collection: 'application',
            },
            capabilities: { transfers: { requested: true } },
            business_profile: { name: agency.name },
            ...(agency.email ? { email: agency.email } : {}),
            metadata: { travelAgencyId: agency.id },
          },
          // two first visits at once make one account
          { idempotencyKey: `lds-agency-account-${agency.id}` },
        ),
      )
      return accountFacts(account)
    },
    async retrieveAccount(accountId) {
      return accountFacts(await call(() => stripe.accounts.retrieve(accountId)))
    },
    async createAccountSession(accountId) {
      const features = { external_account_collection: true, disable_stripe_user_authentication: true }
      const session = await call(() =>
        stripe.accountSessions.create({
          account: accountId,
          components: {
            account_onboarding: { enabled: true, features },
            account_management: { enabled: true, features },
            notification_banner: { enabled: true, features },
          },
        }),
      )
      return { clientSecret: session.client_secret, expiresAt: new Date(session.expires_at * 1000) }
    },
    async createCheckoutSession(request) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.name },
              },
            },
          ],
          client_reference_id: request.linkId,
          metadata: { paymentLinkId: request.linkId },
          payment_intent_data: { metadata: { paymentLinkId: request.linkId } },
          expires_at: request.expiresAt,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      )
      if (!session.url) throw new BadGatewayError(UNREACHABLE_MESSAGE)
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) }
    },
    async listTransfers(accountId, createdAfter) {
      const transfers = await call(() =>
        stripe.transfers
          .list({
            destination: accountId,
            limit: 100,
            ...(createdAfter ? { created: { gt: Math.floor(createdAfter.getTime() / 1000) } } : {}),
          })
          .autoPagingToArray({ limit: 10_000 }),
      )
      return transfers.map(transferFacts)
    },
    async listPayouts(accountId) {
      const payouts = await call(() => stripe.payouts.list({ limit: 100 }, { stripeAccount: accountId }))
      return payouts.data.map(payoutFacts)
    },
    verifyEvent(rawBody, signature) {
      requireSignature(signature)
      if (!config.webhookSecret)
        throw new UnavailableError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)')
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret)
      } catch {
        throw new ValidationError({ 'stripe-signature': 'Does not match the payload' }, BAD_SIGNATURE_MESSAGE)
      }
    },
  }
}
