import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { canSearchHotels, hasPeriod, type HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import { splitAndSortHotels } from '#domain/hotels/sort-hotels.ts'
import type { HotelCard as Hotel } from '#domain/hotels/types.ts'
import { RevealGrid } from '#ui/catalogue/reveal-grid.tsx'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { NetworkError } from '#lib/api-errors.ts'
import { availableHotelsQueryOptions } from '#lib/hotels/queries.ts'
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

function HotelGrid({ hotels, search, title }: { hotels: Hotel[]; search: HotelPageSearch; title: ReactNode }) {
  const id = useId()
  return (
    <section className="hotel-results__group" aria-labelledby={id}>
      <h2 className="hotel-results__title" id={id}>
        {title}
      </h2>
      <RevealGrid
        items={hotels}
        total={hotels.length}
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
 * is chosen; available hotels, then the unavailable ones, each sorted; the no-hotels text and the
 * request-failure texts; offline, the last results with the time they were fetched.
 */
export function HotelResults({ filter, includeDemos }: Props) {
  const online = useOnlineStatus()
  const query = useQuery({ ...availableHotelsQueryOptions(filter, includeDemos), enabled: canSearchHotels(filter) })
  const retry = () => void query.refetch()
  if (!canSearchHotels(filter)) return null
  // offline and never fetched: the request waits for the network, say so
  if (query.isPending && query.fetchStatus === 'paused')
    return <Failure error={new NetworkError('offline')} retry={retry} />
  if (query.isPending) {
    return (
      <div className="hotel-results">
        <p className="hotel-results__status" role="status">
          <Trans>Loading hotels...</Trans>
        </p>
        <Placeholders />
      </div>
    )
  }
  if (query.isError && !query.data) return <Failure error={query.error} retry={retry} />
  const hotels = query.data.hotels
  const { available, unavailable } = splitAndSortHotels(hotels)
  const period = hasPeriod(filter)
  const search: HotelPageSearch = period
    ? { checkInDate: filter.checkInDate, checkOutDate: filter.checkOutDate, paymentProfile: filter.paymentProfile }
    : {}
  return (
    <div className="hotel-results">
      {/* offline, the last answer shows with the time it was fetched */}
      <OfflineNote cachedAt={online ? null : new Date(query.dataUpdatedAt)} />
      {query.isError ? <Failure error={query.error} retry={retry} /> : null}
      {hotels.length === 0 ? (
        <p className="hotel-results__empty">
          <Trans>Unfortunately, there are no hotels available matching your request</Trans>
        </p>
      ) : null}
      {available.length > 0 ? (
        <HotelGrid
          hotels={available}
          search={search}
          title={
            period ? (
              <Plural
                value={available.length}
                one="# hotel available for your dates"
                other="# hotels available for your dates"
              />
            ) : (
              <Plural value={available.length} one="# hotel" other="# hotels" />
            )
          }
        />
      ) : null}
      {unavailable.length > 0 ? (
        <HotelGrid
          hotels={unavailable}
          search={search}
          title={
            <Plural
              value={unavailable.length}
              one="# hotel not available for your dates"
              other="# hotels not available for your dates"
            />
          }
        />
      ) : null}
    </div>
  )
}
