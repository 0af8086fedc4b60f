import { Outlet, createFileRoute } from '@tanstack/react-router'
import { HotelPageSearchSchema } from '#domain/hotels/hotel-page-search.ts'
import { useRatesRefused } from '#features/auth/use-rates-refused.ts'
import { HotelPage } from '#features/hotels/hotel-page.tsx'
import { RoomsPanel } from '#features/selection/rooms-panel.tsx'

export const Route = createFileRoute('/hotels/$hotelId')({
  validateSearch: HotelPageSearchSchema,
  component: HotelRoute,
})

/** The hotel page composes the hotel (hotels) and its rooms with the selection (selection); modal routes render in the outlet. */
function HotelRoute() {
  const { hotelId } = Route.useParams()
  const search = Route.useSearch()
  const ratesRefused = useRatesRefused()
  return (
    <HotelPage
      hotelId={hotelId}
      search={search}
      rooms={<RoomsPanel hotelId={hotelId} search={search} ratesRefused={ratesRefused} />}
    >
      <Outlet />
    </HotelPage>
  )
}
