import './cards.css'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Property } from '#domain/catalogue/types.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { mediaUrl } from '#lib/config.ts'
import { countryLabel, propertyTypeLabel } from '#lib/labels/domain-labels.ts'
import { Beds } from './beds.tsx'
import { propertyLinkProps } from './property-link.ts'
import { useLabel } from '#lib/format/use-label.ts'

type CardProperty = Pick<
  Property,
  '_id' | 'name' | 'city' | 'propertyType' | 'bedrooms' | 'beds' | 'currency' | 'priceFrom'
> & {
  thumbnail?: string
  address?: { country?: string; sector?: string | null }
}

type Props = {
  property: CardProperty
  /** the property page; without it the card is not a link */
  path?: string
  /** the period to show on the property page */
  search?: { checkIn: string; checkOut: string }
  /** the price line; default: 'from {priceFrom} / week' or 'Price on request' */
  price?: ReactNode
  /** a corner ribbon, e.g. for an alternative period or a better price */
  ribbon?: ReactNode
  /** a line under the facts, e.g. the next available period */
  note?: ReactNode
  commissionable?: boolean
  eager?: boolean
  /** 2 where the cards sit right under the page's h1 (a list page), else 3 under a section's h2 */
  headingLevel?: 2 | 3
}

function DefaultPrice({ property }: { property: CardProperty }) {
  if (property.priceFrom == null) return <Trans>Price on request</Trans>
  const price = formatPrice(property.priceFrom, property.currency)
  return (
    <Trans>
      from <strong>{price}</strong> / week
    </Trans>
  )
}

/**
 * A property card (docs/product/storefront-search.md#card): name,
 * city, type, bedrooms, beds or 'On request', label, price, ribbon.
 */
export function PropertyCard({
  property,
  path,
  search,
  price,
  ribbon,
  note,
  commissionable = false,
  eager = false,
  headingLevel = 3,
}: Props) {
  const label = useLabel()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `property-${property._id}`
  const name = path ? (
    <Link {...propertyLinkProps(path)} search={search ?? {}} className="property-card__link">
      {property.name}
    </Link>
  ) : (
    property.name
  )
  return (
    <article className="property-card" aria-labelledby={titleId}>
      <div className="property-card__media">
        {property.thumbnail ? (
          <img
            src={mediaUrl(property.thumbnail)}
            alt=""
            width={640}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <span className="property-card__type">{label(propertyTypeLabel(property.propertyType))}</span>
        {ribbon ? <span className="property-card__ribbon">{ribbon}</span> : null}
      </div>
      <div className="property-card__body">
        <p className="property-card__place">
          {property.city}
          {property.address?.country ? ` · ${label(countryLabel(property.address.country))}` : null}
        </p>
        <Heading className="property-card__name" id={titleId}>
          {name}
        </Heading>
        <p className="property-card__facts">
          <Plural value={property.bedrooms} one="# bedroom" other="# bedrooms" />
          {' · '}
          <Beds beds={property.beds} />
        </p>
        {commissionable ? (
          <p className="property-card__label">
            <Trans>Commissionable</Trans>
          </p>
        ) : null}
        {note ? <p className="property-card__note">{note}</p> : null}
        <p className="property-card__price">{price ?? <DefaultPrice property={property} />}</p>
      </div>
    </article>
  )
}
