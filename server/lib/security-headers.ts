import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/** CSP without inline scripts, frame-ancestors none, HSTS only behind TLS. */
export function securityHeaders(opts: { mapStyleOrigin?: string; mediaOrigin?: string }): MiddlewareHandler {
  const extra = [opts.mapStyleOrigin, opts.mediaOrigin].filter((o): o is string => Boolean(o))
  const headers = secureHeaders({
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extra],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...extra],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  })
  return async (c, next) => {
    await headers(c, next)
    if (c.req.header('x-forwarded-proto') === 'https') c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  }
}
