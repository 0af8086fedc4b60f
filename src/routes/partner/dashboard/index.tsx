import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { InterestLanding } from '#features/interests/interest-landing.tsx'

const DashboardSearch = v.object({ 'hotel-lead-id': v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/))), undefined) })

export const Route = createFileRoute('/partner/dashboard/')({
  validateSearch: DashboardSearch,
  component: DashboardRoute,
})

/** The partner dashboard (access type partners); today the landing of a saved hotel interest. */
function DashboardRoute() {
  const search = Route.useSearch()
  return (
    <AccessGuard accessType="partners">
      <InterestLanding hotelLeadId={search['hotel-lead-id']} />
    </AccessGuard>
  )
}
