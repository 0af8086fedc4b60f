import { useSuspenseQuery } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { Suspense, lazy } from 'react'
import type { Period } from '../../../domain/properties/stay-availability.ts'
import type { PropertyPathParams } from '../../../features/properties/property-page-model.ts'
import { propertyBasePath } from '../../../features/properties/property-page-model.ts'
import { propertyByPathQueryOptions } from '../../../features/properties/queries.ts'

type EnquiryFormProps = {
  property: { _id: string; name: string; city: string; serviceLevels: string[] }
  initialPeriod?: Period
}

// The enquiry feature owns the form; a glob keeps the build working before that file exists.
const modules = import.meta.glob<{ PropertyEnquiryForm: ComponentType<EnquiryFormProps> }>(
  '../../../features/enquiry/property-enquiry-form.tsx',
)
const load = Object.values(modules)[0]
const LazyEnquiryForm = load ? lazy(() => load().then((module) => ({ default: module.PropertyEnquiryForm }))) : null

/** True once the enquiry feature provides its side form. */
export const hasPropertyEnquiryForm = LazyEnquiryForm !== null

/** The enquiry feature's side form for the property of the path (lazy). */
export function PropertyEnquirySlot({ params, period }: { params: PropertyPathParams; period: Period | null }) {
  const { data: property } = useSuspenseQuery(propertyByPathQueryOptions(propertyBasePath(params)))
  if (!LazyEnquiryForm) return null
  const { _id, name, city, serviceLevels } = property
  return (
    <Suspense fallback={<p className="enquiry-aside__loading" aria-hidden="true" />}>
      <LazyEnquiryForm property={{ _id, name, city, serviceLevels }} initialPeriod={period ?? undefined} />
    </Suspense>
  )
}
