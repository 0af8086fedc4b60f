import { createFileRoute } from '@tanstack/react-router'
import { JobSearchSchema } from '#domain/concierge-jobs/job-filter.ts'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { JobsPage } from '#features/concierge-jobs/jobs-page.tsx'
import { WithJobAgency } from './-components/with-job-agency.tsx'

/**
 * /partner/concierge-jobs (access type agentDashboard, docs/product/concierge-jobs.md): the agency's jobs; open before
 * onboarding is finished (SPEC §2, the login gate's exception).
 */
export const Route = createFileRoute('/partner/concierge-jobs/')({
  validateSearch: JobSearchSchema,
  component: JobsRoute,
})

function JobsRoute() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccessGuard accessType="agentDashboard">
      <WithJobAgency>
        {(agencyId) => (
          <JobsPage
            agencyId={agencyId}
            filter={filter}
            onFilter={(next) => void navigate({ search: next, replace: true })}
          />
        )}
      </WithJobAgency>
    </AccessGuard>
  )
}
