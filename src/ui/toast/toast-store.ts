/**
 * The app's one toast system (docs/product/chrome-and-navigation.md#toasts): a small store outside
 * React that any feature calls (`showToast`) and the shell's one `<Toaster />` shows, bottom right.
 * Each toast closes itself after its duration; while the visitor hovers or focuses the toasts, every
 * timer is paused and resumes with the time it had left.
 */

/** How long a toast stays, by the specification's kinds (3000 ms unless named otherwise). */
export const TOAST_DURATION_MS = {
  general: 3000,
  pricing: 5000,
  propertyInterest: 5000,
  hotelEnquiry: 7000,
} as const

export type ToastKind = keyof typeof TOAST_DURATION_MS
export type ToastTone = 'info' | 'negative' | 'positive'
export type Toast = { id: number; text: string; tone: ToastTone }

/** At most this many at once: a new one pushes the oldest out. */
const MAX_TOASTS = 3

type Entry = Toast & { remaining: number; startedAt: number; timer: ReturnType<typeof setTimeout> | null }

export type ToastStore = {
  show: (text: string, options?: { tone?: ToastTone; kind?: ToastKind }) => number
  dismiss: (id: number) => void
  pause: () => void
  resume: () => void
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => readonly Toast[]
}

/** A store with its own clock (tests pass fake timers through the globals). */
export function createToastStore(now: () => number = () => Date.now()): ToastStore {
  let entries: Entry[] = []
  let snapshot: readonly Toast[] = []
  let paused = false
  let nextId = 1
  const listeners = new Set<() => void>()

  const publish = () => {
    snapshot = entries.map(({ id, text, tone }) => ({ id, text, tone }))
    for (const listener of listeners) listener()
  }
  const start = (entry: Entry) => {
    entry.startedAt = now()
    entry.timer = setTimeout(() => dismiss(entry.id), entry.remaining)
  }
  const stop = (entry: Entry) => {
    if (entry.timer === null) return
    clearTimeout(entry.timer)
    entry.timer = null
    entry.remaining = Math.max(0, entry.remaining - (now() - entry.startedAt))
  }
  function dismiss(id: number) {
    const entry = entries.find((e) => e.id === id)
    if (!entry) return
    stop(entry)
    entries = entries.filter((e) => e.id !== id)
    publish()
  }

  return {
    show(text, { tone = 'info', kind = 'general' } = {}) {
      const entry: Entry = { id: nextId++, text, tone, remaining: TOAST_DURATION_MS[kind], startedAt: 0, timer: null }
      if (!paused) start(entry)
      entries = [...entries, entry]
      for (const old of entries.slice(0, Math.max(0, entries.length - MAX_TOASTS))) dismiss(old.id)
      publish()
      return entry.id
    },
    dismiss,
    pause() {
      if (paused) return
      paused = true
      entries.forEach(stop)
    },
    resume() {
      if (!paused) return
      paused = false
      entries.forEach(start)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
  }
}

/** The app's toasts: the shell shows them, features call `showToast`. */
export const toasts = createToastStore()

/** Shows a toast bottom right: 3000 ms, or the duration of its `kind` (pricing, property interest, hotel enquiry). */
export function showToast(text: string, options?: { tone?: ToastTone; kind?: ToastKind }): number {
  return toasts.show(text, options)
}
