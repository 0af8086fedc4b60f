import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { EMPTY_HOTEL_SEARCH_FILTER } from '#domain/hotels/hotel-search-filter.ts'
import { propertyPath } from '#domain/properties/paths.ts'
import { hotelLocationsQueryOptions, propertyNamesQueryOptions } from '#lib/catalogue/queries.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { availableHotelsQueryOptions } from '#lib/hotels/queries.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import type { SearchSources } from './global-search-model.ts'

/**
 * What the global search looks through, loaded once it is wanted (the first focus): the hotel
 * locations, the agency's hotels (GET /api/available-hotels without dates, the answer /hotels
 * shows for an empty filter) and every property's name (a small projection). All of it is
 * catalogue data, so it is kept for offline use.
 */
export function useSearchSources(wanted: boolean): { sources: SearchSources; loading: boolean } {
  const language = useLanguage()
  const label = useLabel()
  const flags = useDemoFlags()
  const locations = useQuery({ ...hotelLocationsQueryOptions(language), enabled: wanted })
  const hotels = useQuery({
    ...availableHotelsQueryOptions(EMPTY_HOTEL_SEARCH_FILTER, flags.displayDemoHotels),
    enabled: wanted,
  })
  const properties = useQuery({ ...propertyNamesQueryOptions(flags.displayDemoProperties, language), enabled: wanted })
  const country = (name: string) => label(countryLabel(name))
  const sources = useMemo<SearchSources>(
    () => ({
      countries: (locations.data ?? []).map((entry) => ({ name: entry.country, label: country(entry.country) })),
      cities: (locations.data ?? []).flatMap((entry) =>
        entry.cities.map((city) => ({ name: city.city, countryLabel: country(entry.country) })),
      ),
      hotels: (hotels.data?.hotels ?? []).map((hotel) => ({
        _id: hotel._id,
        name: hotel.name,
        city: hotel.location.city,
        countryLabel: country(hotel.location.country),
      })),
      properties: (properties.data ?? []).map((property) => ({
        path: propertyPath(property, language),
        name: property.name,
        city: property.city,
        countryLabel: country(property.address.country),
      })),
    }),
    // the labels follow the language, which is part of the keys of the data
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locations.data, hotels.data, properties.data, language],
  )
  const loading = wanted && (locations.isPending || hotels.isPending || properties.isPending)
  return { sources, loading }
}
