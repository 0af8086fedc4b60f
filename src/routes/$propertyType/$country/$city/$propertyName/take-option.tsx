import { createFileRoute } from '@tanstack/react-router'
import { LeadDialogRoute } from '#routes/$propertyType/-components/lead-dialog-route.tsx'
import { validateLeadSearch } from '#routes/$propertyType/-components/lead-search.ts'

/** …/take-option: the booking wizard asking for an option; ?lead-id= changes that lead. */
export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/take-option')({
  validateSearch: validateLeadSearch,
  component: TakeOptionRoute,
})

function TakeOptionRoute() {
  const leadId = Route.useSearch()['lead-id'] ?? null
  return <LeadDialogRoute params={Route.useParams()} dialog={{ kind: 'take-option', leadId }} />
}
