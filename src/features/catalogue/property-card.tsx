import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatPrice } from '../../domain/format/format-price.ts'
import { mediaUrl } from '../../lib/config.ts'
import { countryLabel, propertyTypeLabel } from './catalogue-labels.ts'
import type { PropertySummary } from './queries.ts'

function Label({ value }: { value: ReturnType<typeof propertyTypeLabel> }) {
  const { t } = useLingui()
  return <>{typeof value === 'string' ? value : t(value)}</>
}

/** A featured property. Not a link yet: property pages arrive in a later issue. */
export function PropertyCard({ property, eager = false }: { property: PropertySummary; eager?: boolean }) {
  const sleeps = (property.beds?.adults ?? 0) + (property.beds?.children ?? 0)
  const price = property.priceFrom == null ? null : formatPrice(property.priceFrom, property.currency)
  return (
    <article className="property-card" aria-labelledby={`property-${property._id}`}>
      <div className="property-card__media">
        {property.thumbnail ? (
          <img
            src={mediaUrl(property.thumbnail)}
            alt=""
            width={640}
            height={440}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <span className="property-card__type">
          <Label value={propertyTypeLabel(property.propertyType)} />
        </span>
      </div>
      <div className="property-card__body">
        <p className="property-card__place">
          {property.city}
          {property.address?.country ? (
            <>
              {' · '}
              <Label value={countryLabel(property.address.country)} />
            </>
          ) : null}
        </p>
        <h3 className="property-card__name" id={`property-${property._id}`}>
          {property.name}
        </h3>
        <p className="property-card__facts">
          <Plural value={property.bedrooms} one="# bedroom" other="# bedrooms" />
          {sleeps > 0 ? (
            <>
              {' · '}
              <Trans>sleeps {sleeps}</Trans>
            </>
          ) : null}
        </p>
        <p className="property-card__price">
          {price ? (
            <Trans>
              from <strong>{price}</strong> / week
            </Trans>
          ) : (
            <Trans>Price on request</Trans>
          )}
        </p>
      </div>
    </article>
  )
}
