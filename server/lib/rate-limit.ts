import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { TooManyRequestsError } from './errors.ts'

/**
 * A fixed-window rate limit per client address for abuse-prone public writes (enquiry, contact,
 * newsletter, sign-in). In-memory: one process; behind a load balancer put it at the proxy.
 */
export function rateLimit(opts: { windowMs: number; max: number; now?: () => number }): MiddlewareHandler {
  const hits = new Map<string, { count: number; resetAt: number }>()
  const now = opts.now ?? Date.now
  return async (c, next) => {
    const key = clientKey(c)
    const t = now()
    const entry = hits.get(key)
    if (!entry || entry.resetAt <= t) {
      hits.set(key, { count: 1, resetAt: t + opts.windowMs })
      if (hits.size > 10000) for (const [k, e] of hits) if (e.resetAt <= t) hits.delete(k)
    } else if (++entry.count > opts.max) {
      throw new TooManyRequestsError(Math.ceil((entry.resetAt - t) / 1000))
    }
    await next()
  }
}

function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local' // not behind node:http (tests call app.request)
  }
}
