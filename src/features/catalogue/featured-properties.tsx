import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { propertyPath } from '#domain/properties/paths.ts'
import { PropertyCard } from '#ui/catalogue/property-card.tsx'
import { useLanguage } from '#lib/format/use-format.ts'
import type { PropertySummary } from './queries.ts'
import { FEATURED_LIMIT } from './queries.ts'

function Placeholders() {
  return (
    <>
      {Array.from({ length: FEATURED_LIMIT }, (_, index) => (
        <div key={index} className="property-card property-card--placeholder" aria-hidden="true">
          <div className="property-card__media" />
          <div className="property-card__body">
            <span className="placeholder-line placeholder-line--short" />
            <span className="placeholder-line" />
            <span className="placeholder-line placeholder-line--short" />
          </div>
        </div>
      ))}
    </>
  )
}

/** The featured grid with loading, error and empty states. */
export function FeaturedProperties({ query }: { query: UseQueryResult<PropertySummary[]> }) {
  const language = useLanguage()
  const pathOf = (property: PropertySummary) =>
    property.slug ? propertyPath({ ...property, slug: property.slug }, language) : undefined
  return (
    <section className="featured" aria-labelledby="featured-title" aria-busy={query.isPending}>
      <div className="section-heading">
        <p className="eyebrow">
          <Trans>The collection</Trans>
        </p>
        <h2 id="featured-title" className="section-title">
          <Trans>Featured chalets and residences</Trans>
        </h2>
      </div>
      {query.isError && !query.data ? (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>Unfortunately, we could not load the properties.</Trans>
          </p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : query.data?.length === 0 ? (
        <p className="notice">
          <Trans>No properties found</Trans>
        </p>
      ) : (
        <div className="property-grid">
          {query.data ? (
            query.data.map((property, index) => (
              <PropertyCard key={property._id} property={property} path={pathOf(property)} eager={index < 3} />
            ))
          ) : (
            <Placeholders />
          )}
        </div>
      )}
    </section>
  )
}
