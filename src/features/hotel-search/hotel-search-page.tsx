import './hotel-search.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import { applyHotelFilter } from './filter-storage.ts'
import { GlobalSearchHint } from './global-search-hint.tsx'
import { HotelResults } from './hotel-results.tsx'
import { HotelSearchForm } from './hotel-search-form.tsx'
import { filterForSearch } from './search-form-model.ts'
import { useAppliedFilter } from './use-applied-filter.ts'

const RESULTS_ID = 'pageContent'

/** Brings the results into view after a search (the form is long on a phone). */
function scrollToResults(): void {
  requestAnimationFrame(() => {
    const results = document.getElementById(RESULTS_ID)
    if (!results || results.getBoundingClientRect().top < window.innerHeight * 0.6) return
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    results.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  })
}

/**
 * The hotel search page (/hotels, docs/product/hotels.md#search): the filter form and the result
 * grid of the applied filter, which is kept in local storage with no expiry.
 */
export function HotelSearchPage({ agencyName }: { agencyName?: string }) {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Hotel search | LDS`,
    description: t`Search luxury hotels in the Alps by destination, period, category, programs and facilities, with live rates for your agency.`,
  })
  const applied = useAppliedFilter()
  const policy = useBrand().paymentProfile
  const { displayDemoHotels } = useDemoFlags()
  const apply = (filter: HotelSearchFilter) => {
    applyHotelFilter(filter, 'form')
    scrollToResults()
  }
  return (
    <div className="hotel-search">
      <header className="hotel-search__header">
        <p className="eyebrow">
          <Trans>Luxury Distribution System</Trans>
        </p>
        <h1 className="hotel-search__title">
          <Trans>Find the hotel for your client</Trans>
        </h1>
        {agencyName ? <p className="hotel-search__agency">{agencyName}</p> : null}
      </header>
      <GlobalSearchHint />
      {applied ? (
        <>
          {applied.datesDropped ? (
            <p className="hotel-search__note" role="note">
              <Trans>
                The dates of your last search have passed, so all periods are shown. Please choose new dates.
              </Trans>
            </p>
          ) : null}
          <HotelSearchForm key={applied.revision} initialFilter={applied.filter} policy={policy} onApply={apply} />
          <section id={RESULTS_ID} className="hotel-search__results" aria-label={t`Search results`}>
            <HotelResults filter={filterForSearch(applied.filter, policy)} includeDemos={displayDemoHotels} />
          </section>
        </>
      ) : null}
    </div>
  )
}
