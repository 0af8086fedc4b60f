/**
 * Which requests the service worker may handle, as pure functions of the URL and a few request
 * fields, so that they are unit-tested without a service-worker runtime.
 *
 * The deny list always wins: a request that matches it is never answered from a cache and never
 * stored, whatever strategy would otherwise match.
 */

export type RequestLike = {
  method: string
  destination: string
  mode: string
  headers: { get(name: string): string | null }
}

/** Paths that are user-specific, live (prices, availability), writes, chat or identity. */
const NEVER_PATHS: RegExp[] = [
  /^\/oidc(\/|$)/,
  /^\/api\/current[_-]user(\/|$)/,
  /^\/api\/sales(\/|$)/,
  /^\/api\/hotels\/interests(\/|$)/,
  /^\/api\/hotelrooms\/[^/]+\/(offers|availability)(\/|$)/,
  /^\/api\/hotels\/[^/]+\/(available-rooms|chats|hotel-manager-invitation-link)(\/|$)/,
  /^\/api\/available-hotels(\/|$)/,
  /^\/api\/(chat|chats|stream-chat)(\/|$)/,
  /^\/api\/(autocomplete|travel-agencies|travel-agency-public-info|users)(\/|$)/,
  /^\/api\/(mailer|newsletter|frontendlogs)(\/|$)/,
]

/** Live or personal path segments anywhere under /api, as a second line of defence. */
const NEVER_SEGMENTS = new Set(['offers', 'availability', 'available-rooms', 'interests', 'chats', 'leads'])

/** Catalogue reads that may be served from the cache when the network is slow or gone. */
const CATALOGUE_PATHS: RegExp[] = [
  /^\/api\/properties\/?$/,
  /^\/api\/properties\/[^/]+\/?$/,
  /^\/api\/properties\/[^/]+\/stays\/?$/,
  /^\/api\/property-search(\/destinations)?\/?$/,
  /^\/api\/hotels\/?$/,
  /^\/api\/hotels\/locations\/?$/,
  /^\/api\/hotels\/[^/]+\/?$/,
  /^\/api\/hotels\/[^/]+\/rooms\/?$/,
  /^\/api\/hotelrooms\/[^/]+\/?$/,
  /^\/api\/(programs|facilities|country-names|stays|config)\/?$/,
]

export function isNeverCached(url: URL, request: RequestLike): boolean {
  if (request.method !== 'GET') return true
  const path = url.pathname
  if (NEVER_PATHS.some((re) => re.test(path))) return true
  if (path.startsWith('/api/') && path.split('/').some((segment) => NEVER_SEGMENTS.has(segment))) return true
  // The PDF helper asks for fresh images with `Cache-Control: no-cache`; `no-store` means the same.
  const cacheControl = request.headers.get('cache-control') ?? ''
  return /no-cache|no-store/i.test(cacheControl)
}

export function isCatalogueRequest(url: URL, request: RequestLike, origin: string): boolean {
  if (url.origin !== origin || isNeverCached(url, request)) return false
  return CATALOGUE_PATHS.some((re) => re.test(url.pathname))
}

export function isImageRequest(url: URL, request: RequestLike, origin: string): boolean {
  if (isNeverCached(url, request)) return false
  const sameOrigin = url.origin === origin
  if (sameOrigin && url.pathname.startsWith('/api/')) return false
  if (sameOrigin && url.pathname.startsWith('/media/')) return true
  return request.destination === 'image'
}

const LAZY_ASSET = /\.(js|mjs|css|woff2?)$/

/** Content-hashed build output under /assets/ that is not in the precache (lazy routes, libs). */
export function isLazyAssetRequest(url: URL, request: RequestLike, origin: string): boolean {
  if (url.origin !== origin || isNeverCached(url, request)) return false
  return url.pathname.startsWith('/assets/') && LAZY_ASSET.test(url.pathname)
}

/** Paths a navigation must reach the server for (API, identity provider, media, worker files). */
const NAVIGATION_DENY = /^\/(api|oidc|media|assets)(\/|$)|^\/(sw\.js|manifest\.webmanifest|robots\.txt)$/

export function isAppNavigation(url: URL, request: RequestLike, origin: string): boolean {
  return (
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    url.origin === origin &&
    !NAVIGATION_DENY.test(url.pathname)
  )
}
