import { Outlet, createFileRoute } from '@tanstack/react-router'
import { PropertyPage } from '#features/properties/property-page.tsx'
import { UnknownDestinationPage } from '#features/properties/unknown-destination-page.tsx'
import { validatePropertySearch } from '#routes/$propertyType/-components/property-search-params.ts'
import { PropertyEnquirySlot } from '#routes/$propertyType/-components/property-enquiry-slot.tsx'

/** The property page; child routes (enquire-now, book-now, take-option) render their dialogs over it. */
export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName')({
  validateSearch: validatePropertySearch,
  // loaded on demand so the property API code stays out of the first bundle
  loader: ({ context: { queryClient }, params, location }) =>
    import('#routes/$propertyType/-components/property-loader.ts').then((module) =>
      module.loadProperty(queryClient, params, location),
    ),
  notFoundComponent: () => <UnknownDestinationPage kind="property" />,
  component: PropertyRoute,
})

function PropertyRoute() {
  const params = Route.useParams()
  const { checkIn, checkOut } = Route.useSearch()
  const period = checkIn && checkOut ? { checkIn, checkOut } : null
  return (
    <PropertyPage params={params} period={period} enquiryForm={<PropertyEnquirySlot params={params} period={period} />}>
      <Outlet />
    </PropertyPage>
  )
}
