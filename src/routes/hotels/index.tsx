import { createFileRoute } from '@tanstack/react-router'
import { parseHotelListSearch } from '#domain/hotels/hotel-list-address.ts'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useTravelAgency } from '#features/auth/auth-context.tsx'
import { HotelBrowsePage } from '#features/hotel-search/hotel-browse-page.tsx'
import { HotelSearchPage } from '#features/hotel-search/hotel-search-page.tsx'
import { useBrand } from '#lib/brand/brand-context.tsx'

export const Route = createFileRoute('/hotels/')({
  validateSearch: parseHotelListSearch,
  component: HotelsRoute,
})

/**
 * Agent dashboard and hotel search (access type agentDashboard); on the consumer storefront the
 * visitor's list of hotels without prices (docs/product/hotels.md#browsing-hotels).
 */
function HotelsRoute() {
  const { destination } = Route.useSearch()
  if (useBrand().isB2C) return <HotelBrowsePage destination={destination ?? ''} />
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
