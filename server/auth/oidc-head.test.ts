import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '#server/lib/logger.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'

/**
 * HEAD under /oidc is answered as the GET would be, without a body, and logs nothing
 * (docs/product/sign-in-and-roles.md#embedded-provider).
 */
const lines: string[] = []
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    hotels: 1,
    properties: 1,
    listen: true,
    logger: createLogger('debug', (l) => lines.push(l)),
  })
})
afterAll(() => t.close())

const PATHS = [
  '/oidc/.well-known/openid-configuration',
  '/oidc/jwks',
  '/oidc/auth',
  '/oidc/session/end',
  '/oidc/me',
  '/oidc/token',
  '/oidc',
  '/oidc/no-such-endpoint',
  '/oidc/assets/auth.css',
  '/oidc/interaction/unknown-uid',
]

describe('HEAD on the embedded provider', () => {
  it.each(PATHS)('%s answers the GET status and headers without a body and logs nothing', async (path) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const get = await fetch(`${t.url}${path}`, { redirect: 'manual' })
      await get.arrayBuffer()
      lines.length = 0
      const head = await fetch(`${t.url}${path}`, { method: 'HEAD', redirect: 'manual' })
      expect(head.status).toBe(get.status)
      // Koa's plain 'Not Found' has a type only where it has a body
      if (get.status !== 404) expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
      expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'))
      expect(head.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'))
      expect((await head.arrayBuffer()).byteLength).toBe(0)
      // the request settles its log before the answer arrives; give a late error a turn anyway
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(lines.filter((l) => JSON.parse(l).level === 'error')).toEqual([])
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
    }
  })
})
