/**
 * The first-party tracker (docs/product/analytics.md, docs/decisions/088-first-party-analytics.md),
 * loaded only after the visitor accepted cookies and is known not to be an admin. It queues the
 * click sites' events, sends them in batches to POST /api/frontendlogs (10 events, or 5 s after the
 * first one waiting) and, when the page is hidden or left, sends what is left with `sendBeacon`.
 * Each event carries the session id of this tab (random, kept in session storage) and no personal
 * data (src/domain/analytics/events.ts). Each batch carries a random batch id; a batch whose request
 * failed is sent again, with the same id, on the next flush (at most MAX_ATTEMPTS times), and the
 * server stores a batch id once (docs/decisions/096-analytics-batch-ids.md).
 */
import { ANALYTICS_EVENT, toLogEntries, type AnalyticsEvent } from '#domain/analytics/events.ts'
import { setAnalyticsSink } from '#lib/analytics/track.ts'

export const FRONTEND_LOGS_URL = '/api/frontendlogs'
export const SESSION_KEY = 'lds.analytics-session'
export const BATCH_SIZE = 10
export const FLUSH_AFTER_MS = 5000
/** How often one batch is sent at most (the first time and its retries). */
export const MAX_ATTEMPTS = 3

declare global {
  interface Window {
    /** set once analytics run */
    __ldsAnalytics?: boolean
  }
}

export type TrackerTransport = {
  /** a normal request while the page is open; false: send the batch again (no answer, 429, 5xx) */
  post: (url: string, body: string) => Promise<boolean>
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
  /** a new batch id (default crypto.randomUUID) */
  batchId?: () => string
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}) {
  const setTimer = opts.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer = opts.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const newBatchId = opts.batchId ?? (() => crypto.randomUUID())
  const queue: AnalyticsEvent[] = []
  /** batches whose request failed: sent again as they were (same batch id) on the next flush */
  const unsent: { body: string; attempts: number }[] = []
  let timer: unknown = null

  function retryLater(batch: { body: string; attempts: number }): void {
    if (batch.attempts >= MAX_ATTEMPTS) return
    unsent.push(batch)
    timer ??= setTimer(() => flush(), FLUSH_AFTER_MS)
  }

  function send(batch: { body: string; attempts: number }, how: 'post' | 'beacon'): void {
    const sent = { body: batch.body, attempts: batch.attempts + 1 }
    if (how === 'beacon' && opts.transport.beacon(FRONTEND_LOGS_URL, sent.body)) return
    void opts.transport.post(FRONTEND_LOGS_URL, sent.body).then(
      (done) => {
        if (!done) retryLater(sent)
      },
      () => retryLater(sent),
    )
  }

  function flush(how: 'post' | 'beacon' = 'post'): void {
    if (timer !== null) clearTimer(timer)
    timer = null
    for (const batch of unsent.splice(0)) send(batch, how)
    while (queue.length) {
      const entries = toLogEntries(queue.splice(0, BATCH_SIZE), opts.sessionId, newBatchId())
      send({ body: JSON.stringify(entries), attempts: 0 }, how)
    }
  }

  function track(event: AnalyticsEvent): void {
    queue.push(event)
    if (queue.length >= BATCH_SIZE) flush()
    else timer ??= setTimer(() => flush(), FLUSH_AFTER_MS)
  }

  return { track, flush, pending: () => queue.length }
}

const browserTransport: TrackerTransport = {
  post: (url, body) =>
    // keepalive: a batch sent just before a navigation still arrives
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    }).then(
      // a refusal other than 429 would be refused again
      (res) => res.ok || (res.status < 500 && res.status !== 429),
      () => false,
    ),
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
