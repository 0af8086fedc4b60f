import { slugify, destinationCities } from '#domain/properties/paths.ts'
import { PRICE_MAX, PRICE_MIN, type PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { cityKey } from '#server/catalogue/snapshot.ts'
import type { CatalogueSnapshot, IndexedProperty } from '#server/catalogue/types.ts'

/**
 * The filters of the search other than the period and the price: city (a resort, or a resort
 * family such as 'Courchevel'), sectors, bedrooms (at least), adults and children (at most the
 * adult / child beds; unknown beds = on request → kept), type, service level, all facilities, pets.
 */
export function baseList(snap: CatalogueSnapshot, city: string | undefined): IndexedProperty[] {
  if (!city) return snap.all
  const exact = snap.byCity.get(cityKey(city))
  if (exact) return exact
  const family = destinationCities(slugify(city))
  if (!family) return []
  return family.cities.flatMap((c) => snap.byCity.get(cityKey(c)) ?? [])
}

export function matchesFilter(p: IndexedProperty, f: PropertySearchFilter): boolean {
  if (f.sectors.length && (p.sector === null || !f.sectors.includes(p.sector))) return false
  if (f.bedrooms !== undefined && p.bedrooms < f.bedrooms) return false
  if (f.adults !== undefined && p.bedsAdults !== null && f.adults > p.bedsAdults) return false
  if (f.children !== undefined && f.children > 0 && p.bedsChildren !== null && f.children > p.bedsChildren) return false
  if (f.propertyType && p.type !== f.propertyType) return false
  if (f.serviceLevel && !p.serviceLevels.includes(f.serviceLevel)) return false
  if (f.petsAllowed === true && !p.petsAllowed) return false
  for (const facility of f.facilities) if (!p.facilities.has(facility)) return false
  return true
}

/** Price range in EUR; an unknown price (on request) passes only the full default range. */
export function priceFilter(f: Pick<PropertySearchFilter, 'priceMin' | 'priceMax'>): (eur: number | null) => boolean {
  const fullRange = f.priceMin <= PRICE_MIN && f.priceMax >= PRICE_MAX
  return (eur) => (eur === null ? fullRange : eur >= f.priceMin && eur <= f.priceMax)
}
