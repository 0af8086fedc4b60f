import './hotel-search.css'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { RevealGrid } from '#ui/catalogue/reveal-grid.tsx'
import { HotelTile } from '#ui/hotels/hotel-tile.tsx'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { hotelLocationsQueryOptions } from '#lib/catalogue/queries.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { hotelListQueryOptions } from '#lib/hotels/queries.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import { destinationGroups } from './destination-options.ts'
import { FailureText } from './failure-text.tsx'

/** The destination choice: a country (all its resorts) or a city; changing it changes the address. */
function DestinationChoice({ destination }: { destination: string }) {
  const { t } = useLingui()
  const label = useLabel()
  const id = useId()
  const navigate = useNavigate()
  const locations = useQuery(hotelLocationsQueryOptions())
  const groups = destinationGroups(
    locations.data ?? [],
    (country) => label(countryLabel(country)),
    (name) => t`${name}: all resorts`,
  )
  const known = groups.some((group) => group.options.some((option) => option.value === destination))
  return (
    <div className="field field--select hotel-browse__destination">
      <label className="field__label" htmlFor={id}>
        <Trans>Destination</Trans>
      </label>
      <select
        id={id}
        className="field__control"
        value={destination}
        onChange={(event) =>
          void navigate({ to: '/hotels', search: event.target.value ? { destination: event.target.value } : {} })
        }
      >
        <option value="">{t`All destinations`}</option>
        {destination && !known ? <option value={destination}>{destination}</option> : null}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}

function BrowseResults({ destination }: { destination: string }) {
  const online = useOnlineStatus()
  const { displayDemoHotels } = useDemoFlags()
  const query = useInfiniteQuery(hotelListQueryOptions(destination, displayDemoHotels))
  const retry = () => void query.refetch()
  if (query.isPending && query.fetchStatus !== 'paused')
    return (
      <p className="hotel-results__status" role="status">
        <Trans>Loading hotels...</Trans>
      </p>
    )
  if (!query.data)
    return (
      <div className="notice notice--error hotel-results__failure" role="alert">
        <p>
          <FailureText error={query.error} />
        </p>
        <button type="button" className="button button--ghost" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  const hotels = query.data.pages.flatMap((page) => page.hotels)
  const total = query.data.pages[0]?.count ?? 0
  return (
    <div className="hotel-results">
      <OfflineNote cachedAt={online ? null : new Date(query.dataUpdatedAt)} />
      {total === 0 ? (
        <p className="hotel-results__empty">
          <Trans>Unfortunately, there are no hotels available matching your request</Trans>
        </p>
      ) : (
        <section className="hotel-results__group" aria-labelledby="hotel-browse-count">
          <h2 className="hotel-results__title" id="hotel-browse-count">
            <Plural value={total} one="# hotel" other="# hotels" />
          </h2>
          <RevealGrid
            items={hotels}
            total={total}
            loadMore={query.hasNextPage ? () => void query.fetchNextPage() : undefined}
            loadingMore={query.isFetchingNextPage}
            renderItem={(hotel, index) => <HotelTile key={hotel._id} hotel={hotel} eager={index < 3} />}
          />
        </section>
      )}
    </div>
  )
}

/**
 * /hotels on the consumer storefront (docs/product/hotels.md#browsing-hotels): the hotels of a
 * destination without prices, each opening its hotel page, and the storefront's enquiry.
 */
export function HotelBrowsePage({ destination }: { destination: string }) {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Luxury hotels in the Alps | LDS`,
    description: t`Hand-picked luxury hotels in the Alps: rooms and suites, dining, spa and location. Enquire with our concierge team, without consulting costs.`,
  })
  return (
    <div className="hotel-search hotel-browse">
      <header className="hotel-search__header">
        <p className="eyebrow">
          <Trans>Luxury hotels</Trans>
        </p>
        <h1 className="hotel-search__title">
          <Trans>Luxury hotels in the Alps</Trans>
        </h1>
        <p className="hotel-browse__lead">
          <Trans>
            Hand-picked hotels in the finest resorts. Tell our concierge team what you have in mind: we find the right
            room and rate for you, without consulting costs.
          </Trans>
        </p>
        <p>
          <Link
            to="/enquire-now"
            search={destination ? { destination } : {}}
            className="button button--primary hotel-browse__enquire"
          >
            <Trans>Enquire now</Trans>
          </Link>
        </p>
      </header>
      <DestinationChoice destination={destination} />
      <section className="hotel-search__results" aria-label={t`Hotels`}>
        <BrowseResults destination={destination} />
      </section>
    </div>
  )
}
