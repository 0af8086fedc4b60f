import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { FacilitiesPage } from '#features/facilities-admin/facilities-page.tsx'

export const Route = createFileRoute('/partner/extranet_/facilities')({ component: GuardedFacilities })

/** Admins only (access type default; docs/product/extranet.md#facilities-hotels-and-leads). */
function GuardedFacilities() {
  return (
    <AccessGuard accessType="default">
      <FacilitiesPage />
    </AccessGuard>
  )
}
