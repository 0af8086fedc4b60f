import { useNavigate } from '@tanstack/react-router'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { saveSearchFilter } from './filter-storage.ts'
import { filterToRouteSearch } from './search-route-params.ts'

/**
 * Applies a filter (docs/product/storefront-search.md#applying-a-search): saves it (no expiry), goes to /search with it
 * in the URL and asks the shell to scroll smoothly to the results (#pageContent) through the navigation state.
 */
export function useApplySearch(): (filter: PropertySearchFilter) => Promise<void> {
  const navigate = useNavigate()
  return (filter) => {
    saveSearchFilter(filter)
    return navigate({
      to: '/search',
      search: filterToRouteSearch(filter),
      state: (previous) => ({ ...previous, scrollToPageContent: true }),
    })
  }
}
