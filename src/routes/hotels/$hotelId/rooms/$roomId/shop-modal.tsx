import { createFileRoute } from '@tanstack/react-router'
import { useRatesRefused } from '#features/auth/use-rates-refused.ts'
import { RoomOffersDialog } from '#features/selection/room-offers-dialog.tsx'

export const Route = createFileRoute('/hotels/$hotelId/rooms/$roomId/shop-modal')({
  component: ShopModalRoute,
})

function ShopModalRoute() {
  const { hotelId, roomId } = Route.useParams()
  const search = Route.useSearch()
  const ratesRefused = useRatesRefused()
  return <RoomOffersDialog hotelId={hotelId} roomId={roomId} search={search} ratesRefused={ratesRefused} />
}
