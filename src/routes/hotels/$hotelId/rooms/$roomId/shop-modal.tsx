import { createFileRoute } from '@tanstack/react-router'
import { RoomOffersDialog } from '#features/selection/room-offers-dialog.tsx'

export const Route = createFileRoute('/hotels/$hotelId/rooms/$roomId/shop-modal')({
  component: ShopModalRoute,
})

function ShopModalRoute() {
  const { hotelId, roomId } = Route.useParams()
  const search = Route.useSearch()
  return <RoomOffersDialog hotelId={hotelId} roomId={roomId} search={search} />
}
