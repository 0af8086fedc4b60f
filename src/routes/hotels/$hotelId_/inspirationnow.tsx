import { createFileRoute } from '@tanstack/react-router'
import { InspirationFeed } from '#features/hotels/inspiration-feed.tsx'

export const Route = createFileRoute('/hotels/$hotelId_/inspirationnow')({
  component: HotelInspirationRoute,
})

function HotelInspirationRoute() {
  const { hotelId } = Route.useParams()
  return <InspirationFeed hotelId={hotelId} />
}
