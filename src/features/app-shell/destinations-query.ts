import { queryOptions } from '@tanstack/react-query'
import type { HotelLocations, Language } from '../../domain/catalogue/types.ts'
import { api } from '../../lib/api-client.ts'
import { CATALOGUE_QUERY_ROOT, staleTimes } from '../../lib/query-client.ts'

/**
 * Countries with their cities (GET /api/hotels/locations) for the Destinations dropdown. The key
 * is the one the landing uses for the same call, so both share one cached answer.
 */
export function destinationsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [CATALOGUE_QUERY_ROOT, 'hotels', 'locations', language] as const,
    queryFn: ({ signal }) => api.get<HotelLocations>('/hotels/locations', { entityList: true, signal }),
    staleTime: staleTimes.catalogue,
  })
}
