import type { SearchRouteParams } from './search-route-params.ts'

const TEXT = ['city', 'sectors', 'checkIn', 'checkOut', 'propertyType', 'serviceLevel', 'facilities'] as const
const NUMBERS = ['priceMin', 'priceMax', 'bedrooms', 'adults', 'children'] as const
const BOOLEANS = ['flexible', 'petsAllowed'] as const

/**
 * The /search parameters by shape only (known keys, right primitive types), cheap enough for the
 * route's validateSearch; the page then applies the domain schema (routeSearchToFilter).
 */
export function pickSearchRouteParams(raw: Record<string, unknown>): SearchRouteParams {
  const out: Record<string, string | number | boolean> = {}
  for (const key of TEXT) {
    const value = raw[key]
    if (typeof value === 'string' && value.trim()) out[key] = value.slice(0, 500)
    else if (Array.isArray(value)) out[key] = value.map(String).join(',').slice(0, 500)
  }
  for (const key of NUMBERS) {
    const value = typeof raw[key] === 'string' ? Number(raw[key]) : raw[key]
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value
  }
  for (const key of BOOLEANS) {
    const value = raw[key] === 'true' ? true : raw[key] === 'false' ? false : raw[key]
    if (typeof value === 'boolean') out[key] = value
  }
  return out as SearchRouteParams
}
