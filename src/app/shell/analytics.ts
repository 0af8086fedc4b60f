/**
 * The analytics loader. The first-party tracker (analytics-tracker.ts, docs/product/analytics.md)
 * is a separate chunk, fetched only once the visitor accepted cookies (and is not an admin); until
 * then the click sites' `track` calls record nothing.
 */
let loading: Promise<void> | null = null

export function loadAnalytics(): Promise<void> {
  loading ??= import('./analytics-tracker.ts')
    .then(({ startTracking }) => startTracking())
    .catch((error: unknown) => {
      loading = null
      console.warn('Analytics could not be loaded', error)
    })
  return loading
}
