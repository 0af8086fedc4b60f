import { createFileRoute } from '@tanstack/react-router'
import { LeadDialogRoute } from '#routes/$propertyType/-components/lead-dialog-route.tsx'
import { validateLeadSearch } from '#routes/$propertyType/-components/lead-search.ts'

/** …/book-now: the booking wizard over the property page; ?lead-id= changes that lead. */
export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/book-now')({
  validateSearch: validateLeadSearch,
  component: BookNowRoute,
})

function BookNowRoute() {
  const leadId = Route.useSearch()['lead-id'] ?? null
  return <LeadDialogRoute params={Route.useParams()} dialog={{ kind: 'book-now', leadId }} />
}
