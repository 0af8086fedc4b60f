import { Hono, type MiddlewareHandler } from 'hono'
import { LedgerQuerySchema } from '#domain/commission-ledger/schemas.ts'
import { PaymentLinkRequestSchema } from '#domain/payments/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { PaymentAccountService } from './account-service.ts'
import type { LedgerService } from './ledger-service.ts'
import type { PaymentLinkService } from './link-service.ts'
import type { StripeWebhookService } from './webhook-service.ts'

const privately: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'private, no-store')
}

/**
 * Payments (docs/product/payments.md): the agency's connected account and its embedded-component session (SPEC §7),
 * payment links, and Stripe's webhooks. Without Stripe keys every call that needs Stripe answers 503 'Payments are not
 * configured'.
 */
export function paymentRoutes(
  services: {
    accounts: PaymentAccountService
    ledger: LedgerService
    links: PaymentLinkService
    webhooks: StripeWebhookService
  },
  requireUser: MiddlewareHandler<AuthEnv>,
  publicWrite: MiddlewareHandler,
) {
  const agencyId = idParam('id', 'Travel agency')
  const linkId = idParam('linkId', 'Payment link')
  return (
    new Hono<AuthEnv>()
      .get('/travel-agencies/:id/stripe-account', requireUser, privately, agencyId, async (c) =>
        c.json(await services.accounts.account(c.get('user'), c.req.param('id'))),
      )
      .get('/travel-agencies/:id/stripe-account-session', requireUser, privately, agencyId, async (c) =>
        c.json(await services.accounts.session(c.get('user'), c.req.param('id'))),
      )
      .get('/commission-ledger', requireUser, privately, validate('query', LedgerQuerySchema), async (c) =>
        c.json(await services.ledger.ledger(c.get('user'), c.req.valid('query'))),
      )
      .get('/leads/:leadId/payment-links', requireUser, privately, idParam('leadId', 'Lead'), async (c) =>
        c.json(await services.links.list(c.get('user'), c.req.param('leadId'))),
      )
      .post(
        '/leads/:leadId/payment-links',
        requireUser,
        privately,
        idParam('leadId', 'Lead'),
        validate('json', PaymentLinkRequestSchema),
        async (c) =>
          c.json(await services.links.create(c.get('user'), c.req.param('leadId'), c.req.valid('json').kind), 201),
      )
      .post('/payment-links/:linkId/cancel', requireUser, privately, linkId, async (c) =>
        c.json(await services.links.cancel(c.get('user'), c.req.param('linkId'))),
      )
      // the link itself is the secret: no sign-in, never cached
      .get('/payment-links/:linkId', privately, linkId, async (c) =>
        c.json(await services.links.read(c.req.param('linkId'))),
      )
      .post('/payment-links/:linkId/checkout', publicWrite, privately, linkId, async (c) =>
        c.json(await services.links.checkout(c.req.param('linkId')), 201),
      )
      .get('/payment-links/:linkId/canceled', privately, linkId, async (c) =>
        c.redirect(await services.links.canceledUrl(c.req.param('linkId')), 303),
      )
      // Stripe signs the raw body: it is read as text, never parsed before the check
      .post('/stripe/webhooks', async (c) =>
        c.json(await services.webhooks.receive(await c.req.text(), c.req.header('stripe-signature'))),
      )
  )
}
