import { createFileRoute } from '@tanstack/react-router'
import { DestinationPage } from '#features/properties/destination-page.tsx'
import { UnknownDestinationPage } from '#features/properties/unknown-destination-page.tsx'
import { DestinationError } from '#routes/$propertyType/-components/destination-error.tsx'

export const Route = createFileRoute('/$propertyType/$country/$city/')({
  // loaded on demand so the list's API code stays out of the first bundle
  loader: ({ context: { queryClient }, params }) =>
    import('#routes/$propertyType/-components/destination-loader.ts').then((module) =>
      module.loadDestination(queryClient, params),
    ),
  notFoundComponent: () => <UnknownDestinationPage />,
  // a failed request: the list's own failure state with a retry, not the crash screen
  errorComponent: DestinationError,
  component: CityRoute,
})

function CityRoute() {
  const params = Route.useParams()
  return <DestinationPage key={params.city} params={params} />
}
