import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { securityHeaderValues, withSecurityHeaders } from './security-headers.ts'

function headersOf(values: Record<string, string>, requestHeaders: Record<string, string> = {}): Map<string, string> {
  const set = new Map<string, string>()
  const res = { setHeader: (k: string, v: string) => set.set(k, v) } as unknown as ServerResponse
  withSecurityHeaders(values, () => undefined)({ headers: requestHeaders } as unknown as IncomingMessage, res)
  return set
}

describe('HSTS (docs/decisions/041-session-and-exposure.md)', () => {
  it('is sent on every answer when the public origin is https, whatever the proxy forwards', () => {
    const values = securityHeaderValues({ publicUrl: 'https://lds.example' })
    expect(headersOf(values).get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(headersOf(values, { 'x-forwarded-proto': 'http' }).get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    )
  })

  it('is never sent when the public origin is http, not even on a forwarded https request', () => {
    const values = securityHeaderValues({ publicUrl: 'http://localhost:3000' })
    expect(headersOf(values).has('Strict-Transport-Security')).toBe(false)
    expect(headersOf(values, { 'x-forwarded-proto': 'https' }).has('Strict-Transport-Security')).toBe(false)
  })
})

describe('Content-Security-Policy', () => {
  const scriptSrc = (values: Record<string, string>) =>
    /script-src ([^;]*)/.exec(values['Content-Security-Policy'])?.[1]

  it('allows no inline script unless it is allowed by its hash', () => {
    expect(scriptSrc(securityHeaderValues())).toBe("'self' 'wasm-unsafe-eval'")
    expect(scriptSrc(securityHeaderValues({ inlineScriptHashes: ["'sha256-abc='"] }))).toBe(
      "'self' 'wasm-unsafe-eval' 'sha256-abc='",
    )
  })

  it("allows Stripe's Connect.js and its frames only with payments configured", () => {
    const plain = securityHeaderValues()['Content-Security-Policy']
    expect(plain).not.toContain('stripe')
    const csp = securityHeaderValues({ stripe: true })['Content-Security-Policy']
    expect(scriptSrc({ 'Content-Security-Policy': csp })).toBe(
      "'self' 'wasm-unsafe-eval' https://connect-js.stripe.com https://js.stripe.com",
    )
    expect(csp).toContain("frame-src 'self' https://connect-js.stripe.com https://js.stripe.com")
    expect(csp).toContain("connect-src 'self' https://api.stripe.com")
  })
})
