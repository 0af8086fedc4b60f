import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { HotelsPlaceholder } from './-components/hotels-placeholder.tsx'

export const Route = createFileRoute('/hotels/')({
  component: HotelsRoute,
})

/** Agent dashboard and hotel search (access type agentDashboard); the search comes in its own issue. */
function HotelsRoute() {
  return (
    <AccessGuard accessType="agentDashboard">
      <HotelsPlaceholder />
    </AccessGuard>
  )
}
