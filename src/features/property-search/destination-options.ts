import type { SelectGroup } from '#ui/form/select-field.tsx'
import type { SearchDestination } from '#domain/property-search/search-answer.ts'

/** The destination select: cities grouped by (translated) country. */
export function destinationGroups(
  destinations: readonly SearchDestination[],
  countryName: (country: string) => string,
): SelectGroup[] {
  return destinations
    .filter((entry) => entry.cities.length > 0)
    .map((entry) => ({
      label: countryName(entry.country),
      options: entry.cities.map((city) => ({ value: city.city, label: city.city })),
    }))
}

/**
 * The sectors of a city; the form offers them only when there
 * are 2 or more (docs/product/storefront-search.md#form-fields).
 */
export function sectorsOf(destinations: readonly SearchDestination[], city: string): string[] {
  if (!city) return []
  for (const entry of destinations) {
    const hit = entry.cities.find((candidate) => candidate.city === city)
    if (hit) return hit.sectors
  }
  return []
}

export function offersSectors(sectors: readonly string[]): boolean {
  return sectors.length >= 2
}
