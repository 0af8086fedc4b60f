import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { NewJobPage } from '#features/concierge-jobs/new-job-page.tsx'
import { WithJobAgency } from './-components/with-job-agency.tsx'

/** /partner/concierge-jobs/new: a new job (docs/product/concierge-jobs.md#screens). */
export const Route = createFileRoute('/partner/concierge-jobs/new')({
  component: () => (
    <AccessGuard accessType="agentDashboard">
      <WithJobAgency>{(agencyId) => <NewJobPage agencyId={agencyId} />}</WithJobAgency>
    </AccessGuard>
  ),
})
