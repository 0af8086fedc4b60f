import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { AgencyRoutePage } from './-components/agency-route-page.tsx'

/** /partner/agency (access type agentDashboard, docs/product/agency.md): the agency's people. */
export const Route = createFileRoute('/partner/agency')({
  component: () => (
    <AccessGuard accessType="agentDashboard">
      <AgencyRoutePage />
    </AccessGuard>
  ),
})
