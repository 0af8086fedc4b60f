import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { checkInFacts, descriptionParts } from './hotel-page-model.ts'
import { DESCRIPTION_HEADINGS } from './hotel-labels.ts'

/** An empty section's text (docs/product/hotels.md#hotel-page). */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="hotel-empty">{children}</p>
}

/** The description's parts, each under its heading. */
export function DescriptionSection({ description }: { description: HotelDetail['description'] }) {
  const { t } = useLingui()
  const parts = descriptionParts(description)
  if (parts.length === 0)
    return (
      <EmptyText>
        <Trans>This hotel has no description.</Trans>
      </EmptyText>
    )
  return (
    <div className="hotel-description">
      {parts.map((part) => (
        <section
          key={part.key}
          className={
            part.key === 'bestFor' ? 'hotel-description__part hotel-description__part--lead' : 'hotel-description__part'
          }
        >
          {/* 'Best for …' reads as the lead of the description and names itself */}
          {part.key === 'bestFor' ? null : <h3 className="hotel-subheading">{t(DESCRIPTION_HEADINGS[part.key])}</h3>}
          <MarkdownText className="hotel-prose" text={part.text} />
        </section>
      ))}
    </div>
  )
}

function MichelinStars({ stars }: { stars: number }) {
  if (stars <= 0) return null
  return (
    <span className="michelin">
      <Plural value={stars} one="# Michelin star" other="# Michelin stars" />
    </span>
  )
}

export function DiningSection({ venues }: { venues: HotelDetail['diningVenues'] }) {
  if (venues.length === 0)
    return (
      <EmptyText>
        <Trans>No dining venues uploaded.</Trans>
      </EmptyText>
    )
  return (
    <ul className="hotel-cards">
      {venues.map((venue) => (
        <li key={venue.name} className="hotel-card">
          <p className="hotel-card__eyebrow">{venue.type}</p>
          <h3 className="hotel-card__title">{venue.name}</h3>
          <MichelinStars stars={venue.michelinStars} />
          {venue.description ? <p className="hotel-card__text">{venue.description}</p> : null}
          {venue.openingHoursDescription ? (
            <p className="hotel-card__note">
              <span className="visually-hidden">
                <Trans>Opening hours:</Trans>{' '}
              </span>
              {venue.openingHoursDescription}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export function FacilitiesSection({ facilities }: { facilities: HotelDetail['facilities'] }) {
  if (facilities.length === 0)
    return (
      <EmptyText>
        <Trans>No facilities uploaded.</Trans>
      </EmptyText>
    )
  return (
    <ul className="hotel-facilities">
      {facilities.map((item) => (
        <li key={item.facility} className="hotel-facilities__item">
          <h3 className="hotel-facilities__name">{item.facility}</h3>
          {item.description ? <p className="hotel-facilities__text">{item.description}</p> : null}
          {item.priceText ? <p className="hotel-facilities__price">{item.priceText}</p> : null}
        </li>
      ))}
    </ul>
  )
}

export function CheckInSection({ checkIn }: { checkIn: HotelDetail['checkIn'] }) {
  const { t } = useLingui()
  const facts = checkInFacts(checkIn)
  const none = (
    <EmptyText>
      <Trans>No special instructions for check-in.</Trans>
    </EmptyText>
  )
  if (!facts) return none
  const { from, until, minAge, deposit, instructions } = facts
  return (
    <div className="hotel-checkin">
      <dl className="hotel-facts">
        {from ? (
          <div>
            <dt>
              <Trans>Check-in from</Trans>
            </dt>
            <dd>{until ? `${from} – ${until}` : from}</dd>
          </div>
        ) : null}
        {minAge > 0 ? (
          <div>
            <dt>
              <Trans>Minimum check-in age</Trans>
            </dt>
            <dd>{minAge}</dd>
          </div>
        ) : null}
        {facts.isCreditCardRequired || facts.isPhotoIdRequired ? (
          <div>
            <dt>
              <Trans>Required at check-in</Trans>
            </dt>
            <dd>
              {facts.isCreditCardRequired ? <span className="hotel-facts__item">{t`Credit card`}</span> : null}
              {facts.isPhotoIdRequired ? <span className="hotel-facts__item">{t`Photo ID`}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {deposit ? <p className="hotel-checkin__deposit">{deposit}</p> : null}
      {instructions ? <p className="hotel-checkin__instructions">{instructions}</p> : none}
    </div>
  )
}
