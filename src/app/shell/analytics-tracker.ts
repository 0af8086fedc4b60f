/**
 * The first-party tracker (docs/product/analytics.md, docs/decisions/088-first-party-analytics.md),
 * loaded only after the visitor accepted cookies and is known not to be an admin. It queues the
 * click sites' events, sends them in batches to POST /api/frontendlogs (10 events, or 5 s after the
 * first one waiting) and, when the page is hidden or left, sends what is left with `sendBeacon`.
 * Each event carries the session id of this tab (random, kept in session storage) and no personal
 * data (src/domain/analytics/events.ts).
 */
import { ANALYTICS_EVENT, toLogEntries, type AnalyticsEvent } from '#domain/analytics/events.ts'
import { setAnalyticsSink } from '#lib/analytics/track.ts'

export const FRONTEND_LOGS_URL = '/api/frontendlogs'
export const SESSION_KEY = 'lds.analytics-session'
export const BATCH_SIZE = 10
export const FLUSH_AFTER_MS = 5000

declare global {
  interface Window {
    /** set once analytics run */
    __ldsAnalytics?: boolean
  }
}

export type TrackerTransport = {
  /** a normal request while the page is open */
  post: (url: string, body: string) => void
  /** the page is going away: `navigator.sendBeacon`; false when the browser refused it */
  beacon: (url: string, body: string) => boolean
}

/** This tab's session id: random, kept for the tab's life (session storage), never tied to a person. */
export function sessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => string): string {
  try {
    const stored = storage?.getItem(SESSION_KEY)
    if (stored && /^[\w.:-]{1,100}$/.test(stored)) return stored
    const id = random()
    storage?.setItem(SESSION_KEY, id)
    return id
  } catch {
    return random()
  }
}

/** The queue and its batching; `flush('beacon')` when the page is hidden. */
export function createTracker(opts: {
  sessionId: string
  transport: TrackerTransport
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}) {
  const setTimer = opts.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer = opts.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const queue: AnalyticsEvent[] = []
  let timer: unknown = null

  function flush(how: 'post' | 'beacon' = 'post'): void {
    if (timer !== null) clearTimer(timer)
    timer = null
    if (!queue.length) return
    const body = JSON.stringify(toLogEntries(queue.splice(0, BATCH_SIZE), opts.sessionId))
    if (how === 'post' || !opts.transport.beacon(FRONTEND_LOGS_URL, body)) opts.transport.post(FRONTEND_LOGS_URL, body)
    if (queue.length) flush(how)
  }

  function track(event: AnalyticsEvent): void {
    queue.push(event)
    if (queue.length >= BATCH_SIZE) flush()
    else timer ??= setTimer(() => flush(), FLUSH_AFTER_MS)
  }

  return { track, flush, pending: () => queue.length }
}

const browserTransport: TrackerTransport = {
  post: (url, body) => {
    // keepalive: a batch sent just before a navigation still arrives
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined)
  },
  beacon: (url, body) => {
    try {
      return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    } catch {
      return false
    }
  },
}

let started = false

/** Starts tracking on this page: the sink for the click sites, the page-hide flush, 'tracking start'. */
export function startTracking(): void {
  if (started) return
  started = true
  const storage = (() => {
    try {
      return window.sessionStorage
    } catch {
      return null
    }
  })()
  const tracker = createTracker({
    sessionId: sessionId(storage, () => crypto.randomUUID()),
    transport: browserTransport,
  })
  const flushNow = () => tracker.flush('beacon')
  window.addEventListener('pagehide', flushNow)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushNow()
  })
  setAnalyticsSink(tracker.track)
  window.__ldsAnalytics = true
  tracker.track({ msg: ANALYTICS_EVENT.trackingStart, data: { path: window.location.pathname } })
}
