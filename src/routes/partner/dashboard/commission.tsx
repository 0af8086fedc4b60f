import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { isAdmin } from '#domain/auth/roles.ts'
import { LedgerSearchSchema } from '#domain/commission-ledger/schemas.ts'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { travelAgenciesQueryOptions } from '#features/auth/queries.ts'
import { LedgerPage } from '#features/commission-ledger/ledger-page.tsx'
import { AgencyChoice } from '#features/partner-dashboard/dashboard-choices.tsx'

export const Route = createFileRoute('/partner/dashboard/commission')({
  validateSearch: LedgerSearchSchema,
  component: CommissionRoute,
})

/** The commission ledger (access type supervisorAgentDashboard: supervisors their agency's, admins every agency's). */
function CommissionRoute() {
  return (
    <AccessGuard accessType="supervisorAgentDashboard">
      <Commission />
    </AccessGuard>
  )
}

function Commission() {
  const { user } = useAuth()
  const admin = isAdmin(user?.role)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const agencies = useQuery({ ...travelAgenciesQueryOptions(), enabled: admin })
  return (
    <LedgerPage
      isAdmin={admin}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
      agencyChoice={
        admin ? (
          <AgencyChoice
            value={search.agencyId}
            agencies={agencies.data}
            onChange={(agencyId) => void navigate({ search: { ...search, agencyId }, replace: true })}
          />
        ) : null
      }
    />
  )
}
