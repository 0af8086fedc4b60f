import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

type Listener = (req: IncomingMessage, res: ServerResponse) => void

/** Two years, sub-domains included: the public site is only ever served over TLS. */
const HSTS = 'max-age=63072000; includeSubDomains'

/** A fixed inline script's source expression for script-src: its sha256 hash (`inlineScriptHashes`). */
export function inlineScriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

/** Where Stripe's Connect.js and its frames come from (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_CONNECT_ORIGINS = ['https://connect-js.stripe.com', 'https://js.stripe.com']

/**
 * The security headers of every answer: CSP without inline scripts (but those allowed by hash), no framing, no sniffing, and
 * HSTS whenever the public origin is https (docs/decisions/041-session-and-exposure.md): that origin,
 * not a forwarded header, says whether the site is served over TLS. An anonymous visitor's
 * server-rendered public page answers with its own opener policy (server/static.ts, decision 073).
 */
export function securityHeaderValues(
  opts: {
    extraOrigins?: (string | undefined)[]
    publicUrl?: string
    inlineScriptHashes?: string[]
    stripe?: boolean
  } = {},
): Record<string, string> {
  // Stripe's embedded Connect components, only with payments configured (docs/decisions/127-payments.md)
  const stripe = opts.stripe ? ` ${STRIPE_CONNECT_ORIGINS.join(' ')}` : ''
  const extra = (opts.extraOrigins ?? []).filter((o): o is string => Boolean(o)).join(' ')
  const x = extra ? ` ${extra}` : ''
  const hashes = (opts.inlineScriptHashes ?? []).map((hash) => ` ${hash}`).join('')
  const csp = [
    "default-src 'self'",
    // WebAssembly only (the PDF offer's layout engine, docs/decisions/053-pdf-offer-in-the-browser.md); no eval;
    // inline scripts only by their hash (the server-rendered page's entry loader, decision 064)
    `script-src 'self' 'wasm-unsafe-eval'${hashes}${stripe}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${x}${stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${x}${stripe ? ' https://api.stripe.com' : ''}`,
    "worker-src 'self' blob:",
    `frame-src 'self'${stripe}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
  return {
    ...(opts.publicUrl?.startsWith('https:') ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  }
}

/**
 * Sets the security headers on the node:http response before the app answers (node merges them
 * into the answer's headers). Cheaper than a per-request Hono middleware.
 */
export function withSecurityHeaders(headers: Record<string, string>, listener: Listener): Listener {
  const entries = Object.entries(headers)
  return (req, res) => {
    for (const [name, value] of entries) res.setHeader(name, value)
    listener(req, res)
  }
}
