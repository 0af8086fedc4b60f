import { Plural, Trans } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { RevealGrid } from '#ui/catalogue/reveal-grid.tsx'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import { OtherPeriodCard, ResultCard } from './result-card.tsx'
import { propertySearchQueryOptions, searchDestinationsQueryOptions } from './queries.ts'
import { useApplySearch } from './use-apply-search.ts'
import { WeeklyHint } from './weekly-hint.tsx'
import type { PropertySearchAnswer } from '#domain/property-search/search-answer.ts'

function BetterPriceBanner({
  filter,
  better,
}: {
  filter: PropertySearchFilter
  better: NonNullable<PropertySearchAnswer['betterPrice']>
}) {
  const applySearch = useApplySearch()
  const { period } = useFormatDate()
  const shifted = period(better.period)
  const count = better.count
  return (
    <div className="search-results__better" role="note">
      <p>
        {better.diff === -1 ? (
          <Plural
            value={count}
            one="# property has a better price 1 day prior"
            other="# properties have a better price 1 day prior"
          />
        ) : (
          <Plural
            value={count}
            one="# property has a better price 1 day later"
            other="# properties have a better price 1 day later"
          />
        )}
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void applySearch({ ...filter, ...better.period })}
      >
        <Trans>Search {shifted}</Trans>
      </button>
    </div>
  )
}

function OtherPeriods({ answer, commissionable }: { answer: PropertySearchAnswer; commissionable: boolean }) {
  if (answer.otherPeriods.length === 0) return null
  return (
    <section className="search-results__other" aria-labelledby="other-periods-title">
      <h2 id="other-periods-title" className="search-results__title">
        <Trans>Available in other periods</Trans>
      </h2>
      <p className="search-results__intro">
        <Trans>These properties match your wishes but are not free in your period. Here is when they are.</Trans>
      </p>
      <RevealGrid
        items={answer.otherPeriods}
        total={answer.otherPeriods.length}
        renderItem={(result) => <OtherPeriodCard key={result._id} result={result} commissionable={commissionable} />}
      />
    </section>
  )
}

/** A link may name a destination we do not have (an old or mistyped resort): say so, and how to go on. */
function UnknownDestinationNote({ city: typed }: { city: string }) {
  const destinations = useQuery(searchDestinationsQueryOptions())
  const wanted = typed.trim().toLowerCase()
  const known = destinations.data?.some((country) => country.cities.some((c) => c.city.toLowerCase() === wanted))
  if (!destinations.data || known) return null
  // the link's text as a React node: a string would go through the message's tag parser (`<0>`, `<b>`)
  const city = <>{typed}</>
  return (
    <p className="notice" role="note">
      <Trans>We have no residences in “{city}”. Please choose a destination from the list above.</Trans>
    </p>
  )
}

/**
 * Results with count, weekly hint, better-price note, and the
 * other-periods list (docs/product/storefront-search.md#results).
 */
export function SearchResults({ filter }: { filter: PropertySearchFilter }) {
  const { displayDemoProperties } = useDemoFlags()
  const query = useInfiniteQuery(propertySearchQueryOptions(filter, undefined, displayDemoProperties))
  const commissionable = useShowsCommission()
  if (query.isPending) {
    return (
      <p className="search-results__status" role="status">
        <Trans>Searching...</Trans>
      </p>
    )
  }
  if (query.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>Unfortunately, the search failed. Please try again.</Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  const first = query.data.pages[0]!
  const results = query.data.pages.flatMap((page) => page.results)
  const count = first.count
  return (
    <div className="search-results">
      {/* offline: the answer may come from the worker's cache, of an unknown age (no time shown) */}
      <OfflineNote cachedAt={null} />
      <div className="search-results__head">
        <p className="search-results__count" role="status">
          <Trans>Results: {count}</Trans>
        </p>
        {first.hint === 'weekly' ? <WeeklyHint /> : null}
        {first.betterPrice ? <BetterPriceBanner filter={filter} better={first.betterPrice} /> : null}
      </div>
      {count === 0 && filter.city ? <UnknownDestinationNote city={filter.city} /> : null}
      {count === 0 ? (
        <p className="search-results__empty">
          <Trans>Sorry, we don't have any results matching your query</Trans>
        </p>
      ) : (
        <RevealGrid
          items={results}
          total={count}
          loadMore={() => void query.fetchNextPage()}
          loadingMore={query.isFetchingNextPage}
          renderItem={(result, index) => (
            <ResultCard
              key={`${result._id}-${result.period?.checkIn ?? ''}`}
              result={result}
              commissionable={commissionable}
              eager={index < 3}
            />
          )}
        />
      )}
      <OtherPeriods answer={first} commissionable={commissionable} />
    </div>
  )
}
