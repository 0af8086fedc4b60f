/**
 * The click sites' entry to first-party analytics (docs/product/analytics.md). `track` does nothing
 * at all until the tracker is loaded, which happens only after the visitor accepted cookies and is
 * not an admin (src/app/shell/analytics.ts); the tracker then installs itself as the sink. This
 * module stays tiny: it is part of the pages' first JavaScript, the tracker is not.
 */
import type { AnalyticsEvent } from '#domain/analytics/events.ts'

type Sink = (event: AnalyticsEvent) => void
let sink: Sink | null = null

export function track(event: AnalyticsEvent): void {
  try {
    sink?.(event)
  } catch {
    // analytics never break a click
  }
}

/** The loaded tracker plugs in here (null: nothing is recorded any more). */
export function setAnalyticsSink(next: Sink | null): void {
  sink = next
}
