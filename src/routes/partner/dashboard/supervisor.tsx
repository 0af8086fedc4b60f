import { Trans, useLingui } from '@lingui/react/macro'
import { Link, createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { AgentChoice } from '#features/partner-dashboard/dashboard-choices.tsx'
import { TeamDashboardSearchSchema } from '#features/partner-dashboard/dashboard-search.ts'
import { offerSource } from '#features/partner-dashboard/lead-rows.ts'
import { LeadsDashboard } from '#features/partner-dashboard/leads-dashboard.tsx'
import { PdfOfferButton } from '#features/pdf-offer/pdf-offer-button.tsx'

export const Route = createFileRoute('/partner/dashboard/supervisor')({
  validateSearch: TeamDashboardSearchSchema,
  component: SupervisorRoute,
})

/** The supervisor's dashboard (access type supervisorAgentDashboard): the team's leads by agent. */
function SupervisorRoute() {
  return (
    <AccessGuard accessType="supervisorAgentDashboard">
      <TeamLeads />
    </AccessGuard>
  )
}

function TeamLeads() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <LeadsDashboard
      scope="team"
      eyebrow={<Trans>Supervisor Dashboard</Trans>}
      title={t`Your team's leads`}
      intro={<Trans>The property leads and hotel interests of every agent of your agency, by agent.</Trans>}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      byAgent
      choice={
        <AgentChoice value={search.agentId} onChange={(agentId) => void navigate({ search: { ...search, agentId } })} />
      }
      rowActions={(item) => <PdfOfferButton source={offerSource(item)} />}
      links={
        <>
          <Link to="/partner/dashboard/commission" className="button button--ghost">
            <Trans>Commission ledger</Trans>
          </Link>
          <Link to="/partner/agency" className="button button--ghost">
            <Trans>Agency</Trans>
          </Link>
          <Link to="/partner/my-network" className="button button--ghost">
            <Trans>My network</Trans>
          </Link>
          <Link to="/partner/concierge-jobs" className="button button--ghost">
            <Trans>Concierge jobs</Trans>
          </Link>
          <Link to="/chat" className="button button--ghost">
            <Trans>Enquiries</Trans>
          </Link>
        </>
      }
    />
  )
}
