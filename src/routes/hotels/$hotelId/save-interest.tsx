import { createFileRoute } from '@tanstack/react-router'
import { SaveInterestDialog } from '#features/interests/save-interest-dialog.tsx'

export const Route = createFileRoute('/hotels/$hotelId/save-interest')({
  component: SaveInterestRoute,
})

function SaveInterestRoute() {
  const { hotelId } = Route.useParams()
  const search = Route.useSearch()
  return <SaveInterestDialog hotelId={hotelId} search={search} />
}
