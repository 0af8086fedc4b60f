import { findResortByName } from '#domain/catalogue/resorts.ts'
import type { Language, PropertyType } from '#domain/catalogue/types.ts'
import {
  alternateUrls,
  canonicalPath,
  countryFromSlug,
  destinationCities,
  isTypeSlug,
  slugify,
  languageOfCountrySlug,
  typeFromSlug,
  typeSlug,
  citySlug as slugOfCity,
} from '#domain/properties/paths.ts'
import type { DestinationAnswer } from '#domain/properties/destination-answer.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { Catalogue } from '#server/catalogue/catalogue.ts'
import { propertyCards } from '#server/catalogue/property-cards.ts'

export type DestinationParams = { type: string; country: string; city?: string }
export type DestinationPaging = { lang: Language; limit: number; offset: number; includeDemos: boolean }

/** Resolves the slugs of a destination path; null when a slug is unknown (or the city lies in another country). */
function resolveDestination(params: DestinationParams) {
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

const TYPES: PropertyType[] = ['Chalet', 'Apartment', 'Villa']

export function createDestinationService(catalogue: Catalogue, cache: ResponseCache) {
  return {
    /** The serialised list; an unknown destination is a NotFoundError. */
    async list(params: DestinationParams, paging: DestinationPaging) {
      const dest = resolveDestination(params)
      if (!dest) throw new NotFoundError('Destination', 'Unknown destination')
      const snap = await catalogue.snapshot()
      const canonical = canonicalPath(dest.path)
      const key = `destinations:${snap.version}:${paging.lang}:${canonical}:${paging.limit}:${paging.offset}:${paging.includeDemos}`
      return cache.get(key, async (): Promise<DestinationAnswer> => {
        const where = {
          country: dest.country,
          cities: dest.city === null ? null : dest.cities,
          includeDemos: paging.includeDemos,
        }
        const { cards, total } = propertyCards(snap, { ...where, type: dest.type }, paging)
        // the same place's other types: a list without chalets still leads to its apartments
        const pathLang = languageOfCountrySlug(params.country) ?? 'en'
        const otherTypes = TYPES.filter((type) => type !== dest.type)
          .map((type) => ({
            type,
            total: propertyCards(snap, { ...where, type }, { ...paging, limit: 0, offset: 0 }).total,
            path: canonicalPath(dest.path.replace(/^\/[^/]+/, `/${typeSlug(type, pathLang)}`)),
          }))
          .filter((other) => other.total > 0)
        return {
          type: dest.type,
          country: dest.country,
          city: dest.city,
          cities: dest.cities,
          properties: cards,
          total,
          offset: paging.offset,
          limit: paging.limit,
          otherTypes,
          exists: total > 0 || otherTypes.length > 0,
          canonicalPath: canonical,
          alternates: alternateUrls(canonical),
        }
      })
    },
  }
}
export type DestinationService = ReturnType<typeof createDestinationService>
