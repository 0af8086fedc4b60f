/**
 * Counts failed sign-ins per client address in a fixed window, so one network cannot try
 * passwords across many accounts. Successful sign-ins do not count. In-memory, per process.
 */
export function createFailureLimiter(opts: { windowMs: number; max: number; now?: () => number }) {
  const hits = new Map<string, { count: number; resetAt: number }>()
  const now = opts.now ?? Date.now
  return {
    blocked(key: string): boolean {
      const entry = hits.get(key)
      return Boolean(entry && entry.resetAt > now() && entry.count >= opts.max)
    },
    fail(key: string): void {
      const t = now()
      const entry = hits.get(key)
      if (!entry || entry.resetAt <= t) {
        hits.set(key, { count: 1, resetAt: t + opts.windowMs })
        if (hits.size > 10_000) for (const [k, e] of hits) if (e.resetAt <= t) hits.delete(k)
      } else entry.count++
    },
  }
}
