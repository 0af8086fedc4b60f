/**
 * The contract between the page and the service worker: cache names, the header that marks a
 * cached copy, and the messages the page may post. Pure constants, safe in both worlds.
 */

/** Catalogue GETs (properties, hotels, rooms, locations, programs, ...): network-first. */
export const CATALOGUE_CACHE = 'lds-catalogue'
/** Media and other images: cache-first, bounded. */
export const IMAGES_CACHE = 'lds-images'
/** Lazy, content-hashed JS/CSS chunks that are not part of the precached shell. */
export const ASSETS_CACHE = 'lds-assets'
/** Opened by the navigation strategy; navigations are never stored (the shell is precached). */
export const PAGES_CACHE = 'lds-pages'

/**
 * Set by the service worker on every copy it stores in the catalogue cache (an ISO-8601 time).
 * A live network answer never carries it, so its presence means "served from the offline cache".
 */
export const CACHED_AT_HEADER = 'x-sw-cached-at'

/**
 * Sent by the service worker with every navigation it passes to the network: it has the app's
 * stylesheet precached, so the server links it instead of inlining it in a server-rendered page
 * (docs/decisions/057-inline-stylesheet.md).
 */
export const STYLES_PRECACHED_HEADER = 'x-lds-styles-precached'

export const SKIP_WAITING = 'SKIP_WAITING'
export const CLEAR_API_CACHES = 'CLEAR_API_CACHES'
/** The service worker's answer (on the message port) once CLEAR_API_CACHES is done. */
export const API_CACHES_CLEARED = 'API_CACHES_CLEARED'

export type SwMessage = { type: typeof SKIP_WAITING } | { type: typeof CLEAR_API_CACHES }

export function isSwMessage(data: unknown): data is SwMessage {
  if (typeof data !== 'object' || data === null) return false
  const type = (data as { type?: unknown }).type
  return type === SKIP_WAITING || type === CLEAR_API_CACHES
}
