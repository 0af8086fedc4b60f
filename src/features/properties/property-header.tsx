import './property-header.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatPrice } from '#domain/format/format-price.ts'
import { countryLabel, propertyTypePluralLabel, sectorLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import type { PropertyByPathAnswer } from '#domain/properties/property-by-path-answer.ts'
import { PropertyFacts } from './property-facts.tsx'
import { useInPlace } from './use-destination-texts.ts'
import type { PropertyPathParams } from './property-page-model.ts'

/**
 * Breadcrumb, name, place, facts and the price from (property detail header, docs/product/property-pages.md#b2c-page).
 */
export function PropertyHeader({ property, params }: { property: PropertyByPathAnswer; params: PropertyPathParams }) {
  const { t } = useLingui()
  const label = useLabel()
  const country = label(countryLabel(property.address.country))
  const types = label(propertyTypePluralLabel(property.propertyType))
  const inCountry = useInPlace()(country, property.address.country)
  const price = property.priceFrom == null ? null : formatPrice(property.priceFrom, property.currency)
  const place = [property.address.sector && label(sectorLabel(property.address.sector)), property.city, country]
    .filter(Boolean)
    .join(' · ')
  return (
    <header className="property-header">
      <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
        <ol>
          <li>
            <Link to="/">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li>
            <Link to="/$propertyType/$country" params={{ propertyType: params.propertyType, country: params.country }}>
              {types} {inCountry}
            </Link>
          </li>
          <li>
            <Link
              to="/$propertyType/$country/$city"
              params={{ propertyType: params.propertyType, country: params.country, city: params.city }}
            >
              {property.city}
            </Link>
          </li>
          <li aria-current="page">{property.name}</li>
        </ol>
      </nav>
      <p className="property-header__place">{place}</p>
      <h1 className="property-header__title">{property.name}</h1>
      <div className="property-header__meta">
        <PropertyFacts property={property} />
        <p className="property-header__price">
          {price ? (
            <Trans>
              from <strong>{price}</strong> / week
            </Trans>
          ) : (
            <Trans>Price on request</Trans>
          )}
        </p>
      </div>
    </header>
  )
}
