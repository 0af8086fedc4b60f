import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { RESORT_COUNTRIES, RESORTS } from '#domain/catalogue/resorts.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { filterToSearchParams } from '#domain/property-search/search-filter.ts'
import type { PropertySearchAnswer, SearchDestination } from '#domain/property-search/search-answer.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { demoPropertiesShown } from '#lib/demo-flags.ts'
import { currentLanguage } from '#lib/i18n.ts'
import { CATALOGUE_QUERY_ROOT, staleTimes } from '#lib/query-client.ts'

/** Results per request; the grid reveals 12 at a time (docs/product/storefront-search.md#results). */
const SEARCH_PAGE_SIZE = 48

/** Search answers are not persisted (prices and availability must be fresh); reference lists are. */
const propertySearchKeys = {
  all: ['property-search'] as const,
  results: (filter: PropertySearchFilter, language: Language, includeDemos: boolean) =>
    [...propertySearchKeys.all, 'results', filter, language, includeDemos] as const,
  destinations: (language: Language) => [CATALOGUE_QUERY_ROOT, 'property-search', 'destinations', language] as const,
}

/** GET /api/property-search, page by page; demo properties per 'Display demo properties'. */
export function propertySearchQueryOptions(
  filter: PropertySearchFilter,
  language: Language = currentLanguage(),
  includeDemos: boolean = demoPropertiesShown(),
) {
  const params = Object.fromEntries(filterToSearchParams(filter))
  return infiniteQueryOptions({
    queryKey: propertySearchKeys.results(filter, language, includeDemos),
    queryFn: ({ pageParam, signal }) =>
      api.get<PropertySearchAnswer>('/property-search', {
        query: { ...params, limit: SEARCH_PAGE_SIZE, offset: pageParam, includeDemos },
        entityList: true,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.results.length < last.count ? last.offset + last.results.length : undefined,
    staleTime: 60_000,
  })
}

/** The resorts of the domain list, as a fallback while the destinations API is unavailable. */
export function staticDestinations(): SearchDestination[] {
  return RESORT_COUNTRIES.map((country) => ({
    country,
    cities: RESORTS.filter((resort) => resort.country === country).map((resort) => ({
      city: resort.name,
      slug: resort.slug,
      sectors: resort.sectors,
      // the number of properties is unknown without the API; the form does not show it
      count: 0,
    })),
  }))
}

/** Destination cities with their sectors (GET /api/property-search/destinations). */
export function searchDestinationsQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: propertySearchKeys.destinations(language),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<SearchDestination[]>('/property-search/destinations', { entityList: true, signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return staticDestinations()
        throw error
      }
    },
    staleTime: staleTimes.catalogue,
  })
}
