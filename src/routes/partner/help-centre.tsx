import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { InfoPage } from '#features/storefront/info/info-page.tsx'
import { HELP_CENTRE_CONTENT } from './-components/help-centre-content.ts'

/** /partner/help-centre (access type partners, docs/product/leads.md#partner-pages). */
export const Route = createFileRoute('/partner/help-centre')({
  component: () => (
    <AccessGuard accessType="partners">
      <InfoPage content={HELP_CENTRE_CONTENT} />
    </AccessGuard>
  ),
})
