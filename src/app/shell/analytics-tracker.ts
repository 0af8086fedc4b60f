declare global {
  interface Window {
    /** set once analytics run (the placeholder tracker of this deployment) */
    __ldsAnalytics?: boolean
  }
}

/** Placeholder tracker: marks that analytics are running; no data leaves the browser. */
export function startTracking(): void {
  window.__ldsAnalytics = true
}
