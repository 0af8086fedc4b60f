import './hotel-page.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { hotelQueryOptions } from '#lib/hotels/queries.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { hotelCategoryLabel as categoryLabel } from '#lib/labels/hotel-labels.ts'
import type { HotelAudience } from './hotel-page-model.ts'
import { HotelView } from './hotel-view.tsx'

type Props = {
  hotelId: string
  search: HotelPageSearch
  rooms: ReactNode
  /** 'visitor' on the consumer storefront (hotel-page-model.ts) */
  audience?: HotelAudience
  /** the agency's Enquiry tab (hotel-view.tsx) */
  enquiry?: (hotel: HotelDetail) => ReactNode
  children?: ReactNode
}

function useHotelMeta(hotel: HotelDetail | undefined, failed: boolean, audience: HotelAudience): void {
  const { t } = useLingui()
  const label = useLabel()
  const name = hotel?.name ?? ''
  const city = hotel?.location.city ?? ''
  const country = hotel ? label(countryLabel(hotel.location.country)) : ''
  const category = hotel ? label(categoryLabel(hotel.category)) : ''
  useDocumentMeta(
    hotel
      ? {
          title: t`${name} – ${category} hotel in ${city}, ${country} | LDS`,
          description:
            audience === 'visitor'
              ? t`${name} in ${city}, ${country}: rooms and suites, dining, facilities, location and policies. Enquire with our concierge team.`
              : t`${name} in ${city}, ${country}: rooms and suites with live rates, dining, facilities, location and policies for travel agencies.`,
        }
      : {
          title: failed ? t`Hotel not found | LDS` : t`Loading hotel... | LDS`,
          description:
            audience === 'visitor' ? t`Luxury hotels in the Alps.` : t`Luxury hotels in the Alps for travel agencies.`,
        },
  )
}

function CouldNotFetch({ offline }: { offline: boolean }) {
  return (
    <div className="notice notice--error hotel-status" role="alert">
      <p className="hotel-status__title">
        <Trans>Unfortunately, we could not fetch this hotel</Trans>
      </p>
      {offline ? (
        <p className="hotel-note">
          <Trans>You are offline, and this hotel has not been opened on this device before.</Trans>
        </p>
      ) : null}
      <Link to="/hotels" className="button button--ghost">
        <Trans>Search hotels</Trans>
      </Link>
    </div>
  )
}

/**
 * The hotel page (/hotels/:hotelId, docs/product/hotels.md#hotel-page). `rooms` is the rooms panel of
 * the selection feature, shown in the Rooms tab; `children` are the page's modal routes.
 */
export function HotelPage({ hotelId, search, rooms, audience = 'agency', enquiry, children }: Props) {
  const online = useOnlineStatus()
  const hotel = useQuery(hotelQueryOptions(hotelId))
  const waitingOffline = hotel.isPending && hotel.fetchStatus === 'paused'
  const failed = hotel.isError || waitingOffline
  useHotelMeta(hotel.data, failed, audience)
  if (hotel.data)
    return (
      <HotelView
        hotel={hotel.data}
        fetchedAt={online ? null : new Date(hotel.dataUpdatedAt)}
        search={search}
        rooms={rooms}
        audience={audience}
        enquiry={enquiry}
      >
        {children}
      </HotelView>
    )
  return (
    <section className="hotel-page">
      {failed ? (
        <CouldNotFetch offline={!online} />
      ) : (
        <p className="notice hotel-status" role="status">
          <Trans>Loading hotel...</Trans>
        </p>
      )}
      {children}
    </section>
  )
}
