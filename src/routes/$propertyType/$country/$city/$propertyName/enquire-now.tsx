import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { PropertyEnquiryDialog } from '#features/enquiry/property-enquiry-dialog.tsx'
import { propertyBasePath } from '#features/properties/property-page-model.ts'
import { propertyByPathQueryOptions } from '#features/properties/queries.ts'
import { propertyStaysQueryOptions } from '#lib/catalogue/queries.ts'

const propertyRoute = getRouteApi('/$propertyType/$country/$city/$propertyName')

/** …/enquire-now: the enquiry dialog over the property page (the parent route loads the property). */
export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/enquire-now')({
  component: EnquireNowRoute,
})

function EnquireNowRoute() {
  const params = Route.useParams()
  const search = propertyRoute.useSearch()
  const navigate = useNavigate()
  const { data: property } = useSuspenseQuery(propertyByPathQueryOptions(propertyBasePath(params)))
  const stays = useQuery(propertyStaysQueryOptions(property._id))
  const close = () =>
    void navigate({ to: propertyBasePath(params), search, resetScroll: false, state: { keepScroll: true } })
  const { _id, name, city, serviceLevels } = property
  const initialPeriod =
    search.checkIn && search.checkOut ? { checkIn: search.checkIn, checkOut: search.checkOut } : undefined
  return (
    <PropertyEnquiryDialog
      property={{ _id, name, city, serviceLevels }}
      stays={stays.data?.stays}
      initialPeriod={initialPeriod}
      onClose={close}
    />
  )
}
