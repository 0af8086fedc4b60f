import { Plural, Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useDeferredValue, useId, type ReactNode } from 'react'
import { canSearchHotels, hasPeriod, type HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import { mergeHotelPages } from '#domain/hotels/hotel-pages.ts'
import type { HotelCard as Hotel } from '#domain/hotels/types.ts'
import { RevealGrid } from '#ui/catalogue/reveal-grid.tsx'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { NetworkError } from '#lib/api-errors.ts'
import { availableHotelPagesQueryOptions } from '#lib/hotels/queries.ts'
import { FailureText } from './failure-text.tsx'
import { HotelCard } from './hotel-card.tsx'

type Props = {
  /** the filter as searched (payment profile resolved) */
  filter: HotelSearchFilter
  includeDemos: boolean
}

function Placeholders() {
  return (
    <div className="property-grid hotel-results__placeholders" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="hotel-tile hotel-tile--placeholder">
          <div className="hotel-tile__media" />
          <div className="hotel-tile__body">
            <span className="placeholder-line placeholder-line--short" />
            <span className="placeholder-line" />
          </div>
        </div>
      ))}
    </div>
  )
}

type GridProps = {
  /** the list's hotels loaded so far */
  hotels: Hotel[]
  /** how many the list has in all */
  total: number
  search: HotelPageSearch
  title: ReactNode
  /** the next page of both lists; undefined when every page is loaded */
  loadMore: (() => void) | undefined
  loadingMore: boolean
}

function HotelGrid({ hotels, total, search, title, loadMore, loadingMore }: GridProps) {
  const id = useId()
  return (
    <section className="hotel-results__group" aria-labelledby={id}>
      <h2 className="hotel-results__title" id={id}>
        {title}
      </h2>
      <RevealGrid
        items={hotels}
        total={total}
        loadMore={loadMore}
        loadingMore={loadingMore}
        renderItem={(hotel, index) => <HotelCard key={hotel._id} hotel={hotel} search={search} eager={index < 3} />}
      />
    </section>
  )
}

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="notice notice--error hotel-results__failure" role="alert">
      <p>
        <FailureText error={error} />
      </p>
      <button type="button" className="button button--ghost" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

/**
 * The results (docs/product/hotels.md#search): fetched only when no dates are set or a destination
 * is chosen; available hotels, then the unavailable ones, each sorted by the server and loaded a
 * page at a time (the next page on "Show more"); the no-hotels text and the request-failure texts;
 * offline, the last results with the time they were fetched.
 */
export function HotelResults({ filter, includeDemos }: Props) {
  const online = useOnlineStatus()
  const query = useInfiniteQuery({
    ...availableHotelPagesQueryOptions(filter, includeDemos),
    enabled: canSearchHotels(filter),
  })
  // the answer renders its cards in a transition, in slices, not in the synchronous render that a
  // query's update forces: until then the placeholders stay (docs/decisions/100-the-route-before-the-first-render.md)
  const data = useDeferredValue(query.data)
  const retry = () => void query.refetch()
  if (!canSearchHotels(filter)) return null
  // offline and never fetched: the request waits for the network, say so
  if (query.isPending && query.fetchStatus === 'paused')
    return <Failure error={new NetworkError('offline')} retry={retry} />
  if (query.isPending || (!data && !query.isError)) {
    return (
      <div className="hotel-results">
        <p className="hotel-results__status" role="status">
          <Trans>Loading hotels...</Trans>
        </p>
        <Placeholders />
      </div>
    )
  }
  if (!data) return <Failure error={query.error} retry={retry} />
  const { available, unavailable, availableCount, unavailableCount } = mergeHotelPages(data.pages)
  const loadMore = query.hasNextPage ? () => void query.fetchNextPage() : undefined
  const more = { loadMore, loadingMore: query.isFetchingNextPage }
  const period = hasPeriod(filter)
  const search: HotelPageSearch = period
    ? { checkInDate: filter.checkInDate, checkOutDate: filter.checkOutDate, paymentProfile: filter.paymentProfile }
    : {}
  return (
    <div className="hotel-results">
      {/* offline, the last answer shows with the time it was fetched */}
      <OfflineNote cachedAt={online ? null : new Date(query.dataUpdatedAt)} />
      {query.isError ? <Failure error={query.error} retry={retry} /> : null}
      {availableCount + unavailableCount === 0 ? (
        <p className="hotel-results__empty">
          <Trans>Unfortunately, there are no hotels available matching your request</Trans>
        </p>
      ) : null}
      {availableCount > 0 ? (
        <HotelGrid
          hotels={available}
          total={availableCount}
          search={search}
          {...more}
          title={
            period ? (
              <Plural
                value={availableCount}
                one="# hotel available for your dates"
                other="# hotels available for your dates"
              />
            ) : (
              <Plural value={availableCount} one="# hotel" other="# hotels" />
            )
          }
        />
      ) : null}
      {unavailableCount > 0 ? (
        <HotelGrid
          hotels={unavailable}
          total={unavailableCount}
          search={search}
          {...more}
          title={
            <Plural
              value={unavailableCount}
              one="# hotel not available for your dates"
              other="# hotels not available for your dates"
            />
          }
        />
      ) : null}
    </div>
  )
}
