import { Navigate, createFileRoute } from '@tanstack/react-router'
import { markSaved } from '#domain/hotels/selection.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { SaveInterestDialog } from '#features/interests/save-interest-dialog.tsx'
import { useHotelSelection } from '#features/selection/use-selection.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'

export const Route = createFileRoute('/hotels/$hotelId/save-interest')({
  component: SaveInterestRoute,
})

/**
 * The save-interest modal: the selection (selection feature) handed to the interest form (interests
 * feature). Interests are for agencies: on the consumer storefront the address leads back to the hotel page.
 */
function SaveInterestRoute() {
  const { hotelId } = Route.useParams()
  const search = Route.useSearch()
  const { selection, update } = useHotelSelection(hotelId, search)
  const { user } = useAuth()
  const forVisitor = useBrand().isB2C
  if (forVisitor)
    return <Navigate to="/hotels/$hotelId" params={{ hotelId }} search={search} replace resetScroll={false} />
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
