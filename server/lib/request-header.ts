import type { Context } from 'hono'
import type { IncomingMessage } from 'node:http'

/**
 * A request header (name in lower case). Under node:http it is read from the incoming message:
 * `c.req.header()` makes @hono/node-server build a Headers object of all request headers first,
 * a noticeable share of a cached answer. Elsewhere (tests call app.request) from the Request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (!incoming?.headers) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** Whether an Accept-Encoding header takes gzip (the one encoding answers are compressed with). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return /\bgzip\b/.test(acceptEncoding ?? '')
}
