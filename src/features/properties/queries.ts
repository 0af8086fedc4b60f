import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Language, Property } from '#domain/catalogue/types.ts'
import type { PropertyCommissionAnswer } from '#domain/properties/commission-answer.ts'
import type { DestinationAnswer } from '#domain/properties/destination-answer.ts'
import type { PropertyByPathAnswer } from '#domain/properties/property-by-path-answer.ts'
import { api } from '#lib/api-client.ts'
import { demoPropertiesShown } from '#lib/demo-flags.ts'
import { currentLanguage } from '#lib/i18n.ts'
import { CATALOGUE_QUERY_ROOT, staleTimes } from '#lib/query-client.ts'

export type DestinationParams = { propertyType: string; country: string; city?: string }

/**
 * Cards per request; the grid reveals 12 at a time (docs/product/property-pages.md#destination-lists) from these pages.
 */
const DESTINATION_PAGE_SIZE = 48

/** Query keys of destination lists and property pages, under the persisted catalogue root. */
const propertyKeys = {
  all: [CATALOGUE_QUERY_ROOT, 'storefront'] as const,
  destination: (params: DestinationParams, language: Language, includeDemos: boolean) =>
    [...propertyKeys.all, 'destination', params, language, includeDemos] as const,
  byPath: (path: string, language: Language) => [...propertyKeys.all, 'by-path', path, language] as const,
  byId: (id: string) => [...propertyKeys.all, 'by-id', id] as const,
}

function destinationUrl({ propertyType, country, city }: DestinationParams): string {
  const parts = [propertyType, country, city]
    .filter(Boolean)
    .map((part) => encodeURIComponent(String(part).toLowerCase()))
  return `/destinations/${parts.join('/')}`
}

/** A destination list, page by page (48 cards each); demo properties per 'Display demo properties'. */
export function destinationQueryOptions(
  params: DestinationParams,
  language: Language = currentLanguage(),
  includeDemos: boolean = demoPropertiesShown(),
) {
  return infiniteQueryOptions({
    queryKey: propertyKeys.destination(params, language, includeDemos),
    queryFn: ({ pageParam, signal }) =>
      api.get<DestinationAnswer>(destinationUrl(params), {
        query: { limit: DESTINATION_PAGE_SIZE, offset: pageParam, includeDemos },
        entityList: true,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.properties.length < last.total ? last.offset + last.properties.length : undefined,
    staleTime: staleTimes.catalogue,
  })
}

/** The property of a property path (…/enquire-now, /book-now, /take-option are ignored by the API). */
export function propertyByPathQueryOptions(path: string, language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: propertyKeys.byPath(path, language),
    queryFn: ({ signal }) =>
      api.get<PropertyByPathAnswer>('/properties/by-path', { query: { path }, entityList: true, signal }),
    staleTime: staleTimes.catalogue,
  })
}

/**
 * The commission levels of a property (GET /api/properties/{id}/commission), for a signed-in user whose
 * brand shows commission (docs/decisions/041-session-and-exposure.md). Kept out of the catalogue root:
 * never persisted, gone with the session.
 */
export function propertyCommissionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['property-commission', id] as const,
    queryFn: ({ signal }) =>
      api.get<PropertyCommissionAnswer>(`/properties/${encodeURIComponent(id)}/commission`, { signal }),
    staleTime: staleTimes.catalogue,
  })
}

/** A property by its id (GET /api/properties/{id}): old ?propertyId= links. An error answers at once (no retries). */
export function propertyByIdQueryOptions(id: string) {
  return queryOptions({
    queryKey: propertyKeys.byId(id),
    queryFn: ({ signal }) => api.get<Property>(`/properties/${encodeURIComponent(id)}`, { signal }),
    staleTime: staleTimes.catalogue,
    retry: false,
  })
}
