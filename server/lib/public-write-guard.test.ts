import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { errorHandler } from './errors.ts'
import { createLogger } from './logger.ts'
import { publicWriteGuard } from './public-write-guard.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://lds.example' } })
})
afterAll(() => t?.close())

/** Every public write with a valid body (docs/decisions/043-throttling-and-proxy.md). */
const WRITES: [string, unknown][] = [
  ['/api/mailer', { subject: 'Contact', name: 'Anna Meier', email: 'anna@example.com', message: 'Hello' }],
  ['/api/newsletter/client', { fullName: 'Lea Graf', email: 'lea@example.com', language: 'de' }],
  ['/api/frontendlogs', { msg: 'click', sessionId: 's-1' }],
  [
    '/api/enquiries',
    {
      subject: 'New general enquiry',
      language: 'en',
      adults: 2,
      name: 'Tom',
      email: 'tom@example.com',
      phone: '+41 79 000 00 00',
      privacy: true,
      contactConsent: true,
    },
  ],
]

const send = (path: string, body: string, headers: Record<string, string>) =>
  t.request(path, { method: 'POST', body, headers })

describe('public writes: JSON only, and only from our own origin', () => {
  it.each(WRITES)('%s refuses a body that is not declared JSON with 415', async (path, body) => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const res = await send(path, JSON.stringify(body), { 'content-type': type })
      expect(res.status, type).toBe(415)
      expect(await res.json()).toEqual({ message: 'The request body must be JSON (Content-Type: application/json)' })
    }
    // no Content-Type at all
    expect((await t.request(path, { method: 'POST', body: new Blob([JSON.stringify(body)]) })).status).toBe(415)
  })

  it.each(WRITES)("%s refuses another site's Origin with 403", async (path, body) => {
    for (const origin of ['https://evil.example', 'null', 'http://lds.example', 'https://lds.example.evil.example']) {
      const res = await send(path, JSON.stringify(body), { 'content-type': 'application/json', origin })
      expect(res.status, origin).toBe(403)
      expect(await res.json()).toEqual({ message: 'Cross-site requests are not accepted' })
    }
  })

  it.each(WRITES)(
    '%s accepts JSON from a page of the host it is sent to (brand and language hosts)',
    async (path, body) => {
      const own = await send(path, JSON.stringify(body), {
        'content-type': 'application/json',
        host: 'www.lds-alps.de',
        origin: 'https://www.lds-alps.de',
      })
      expect(own.status).toBeLessThan(300)
      // another host's page is cross-site
      const other = await send(path, JSON.stringify(body), {
        'content-type': 'application/json',
        host: 'www.lds-alps.de',
        origin: 'https://chalets.lds-alps.com',
      })
      expect(other.status).toBe(403)
    },
  )

  it.each(WRITES)(
    '%s accepts JSON from the public origin, and without an Origin (not a browser)',
    async (path, body) => {
      const same = await send(path, JSON.stringify(body), {
        'content-type': 'application/json; charset=utf-8',
        origin: 'https://lds.example',
      })
      expect(same.status).toBeLessThan(300)
      const noOrigin = await send(path, JSON.stringify(body), { 'content-type': 'application/json' })
      expect(noOrigin.status).toBeLessThan(300)
    },
  )
})

describe('publicWriteGuard behind a proxy that rewrites Host', () => {
  const app = (trustProxy: number) =>
    new Hono()
      .onError(errorHandler(createLogger('silent')))
      .use(publicWriteGuard({ origins: ['https://www.lds-alps.com'], trustProxy }))
      .post('/', (c) => c.text('ok'))
  const headers = {
    'content-type': 'application/json',
    host: '127.0.0.1:3000',
    'x-forwarded-host': 'www.lds-alps.de',
    origin: 'https://www.lds-alps.de',
  }
  it('believes X-Forwarded-Host only with TRUST_PROXY', async () => {
    expect((await app(1).request('/', { method: 'POST', body: '{}', headers })).status).toBe(200)
    expect((await app(0).request('/', { method: 'POST', body: '{}', headers })).status).toBe(403)
  })
})
