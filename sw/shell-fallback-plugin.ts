import type { WorkboxPlugin } from 'workbox-core/types'
import { matchPrecache } from 'workbox-precaching'
import { withStylesPrecached } from './styles-precached.ts'

export const SHELL_URL = '/index.html'
export const OFFLINE_URL = '/offline.html'

/** The precached app shell, or the static offline page when even the shell is missing. */
export async function shellOrOffline(): Promise<Response | undefined> {
  return (await matchPrecache(SHELL_URL)) ?? (await matchPrecache(OFFLINE_URL))
}

/**
 * For the navigation strategy: tell the server the stylesheet is precached (`withStylesPrecached`);
 * never store an HTML answer (a stored page would point at hashed chunks of an older build), and whenever the strategy looks in its cache (network timeout or
 * failure) answer with the precached shell instead, which always matches the precached chunks.
 */
export const shellFallbackPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => withStylesPrecached(request),
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse ?? (await shellOrOffline()) ?? null,
}
