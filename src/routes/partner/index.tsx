import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { InfoPage } from '#features/storefront/info/info-page.tsx'
import { partnerAreaContent } from './-components/partner-area-content.ts'

/** /partner, the side menu's "Partner area": the partner pages the role may open (docs/product/leads.md#partner-pages). */
export const Route = createFileRoute('/partner/')({
  component: () => (
    <AccessGuard accessType="partners">
      <PartnerArea />
    </AccessGuard>
  ),
})

function PartnerArea() {
  const { user } = useAuth()
  return <InfoPage content={partnerAreaContent(user?.role)} />
}
