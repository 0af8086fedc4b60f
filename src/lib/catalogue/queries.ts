import { queryOptions } from '@tanstack/react-query'
import type { Facility, HotelLocations, Language, Property, StaysAnswer } from '#domain/catalogue/types.ts'
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
  hotelFacilities: (kind: 'hotel' | 'room', language: Language) =>
    [...catalogueKeys.all, 'facilities', kind, language] as const,
  propertyNames: (includeDemos: boolean, language: Language) =>
    [...catalogueKeys.properties(), 'names', includeDemos, language] as const,
  stays: (propertyId: string) => [...catalogueKeys.all, 'storefront', 'stays', propertyId] as const,
  countryNames: (language: Language) => [...catalogueKeys.all, 'country-names', language] as const,
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

/** What the header's global search needs of a property: its name, place and the parts of its path. */
export type PropertyName = Pick<Property, '_id' | 'name' | 'city' | 'propertyType'> & {
  slug: string
  address: { country: string }
}

/** The properties the global search looks through (at most this many; a small projection). */
export const PROPERTY_NAMES_LIMIT = 2000

/** Every property's name and path (GET /api/properties with a small projection): the global search. */
export function propertyNamesQueryOptions(includeDemos: boolean, language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: catalogueKeys.propertyNames(includeDemos, language),
    queryFn: ({ signal }) =>
      api.get<PropertyName[]>('/properties', {
        query: { projection: 'name slug city propertyType address', includeDemos, limit: PROPERTY_NAMES_LIMIT },
        entityList: true,
        signal,
      }),
    staleTime: staleTimes.catalogue,
  })
}

/**
 * Hotel or room facilities (GET /api/facilities?kind=hotel|room), by name: the hotel search's
 * facility filters (13 hotel and 26 room facilities, docs/product/hotels.md#search).
 */
export function hotelFacilitiesQueryOptions(kind: 'hotel' | 'room', language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: catalogueKeys.hotelFacilities(kind, language),
    queryFn: async ({ signal }) => {
      const list = await api.get<Facility[]>('/facilities', { query: { kind }, entityList: true, signal })
      return list.filter((facility) => facility.kind === kind).sort((a, b) => a.name.localeCompare(b.name, language))
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

/**
 * Country names in the page's language (GET /api/country-names, sorted for that language): the
 * country selects. Kept 7 days, across reloads (docs/product/offline-and-pwa.md#persisted-query-cache).
 */
export function countryNamesQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: catalogueKeys.countryNames(language),
    queryFn: ({ signal }) => api.get<string[]>('/country-names', { entityList: true, signal }),
    staleTime: staleTimes.countryNames,
    gcTime: staleTimes.countryNames,
  })
}
