import { createFileRoute } from '@tanstack/react-router'
import { DistributionPage } from '#features/hotels/distribution-page.tsx'

/** ?invitation=…: the signed invitation of a hotel manager (docs/product/my-network.md#the-landing), checked by the server. */
type DistributionSearch = { invitation?: string }

export const Route = createFileRoute('/distribution/hotels/$hotelId')({
  validateSearch: (raw: Record<string, unknown>): DistributionSearch =>
    typeof raw.invitation === 'string' && raw.invitation.length <= 1000 ? { invitation: raw.invitation } : {},
  component: DistributionRoute,
})

function DistributionRoute() {
  const { hotelId } = Route.useParams()
  const { invitation } = Route.useSearch()
  return <DistributionPage hotelId={hotelId} invitation={invitation} />
}
