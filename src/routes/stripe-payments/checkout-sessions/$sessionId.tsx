import { createFileRoute } from '@tanstack/react-router'
import { CheckoutResultPage } from '#features/payment-links/checkout-result-page.tsx'

type ResultSearch = { success?: string; canceled?: string }

/** /stripe-payments/checkout-sessions/$sessionId: where Stripe Checkout returns (SPEC §2, docs/product/payments.md). */
export const Route = createFileRoute('/stripe-payments/checkout-sessions/$sessionId')({
  // only whether `success` or `canceled` is present matters (`?success` has no value)
  validateSearch: (search: Record<string, unknown>): ResultSearch => ({
    ...('success' in search ? { success: '' } : {}),
    ...('canceled' in search ? { canceled: '' } : {}),
  }),
  component: CheckoutResultRoute,
})

function CheckoutResultRoute() {
  const { sessionId } = Route.useParams()
  return <CheckoutResultPage sessionId={sessionId} search={Route.useSearch()} />
}
