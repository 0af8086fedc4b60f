import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { travelAgenciesQueryOptions } from '#features/auth/queries.ts'
import { AgencyChoice } from '#features/partner-dashboard/dashboard-choices.tsx'
import { AdminDashboardSearchSchema } from '#features/partner-dashboard/dashboard-search.ts'
import { offerSource } from '#features/partner-dashboard/lead-rows.ts'
import { LeadsDashboard } from '#features/partner-dashboard/leads-dashboard.tsx'
import { PdfOfferButton } from '#features/pdf-offer/pdf-offer-button.tsx'

export const Route = createFileRoute('/partner/dashboard/admin')({
  validateSearch: AdminDashboardSearchSchema,
  component: AdminRoute,
})

/** The admin dashboard (admins only, access type default): every agency's leads, or one agency's. */
function AdminRoute() {
  return (
    <AccessGuard accessType="default">
      <AllLeads />
    </AccessGuard>
  )
}

function AllLeads() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const agencies = useQuery(travelAgenciesQueryOptions())
  return (
    <LeadsDashboard
      scope="all"
      eyebrow={<Trans>Admin Dashboard</Trans>}
      title={t`Every agency's leads`}
      intro={
        <>
          <Trans>
            The property leads and hotel interests of every agency; choose one agency to see only its leads.
          </Trans>{' '}
          <Link to="/partner/dashboard/admin/analytics">
            <Trans>See the analytics</Trans>
          </Link>
        </>
      }
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      columns={{ agent: true, agency: true }}
      links={
        <>
          <Link to="/admin/agency-verifications" className="button button--ghost">
            <Trans>Agency verifications</Trans>
          </Link>
          <Link to="/partner/extranet" className="button button--ghost">
            <Trans>Hotel extranet</Trans>
          </Link>
          <Link to="/partner/extranet/properties" className="button button--ghost">
            <Trans>Properties and stays</Trans>
          </Link>
          <Link to="/partner/extranet/facilities" className="button button--ghost">
            <Trans>Facilities</Trans>
          </Link>
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
      choice={
        <AgencyChoice
          value={search.agencyId}
          agencies={agencies.data}
          onChange={(agencyId) => void navigate({ search: { ...search, agencyId } })}
        />
      }
      rowActions={(item) => <PdfOfferButton source={offerSource(item)} />}
    />
  )
}
