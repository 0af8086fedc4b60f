import { createFileRoute } from '@tanstack/react-router'
import { BookingNote } from '#features/properties/booking-note.tsx'

export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/take-option')({
  component: TakeOptionRoute,
})

function TakeOptionRoute() {
  return <BookingNote params={Route.useParams()} kind="take-option" />
}
