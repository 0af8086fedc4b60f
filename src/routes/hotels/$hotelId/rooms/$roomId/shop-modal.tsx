import { Navigate, createFileRoute } from '@tanstack/react-router'
import { useRatesRefused } from '#features/auth/use-rates-refused.ts'
import { RoomOffersDialog } from '#features/selection/room-offers-dialog.tsx'
import { useBrand } from '#lib/brand/brand-context.tsx'

export const Route = createFileRoute('/hotels/$hotelId/rooms/$roomId/shop-modal')({
  component: ShopModalRoute,
})

/** Rates are for agencies: on the consumer storefront the address leads back to the hotel page. */
function ShopModalRoute() {
  const { hotelId, roomId } = Route.useParams()
  const search = Route.useSearch()
  const ratesRefused = useRatesRefused()
  if (useBrand().isB2C)
    return <Navigate to="/hotels/$hotelId" params={{ hotelId }} search={search} replace resetScroll={false} />
  return <RoomOffersDialog hotelId={hotelId} roomId={roomId} search={search} ratesRefused={ratesRefused} />
}
