import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import type { Stay } from '#domain/catalogue/types.ts'
import { acceptsOnlineBooking } from '#domain/leads/consumer-booking.ts'
import { ConsumerBookingDialog } from '#features/consumer-booking/consumer-booking-dialog.tsx'
import { propertyBasePath } from '#features/properties/property-page-model.ts'
import { propertyByPathQueryOptions } from '#features/properties/queries.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { propertyStaysQueryOptions } from '#lib/catalogue/queries.ts'

const propertyRoute = getRouteApi('/$propertyType/$country/$city/$propertyName')
const NO_STAYS: readonly Stay[] = []

/**
 * …/book-online: the consumer booking dialog over the property page (the parent route loads the
 * property). Only the consumer brand and a property that takes bookings online show it; anyone else
 * is sent back to the property page (docs/product/leads.md#consumer-booking).
 */
export const Route = createFileRoute('/$propertyType/$country/$city/$propertyName/book-online')({
  component: BookOnlineRoute,
})

function BookOnlineRoute() {
  const params = Route.useParams()
  const search = propertyRoute.useSearch()
  const navigate = useNavigate()
  const brand = useBrand()
  const basePath = propertyBasePath(params)
  const { data: property } = useSuspenseQuery(propertyByPathQueryOptions(basePath))
  const stays = useQuery(propertyStaysQueryOptions(property._id))
  if (!brand.isB2C || !acceptsOnlineBooking(property)) return <Navigate to={basePath} search={search} replace />
  const close = () => void navigate({ to: basePath, search, resetScroll: false, state: { keepScroll: true } })
  const initialPeriod =
    search.checkIn && search.checkOut ? { checkIn: search.checkIn, checkOut: search.checkOut } : undefined
  return (
    <ConsumerBookingDialog
      property={{ ...property, basePath }}
      stays={stays.data?.stays ?? NO_STAYS}
      initialPeriod={initialPeriod}
      onClose={close}
    />
  )
}
