import { createFileRoute, notFound } from '@tanstack/react-router'
import { COUNTRY_SLUGS } from '#domain/routing/path-status.ts'
import { UnknownDestinationPage } from '#features/properties/unknown-destination-page.tsx'

export const Route = createFileRoute('/$propertyType/$country')({
  // the route table's country slugs (English and German, oesterreich too); paths.ts maps them
  beforeLoad: ({ params }) => {
    if (!(COUNTRY_SLUGS as readonly string[]).includes(params.country.toLowerCase())) throw notFound()
  },
  notFoundComponent: () => <UnknownDestinationPage />,
})
