import { queryOptions } from '@tanstack/react-query'
import type { Facility, HotelLocations, Language, StaysAnswer } from '#domain/catalogue/types.ts'
import { api } from '#lib/api-client.ts'
import { currentLanguage } from '#lib/i18n.ts'
import { CATALOGUE_QUERY_ROOT, staleTimes } from '#lib/query-client.ts'

/**
 * Query options of the public catalogue calls that several features read (locations, facilities,
 * a property's stays): one key and one definition per API call, so every reader shares one cached
 * answer. All keys start with the persisted catalogue root.
 */
export const catalogueKeys = {
  all: [CATALOGUE_QUERY_ROOT] as const,
  properties: () => [...catalogueKeys.all, 'properties'] as const,
  hotelLocations: (language: Language) => [...catalogueKeys.all, 'hotels', 'locations', language] as const,
  propertyFacilities: (language: Language) => [...catalogueKeys.all, 'facilities', 'property', language] as const,
  stays: (propertyId: string) => [...catalogueKeys.all, 'storefront', 'stays', propertyId] as const,
}

/** Countries with their cities and sectors (GET /api/hotels/locations): the landing and the Destinations menu. */
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

/**
 * The stays of a property (GET /api/properties/{id}/stays; stays older than 1 day are hidden by
 * the API), or the operator's message: the property page's availability and the enquiry's
 * 'period sold' rule read the same cached answer.
 */
export function propertyStaysQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: catalogueKeys.stays(propertyId),
    queryFn: ({ signal }) => api.get<StaysAnswer>(`/properties/${propertyId}/stays`, { entityList: true, signal }),
    staleTime: staleTimes.catalogue,
  })
}
