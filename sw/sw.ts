/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { cachedAtPlugin } from './cached-at-plugin.ts'
import { isAppNavigation, isCatalogueRequest, isImageRequest, isLazyAssetRequest } from './route-matchers.ts'
import { OFFLINE_URL, shellFallbackPlugin } from './shell-fallback-plugin.ts'
import {
  API_CACHES_CLEARED,
  ASSETS_CACHE,
  CATALOGUE_CACHE,
  IMAGES_CACHE,
  PAGES_CACHE,
  SKIP_WAITING,
  isSwMessage,
} from './sw-contract.ts'

declare let self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60
const origin = self.location.origin

// Navigations first, so that "/" is network-first like every other page and not answered straight
// from the precache; offline (or after 3 s) they get the precached shell, then offline.html.
registerRoute(
  ({ url, request }) => isAppNavigation(url, request, origin),
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 3, plugins: [shellFallbackPlugin] }),
)

// The shell only (see sw/pwa-options.ts): index.html, its entry chunks and CSS, icons, manifest,
// offline.html. Everything else is cached on first use by the routes below.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const catalogueExpiration = new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })

registerRoute(
  ({ url, request }) => isCatalogueRequest(url, request, origin),
  new NetworkFirst({
    cacheName: CATALOGUE_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [cachedAtPlugin, catalogueExpiration],
  }),
)

registerRoute(
  ({ url, request }) => isLazyAssetRequest(url, request, origin),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true })],
  }),
)

registerRoute(
  ({ url, request }) => isImageRequest(url, request, origin),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
)

// Anything else (offers, availability, current user, sales, interests, /oidc, chat, writes) is not
// routed at all: the browser fetches it as if there were no service worker.

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_URL)) ?? Response.error()
  return Response.error()
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (!isSwMessage(data)) return
  if (data.type === SKIP_WAITING) {
    void self.skipWaiting()
    return
  }
  // Sign-out: forget every catalogue answer (and its expiration metadata), then tell the page.
  event.waitUntil(
    catalogueExpiration
      .deleteCacheAndMetadata()
      .then(() => caches.delete(CATALOGUE_CACHE))
      .then(() => event.ports[0]?.postMessage({ type: API_CACHES_CLEARED })),
  )
})

clientsClaim()
