/**
 * '5 Star Palace' is a French distinction: the hotel search offers it only for a destination in
 * France, or while no destination is chosen (docs/product/hotels.md#search).
 */
import type { HotelLocations } from '../catalogue/types.ts'
import { HOTEL_CATEGORIES, type HotelCategory } from './types.ts'

export const PALACE_CATEGORY: HotelCategory = '5 Star Palace'
export const PALACE_COUNTRY = 'France'

/** The country of a destination (a country's name or one of its cities), null for none or an unknown one. */
export function destinationCountry(destination: string | null | undefined, locations: HotelLocations): string | null {
  if (!destination) return null
  const entry = locations.find(
    (location) => location.country === destination || location.cities.some((city) => city.city === destination),
  )
  return entry?.country ?? null
}

/** Whether '5 Star Palace' may be chosen for a destination of this country (null: none chosen). */
export function palaceOffered(country: string | null): boolean {
  return country === null || country === PALACE_COUNTRY
}

/** The hotel categories the search offers for a destination of this country. */
export function offeredHotelCategories(country: string | null): readonly HotelCategory[] {
  return palaceOffered(country) ? HOTEL_CATEGORIES : HOTEL_CATEGORIES.filter((c) => c !== PALACE_CATEGORY)
}

/** The chosen categories without '5 Star Palace' when the country does not offer it. */
export function offeredCategoriesOf<T extends string>(chosen: readonly T[], country: string | null): T[] {
  return palaceOffered(country) ? [...chosen] : chosen.filter((c) => c !== PALACE_CATEGORY)
}
