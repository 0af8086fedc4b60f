import './property-page.css'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Suspense, lazy } from 'react'
import type { Period } from '#domain/dates/period.ts'
import { AfterFirstPaint } from '#ui/after-first-paint.tsx'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { countryLabel, propertyTypeLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { usePageLinks } from '#ui/use-page-links.ts'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { PeriodNote } from './period-note.tsx'
import { PropertyB2C } from './property-b2c.tsx'
import { PropertyGallery } from './property-gallery.tsx'
import { PropertyHeader } from './property-header.tsx'
import {
  enquireHref,
  propertyBasePath,
  type PropertyPageModel,
  type PropertyPathParams,
} from './property-page-model.ts'
import { propertyByPathQueryOptions } from './queries.ts'

// the accordion (Radix) only loads for B2B brands
const PropertyB2B = lazy(() => import('./property-b2b.tsx').then((module) => ({ default: module.PropertyB2B })))

type Props = {
  params: PropertyPathParams
  period: Period | null
  /** the side enquiry form (B2C desktop), composed by the route */
  enquiryForm?: ReactNode
  /** child routes (enquire-now, book-now, take-option dialogs) */
  children?: ReactNode
}

function usePropertyMeta(model: PropertyPageModel): void {
  const { t } = useLingui()
  const label = useLabel()
  const { property } = model
  const type = label(propertyTypeLabel(property.propertyType))
  const country = label(countryLabel(property.address.country))
  const { name, city, bedrooms } = property
  useDocumentMeta({
    title: t`${name} – luxury ${type} in ${city}, ${country} | LDS`,
    description: t`${name}: ${type} with ${bedrooms} bedrooms in ${city}, ${country}. Availabilities, services, location and terms, with personal advice.`,
  })
  usePageLinks()
}

/** The property page (docs/product/property-pages.md): B2C sections or B2B accordion. */
export function PropertyPage({ params, period, enquiryForm, children }: Props) {
  const basePath = propertyBasePath(params)
  const { data: property } = useSuspenseQuery(propertyByPathQueryOptions(basePath))
  const brand = useBrand()
  const showCommission = useShowsCommission()
  const model: PropertyPageModel = {
    property,
    params,
    basePath,
    enquireHref: enquireHref(basePath, period),
    period,
    showCommission,
  }
  usePropertyMeta(model)
  return (
    <article className="property-page">
      {/* offline: the answer may come from the worker's cache, of an unknown age (no time shown) */}
      <OfflineNote cachedAt={null} />
      <PropertyHeader property={property} params={params} />
      <PropertyGallery name={property.name} images={property.images} />
      {period ? (
        <PeriodNote
          propertyId={property._id}
          period={period}
          serviceLevels={property.serviceLevels}
          currency={property.currency}
        />
      ) : null}
      <div id="pageContent">
        <AfterFirstPaint>
          {brand.isB2C ? (
            <PropertyB2C model={model} enquiryForm={enquiryForm} />
          ) : (
            <Suspense fallback={null}>
              <PropertyB2B model={model} />
            </Suspense>
          )}
        </AfterFirstPaint>
      </div>
      {children}
    </article>
  )
}
