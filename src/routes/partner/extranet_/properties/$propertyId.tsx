import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { PropertyPage } from '#features/extranet/properties/property-page.tsx'

export const Route = createFileRoute('/partner/extranet_/properties/$propertyId')({ component: GuardedProperty })

/** A property's fields and stays (docs/product/extranet.md#property-screens); the API decides who may. */
function GuardedProperty() {
  const { propertyId } = Route.useParams()
  return (
    <AccessGuard anySignedIn>
      <PropertyPage key={propertyId} propertyId={propertyId} />
    </AccessGuard>
  )
}
