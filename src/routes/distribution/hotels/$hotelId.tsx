import { createFileRoute } from '@tanstack/react-router'
import { DistributionPage } from '#features/hotels/distribution-page.tsx'

export const Route = createFileRoute('/distribution/hotels/$hotelId')({
  component: DistributionRoute,
})

function DistributionRoute() {
  const { hotelId } = Route.useParams()
  return <DistributionPage hotelId={hotelId} />
}
