/**
 * The answer of GET /api/destinations/{type}/{country}[/{city}] (docs/product/api.md), shared by
 * the server's destinations feature and the client's destination lists.
 */
import type { Country, PropertyType } from '../catalogue/types.ts'
import type { PropertyCard } from '../property-search/search-answer.ts'
import type { AlternateLink } from './paths.ts'

export type DestinationAnswer = {
  type: PropertyType
  country: Country
  /** resort (or resort family) display name; null for a country list */
  city: string | null
  /** the resorts the list covers (one, or every village of a family such as Courchevel) */
  cities: string[]
  properties: PropertyCard[]
  total: number
  offset: number
  limit: number
  /** the destination's properties of the other types (those it has), with their list's path */
  otherTypes: { type: PropertyType; total: number; path: string }[]
  /** false when the destination has no property at all (of any type): the page redirects to / */
  exists: boolean
  canonicalPath: string
  alternates: AlternateLink[]
}
