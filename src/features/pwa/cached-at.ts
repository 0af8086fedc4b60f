import { CACHED_AT_HEADER } from '#sw/sw-contract.ts'

/**
 * When a catalogue answer came from the service worker's offline cache, the time it was stored;
 * null for a live answer. For the API client: keep it beside the data to show <OfflineNote />.
 */
export function readCachedAt(response: Pick<Response, 'headers'>): Date | null {
  const value = response.headers.get(CACHED_AT_HEADER)
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
