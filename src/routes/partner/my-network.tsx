import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { InfoPage } from '#features/storefront/info/info-page.tsx'
import { MY_NETWORK_CONTENT } from './-components/my-network-content.ts'

/** /partner/my-network (access type partners, docs/product/leads.md#partner-pages). */
export const Route = createFileRoute('/partner/my-network')({
  component: () => (
    <AccessGuard accessType="partners">
      <InfoPage content={MY_NETWORK_CONTENT} />
    </AccessGuard>
  ),
})
