import os from 'node:os'
import path from 'node:path'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { securityHeaderValues, withSecurityHeaders } from '#server/lib/security-headers.ts'

let t: TestApp
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'lds-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LDS</title><div id="root"></div>')
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(path.join(dist, 'sw.js'), 'self.x=1')
  t = await createTestApp({ seed: false, distDir: dist })
})
afterAll(() => t?.close())

describe('system', () => {
  it('reports health with the database and the change bus', async () => {
    await t.bus.start()
    const res = await t.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', kind: expect.stringMatching(/pglite|postgres/) },
      changes: { status: 'ok' },
    })
  })

  it('is not ready (503) while the change bus does not listen: the proxy sends requests to the other processes', async () => {
    await t.bus.close()
    const res = await t.request('/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({
      status: 'starting',
      database: { status: 'ok' },
      changes: { status: 'connecting' },
    })
  })

  it("says 'stopping' (503) once the graceful stop began", async () => {
    t.beginStop()
    const res = await t.request('/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'stopping', database: { status: 'ok' } })
  })

  it('answers the runtime configuration', async () => {
    const body = (await (await t.request('/api/config')).json()) as Record<string, unknown>
    expect(body).toMatchObject({ appVersion: 'test', mediaBaseUrl: '/media', chat: { mode: 'builtin' } })
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.request('/api/nothing')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Not found' })
  })
})

describe('security headers', () => {
  it('are set on every answer, HSTS only behind TLS', () => {
    const set = new Map<string, string>()
    const res = { setHeader: (k: string, v: string) => set.set(k, v) } as unknown as ServerResponse
    let called = false
    const listener = withSecurityHeaders(securityHeaderValues(), () => (called = true))
    listener({ headers: {} } as IncomingMessage, res)
    expect(called).toBe(true)
    expect(set.get('Content-Security-Policy')).toContain("script-src 'self'")
    expect(set.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(set.get('X-Content-Type-Options')).toBe('nosniff')
    // HSTS follows the public origin (server/lib/security-headers.test.ts)
    expect(set.has('Strict-Transport-Security')).toBe(false)
  })
})

describe('static app and route table', () => {
  it('serves the shell for known routes, never cached', async () => {
    const res = await t.request('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    expect(await res.text()).toContain('<div id="root">')
    expect((await t.request('/chalets/france/courchevel-1850')).status).toBe(200)
  })

  it('serves hashed assets with long-lived caching', async () => {
    const res = await t.request('/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await t.request('/sw.js')).headers.get('cache-control')).toBe('no-cache')
    expect((await t.request('/assets/missing.js')).status).toBe(404)
  })

  it('answers 404 with noindex for unknown paths', async () => {
    const res = await t.request('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(await res.text()).toContain('<div id="root">')
  })

  it('answers 410 with noindex for old property paths', async () => {
    const res = await t.request('/properties/courchevel-chalet-edelweiss')
    expect(res.status).toBe(410)
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
  })

  it.each([
    ['/anfrage', '/enquire-now'],
    ['/jetzt-anfragen', '/enquire-now'],
    ['/events', '/'],
    ['/%C3%BCber-uns', '/about'],
    ['/chalets', '/die-luxuri%C3%B6sesten-chalets-der-alpen'],
    ['/instagram?utm=x', '/lds/general?utm=x'],
  ])('redirects %s with 301 to %s', async (from, to) => {
    const res = await t.request(from)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(to)
  })
})
