import { createFileRoute } from '@tanstack/react-router'
import { isAdmin } from '#domain/auth/roles.ts'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { LeadPage } from '#features/partner-dashboard/lead-page.tsx'
import { LeadPaymentLinks } from '#features/payment-links/lead-payment-links.tsx'
import { PdfOfferButton } from '#features/pdf-offer/pdf-offer-button.tsx'

export const Route = createFileRoute('/partner/dashboard/property-leads/$leadId')({
  component: PropertyLeadRoute,
})

/** One property lead (access type partners; another agency's lead is a 404). */
function PropertyLeadRoute() {
  return (
    <AccessGuard accessType="partners">
      <PropertyLead />
    </AccessGuard>
  )
}

function PropertyLead() {
  const { leadId } = Route.useParams()
  const { user } = useAuth()
  const admin = isAdmin(user?.role)
  return (
    <LeadPage
      leadId={leadId}
      isAdmin={admin}
      pdf={<PdfOfferButton source={{ kind: 'property', leadId }} />}
      paymentLinks={admin ? <LeadPaymentLinks leadId={leadId} /> : null}
    />
  )
}
