import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useTravelAgency } from '#features/auth/auth-context.tsx'
import { HotelSearchPage } from '#features/hotel-search/hotel-search-page.tsx'

export const Route = createFileRoute('/hotels/')({
  component: HotelsRoute,
})

/** Agent dashboard and hotel search (access type agentDashboard). */
function HotelsRoute() {
  return (
    <AccessGuard accessType="agentDashboard">
      <AgencyHotelSearch />
    </AccessGuard>
  )
}

/** The search names the agency the agent works for (an admin: the one acted for). */
function AgencyHotelSearch() {
  return <HotelSearchPage agencyName={useTravelAgency().name} />
}
