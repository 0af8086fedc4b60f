import './destination.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from '@tanstack/react-router'
import { RESORT_COUNTRIES, resortsByCountry } from '#domain/catalogue/resorts.ts'
import { countrySlug, isTypeSlug } from '#domain/properties/paths.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { useLabel } from '#lib/format/use-label.ts'

/** An unknown country, resort or property path: a way on instead of a dead end (noindex). */
export function UnknownDestinationPage({ kind = 'destination' }: { kind?: 'destination' | 'property' }) {
  const { t } = useLingui()
  const label = useLabel()
  const language = useLanguage()
  const params = useParams({ strict: false }) as { propertyType?: string }
  const propertyType =
    params.propertyType && isTypeSlug(params.propertyType) ? params.propertyType.toLowerCase() : 'chalets'
  useDocumentMeta({
    title: kind === 'property' ? t`Property not found | LDS` : t`Destination not found | LDS`,
    description:
      kind === 'property'
        ? t`The residence you are looking for is not in our collection. Discover our chalets, apartments and villas in France, Switzerland, Austria and Italy.`
        : t`The destination you are looking for is not in our collection. Discover our resorts in France, Switzerland, Austria and Italy.`,
    robots: 'noindex',
  })
  return (
    <section className="status-page unknown-destination" aria-labelledby="unknown-destination-title">
      <p className="eyebrow">
        {kind === 'property' ? <Trans>Property not found</Trans> : <Trans>Destination not found</Trans>}
      </p>
      <h1 id="unknown-destination-title" className="status-page__title">
        {kind === 'property' ? (
          <Trans>This residence is not in our collection</Trans>
        ) : (
          <Trans>We don't know this destination yet</Trans>
        )}
      </h1>
      <p className="status-page__text">
        <Trans>Perhaps one of our resorts is what you are looking for, or let the search find the right place.</Trans>
      </p>
      <div className="status-page__actions">
        <Link to="/search" className="button button--primary">
          <Trans>Search all properties</Trans>
        </Link>
      </div>
      <div className="unknown-destination__resorts">
        {RESORT_COUNTRIES.map((country) => (
          <div key={country} className="unknown-destination__country">
            <h2>{label(countryLabel(country))}</h2>
            <ul>
              {resortsByCountry(country).map((resort) => (
                <li key={resort.slug}>
                  <Link
                    to="/$propertyType/$country/$city"
                    params={{ propertyType, country: countrySlug(country, language), city: resort.slug }}
                  >
                    {resort.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
