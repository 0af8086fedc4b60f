import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Country, Language } from '#domain/catalogue/types.ts'
import { COUNTRY_NAMES_DE, destinationPath } from '#domain/properties/paths.ts'
import { hotelLocationsQueryOptions } from '#lib/catalogue/queries.ts'
import { NavLink } from './nav-link.tsx'

function countryName(country: string, language: Language): string {
  return language === 'de' ? (COUNTRY_NAMES_DE[country as Country] ?? country) : country
}

function CityList({ country, cities, language }: { country: string; cities: string[]; language: Language }) {
  const name = countryName(country, language)
  return (
    <ul className="nav-dropdown__cities" aria-label={name}>
      <li>
        <NavLink className="nav-dropdown__all" href={destinationPath({ type: 'Chalet', country }, language)}>
          <Trans>All of {name}</Trans>
        </NavLink>
      </li>
      {cities.map((city) => (
        <li key={city}>
          <NavLink href={destinationPath({ type: 'Chalet', country, city }, language)}>{city}</NavLink>
        </li>
      ))}
    </ul>
  )
}

/** The open Destinations dropdown: countries, and the cities of the one pointed at (loaded on first open). */
export function DestinationsPanel() {
  const { i18n } = useLingui()
  const language: Language = i18n.locale === 'de' ? 'de' : 'en'
  const [active, setActive] = useState<string | null>(null)
  const query = useQuery(hotelLocationsQueryOptions(language))
  const countries = query.data?.filter((entry) => entry.cities.length > 0) ?? []
  const current = countries.find((entry) => entry.country === active) ?? countries[0]
  if (query.isPending)
    return (
      <p className="nav-dropdown__note">
        <Trans>Loading destinations...</Trans>
      </p>
    )
  if (!current)
    return (
      <p className="nav-dropdown__note">
        <Trans>No results found</Trans>
      </p>
    )
  return (
    <>
      <ul className="nav-dropdown__countries">
        {countries.map(({ country }) => (
          <li key={country}>
            <button
              type="button"
              className="nav-dropdown__country"
              aria-pressed={current.country === country}
              onMouseEnter={() => setActive(country)}
              onFocus={() => setActive(country)}
              onClick={() => setActive(country)}
            >
              {countryName(country, language)}
            </button>
          </li>
        ))}
      </ul>
      <CityList country={current.country} cities={current.cities.map((entry) => entry.city)} language={language} />
    </>
  )
}
