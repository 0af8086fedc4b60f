import type { HotelLocations } from '#domain/catalogue/types.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { HotelRepository } from './repository.ts'

/** Groups country / city / sector rows into countries with cities (and their sectors). */
export function groupLocations(rows: { country: string; city: string; sector: string | null }[]): HotelLocations {
  const countries = new Map<string, Map<string, Set<string>>>()
  for (const r of rows) {
    const cities = countries.get(r.country) ?? new Map<string, Set<string>>()
    countries.set(r.country, cities)
    const sectors = cities.get(r.city) ?? new Set<string>()
    cities.set(r.city, sectors)
    if (r.sector) sectors.add(r.sector)
  }
  return [...countries].map(([country, cities]) => ({
    country,
    cities: [...cities].map(([city, sectors]) => ({ city, sectors: [...sectors].sort() })),
  }))
}

export function createHotelService(repo: HotelRepository, cache: ResponseCache) {
  return {
    locations: (includeDemos: boolean) =>
      cache.get(`hotel-locations:${includeDemos}`, async () => groupLocations(await repo.locations(includeDemos))),
  }
}
export type HotelService = ReturnType<typeof createHotelService>
