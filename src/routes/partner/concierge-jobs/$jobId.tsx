import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { JobDetailPage } from '#features/concierge-jobs/job-detail.tsx'
import { WithJobAgency } from './-components/with-job-agency.tsx'

/** /partner/concierge-jobs/{id}: one job (docs/product/concierge-jobs.md#screens). */
export const Route = createFileRoute('/partner/concierge-jobs/$jobId')({
  component: JobRoute,
})

function JobRoute() {
  const { jobId } = Route.useParams()
  return (
    <AccessGuard accessType="agentDashboard">
      <WithJobAgency>{(agencyId) => <JobDetailPage key={jobId} agencyId={agencyId} jobId={jobId} />}</WithJobAgency>
    </AccessGuard>
  )
}
