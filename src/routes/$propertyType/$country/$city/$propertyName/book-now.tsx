import { createFileRoute } from '@tanstack/react-router'
import { BookingNote } from '#features/properties/booking-note.tsx'

export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/book-now')({
  component: BookNowRoute,
})

function BookNowRoute() {
  return <BookingNote params={Route.useParams()} kind="book-now" />
}
