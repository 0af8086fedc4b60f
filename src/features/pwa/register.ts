import type { Workbox } from 'workbox-window'
import { CATALOGUE_CACHE, CLEAR_API_CACHES } from '#sw/sw-contract.ts'
import { reloadPage } from '#lib/reload-page.ts'

/**
 * Service-worker registration with an update prompt (vite-plugin-pwa `injectRegister: false`).
 * A tiny observable store says whether a new version waits; `applyUpdate` activates it and the
 * page reloads once the new worker controls it.
 */

type Listener = (updateAvailable: boolean) => void

const UPDATE_CHECK_MS = 60 * 60 * 1000
const CLEAR_TIMEOUT_MS = 2000

let wb: Workbox | undefined
let updateAvailable = false
let waitingWorker = false
let reloadWhenControlling = false
const listeners = new Set<Listener>()

function setUpdateAvailable(value: boolean): void {
  if (updateAvailable === value) return
  updateAvailable = value
  for (const listener of listeners) listener(value)
}

export function isUpdateAvailable(): boolean {
  return updateAvailable
}

/** Calls `cb` on every change; returns the unsubscribe function (fits useSyncExternalStore). */
export function subscribeToUpdate(cb: Listener): () => void {
  listeners.add(cb)
  return () => listeners.delete(cb)
}

let registering: Promise<void> | undefined

/**
 * Registers /sw.js (production only). workbox-window is loaded here, after the first render, so it
 * stays out of the initial JavaScript; calling again returns the same registration.
 */
export function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return Promise.resolve()
  registering ??= import('workbox-window').then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' })))
  return registering
}

function register(workbox: Workbox): void {
  wb = workbox

  workbox.addEventListener('waiting', () => {
    waitingWorker = true
    setUpdateAvailable(true)
  })
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) warmRuntimeCaches(workbox)
  })
  workbox.addEventListener('controlling', (event) => {
    if (reloadWhenControlling) {
      reloadPage()
    } else if (event.isUpdate) {
      // Another tab activated the new version: this page still runs the old code.
      waitingWorker = false
      setUpdateAvailable(true)
    }
  })

  void workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error))
  // Home-screen apps stay open for days: look for a new version every hour.
  setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS)
}

/**
 * First install: the lazy chunks and images this visit loaded before the worker existed go
 * through the worker's routes once (workbox-routing's CACHE_URLS message), so that the next visit
 * works offline. API answers are left out: they need the page's headers (language, token).
 */
function warmRuntimeCaches(workbox: Workbox): void {
  if (typeof performance === 'undefined') return
  const prefixes = ['/assets/', '/media/'].map((dir) => `${window.location.origin}${dir}`)
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => prefixes.some((prefix) => url.startsWith(prefix)))
  if (urlsToCache.length)
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined)
}

/** Activates the waiting version and reloads when it controls the page (or reloads at once). */
export function applyUpdate(): void {
  if (!wb || !waitingWorker) {
    reloadPage()
    return
  }
  reloadWhenControlling = true
  wb.messageSkipWaiting()
}

/** Sign-out: drops the catalogue cache (via the worker, which also clears its metadata). */
export async function clearApiCaches(): Promise<void> {
  const message = { type: CLEAR_API_CACHES }
  const controller = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller
  const reply = wb ? wb.messageSW(message) : Promise.resolve(controller?.postMessage(message))
  await Promise.race([reply, new Promise((resolve) => setTimeout(resolve, CLEAR_TIMEOUT_MS))]).catch(() => undefined)
  // Belt and braces: the page can reach the same Cache Storage, with or without a worker.
  if (typeof caches !== 'undefined') await caches.delete(CATALOGUE_CACHE).catch(() => false)
}
