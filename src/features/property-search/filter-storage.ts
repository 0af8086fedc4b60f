import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import {
  DEFAULT_SEARCH_FILTER,
  filterToSearchParams,
  searchParamsToFilter,
} from '#domain/property-search/search-filter.ts'

/** The applied search filter, kept with no expiry (docs/product/storefront-search.md#applying-a-search). */
export const SEARCH_FILTER_STORAGE_KEY = 'lds.property-search-filter'

/** The stored filter, cleaned like a URL (invalid fields and past dates dropped); the default when none. */
export function loadSearchFilter(today?: () => string): PropertySearchFilter {
  try {
    const raw = localStorage.getItem(SEARCH_FILTER_STORAGE_KEY)
    if (!raw) return { ...DEFAULT_SEARCH_FILTER }
    const stored = JSON.parse(raw) as Partial<PropertySearchFilter>
    return searchParamsToFilter(filterToSearchParams(stored), today)
  } catch {
    return { ...DEFAULT_SEARCH_FILTER }
  }
}

export function saveSearchFilter(filter: PropertySearchFilter): void {
  try {
    localStorage.setItem(SEARCH_FILTER_STORAGE_KEY, JSON.stringify(filter))
  } catch {
    // storage full or disabled: the search still runs from the URL
  }
}

/** True when a filter differs from the default one (something was chosen). */
export function isCustomFilter(filter: PropertySearchFilter): boolean {
  return filterToSearchParams(filter).size > 0
}
