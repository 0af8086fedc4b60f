import { Suspense, lazy } from 'react'

const LandingSearchForm = lazy(() =>
  import('#features/property-search/landing-search-form.tsx').then((module) => ({
    default: module.LandingSearchForm,
  })),
)

/** The landing's row search form, loaded on demand (desktop only) so the hero paints first. */
export function LandingSearch() {
  return (
    <Suspense fallback={<div className="search-form search-form--row search-form--loading" aria-hidden="true" />}>
      <LandingSearchForm />
    </Suspense>
  )
}
