import type { MiddlewareHandler } from 'hono'
import { addressKey, clientAddress } from './client-address.ts'
import { TooManyRequestsError } from './errors.ts'

/**
 * Counters for rate limits and the sign-in back-off, behind one store
 * (docs/decisions/043-throttling-and-proxy.md): in memory for the embedded database, which one
 * process owns, and in the database when DATABASE_URL is set, so every server process on that
 * database sees the same counts (server/lib/rate-limit-database.ts).
 */
export type Counter = {
  /** hits since the counter (re)started */
  count: number
  /** when the counter starts again from nothing (ms since the epoch) */
  resetAt: number
  /** the last hit (ms since the epoch) */
  lastAt: number
}

export type HitOptions = {
  windowMs: number
  now: number
  /** every hit moves `resetAt` to `now + windowMs` (back-off counters); otherwise a fixed window */
  sliding?: boolean
}

export interface RateLimitStore {
  /** Counts a hit; a counter whose `resetAt` has passed starts again at 1. */
  hit(key: string, options: HitOptions): Promise<Counter>
  /** The live counter of `key`, if any. */
  peek(key: string, now: number): Promise<Counter | undefined>
  clear(key: string): Promise<void>
}

/** Counters of one process; expired ones are dropped when there are many. */
export function createMemoryStore(maxKeys = 100_000): RateLimitStore {
  const counters = new Map<string, Counter>()
  const prune = (now: number) => {
    for (const [key, counter] of counters) if (counter.resetAt <= now) counters.delete(key)
    // still full of live counters (an address-rotating client): forget the oldest
    for (const key of counters.keys()) {
      if (counters.size <= maxKeys) break
      counters.delete(key)
    }
  }
  return {
    async hit(key, { windowMs, now, sliding }) {
      const live = counters.get(key)
      const counter =
        live && live.resetAt > now
          ? { count: live.count + 1, resetAt: sliding ? now + windowMs : live.resetAt, lastAt: now }
          : { count: 1, resetAt: now + windowMs, lastAt: now }
      counters.delete(key) // re-inserted last: the Map's order is the order of last use
      counters.set(key, counter)
      if (counters.size > Math.min(10_000, maxKeys)) prune(now)
      return { ...counter }
    },
    async peek(key, now) {
      const counter = counters.get(key)
      return counter && counter.resetAt > now ? { ...counter } : undefined
    },
    async clear(key) {
      counters.delete(key)
    },
  }
}

type RateLimitOptions = {
  windowMs: number
  max: number
  now?: () => number
  /** where the counts live; a store of its own in memory by default */
  store?: RateLimitStore
  /** the limit's name, so several limits can share one store */
  name?: string
  /** reverse proxies in front of the server (the TRUST_PROXY setting); 0 by default */
  trustProxy?: number
}

/**
 * A fixed-window rate limit per client address for abuse-prone public writes (enquiry, contact,
 * newsletter, frontend logs): more than `max` requests in `windowMs` are answered 429.
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  const store = opts.store ?? createMemoryStore()
  const now = opts.now ?? Date.now
  const prefix = `${opts.name ?? 'rate'}:`
  return async (c, next) => {
    const t = now()
    const key = prefix + addressKey(clientAddress(c, opts.trustProxy ?? 0))
    const counter = await store.hit(key, { windowMs: opts.windowMs, now: t })
    if (counter.count > opts.max) throw new TooManyRequestsError(Math.max(1, Math.ceil((counter.resetAt - t) / 1000)))
    await next()
  }
}
