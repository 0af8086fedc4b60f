import { createFileRoute } from '@tanstack/react-router'
import { PaymentLinkPage } from '#features/payment-links/payment-link-page.tsx'

/** /partner/cimalpes-payment-links/$linkId: a payment link (public: the link is the secret; docs/product/payments.md). */
export const Route = createFileRoute('/partner/cimalpes-payment-links/$linkId')({
  component: PaymentLinkRoute,
})

function PaymentLinkRoute() {
  const { linkId } = Route.useParams()
  return <PaymentLinkPage linkId={linkId} />
}
