import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { isCustomFilter, loadSearchFilter } from './filter-storage.ts'
import { propertySearchQueryOptions } from './queries.ts'
import type { SearchRouteParams } from './search-route-params.ts'
import { filterToRouteSearch, routeSearchToFilter } from './search-route-params.ts'

/** /search without parameters opens the last applied (saved) search. */
export function restoreSavedSearch(search: SearchRouteParams): void {
  if (Object.keys(search).length > 0) return
  const saved = loadSearchFilter()
  if (isCustomFilter(saved)) throw redirect({ to: '/search', search: filterToRouteSearch(saved), replace: true })
}

/** Starts the search of the URL's filter (not awaited: the form shows at once). */
export function prefetchSearch(queryClient: QueryClient, search: SearchRouteParams): void {
  void queryClient.prefetchInfiniteQuery(propertySearchQueryOptions(routeSearchToFilter(search))).catch(() => undefined)
}
