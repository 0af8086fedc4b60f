import type { Context, MiddlewareHandler } from 'hono'
import { ForbiddenError, UnsupportedMediaTypeError } from './errors.ts'
import { requestHeader } from './request-header.ts'

/**
 * Public writes (enquiry, contact, newsletter, frontend logs) take JSON from our own pages only
 * (docs/decisions/043-throttling-and-proxy.md). A form or a `text/plain` fetch on another site can
 * post without a CORS preflight; a JSON body cannot, and browsers send the page's `Origin` with
 * every POST, so another site's origin (or `null`) is refused. Our own pages are the configured
 * origins (`PUBLIC_URL`, `OIDC_REDIRECT_ORIGINS`) and the host the request was sent to: one server
 * answers several host names (brands, a host per language), and a page posts to its own host.
 * Without an `Origin` the caller is not a browser making a cross-site request (curl, a server),
 * which the rate limits handle.
 */
export function publicWriteGuard(opts: { origins: readonly string[]; trustProxy?: number }): MiddlewareHandler {
  const allowed = new Set(opts.origins)
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const origin = requestHeader(c, 'origin')
    if (
      origin !== undefined &&
      !allowed.has(origin) &&
      !requestHosts(c, opts.trustProxy ?? 0).includes(hostOf(origin))
    ) {
      throw new ForbiddenError('Cross-site requests are not accepted')
    }
    if (!isJson(requestHeader(c, 'content-type'))) throw new UnsupportedMediaTypeError()
    return next()
  }
}

/** The host the request was sent to; behind a trusted proxy also the one it forwards (X-Forwarded-Host). */
function requestHosts(c: Context, trustProxy: number): string[] {
  const hosts = [(requestHeader(c, 'host') ?? new URL(c.req.url).host).toLowerCase()]
  const forwarded = trustProxy > 0 ? requestHeader(c, 'x-forwarded-host')?.split(',').pop()?.trim() : undefined
  if (forwarded) hosts.push(forwarded.toLowerCase())
  return hosts
}

/** The host (with a port) of an origin; '' for `null` or anything that is not a URL. */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host
  } catch {
    return ''
  }
}

/** `application/json` or `application/<something>+json`, with any parameters. */
function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)
}
