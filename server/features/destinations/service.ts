import { findResortByName } from '../../../src/domain/catalogue/resorts.ts'
import type { Country, Language, PropertyType } from '../../../src/domain/catalogue/types.ts'
import {
  alternateUrls,
  canonicalPath,
  countryFromSlug,
  destinationCities,
  isTypeSlug,
  slugify,
  typeFromSlug,
  citySlug as slugOfCity,
  type AlternateLink,
} from '../../../src/domain/properties/paths.ts'
import type { PropertyCard } from '../../../src/domain/property-search/search-answer.ts'
import { NotFoundError } from '../../lib/errors.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'
import type { SearchIndex } from '../property-search/search-index.ts'

export type DestinationAnswer = {
  type: PropertyType
  country: Country
  /** resort (or resort family) display name; null for a country list */
  city: string | null
  /** the resorts the list covers (one, or every village of a family such as Courchevel) */
  cities: string[]
  properties: PropertyCard[]
  total: number
  offset: number
  limit: number
  /** false when no property matches: the page redirects to / */
  exists: boolean
  canonicalPath: string
  alternates: AlternateLink[]
}

export type DestinationParams = { type: string; country: string; city?: string }
export type DestinationPaging = { lang: Language; limit: number; offset: number; includeDemos: boolean }

/** Resolves the slugs of a destination path; null when a slug is unknown (or the city lies in another country). */
export function resolveDestination(params: DestinationParams) {
  if (!isTypeSlug(params.type)) return null
  const country = countryFromSlug(params.country)
  if (!country) return null
  const type = typeFromSlug(params.type)
  if (params.city === undefined)
    return { type, country, city: null, cities: [] as string[], path: `/${params.type}/${params.country}` }
  const dest = destinationCities(params.city.toLowerCase())
  if (!dest || findResortByName(dest.cities[0]!)?.country !== country) return null
  const slug = dest.cities.length > 1 ? slugify(dest.name) : slugOfCity(dest.name)
  return { type, country, city: dest.name, cities: dest.cities, path: `/${params.type}/${params.country}/${slug}` }
}

export function createDestinationService(index: SearchIndex, cache: ResponseCache) {
  return {
    /** The serialised list; an unknown destination is a NotFoundError. */
    async list(params: DestinationParams, paging: DestinationPaging) {
      const dest = resolveDestination(params)
      if (!dest) throw new NotFoundError('Destination', 'Unknown destination')
      const snap = await index.get()
      const canonical = canonicalPath(dest.path)
      const key = `destinations:${snap.version}:${paging.lang}:${canonical}:${paging.limit}:${paging.offset}:${paging.includeDemos}`
      return cache.get(key, async (): Promise<DestinationAnswer> => {
        const cities = new Set(dest.cities)
        const matching = snap.all.filter(
          (p) =>
            p.type === dest.type &&
            p.country === dest.country &&
            (dest.city === null || cities.has(p.city)) &&
            (paging.includeDemos || !p.isDemo),
        )
        const page = matching.slice(paging.offset, paging.offset + paging.limit)
        return {
          type: dest.type,
          country: dest.country,
          city: dest.city,
          cities: dest.cities,
          properties: page.map((p) => ({ ...p.card, path: p.paths[paging.lang] })),
          total: matching.length,
          offset: paging.offset,
          limit: paging.limit,
          exists: matching.length > 0,
          canonicalPath: canonical,
          alternates: alternateUrls(canonical),
        }
      })
    },
  }
}
export type DestinationService = ReturnType<typeof createDestinationService>
