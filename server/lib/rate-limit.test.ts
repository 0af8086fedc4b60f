import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { errorHandler } from './errors.ts'
import { createLogger } from './logger.ts'
import { createDatabaseStore } from './rate-limit-database.ts'
import { createMemoryStore, rateLimit, type RateLimitStore } from './rate-limit.ts'

/** A tiny app behind one limit: 2 requests a second per client. */
function limited(opts: { store?: RateLimitStore; trustProxy?: number; now?: () => number } = {}) {
  return new Hono()
    .onError(errorHandler(createLogger('silent')))
    .use(rateLimit({ windowMs: 1000, max: 2, name: 'test', ...opts }))
    .post('/', (c) => c.text('ok'))
}
const from = (forwardedFor?: string): RequestInit => ({
  method: 'POST',
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
})

describe('rateLimit and the client address (TRUST_PROXY)', () => {
  it('with TRUST_PROXY=1 counts two clients behind one proxy separately', async () => {
    const app = limited({ trustProxy: 1 })
    for (let i = 0; i < 2; i++) expect((await app.request('/', from('203.0.113.1'))).status).toBe(200)
    expect((await app.request('/', from('203.0.113.1'))).status).toBe(429)
    // another client behind the same proxy still has its own two
    expect((await app.request('/', from('203.0.113.2'))).status).toBe(200)
    // what the client wrote left of the proxy's entry changes nothing
    expect((await app.request('/', from('198.51.100.1, 203.0.113.1'))).status).toBe(429)
  })

  it('without TRUST_PROXY ignores X-Forwarded-For: rotating it does not reset the count', async () => {
    const app = limited()
    expect((await app.request('/', from('203.0.113.1'))).status).toBe(200)
    expect((await app.request('/', from('203.0.113.2'))).status).toBe(200)
    const third = await app.request('/', from('203.0.113.3'))
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('1')
  })

  it('lets through again when the window is over (memory store)', async () => {
    let now = 0
    const app = limited({ store: createMemoryStore(), now: () => now })
    await app.request('/', from())
    await app.request('/', from())
    expect((await app.request('/', from())).status).toBe(429)
    now = 1000
    expect((await app.request('/', from())).status).toBe(200)
  })
})

describe('the database store', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(() => t?.close())

  it('shares the counts of two app instances on one database', async () => {
    let now = 1_000_000
    const one = limited({ store: createDatabaseStore(t.database.db), now: () => now })
    const two = limited({ store: createDatabaseStore(t.database.db), now: () => now })
    expect((await one.request('/', from())).status).toBe(200)
    expect((await two.request('/', from())).status).toBe(200)
    expect((await one.request('/', from())).status).toBe(429)
    expect((await two.request('/', from())).status).toBe(429)
    now += 1000
    expect((await two.request('/', from())).status).toBe(200)
  })

  it('counts in a fixed window or, for back-off counters, a sliding one; clear forgets a key', async () => {
    const store = createDatabaseStore(t.database.db)
    expect(await store.hit('fixed', { windowMs: 100, now: 0 })).toEqual({ count: 1, resetAt: 100, lastAt: 0 })
    expect(await store.hit('fixed', { windowMs: 100, now: 50 })).toEqual({ count: 2, resetAt: 100, lastAt: 50 })
    expect(await store.hit('fixed', { windowMs: 100, now: 100 })).toEqual({ count: 1, resetAt: 200, lastAt: 100 })
    expect(await store.hit('sliding', { windowMs: 100, now: 0, sliding: true })).toEqual({
      count: 1,
      resetAt: 100,
      lastAt: 0,
    })
    expect(await store.hit('sliding', { windowMs: 100, now: 90, sliding: true })).toEqual({
      count: 2,
      resetAt: 190,
      lastAt: 90,
    })
    expect(await store.peek('sliding', 150)).toEqual({ count: 2, resetAt: 190, lastAt: 90 })
    expect(await store.peek('sliding', 190)).toBeUndefined()
    await store.clear('fixed')
    expect(await store.peek('fixed', 150)).toBeUndefined()
  })

  it('is what the app uses with DATABASE_URL: the public write limit holds across two app instances', async () => {
    const other = t.restart()
    const post = (app: Hono) =>
      app.request('/api/newsletter/client', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    // NODE_ENV=test allows 1,000 writes per 10 minutes and address
    for (let i = 0; i < 500; i++) expect((await post(t.app)).status).toBe(400)
    for (let i = 0; i < 500; i++) expect((await post(other.app)).status).toBe(400)
    expect((await post(t.app)).status).toBe(429)
    expect((await post(other.app)).status).toBe(429)
  })
})
