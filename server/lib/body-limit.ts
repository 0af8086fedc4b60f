import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Hono's bodyLimit for requests that may carry a body. GET and HEAD pass untouched: bodyLimit
 * reads `c.req.raw.body`, which makes @hono/node-server build a full Request (headers, abort
 * signal) for every request — about a tenth of the cost of a cached GET answer.
 */
export function writeBodyLimit(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler {
  const limit = bodyLimit(options)
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next))
}
