/**
 * `?fast-lane` starts sign-up at once (docs/product/onboarding.md#signup), but only once: when the person comes
 * back to the same page without an account (cancelled at the provider, back button), the landing shows instead of
 * sending them off again in a loop. The start is remembered in the tab's session storage for a minute.
 */
export const FAST_LANE_STORAGE_KEY = 'lds.signup.fast-lane-started'
export const FAST_LANE_REPEAT_AFTER_MS = 60_000

/** Whether to start sign-up now: asked for, and not started in this tab within the last minute. */
export function shouldStartFastLane(fastLane: boolean, lastStartedAt: number | null, now: number): boolean {
  if (!fastLane) return false
  return lastStartedAt === null || !(now - lastStartedAt < FAST_LANE_REPEAT_AFTER_MS && now >= lastStartedAt)
}

/** When the fast lane last started in this tab (null: never, or storage refused). */
export function readFastLaneStart(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const value = Number(storage.getItem(FAST_LANE_STORAGE_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function writeFastLaneStart(storage: Pick<Storage, 'setItem'>, now: number): void {
  try {
    storage.setItem(FAST_LANE_STORAGE_KEY, String(now))
  } catch {
    // storage refused: the ref in the page still starts it only once per visit
  }
}
