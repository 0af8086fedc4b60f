import { api } from '#lib/api-client.ts'
import { NetworkError } from '#lib/api-errors.ts'
import { reloadPage } from '#lib/reload-page.ts'
import { afterProbe, decideCrash, type CrashFacts, type CrashOutcome } from './crash-decision.ts'
import { isSiteReachable } from './site-reachable.ts'

/** Set in session storage before the one reload a chunk-load failure may trigger. */
export const CHUNK_RELOAD_FLAG = 'lds.chunk-reload'

export type SerialisedError = { name: string; message: string; stack: string | null }

type CrashUser = { _id: string; email?: string } | null
let getCrashUser: () => CrashUser = () => null

/** Sign-in plugs in the current user so crash reports name them (null until then). */
export function setCrashUserGetter(getter: () => CrashUser): void {
  getCrashUser = getter
}

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /unable to preload css/i,
]

/** A lazily loaded chunk could not be fetched (usually: a new version was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'ChunkLoadError') return true
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message))
}

export function serialiseError(error: unknown): SerialisedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? null }
  return { name: 'NonError', message: typeof error === 'string' ? error : safeJson(error), stack: null }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** TanStack Router's lazy route components reload once per failing module under this prefix. */
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:'

/** Whether this session already reloaded for a chunk failure (ours, or the router's for `error`). */
export function hasReloadedForChunkError(error?: unknown): boolean {
  try {
    if (sessionStorage.getItem(CHUNK_RELOAD_FLAG) === 'true') return true
    return error instanceof Error && sessionStorage.getItem(ROUTER_RELOAD_PREFIX + error.message) !== null
  } catch {
    return true
  }
}

/**
 * Reloads the page once per session; false when it (or the router) already did, or when the
 * flag cannot be stored. Marks the router's flag too, so the two never reload twice in a row.
 */
function reloadOnceForChunkError(error?: unknown, reload: () => void = reloadPage): boolean {
  if (hasReloadedForChunkError(error)) return false
  try {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, 'true')
    if (error instanceof Error) sessionStorage.setItem(ROUTER_RELOAD_PREFIX + error.message, '1')
  } catch {
    return false
  }
  reload()
  return true
}

const reported = new WeakSet<object>()
const reportedPrimitives = new Set<string>()

function markReported(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false
    reported.add(error)
    return true
  }
  const key = String(error)
  if (reportedPrimitives.has(key)) return false
  reportedPrimitives.add(key)
  return true
}

/**
 * POSTs the crash report (docs/product/chrome-and-navigation.md#crash-handling)
 * to /api/mailer, once per error. Never throws.
 */
export async function reportCrash(error: unknown): Promise<void> {
  if (!markReported(error)) return
  try {
    await api.post('/mailer', {
      subject: 'Frontend Crashed',
      error: serialiseError(error),
      hasReloaded: hasReloadedForChunkError(error),
      location: window.location.href,
      user: getCrashUser(),
    })
  } catch (reportError) {
    console.error('Could not send the crash report', reportError)
  }
}

/**
 * Offline, a page's code or data that was never saved on this device: a chunk that could not load,
 * or an API call that got no answer (and no cached copy) while the browser is offline.
 */
export function isOfflineNotSavedError(error: unknown, online: boolean = navigator.onLine): boolean {
  if (online) return false
  return isChunkLoadError(error) || (error instanceof NetworkError && error.reason === 'offline')
}

const handled = new WeakMap<object, Promise<CrashOutcome>>()

function crashFacts(error: unknown): CrashFacts {
  return {
    chunkLoad: isChunkLoadError(error),
    offlineNotSaved: isOfflineNotSavedError(error),
    canReload: !hasReloadedForChunkError(error),
    reachable: null,
  }
}

/** What a failure becomes as far as is known at once: 'probe' while the site's reachability is still to be asked. */
export function immediateCrashOutcome(error: unknown): CrashOutcome | 'probe' {
  return decideCrash(crashFacts(error))
}

/**
 * Crash handling (docs/product/chrome-and-navigation.md#crash-handling): a chunk-load failure reloads the page once;
 * anything else is reported. Offline, a chunk or data that was never saved on the device is no crash: neither reload
 * nor report ('offline'; the page says it needs the network). A chunk failure after the reload while the browser says
 * it is online asks whether the site answers first: unreachable is offline too (docs/decisions/094-lie-fi-before-the-crash-screen.md).
 * The reload and the report start at once; only the probe waits. Once per error: a second call gets the same answer.
 */
export function handleCrash(error: unknown, probe: () => Promise<boolean> = isSiteReachable): Promise<CrashOutcome> {
  const key = typeof error === 'object' && error !== null ? error : null
  const previous = key ? handled.get(key) : undefined
  if (previous) return previous
  const outcome = settleCrash(error, probe)
  if (key) handled.set(key, outcome)
  return outcome
}

async function settleCrash(error: unknown, probe: () => Promise<boolean>): Promise<CrashOutcome> {
  const facts = crashFacts(error)
  let decision = decideCrash(facts)
  if (decision === 'reloading' && !reloadOnceForChunkError(error))
    decision = decideCrash({ ...facts, canReload: false })
  const outcome = decision === 'probe' ? afterProbe(await probe()) : decision
  if (outcome === 'reported') void reportCrash(error)
  return outcome
}
