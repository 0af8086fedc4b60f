import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { HotelLocations } from '#domain/catalogue/types.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'

const CITIES_SHOWN = 5

function CountryTile({ location }: { location: HotelLocations[number] }) {
  const { t } = useLingui()
  const label = countryLabel(location.country)
  const cities = location.cities.map((entry) => entry.city)
  const more = cities.length - CITIES_SHOWN
  return (
    <li className="destination">
      <h3 className="destination__country">{typeof label === 'string' ? label : t(label)}</h3>
      <p className="destination__count">
        <Plural value={cities.length} one="# resort" other="# resorts" />
      </p>
      <ul className="destination__cities">
        {cities.slice(0, CITIES_SHOWN).map((city) => (
          <li key={city}>{city}</li>
        ))}
        {more > 0 ? (
          <li className="destination__more">
            <Trans>and {more} more</Trans>
          </li>
        ) : null}
      </ul>
    </li>
  )
}

/** Destinations by country from GET /api/hotels/locations. */
export function DestinationsStrip({ query }: { query: UseQueryResult<HotelLocations> }) {
  const locations = query.data?.filter((location) => location.cities.length > 0) ?? []
  if (query.isError || (query.isSuccess && locations.length === 0)) return null
  return (
    <section
      id="destinations"
      className="destinations"
      aria-labelledby="destinations-title"
      aria-busy={query.isPending}
    >
      <div className="section-heading section-heading--light">
        <p className="eyebrow">
          <Trans>Destinations</Trans>
        </p>
        <h2 id="destinations-title" className="section-title">
          <Trans>Four countries, one mountain range</Trans>
        </h2>
      </div>
      <ul className="destinations__list">
        {locations.map((location) => (
          <CountryTile key={location.country} location={location} />
        ))}
      </ul>
    </section>
  )
}
