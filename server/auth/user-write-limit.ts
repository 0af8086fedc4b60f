import { LIMIT_MESSAGES } from '#domain/http/limit-messages.ts'
import { TooManyRequestsError } from '#server/lib/errors.ts'
import type { RateLimitStore } from '#server/lib/rate-limit.ts'

/** The 429 answer of a signed-in user over the write limit (the client shows it, docs/product/api.md#limits). */
export const USER_WRITE_LIMIT_MESSAGE = LIMIT_MESSAGES.userWrites

/**
 * Writes per signed-in user (docs/decisions/084-mail-and-write-limits.md): more than `max` in a
 * fixed window of `windowMs` are refused with a TooManyRequestsError (429, Retry-After). The count
 * lives in the rate-limit store, which every server process shares.
 */
export function createUserWriteLimit(
  store: RateLimitStore,
  opts: { max: number; windowMs?: number; now?: () => number },
) {
  const windowMs = opts.windowMs ?? 60_000
  const now = opts.now ?? Date.now
  return async (userId: string): Promise<void> => {
    const t = now()
    const counter = await store.hit(`user-write:${userId}`, { windowMs, now: t })
    if (counter.count > opts.max)
      throw new TooManyRequestsError(Math.max(1, Math.ceil((counter.resetAt - t) / 1000)), USER_WRITE_LIMIT_MESSAGE)
  }
}
