import type { MiddlewareHandler } from 'hono'
import type { AuthEnv } from '#server/auth/require-user.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createPayments } from '#server/integrations/payments/stripe.ts'
import { createPaymentAccountService } from './account-service.ts'
import { createLedgerRepository } from './ledger-repository.ts'
import { createLedgerService } from './ledger-service.ts'
import { createPaymentLinkService } from './link-service.ts'
import { createPaymentsRepository } from './repository.ts'
import { createRequirementReminders } from './requirement-reminders.ts'
import { paymentRoutes } from './routes.ts'
import { createStripeWebhookService } from './webhook-service.ts'

/** The payments feature's routes, on Stripe when its keys are configured (docs/decisions/127-payments.md). */
export function createPaymentsFeature(deps: {
  db: Db
  config: Config
  logger: Logger
  outbox: Outbox
  requireUser: MiddlewareHandler<AuthEnv>
  publicWrite: MiddlewareHandler
}) {
  const repo = createPaymentsRepository(deps.db, deps.outbox)
  // tests answer Stripe with msw: a retried 429 would only slow them down
  const payments = createPayments(deps.config.stripe, { retries: deps.config.nodeEnv === 'test' ? 0 : 2 })
  // the payout requirements' reminders (docs/product/payments.md#reminders); the server tests run their sweep by hand
  if (payments.configured && deps.config.nodeEnv !== 'test')
    createRequirementReminders({ repo, publicUrl: deps.config.publicUrl, logger: deps.logger }).start()
  const ledger = createLedgerService(createLedgerRepository(deps.db), payments, deps.logger)
  return paymentRoutes(
    {
      accounts: createPaymentAccountService(repo, payments),
      ledger,
      links: createPaymentLinkService(repo, payments, {
        publicUrl: deps.config.publicUrl,
        teamAddress: deps.config.mailTo,
      }),
      webhooks: createStripeWebhookService(repo, payments, ledger, deps.logger),
    },
    deps.requireUser,
    deps.publicWrite,
  )
}
