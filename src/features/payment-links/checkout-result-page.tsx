import { Trans } from '@lingui/react/macro'
import { checkoutResult } from '#domain/payments/checkout-result.ts'
import './payment-links.css'

/**
 * /stripe-payments/checkout-sessions/{sessionId}, where Stripe Checkout returns (SPEC §2): 'Payment succeeded' with
 * `success`, the canceled message with `canceled`, otherwise 'The url you are on is not valid'. The link's state
 * itself follows Stripe's webhook, not this page.
 */
export function CheckoutResultPage({
  sessionId,
  search,
}: {
  sessionId: string
  search: { success?: unknown; canceled?: unknown }
}) {
  const result = checkoutResult(sessionId, search)
  return (
    <main className="payment-link" id="main">
      {result === 'succeeded' ? (
        <div role="status">
          <h1 className="payment-link__title">
            <Trans>Payment succeeded</Trans>
          </h1>
        </div>
      ) : null}
      {result === 'canceled' ? (
        <>
          <h1 className="payment-link__title">
            <Trans>Payment canceled</Trans>
          </h1>
          <p role="status">
            <Trans>
              The payment for your upcoming trip was canceled. Nothing was charged; you can pay later from your payment
              link.
            </Trans>
          </p>
        </>
      ) : null}
      {result === 'invalid' ? (
        <div role="alert">
          <h1 className="payment-link__title payment-link__error">
            <Trans>The url you are on is not valid</Trans>
          </h1>
        </div>
      ) : null}
    </main>
  )
}
