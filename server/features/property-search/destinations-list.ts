import { RESORT_COUNTRIES, findResortByName } from '#domain/catalogue/resorts.ts'
import { citySlug } from '#domain/properties/paths.ts'
import type { SearchDestination } from '#domain/property-search/search-answer.ts'
import type { CatalogueSnapshot } from '#server/catalogue/types.ts'

/**
 * The destinations of the search form: countries in RESORT_COUNTRIES order, cities with (non-demo)
 * properties by name, each with the sectors its properties use (in the resort's order, others after).
 */
export function searchDestinations(snap: CatalogueSnapshot): SearchDestination[] {
  const byCity = new Map<string, { country: string; count: number; sectors: Set<string> }>()
  for (const p of snap.all) {
    if (p.isDemo) continue
    let entry = byCity.get(p.city)
    if (!entry) byCity.set(p.city, (entry = { country: p.country, count: 0, sectors: new Set() }))
    entry.count++
    if (p.sector) entry.sectors.add(p.sector)
  }
  return RESORT_COUNTRIES.map((country) => ({
    country,
    cities: [...byCity]
      .filter(([, e]) => e.country === country)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([city, e]) => {
        const order = findResortByName(city)?.sectors ?? []
        const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length)
        const sectors = [...e.sectors].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
        return { city, slug: citySlug(city), sectors, count: e.count }
      }),
  })).filter((d) => d.cities.length > 0)
}
