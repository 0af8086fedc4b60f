import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { filterToSearchParams, searchParamsToFilter } from '#domain/property-search/search-filter.ts'

/**
 * The /search URL: the filter's parameters with numbers and booleans typed (so the router writes
 * ?adults=4&flexible=false, never quoted strings) and lists comma-separated.
 */
export type SearchRouteParams = {
  city?: string
  sectors?: string
  checkIn?: string
  checkOut?: string
  flexible?: boolean
  priceMin?: number
  priceMax?: number
  bedrooms?: number
  adults?: number
  children?: number
  propertyType?: string
  serviceLevel?: string
  facilities?: string
  petsAllowed?: boolean
}

const NUMBER_KEYS = new Set(['priceMin', 'priceMax', 'bedrooms', 'adults', 'children'])
const BOOLEAN_KEYS = new Set(['flexible', 'petsAllowed'])

export function filterToRouteSearch(filter: Partial<PropertySearchFilter>): SearchRouteParams {
  const out: Record<string, string | number | boolean> = {}
  for (const [key, value] of filterToSearchParams(filter)) {
    out[key] = NUMBER_KEYS.has(key) ? Number(value) : BOOLEAN_KEYS.has(key) ? value === 'true' : value
  }
  return out as SearchRouteParams
}

function stringify(raw: Record<string, unknown>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null) continue
    out[key] = Array.isArray(value) ? value.join(',') : String(value)
  }
  return out
}

/** The filter of a /search URL; invalid parts are dropped so that any link opens a usable search. */
export function routeSearchToFilter(raw: Record<string, unknown>, today?: () => string): PropertySearchFilter {
  return searchParamsToFilter(stringify(raw), today)
}

/** validateSearch of /search: a clean, typed parameter set. */
export function validateSearchRoute(raw: Record<string, unknown>): SearchRouteParams {
  return filterToRouteSearch(routeSearchToFilter(raw))
}
