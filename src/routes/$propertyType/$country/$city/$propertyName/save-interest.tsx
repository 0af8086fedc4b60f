import { createFileRoute } from '@tanstack/react-router'
import { LeadDialogRoute } from '#routes/$propertyType/-components/lead-dialog-route.tsx'

/** …/save-interest: the property interest form over the property page. */
export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/save-interest')({
  component: SaveInterestRoute,
})

function SaveInterestRoute() {
  return <LeadDialogRoute params={Route.useParams()} dialog={{ kind: 'save-interest' }} />
}
