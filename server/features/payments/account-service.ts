import { isAdmin } from '#domain/auth/roles.ts'
import { isAccountReady } from '#domain/payments/account-readiness.ts'
import { PAYMENTS_NOT_CONFIGURED, type StripeAccountDto, type StripeAccountSessionDto } from '#domain/payments/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ForbiddenError, NotFoundError, UnavailableError } from '#server/lib/errors.ts'
import type { PaymentsGateway } from '#server/integrations/payments/stripe.ts'
import type { PaymentsRepository, StripeAccountRow } from './repository.ts'

export const PAYOUTS_FORBIDDEN_MESSAGE = "Only the agency's supervisors can set up commission payouts"

export function toStripeAccountDto(row: StripeAccountRow): StripeAccountDto {
  const facts = { details_submitted: row.detailsSubmitted, requirements: { currently_due: row.currentlyDue } }
  return {
    id: row.stripeAccountId,
    details_submitted: row.detailsSubmitted,
    requirements: {
      currently_due: row.currentlyDue,
      eventually_due: row.eventuallyDue,
      current_deadline: row.currentDeadline ? row.currentDeadline.toISOString() : null,
    },
    ready: isAccountReady(facts),
  }
}

/**
 * The agency's connected account for commission payouts (docs/product/payments.md#the-payout-step): only its
 * supervisors and admins (403 for its agents, 404 for anyone of another agency); made on the first visit, read from
 * Stripe on every later one so our copy follows, and kept current between visits by account.updated webhooks.
 */
export function createPaymentAccountService(
  repo: PaymentsRepository,
  payments: PaymentsGateway,
  opts: { now?: () => number } = {},
) {
  const now = opts.now ?? Date.now

  async function allowed(actor: AccountRow, agencyId: string) {
    const own = actor.travelAgencyId === agencyId
    if (!isAdmin(actor.role) && !own) throw new NotFoundError('Travel agency')
    if (!isAdmin(actor.role) && actor.role !== 'supervisorAgent') throw new ForbiddenError(PAYOUTS_FORBIDDEN_MESSAGE)
    const agency = await repo.agency(agencyId)
    if (!agency) throw new NotFoundError('Travel agency')
    return agency
  }

  /** the stored account, made at Stripe first when there is none */
  async function ensure(agency: { id: string; name: string }): Promise<StripeAccountRow> {
    const stored = await repo.account(agency.id)
    if (stored) return stored
    const email = await repo.supervisorEmail(agency.id)
    const facts = await payments.createAccount({ ...agency, email })
    return repo.saveNewAccount(agency.id, facts, new Date(now()))
  }

  return {
    async account(actor: AccountRow, agencyId: string): Promise<StripeAccountDto> {
      const agency = await allowed(actor, agencyId)
      if (!payments.configured) throw new UnavailableError(PAYMENTS_NOT_CONFIGURED)
      const stored = await repo.account(agency.id)
      if (!stored) return toStripeAccountDto(await ensure(agency))
      const facts = await payments.retrieveAccount(stored.stripeAccountId)
      await repo.updateAccount(facts, new Date(now()))
      return toStripeAccountDto((await repo.account(agency.id))!)
    },
    async session(actor: AccountRow, agencyId: string): Promise<StripeAccountSessionDto> {
      const agency = await allowed(actor, agencyId)
      if (!payments.configured) throw new UnavailableError(PAYMENTS_NOT_CONFIGURED)
      const account = await ensure(agency)
      const session = await payments.createAccountSession(account.stripeAccountId)
      return {
        client_secret: session.clientSecret,
        publishable_key: payments.publishableKey,
        expires_at: session.expiresAt.toISOString(),
      }
    },
  }
}
export type PaymentAccountService = ReturnType<typeof createPaymentAccountService>
