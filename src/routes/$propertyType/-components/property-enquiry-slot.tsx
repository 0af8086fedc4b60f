import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, lazy } from 'react'
import type { Period } from '#domain/dates/period.ts'
import type { PropertyPathParams } from '#features/properties/property-page-model.ts'
import { propertyBasePath } from '#features/properties/property-page-model.ts'
import { propertyByPathQueryOptions } from '#features/properties/queries.ts'

// the enquiry form loads with its own chunk, after the property page
const LazyEnquiryForm = lazy(() =>
  import('#features/enquiry/property-enquiry-form.tsx').then((module) => ({ default: module.PropertyEnquiryForm })),
)

/** The enquiry feature's side form for the property of the path (lazy). */
export function PropertyEnquirySlot({ params, period }: { params: PropertyPathParams; period: Period | null }) {
  const { data: property } = useSuspenseQuery(propertyByPathQueryOptions(propertyBasePath(params)))
  const { _id, name, city, serviceLevels } = property
  return (
    <Suspense fallback={<p className="enquiry-aside__loading" aria-hidden="true" />}>
      <LazyEnquiryForm property={{ _id, name, city, serviceLevels }} initialPeriod={period ?? undefined} />
    </Suspense>
  )
}
