import './search-page.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { AfterFirstPaint } from '#ui/after-first-paint.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { PropertySearchForm } from './property-search-form.tsx'
import { SearchResults } from './search-results.tsx'

/** /search: the full search form and, below it (#pageContent), the results of the URL's filter. */
export function SearchPage({
  filter,
  filterKey,
  datesDropped = false,
}: {
  filter: PropertySearchFilter
  filterKey: string
  datesDropped?: boolean
}) {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Search luxury chalets and apartments | LDS`,
    description: t`Search luxury chalets, apartments and villas in the Alps by resort, travel period, guests, service level and facilities.`,
  })
  return (
    <div className="search-page">
      <header className="search-page__header">
        <p className="eyebrow">
          <Trans>Property search</Trans>
        </p>
        <h1 className="search-page__title">
          <Trans>Find your chalet in the Alps</Trans>
        </h1>
      </header>
      <div className="search-page__form">
        <PropertySearchForm key={filterKey} initialFilter={filter} />
      </div>
      <section id="pageContent" className="search-page__results" aria-label={t`Search results`}>
        {datesDropped ? (
          <p className="notice" role="note">
            <Trans>
              The dates in this link have passed or are not valid, so all periods are shown. Please choose new dates
              above.
            </Trans>
          </p>
        ) : null}
        <AfterFirstPaint>
          <SearchResults filter={filter} />
        </AfterFirstPaint>
      </section>
    </div>
  )
}
