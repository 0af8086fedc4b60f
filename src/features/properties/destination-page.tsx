import './destination.css'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { citySlug } from '#domain/properties/paths.ts'
import type { DestinationAnswer } from '#domain/properties/destination-answer.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import { propertyTypePluralLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { PropertyCard } from '#ui/catalogue/property-card.tsx'
import { RevealGrid } from '#ui/catalogue/reveal-grid.tsx'
import { usePageLinks } from '#ui/use-page-links.ts'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import type { DestinationParams } from './queries.ts'
import { destinationQueryOptions } from './queries.ts'
import { useDestinationTexts } from './use-destination-texts.ts'

type CityLinksProps = { params: DestinationParams; label: string; cities: string[]; current: string | null }

function CityLinks({ params, label, cities, current }: CityLinksProps) {
  if (cities.length < 2) return null
  return (
    <nav className="destination-page__cities" aria-label={label}>
      <ul>
        {cities.map((city) => (
          <li key={city}>
            <Link
              to="/$propertyType/$country/$city"
              params={{ propertyType: params.propertyType, country: params.country, city: citySlug(city) }}
              aria-current={city === current ? 'page' : undefined}
            >
              {city}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A place without properties of the list's type: say so, and lead to the types it has. */
function OtherTypes({ answer, none, place }: { answer: DestinationAnswer; none: string; place: string }) {
  const label = useLabel()
  if (answer.total > 0 || answer.otherTypes.length === 0) return null
  return (
    <div className="notice destination-page__other-types" role="note">
      <p>{none}</p>
      <ul>
        {answer.otherTypes.map(({ type, total, path }) => (
          <li key={type}>
            <HrefLink href={path}>
              {label(propertyTypePluralLabel(type))} {place}
            </HrefLink>{' '}
            (<Plural value={total} one="# residence" other="# residences" />)
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * /{type}/{country}[/{city}]: the properties of a destination, 12 more
 * per 'Show more' (docs/product/property-pages.md#destination-lists).
 */
export function DestinationPage({ params }: { params: DestinationParams }) {
  const { t } = useLingui()
  const { displayDemoProperties } = useDemoFlags()
  const query = useSuspenseInfiniteQuery(destinationQueryOptions(params, undefined, displayDemoProperties))
  const commissionable = useShowsCommission()
  const first = query.data.pages[0]!
  const texts = useDestinationTexts(first, params.propertyType)
  const { types, country, countryPhrase } = texts
  const properties = query.data.pages.flatMap((page) => page.properties)
  const total = first.total
  useDocumentMeta({ title: texts.title, description: texts.description, robots: texts.robots })
  usePageLinks()
  return (
    <div className="destination-page">
      <header className="destination-page__header">
        <p className="eyebrow">
          <Trans>
            {types} · {country}
          </Trans>
        </p>
        <h1 className="destination-page__title">{texts.heading}</h1>
        <p className="destination-page__count">
          <Plural value={total} one="# residence" other="# residences" />
        </p>
        <CityLinks params={params} label={t`Resorts ${countryPhrase}`} cities={first.cities} current={first.city} />
      </header>
      <section id="pageContent" className="destination-page__list" aria-label={t`Properties`}>
        <OtherTypes answer={first} none={texts.none} place={texts.place} />
        <RevealGrid
          items={properties}
          total={first.total}
          loadMore={() => void query.fetchNextPage()}
          loadingMore={query.isFetchingNextPage}
          renderItem={(property, index) => (
            <PropertyCard
              key={property._id}
              property={property}
              path={property.path}
              commissionable={commissionable}
              eager={index < 3}
              headingLevel={2}
            />
          )}
        />
        <p className="destination-page__search">
          <Link to="/search" className="button button--ghost">
            <Trans>Search by travel period</Trans>
          </Link>
        </p>
      </section>
    </div>
  )
}
