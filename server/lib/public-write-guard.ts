import type { MiddlewareHandler } from 'hono'
import { ForbiddenError, UnsupportedMediaTypeError } from './errors.ts'
import { requestHeader } from './request-header.ts'

/**
 * Public writes (enquiry, contact, newsletter, frontend logs) take JSON from our own pages only
 * (docs/decisions/043-throttling-and-proxy.md). A form or a `text/plain` fetch on another site can
 * post without a CORS preflight; a JSON body cannot, and browsers send the page's `Origin` with
 * every POST, so another site's origin (or `null`) is refused. Without an `Origin` the caller is
 * not a browser making a cross-site request (curl, a server), which the rate limits handle.
 */
export function publicWriteGuard(opts: { origins: readonly string[] }): MiddlewareHandler {
  const allowed = new Set(opts.origins)
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const origin = requestHeader(c, 'origin')
    if (origin !== undefined && !allowed.has(origin)) throw new ForbiddenError('Cross-site requests are not accepted')
    if (!isJson(requestHeader(c, 'content-type'))) throw new UnsupportedMediaTypeError()
    return next()
  }
}

/** `application/json` or `application/<something>+json`, with any parameters. */
export function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)
}
