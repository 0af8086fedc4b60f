/**
 * The analytics loader. The tracker itself is a placeholder module (analytics-tracker.ts) that
 * only marks `window.__ldsAnalytics = true`; a real provider's snippet would go there. It is a
 * separate chunk, fetched only once the visitor accepted cookies (and is not an admin).
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
