import { queryOptions } from '@tanstack/react-query'
import type { NetworkDto } from '#domain/my-network/types.ts'
import { api } from '#lib/api-client.ts'
import { NetworkError } from '#lib/api-errors.ts'
import { copyKey, readJson, writeJson } from './device-store.ts'

/** Keys of the agency's network (docs/product/my-network.md): signed-in data, never in the persisted query cache. */
export const networkKeys = {
  all: ['my-network'] as const,
  network: (user: string, agencyId: string) => [...networkKeys.all, user, agencyId] as const,
}

/** When the answer came from the server, and whether it was read from the device's copy. */
export type FetchedNetwork = NetworkDto & { fetchedAt: number; fromDevice: boolean }

/**
 * GET /api/my-network: each answer is copied to the device with its time; without an answer (offline, lie-fi) the
 * copy is shown instead. Runs while the browser says it is offline (networkMode 'always'), to reach the copy.
 */
export async function fetchNetwork(
  user: string,
  agencyId: string,
  signal?: AbortSignal,
  now = Date.now,
): Promise<FetchedNetwork> {
  try {
    const data = await api.get<NetworkDto>('/my-network', { signal })
    const fetchedAt = now()
    writeJson(copyKey(`${user}:${agencyId}`), { data, fetchedAt })
    return { ...data, fetchedAt, fromDevice: false }
  } catch (error) {
    const copy =
      error instanceof NetworkError
        ? readJson<{ data: NetworkDto; fetchedAt: number }>(copyKey(`${user}:${agencyId}`))
        : undefined
    if (!copy) throw error
    return { ...copy.data, fetchedAt: copy.fetchedAt, fromDevice: true }
  }
}

export function networkQueryOptions(user: string, agencyId: string) {
  return queryOptions({
    queryKey: networkKeys.network(user, agencyId),
    queryFn: ({ signal }) => fetchNetwork(user, agencyId, signal),
    staleTime: 30_000,
    networkMode: 'always',
    retry: (count, error) => !(error instanceof NetworkError) && count < 2,
  })
}
