import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pagePeriod, type HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { getRuntimeConfig } from '#lib/config.ts'
import { OfflineNote } from '#ui/offline-note.tsx'
import { TabPanel, Tabs } from '#ui/tabs.tsx'
import { MEDIA, useMediaQuery } from '#ui/use-media-query.ts'
import { HOTEL_TAB_KEY, useStoredValue } from './browser-memory.ts'
import { HotelAccordion } from './hotel-accordion.tsx'
import { HotelAside } from './hotel-aside.tsx'
import { HotelGallery, HotelPhotoStrip } from './hotel-gallery.tsx'
import { HotelHeader } from './hotel-header.tsx'
import { availableTabs, resolveTab, showsMice, type HotelAudience, type HotelTab } from './hotel-page-model.ts'
import { MicePanel } from './mice-panel.tsx'
import { periodSearch, type PeriodForm } from './period-form.ts'
import { PeriodSelector } from './period-selector.tsx'
import { SalesPanel } from './sales-panel.tsx'
import { StorefrontEnquiry } from './storefront-enquiry.tsx'

type Props = {
  hotel: HotelDetail
  /** when the page shows saved data offline: the time it was fetched */
  fetchedAt: Date | null
  search: HotelPageSearch
  rooms: ReactNode
  /** a visitor of the consumer storefront: no period, sales, invitation or chat (hotel-page-model.ts) */
  audience?: HotelAudience
  /**
   * The agency's Enquiry tab: the hotel chat, composed by the route (the hotels feature never imports
   * the chat feature; docs/decisions/110-chat-panel-passed-by-the-route.md). Rendered only while the tab is open.
   */
  enquiry?: (hotel: HotelDetail) => ReactNode
  children?: ReactNode
}

function useTabLabels(): Record<HotelTab, string> {
  const { t } = useLingui()
  const wide = useMediaQuery(MEDIA.desktop)
  return {
    hotel: t`Hotel`,
    rooms: wide ? t`Rooms and Suites` : t`Rooms`,
    sales: t`Sales`,
    mice: t`MICE`,
    enquiry: t`Enquiry`,
  }
}

/**
 * A fetched hotel: header, gallery and the period selector above the tabs. On narrow screens a
 * bottom nav: the Hotel view has the photos, ratings, Sales and MICE; the Rooms view opens with the
 * period selector. A visitor of the consumer storefront sees the hotel without the period selector,
 * Sales and the chat; the Enquiry tab is the storefront's enquiry.
 */
export function HotelView({ hotel, fetchedAt, search, rooms, audience = 'agency', enquiry, children }: Props) {
  const { t } = useLingui()
  const wide = useMediaQuery(MEDIA.desktop)
  const labels = useTabLabels()
  const navigate = useNavigate()
  const router = useRouter()
  const backTo = useRouterState({ select: (state) => state.location.state.backTo ?? null })
  const [remembered, remember] = useStoredValue('session', HOTEL_TAB_KEY)
  const hasMice = showsMice(hotel, getRuntimeConfig().appEnv === 'demo')
  const period = pagePeriod(search)
  const forAgency = audience === 'agency'
  const tab = resolveTab(remembered ?? null, { wide, hasMice, hasPeriod: period !== null, audience })
  const tabs = availableTabs({ wide, hasMice, audience })
  const onSearch = (values: PeriodForm) => {
    remember('rooms')
    void navigate({ to: '/hotels/$hotelId', params: { hotelId: hotel._id }, search: periodSearch(search, values) })
  }
  const selector = forAgency ? (
    <PeriodSelector
      key={`${search.checkInDate ?? ''}|${search.checkOutDate ?? ''}`}
      checkInDate={search.checkInDate}
      checkOutDate={search.checkOutDate}
      onSearch={onSearch}
    />
  ) : null
  const sales = forAgency ? <SalesPanel hotel={hotel} /> : null
  const mice = hasMice ? <MicePanel facilities={hotel.miceFacilities} /> : null
  return (
    <article className={wide ? 'hotel-page' : 'hotel-page hotel-page--narrow'}>
      <OfflineNote cachedAt={fetchedAt} />
      <HotelHeader
        hotel={hotel}
        backTo={backTo}
        onBack={() => router.history.back()}
        withBadges={wide || tab === 'hotel'}
        forVisitor={!forAgency}
      />
      {wide ? <HotelGallery name={hotel.name} images={hotel.images} /> : null}
      {wide ? selector : null}
      <Tabs
        value={tab}
        onValueChange={(value) => {
          remember(value)
          // a bottom nav switches views: each starts at its top
          if (!wide) window.scrollTo({ top: 0 })
        }}
        items={tabs.map((value) => ({ value, label: labels[value] }))}
        label={t`Hotel sections`}
        className={wide ? 'hotel-tabs' : 'hotel-tabs hotel-tabs--bottom'}
      >
        <TabPanel value="hotel">
          {wide ? (
            <div className="hotel-overview">
              <HotelAccordion hotel={hotel} audience={audience} />
              <HotelAside hotel={hotel} audience={audience} />
            </div>
          ) : (
            <>
              <HotelPhotoStrip name={hotel.name} images={hotel.images} />
              <HotelAccordion hotel={hotel} audience={audience} />
              {sales ? <h2 className="hotel-section-title">{labels.sales}</h2> : null}
              {sales}
              {mice ? <h2 className="hotel-section-title">{labels.mice}</h2> : null}
              {mice}
            </>
          )}
        </TabPanel>
        <TabPanel value="rooms">
          {wide ? null : selector}
          {rooms}
        </TabPanel>
        {wide && sales ? <TabPanel value="sales">{sales}</TabPanel> : null}
        {wide && mice ? <TabPanel value="mice">{mice}</TabPanel> : null}
        <TabPanel value="enquiry">
          {forAgency ? (
            (enquiry?.(hotel) ?? null)
          ) : (
            <StorefrontEnquiry hotelName={hotel.name} city={hotel.location.city} />
          )}
        </TabPanel>
      </Tabs>
      {children}
    </article>
  )
}
