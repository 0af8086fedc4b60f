import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { HotelSearchPage } from '#features/hotel-search/hotel-search-page.tsx'

export const Route = createFileRoute('/hotels/')({
  component: HotelsRoute,
})

/** Agent dashboard and hotel search (access type agentDashboard). */
function HotelsRoute() {
  return (
    <AccessGuard accessType="agentDashboard">
      <HotelSearchPage />
    </AccessGuard>
  )
}
