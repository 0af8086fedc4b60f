import { useNavigate } from '@tanstack/react-router'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { track } from '#lib/analytics/track.ts'
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
    track({ msg: 'search', data: searchEventData(filter) })
    return navigate({
      to: '/search',
      search: filterToRouteSearch(filter),
      state: (previous) => ({ ...previous, scrollToPageContent: true }),
    })
  }
}

/** What a search tells the analytics (docs/product/analytics.md): where, when and for how many. */
function searchEventData(f: PropertySearchFilter) {
  return {
    destination: f.city ?? null,
    checkIn: f.checkIn,
    checkOut: f.checkOut,
    adults: f.adults,
    children: f.children,
    bedrooms: f.bedrooms,
    propertyType: f.propertyType,
  }
}
