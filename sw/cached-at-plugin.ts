import type { WorkboxPlugin } from 'workbox-core/types.js'
import { CACHED_AT_HEADER } from './sw-contract.ts'

/**
 * Rewrites a successful answer before it is stored: stamps `x-sw-cached-at` (so the page can say
 * "offline, shown as of <time>" when the copy is served later) and drops `Authorization` from
 * `Vary`, so a copy stored under one access token still answers after the token was refreshed.
 * Only status 200 is stored (this plugin replaces workbox's default "200 or opaque" rule).
 */
export async function stampForCache(response: Response, now: Date = new Date()): Promise<Response | null> {
  if (response.status !== 200 || response.type === 'opaque') return null
  const headers = new Headers(response.headers)
  headers.set(CACHED_AT_HEADER, now.toISOString())
  const vary = headers.get('vary')
  if (vary) {
    const kept = vary
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v && v.toLowerCase() !== 'authorization')
    if (kept.length) headers.set('vary', kept.join(', '))
    else headers.delete('vary')
  }
  const body = await response.arrayBuffer()
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

export const cachedAtPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => stampForCache(response),
}
