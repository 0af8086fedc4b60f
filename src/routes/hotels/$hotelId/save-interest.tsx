import { createFileRoute } from '@tanstack/react-router'
import { markSaved } from '#domain/hotels/selection.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { SaveInterestDialog } from '#features/interests/save-interest-dialog.tsx'
import { useHotelSelection } from '#features/selection/use-selection.ts'

export const Route = createFileRoute('/hotels/$hotelId/save-interest')({
  component: SaveInterestRoute,
})

/** The save-interest modal: the selection (selection feature) handed to the interest form (interests feature). */
function SaveInterestRoute() {
  const { hotelId } = Route.useParams()
  const search = Route.useSearch()
  const { selection, update } = useHotelSelection(hotelId, search)
  const { user } = useAuth()
  return (
    <SaveInterestDialog
      hotelId={hotelId}
      search={search}
      selection={selection}
      role={user?.role}
      userId={user?._id}
      onSaved={(id) => update((s) => markSaved(s, id))}
    />
  )
}
