import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import type { DestinationParams } from '#features/properties/queries.ts'
import { destinationQueryOptions } from '#features/properties/queries.ts'
import { ApiError } from '#lib/api-errors.ts'

/** Loads the first page of a destination: unknown -> not found; no property at all (of any type) -> the landing. */
export async function loadDestination(queryClient: QueryClient, params: DestinationParams): Promise<void> {
  try {
    const data = await queryClient.ensureInfiniteQueryData(destinationQueryOptions(params))
    if (!data.pages[0]?.exists) throw redirect({ to: '/', replace: true })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}
