import { isAdmin } from '#domain/auth/roles.ts'
import { fromMinor, ledgerState, ledgerTotals, toMinor } from '#domain/commission-ledger/ledger.ts'
import type { LedgerDto, LedgerEntryDto } from '#domain/commission-ledger/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import type { Logger } from '#server/lib/logger.ts'
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import type { PaymentsGateway, PayoutFacts, TransferFacts } from '#server/integrations/payments/stripe.ts'
import type { LedgerRepository, LedgerRow } from './ledger-repository.ts'

export const LEDGER_FORBIDDEN_MESSAGE = "Only the agency's supervisors can see its commission ledger"

/** How often a ledger view asks Stripe for the account's transfers and payouts (webhooks keep it current between). */
export const LEDGER_SYNC_EVERY_MS = 5 * 60_000
/** A reconciliation reads the transfers of this window before the newest one we have, to catch their reversals. */
const REVERSAL_WINDOW_MS = 30 * 24 * 3_600_000

type Tx = Parameters<LedgerRepository['saveTransfer']>[4]

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toLedgerEntry(row: LedgerRow): LedgerEntryDto | null {
  const commissionMinor = toMinor(row.commission ?? 0)
  const state = ledgerState({
    status: row.status,
    wasConfirmed: row.confirmedAt !== null,
    commissionMinor,
    paidMinor: row.paidMinor,
  })
  if (!state) return null
  return {
    leadId: row.leadId,
    reference: row.reference,
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    propertyName: row.propertyName,
    clientName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    currency: row.currency ?? '',
    total: row.total ?? 0,
    commission: fromMinor(commissionMinor),
    state,
    paid: fromMinor(row.paidMinor),
    clawedBack: state === 'clawedBack' ? fromMinor(commissionMinor) : 0,
    confirmedAt: iso(row.confirmedAt),
    paidAt: row.paidMinor > 0 ? iso(row.paidAt) : null,
    cancelledAt: state === 'clawedBack' ? iso(row.cancelledAt) : null,
  }
}

/**
 * The commission ledger (docs/product/commission-ledger.md): supervisors see their agency's, admins every agency's
 * or one's (`agencyId`); agents 403, another agency 404. Transfers and payouts come from Stripe's webhooks, and a
 * view reconciles with Stripe's lists at most every five minutes per account (one process at a time); a failed
 * reconciliation is logged and the ledger answers from our copy with the time of the last good one.
 */
export function createLedgerService(
  repo: LedgerRepository,
  payments: PaymentsGateway,
  logger: Logger,
  opts: { now?: () => number } = {},
) {
  const now = opts.now ?? Date.now

  async function applyTransfer(facts: TransferFacts, seenAt: Date, tx?: Tx) {
    const agencyId = (await repo.agencyOfAccount(facts.destination, tx)) ?? null
    const leadId = agencyId && facts.leadId ? await repo.leadOfAgency(facts.leadId, agencyId, tx) : null
    await repo.saveTransfer(facts, agencyId, leadId, seenAt, tx)
  }

  async function applyPayout(accountId: string, facts: PayoutFacts, seenAt: Date, tx?: Tx) {
    const agencyId = await repo.agencyOfAccount(accountId, tx)
    if (agencyId) await repo.savePayout(facts, agencyId, seenAt, tx)
  }

  async function reconcile(agencyId: string) {
    if (!payments.configured) return
    const account = await repo.accountOf(agencyId)
    if (!account) return
    const at = new Date(now())
    const claim = await repo.claimSync(agencyId, at, new Date(at.getTime() - LEDGER_SYNC_EVERY_MS))
    if (!claim) return
    try {
      const newest = await repo.newestTransferAt(agencyId)
      const after = newest ? new Date(newest.getTime() - REVERSAL_WINDOW_MS) : null
      for (const transfer of await payments.listTransfers(account.stripeAccountId, after))
        await applyTransfer(transfer, at)
      for (const payout of await payments.listPayouts(account.stripeAccountId))
        await applyPayout(account.stripeAccountId, payout, at)
    } catch (error) {
      await repo.releaseSync(agencyId, claim.previous)
      logger.error('commission ledger: reconciliation with Stripe failed', {
        agencyId,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  function scope(actor: AccountRow, requested: string | undefined): string | null {
    if (isAdmin(actor.role)) return requested ?? null
    if (actor.role !== 'supervisorAgent') throw new ForbiddenError(LEDGER_FORBIDDEN_MESSAGE)
    if (requested && requested !== actor.travelAgencyId) throw new NotFoundError('Travel agency')
    if (!actor.travelAgencyId) throw new NotFoundError('Travel agency')
    return actor.travelAgencyId
  }

  return {
    applyTransfer,
    applyPayout,

    async ledger(actor: AccountRow, query: { agencyId?: string }): Promise<LedgerDto> {
      const agencyId = scope(actor, query.agencyId)
      if (agencyId) await reconcile(agencyId)
      const entries = (await repo.entries(agencyId)).flatMap((row) => toLedgerEntry(row) ?? [])
      const payouts = (await repo.payouts(agencyId)).map((p) => ({
        id: p.id,
        amount: fromMinor(p.amountMinor),
        currency: p.currency,
        status: p.status,
        arrivalDate: p.arrivalDate,
      }))
      return {
        agencyId,
        entries,
        totals: ledgerTotals(entries),
        payouts,
        syncedAt: iso(await repo.syncedAt(agencyId)),
        paymentsConfigured: payments.configured,
      }
    },
  }
}
export type LedgerService = ReturnType<typeof createLedgerService>
