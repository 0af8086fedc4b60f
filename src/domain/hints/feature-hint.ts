/**
 * The feature hint (docs/product/hotels.md#the-feature-hint): the agents' hotel search reminds of the
 * header's global search, the feature newcomers miss most (decision 092). The hint shows while the
 * feature was never used or last used more than FEATURE_HINT_INTERVAL_DAYS days ago, unless the hint
 * was put away ("Got it") within that interval; so it comes back to someone who stopped using it.
 */

/** The feature-hint interval, in days (SPEC §9). */
export const FEATURE_HINT_INTERVAL_DAYS = 30
const INTERVAL_MS = FEATURE_HINT_INTERVAL_DAYS * 86_400_000

/** What the browser remembers: when the feature was last used and the hint last put away (ms since the epoch). */
export type HintMemory = { lastUsedAt: number | null; dismissedAt: number | null }

export const NO_HINT_MEMORY: HintMemory = { lastUsedAt: null, dismissedAt: null }

const longAgo = (at: number | null, now: number) => at === null || now - at > INTERVAL_MS

/** Whether the hint shows at `now`. */
export function showsFeatureHint(memory: HintMemory, now: number): boolean {
  return longAgo(memory.lastUsedAt, now) && longAgo(memory.dismissedAt, now)
}

const instant = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null

/** The stored memory, read tolerantly: anything unreadable counts as never. */
export function parseHintMemory(raw: string | null): HintMemory {
  if (!raw) return NO_HINT_MEMORY
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return NO_HINT_MEMORY
    const { lastUsedAt, dismissedAt } = value as Record<string, unknown>
    return { lastUsedAt: instant(lastUsedAt), dismissedAt: instant(dismissedAt) }
  } catch {
    return NO_HINT_MEMORY
  }
}
