import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { parsePropertyPath } from '#domain/properties/paths.ts'
import type { PropertyPathParams } from '#features/properties/property-page-model.ts'
import { propertyBasePath } from '#features/properties/property-page-model.ts'
import { propertyByPathQueryOptions } from '#features/properties/queries.ts'
import { propertyStaysQueryOptions } from '#lib/catalogue/queries.ts'
import { ApiError } from '#lib/api-errors.ts'

/**
 * Loads the property of the path (stays start loading too): unknown -> not found; a path with
 * another spelling (e.g. a wrong type slug) is replaced by the property's own path.
 */
export async function loadProperty(
  queryClient: QueryClient,
  params: PropertyPathParams,
  location: { pathname: string; searchStr: string },
) {
  const base = propertyBasePath(params)
  try {
    const property = await queryClient.ensureQueryData(propertyByPathQueryOptions(base))
    void queryClient.prefetchQuery(propertyStaysQueryOptions(property._id)).catch(() => undefined)
    if (property.path && property.path !== base && parsePropertyPath(property.path)) {
      const rest = location.pathname.toLowerCase().startsWith(base) ? location.pathname.slice(base.length) : ''
      throw redirect({ href: `${property.path}${rest}${location.searchStr}`, replace: true })
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
