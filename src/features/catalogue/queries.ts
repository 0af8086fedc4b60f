import { queryOptions } from '@tanstack/react-query'
import type { Facility, HotelLocations, Language, Property } from '../../domain/catalogue/types.ts'
import { api } from '../../lib/api-client.ts'
import { currentLanguage } from '../../lib/i18n.ts'
import { CATALOGUE_QUERY_ROOT, staleTimes } from '../../lib/query-client.ts'

/** The fields the landing's featured grid needs (GET /api/properties projection). */
export const FEATURED_PROJECTION = 'name slug city propertyType bedrooms beds thumbnail currency priceFrom address'
export const FEATURED_LIMIT = 6

export type PropertySummary = Pick<
  Property,
  '_id' | 'name' | 'city' | 'propertyType' | 'bedrooms' | 'beds' | 'thumbnail' | 'currency' | 'priceFrom' | 'address'
> & { slug?: string } & { order?: number; images?: string[] }

export type PropertyListParams = { projection: string; includeOrder: boolean; limit: number }

/** Query keys of the public catalogue; all start with the persisted catalogue root. */
export const catalogueKeys = {
  all: [CATALOGUE_QUERY_ROOT] as const,
  properties: () => [...catalogueKeys.all, 'properties'] as const,
  propertyList: (params: PropertyListParams, language: Language) =>
    [...catalogueKeys.properties(), 'list', params, language] as const,
  hotelLocations: (language: Language) => [...catalogueKeys.all, 'hotels', 'locations', language] as const,
  propertyFacilities: (language: Language) => [...catalogueKeys.all, 'facilities', 'property', language] as const,
}

function byOrder(a: PropertySummary, b: PropertySummary): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER)
}

/** The landing's featured properties, in the catalogue's order. */
export function featuredPropertiesQueryOptions(language: Language = currentLanguage()) {
  const params: PropertyListParams = { projection: FEATURED_PROJECTION, includeOrder: true, limit: FEATURED_LIMIT }
  return queryOptions({
    queryKey: catalogueKeys.propertyList(params, language),
    queryFn: async ({ signal }) => {
      const list = await api.get<PropertySummary[]>('/properties', { query: params, entityList: true, signal })
      return [...list].sort(byOrder)
    },
    staleTime: staleTimes.catalogue,
  })
}

/** Countries with their cities and sectors (GET /api/hotels/locations). */
export function hotelLocationsQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: catalogueKeys.hotelLocations(language),
    queryFn: ({ signal }) => api.get<HotelLocations>('/hotels/locations', { entityList: true, signal }),
    staleTime: staleTimes.catalogue,
  })
}

/** Property facilities (GET /api/facilities, kind property), by name. */
export function propertyFacilitiesQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: catalogueKeys.propertyFacilities(language),
    queryFn: async ({ signal }) => {
      const list = await api.get<Facility[]>('/facilities', { entityList: true, signal })
      return list.filter((facility) => facility.kind === 'property').sort((a, b) => a.name.localeCompare(b.name))
    },
    staleTime: staleTimes.catalogue,
  })
}
