import type Stripe from 'stripe'
import type { Logger } from '#server/lib/logger.ts'
import { accountFacts, payoutFacts, transferFacts, type PaymentsGateway } from '#server/integrations/payments/stripe.ts'
import type { LedgerService } from './ledger-service.ts'
import type { PaymentsRepository } from './repository.ts'

export type WebhookAnswer = { received: true; duplicate: boolean }

/**
 * POST /api/stripe/webhooks (docs/product/payments.md#webhooks): the signature is checked against the raw body, each
 * event id is applied once (processed_stripe_events, in the same transaction as its change), and an event older than
 * our copy changes nothing. account.updated keeps our copy of the connected account current;
 * checkout.session.completed (paid) pays the link, checkout.session.expired ends the session; transfer.* and (on a
 * connected account) payout.* feed the commission ledger. Other events are acknowledged and ignored.
 */
export function createStripeWebhookService(
  repo: PaymentsRepository,
  payments: PaymentsGateway,
  ledger: Pick<LedgerService, 'applyTransfer' | 'applyPayout'>,
  logger: Logger,
) {
  return {
    async receive(rawBody: string, signature: string | undefined): Promise<WebhookAnswer> {
      const event = payments.verifyEvent(rawBody, signature)
      const at = new Date(event.created * 1000)
      const applied = await repo.applyOnce(event.id, event.type, async (tx) => {
        switch (event.type) {
          case 'account.updated':
            await repo.updateAccount(accountFacts(event.data.object), at, tx)
            return
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded': {
            const session = event.data.object as Stripe.Checkout.Session
            const linkId = session.metadata?.paymentLinkId ?? session.client_reference_id
            if (linkId && session.payment_status === 'paid') await repo.markPaid(tx, session.id, linkId, at)
            return
          }
          case 'checkout.session.expired':
            await repo.markSessionExpired(tx, event.data.object.id)
            return
          case 'transfer.created':
          case 'transfer.updated':
          case 'transfer.reversed':
            await ledger.applyTransfer(transferFacts(event.data.object), at, tx)
            return
          case 'payout.created':
          case 'payout.updated':
          case 'payout.paid':
          case 'payout.failed':
          case 'payout.canceled':
            if (event.account) await ledger.applyPayout(event.account, payoutFacts(event.data.object), at, tx)
            return
          default:
            return
        }
      })
      if (applied) logger.info('stripe event applied', { type: event.type })
      return { received: true, duplicate: !applied }
    },
  }
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>
