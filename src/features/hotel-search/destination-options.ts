import type { HotelLocations } from '#domain/catalogue/types.ts'
import type { SelectGroup } from '#ui/form/select-field.tsx'

/**
 * The destination select (docs/product/hotels.md#search): per country (translated) the whole
 * country first, then its cities; the values are the names GET /api/available-hotels knows.
 */
export function destinationGroups(
  locations: HotelLocations,
  countryName: (country: string) => string,
  wholeCountry: (countryName: string) => string,
): SelectGroup[] {
  return locations
    .filter((entry) => entry.cities.length > 0)
    .map((entry) => {
      const name = countryName(entry.country)
      return {
        label: name,
        options: [
          { value: entry.country, label: wholeCountry(name) },
          ...entry.cities.map((city) => ({ value: city.city, label: city.city })),
        ],
      }
    })
}
