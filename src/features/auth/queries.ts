import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { CATALOGUE_QUERY_ROOT, staleTimes } from '#lib/query-client.ts'
import type { CurrentUser, TravelAgencySummary } from './types.ts'

/** Keys of signed-in data: never persisted (only the catalogue root is) but for the agency list, dropped on sign-out. */
const authKeys = {
  all: ['auth'] as const,
  currentUser: (sub: string, actingAgencyId: string | null) =>
    [...authKeys.all, 'current-user', sub, actingAgencyId] as const,
  /** under the persisted catalogue root: cached forever, across reloads (cleared at sign-out) */
  travelAgencies: () => [CATALOGUE_QUERY_ROOT, 'travel-agencies'] as const,
}

/** GET /api/current_user with the travel agency (401 means not signed in). */
export function currentUserQueryOptions(sub: string, actingAgencyId: string | null) {
  return queryOptions({
    queryKey: authKeys.currentUser(sub, actingAgencyId),
    queryFn: ({ signal }) =>
      api.get<CurrentUser>('/current_user', { query: { 'populate-travel-agency': true }, signal }),
    staleTime: 5 * 60_000,
  })
}

/**
 * GET /api/travel-agencies for the admin's agency selector (cached
 * forever, docs/product/offline-and-pwa.md#persisted-query-cache).
 */
export function travelAgenciesQueryOptions() {
  return queryOptions({
    queryKey: authKeys.travelAgencies(),
    queryFn: async ({ signal }) => {
      const list = await api.get<TravelAgencySummary[]>('/travel-agencies', { signal })
      return [...list].sort((a, b) => a.name.localeCompare(b.name))
    },
    staleTime: staleTimes.agencies,
    gcTime: Infinity,
  })
}

/**
 * Changes the cached GET /api/current_user answer of every session at once, e.g. with the agency a PATCH answered:
 * the theme and the guard see it at once (docs/product/onboarding.md#corporate-design), without waiting for a refetch.
 */
export function updateCachedCurrentUser(queryClient: QueryClient, update: (current: CurrentUser) => CurrentUser): void {
  queryClient.setQueriesData<CurrentUser>({ queryKey: [...authKeys.all, 'current-user'] }, (current) =>
    current ? update(current) : current,
  )
}

/** Fetches GET /api/current_user again (the role and agency after registering an agency). */
export function refetchCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...authKeys.all, 'current-user'] })
}
