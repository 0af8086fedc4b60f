import { queryOptions } from '@tanstack/react-query'
import type { Language, Property } from '#domain/catalogue/types.ts'
import { api } from '#lib/api-client.ts'
import { catalogueKeys } from '#lib/catalogue/queries.ts'
import { demoPropertiesShown } from '#lib/demo-flags.ts'
import { currentLanguage } from '#lib/i18n.ts'
import { staleTimes } from '#lib/query-client.ts'

/** The fields the landing's featured grid needs (GET /api/properties projection). */
const FEATURED_PROJECTION = 'name slug city propertyType bedrooms beds thumbnail currency priceFrom address'
export const FEATURED_LIMIT = 6

export type PropertySummary = Pick<
  Property,
  '_id' | 'name' | 'city' | 'propertyType' | 'bedrooms' | 'beds' | 'thumbnail' | 'currency' | 'priceFrom' | 'address'
> & { slug?: string } & { order?: number; images?: string[] }

export type PropertyListParams = { projection: string; includeOrder: boolean; limit: number; includeDemos: boolean }

/** Query keys of the landing's property lists, under the catalogue's properties key. */
const landingKeys = {
  propertyList: (params: PropertyListParams, language: Language) =>
    [...catalogueKeys.properties(), 'list', params, language] as const,
}

function byOrder(a: PropertySummary, b: PropertySummary): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER)
}

/** The landing's featured properties, in the catalogue's order; demo properties per 'Display demo properties'. */
export function featuredPropertiesQueryOptions(
  language: Language = currentLanguage(),
  includeDemos: boolean = demoPropertiesShown(),
) {
  const params: PropertyListParams = {
    projection: FEATURED_PROJECTION,
    includeOrder: true,
    limit: FEATURED_LIMIT,
    includeDemos,
  }
  return queryOptions({
    queryKey: landingKeys.propertyList(params, language),
    queryFn: async ({ signal }) => {
      const list = await api.get<PropertySummary[]>('/properties', { query: params, entityList: true, signal })
      return [...list].sort(byOrder)
    },
    staleTime: staleTimes.catalogue,
  })
}
