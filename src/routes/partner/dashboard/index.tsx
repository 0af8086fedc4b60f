import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { isAllowed } from '#domain/auth/roles.ts'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { InterestLanding } from '#features/interests/interest-landing.tsx'
import { AgentDashboardSearchSchema } from '#features/partner-dashboard/dashboard-search.ts'
import { offerSource } from '#features/partner-dashboard/lead-rows.ts'
import { LeadsDashboard } from '#features/partner-dashboard/leads-dashboard.tsx'
import { PdfOfferButton } from '#features/pdf-offer/pdf-offer-button.tsx'
import { hotelInterestQueryOptions } from '#lib/hotels/queries.ts'

export const Route = createFileRoute('/partner/dashboard/')({
  validateSearch: AgentDashboardSearchSchema,
  component: DashboardRoute,
})

/**
 * The partner dashboard (access type partners, docs/product/leads.md#dashboards): the agent's own
 * property leads and hotel interests, a link to the chat's Enquiries (docs/product/chat.md#screens); with
 * ?hotel-lead-id the saved hotel interest.
 */
function DashboardRoute() {
  const search = Route.useSearch()
  const hotelLeadId = search['hotel-lead-id']
  return (
    <AccessGuard accessType="partners">
      {hotelLeadId ? <SavedHotelInterest id={hotelLeadId} /> : <OwnLeads />}
    </AccessGuard>
  )
}

/** The saved hotel interest and, once it is loaded, its PDF offer. */
function SavedHotelInterest({ id }: { id: string }) {
  const interest = useQuery(hotelInterestQueryOptions(id))
  return (
    <>
      <InterestLanding hotelLeadId={id} />
      {interest.data ? (
        <div className="leads-dashboard__landing-actions">
          <PdfOfferButton source={{ kind: 'hotel', interestId: id }} />
        </div>
      ) : null}
    </>
  )
}

function OwnLeads() {
  const { t } = useLingui()
  const { user } = useAuth()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <LeadsDashboard
      scope="own"
      eyebrow={<Trans>Dashboard</Trans>}
      title={t`Your leads`}
      intro={
        <Trans>Your property leads and hotel interests, newest first. Open one to see its details and history.</Trans>
      }
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      rowActions={(item) => <PdfOfferButton source={offerSource(item)} />}
      hotelSearch={isAllowed(user?.role, 'agentDashboard')}
      links={
        <>
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
