import './distribution.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { hotelQueryOptions } from '#lib/hotels/queries.ts'
import { mediaUrl } from '#lib/config.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { DISTRIBUTION_HELP_KEY, useStoredValue } from './browser-memory.ts'
import { DistributionHelp } from './distribution-help.tsx'
import { DistributionRooms } from './distribution-rooms.tsx'
import { CategoryStars, HotelRatings, usePlace } from './hotel-header.tsx'
import { descriptionParts } from './hotel-page-model.ts'
import { DESCRIPTION_HEADINGS } from './hotel-labels.ts'

// only a page opened from an invitation loads the landing and its form
const ManagerInvitationLanding = lazy(() =>
  import('./manager-invitation-landing.tsx').then((m) => ({ default: m.ManagerInvitationLanding })),
)

function Hero({ hotel }: { hotel: HotelDetail }) {
  const place = usePlace(hotel.location)
  const image = hotel.images[0]?.url ?? hotel.thumbnail
  return (
    <section className="distribution-hero">
      {image ? <img className="distribution-hero__image" src={mediaUrl(image)} alt="" fetchPriority="high" /> : null}
      <div className="distribution-hero__text">
        <p className="distribution-hero__place">{place}</p>
        <h1 className="distribution-hero__title">{hotel.name}</h1>
        <CategoryStars category={hotel.category} />
        <Link to="/hotels/$hotelId" params={{ hotelId: hotel._id }} className="button button--light">
          <Trans>Start Now</Trans>
        </Link>
      </div>
    </section>
  )
}

function Why() {
  return (
    <section className="distribution-section distribution-why" aria-labelledby="distribution-why-title">
      <h2 id="distribution-why-title" className="distribution-section__title">
        <Trans>Why book through the Luxury Distribution System</Trans>
      </h2>
      <ul className="distribution-why__list">
        <li>
          <strong>
            <Trans>Live rates</Trans>
          </strong>
          <Trans>Every room with its rates and availability for your period, straight from the hotel.</Trans>
        </li>
        <li>
          <strong>
            <Trans>Your commission, shown</Trans>
          </strong>
          <Trans>The commission of each rate is on the screen before you offer it to your client.</Trans>
        </li>
        <li>
          <strong>
            <Trans>Selections for your clients</Trans>
          </strong>
          <Trans>Combine rooms and rates, save them as a client interest and follow up from your dashboard.</Trans>
        </li>
        <li>
          <strong>
            <Trans>By invitation only</Trans>
          </strong>
          <Trans>For vetted luxury travel agencies and concierges; no IATA code needed.</Trans>
        </li>
      </ul>
    </section>
  )
}

function Landing({ hotel }: { hotel: HotelDetail }) {
  const { t } = useLingui()
  const parts = descriptionParts(hotel.description).slice(0, 3)
  return (
    <>
      <Hero hotel={hotel} />
      <div className="distribution-content">
        {parts.length > 0 ? (
          <section className="distribution-section distribution-about" aria-label={t`About the hotel`}>
            {parts.map((part) => (
              <div key={part.key}>
                <h2 className="hotel-subheading">{t(DESCRIPTION_HEADINGS[part.key])}</h2>
                <MarkdownText className="hotel-prose" text={part.text} />
              </div>
            ))}
            <HotelRatings ratings={hotel.externalRatings} />
          </section>
        ) : null}
        <Why />
        <DistributionRooms hotelId={hotel._id} />
      </div>
    </>
  )
}

/**
 * The public hotel distribution landing (/distribution/hotels/:hotelId, docs/product/hotels.md#distribution-page):
 * the hotel for travel agencies, and the 3-step help, open on the first visit (remembered in this
 * browser) and again from the help button. Server-rendered: storage is read only in the browser. With a signed
 * invitation (`?invitation=`), the hotel manager's landing above it (docs/product/my-network.md#the-landing).
 */
export function DistributionPage(props: { hotelId: string; invitation?: string }) {
  const { t } = useLingui()
  const hotel = useQuery(hotelQueryOptions(props.hotelId))
  const [seen, markSeen] = useStoredValue('local', DISTRIBUTION_HELP_KEY)
  const [reopened, setReopened] = useState(false)
  const name = hotel.data?.name ?? ''
  useDocumentMeta({
    title: name ? t`${name} – B2B Booking Engine by GLDS` : t`B2B Booking Engine by GLDS`,
    description: name
      ? t`${name} for travel agencies: rooms and suites, live rates and your commission on the Luxury Distribution System.`
      : t`Luxury hotels for travel agencies on the Luxury Distribution System.`,
  })
  const helpOpen = hotel.data !== undefined && !props.invitation && (reopened || seen === null)
  return (
    <div className="distribution-page">
      <header className="distribution-bar">
        <div className="distribution-bar__inner">
          <p className="distribution-bar__title">
            <Trans>B2B Booking Engine by GLDS</Trans>
          </p>
          <button
            type="button"
            className="distribution-bar__help"
            aria-label={t`Help`}
            onClick={() => setReopened(true)}
          >
            ?
          </button>
        </div>
      </header>
      {props.invitation ? (
        <Suspense fallback={null}>
          <ManagerInvitationLanding token={props.invitation} />
        </Suspense>
      ) : null}
      {hotel.data ? (
        <Landing hotel={hotel.data} />
      ) : hotel.isError ? (
        <p className="notice notice--error hotel-status" role="alert">
          <Trans>Unfortunately, we could not fetch this hotel</Trans>
        </p>
      ) : (
        <p className="notice hotel-status" role="status">
          <Trans>Loading hotel...</Trans>
        </p>
      )}
      <DistributionHelp
        open={helpOpen}
        hotelName={name}
        onClose={() => {
          markSeen('1')
          setReopened(false)
        }}
      />
    </div>
  )
}
