import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errorHandler } from './errors.ts'
import { createLogger, withRequestLog } from './logger.ts'
import { languageOf } from './language.ts'
import { rateLimit } from './rate-limit.ts'
import { ResponseCache } from './response-cache.ts'
import { writeBodyLimit } from './body-limit.ts'
import { requestHeader } from './request-header.ts'
import { validate } from './validate.ts'
import { requiredText } from '#domain/validation/required-text.ts'

describe('ResponseCache', () => {
  it('loads once per key within the ttl, then reloads', async () => {
    let now = 0
    const cache = new ResponseCache(10, 1000, () => now)
    const load = vi.fn(async () => ({ n: 1 }))
    const a = await cache.get('k', load)
    const b = await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(a).toEqual(b)
    expect(a.body).toBe('{"n":1}')
    now = 1001
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('evicts the least recently used entry and clears', async () => {
    const cache = new ResponseCache(2, 60_000)
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('a', async () => 1)
    await cache.get('c', async () => 3)
    const reload = vi.fn(async () => 2)
    await cache.get('b', reload)
    expect(reload).toHaveBeenCalledTimes(1)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('keeps JSON texts as bytes and shares an answer between a key and its alias', async () => {
    const cache = new ResponseCache(10, 60_000)
    const a = await cache.getText('t', () => '{"name":"Résidence"}')
    expect(a.body).toBe('{"name":"Résidence"}')
    expect(Buffer.from(a.bytes).toString('utf8')).toBe(a.body)
    expect(a.bytes.length).toBe(Buffer.byteLength(a.body))
    cache.alias('raw', a)
    expect(cache.peek('raw')).toBe(a)
    expect(await cache.getText('t', () => 'never')).toBe(a)
    expect(cache.size).toBe(2)
  })

  it('gives different ETags to different bodies', async () => {
    const cache = new ResponseCache()
    const x = await cache.get('x', async () => ({ a: 1 }))
    const y = await cache.get('y', async () => ({ a: 2 }))
    expect(x.etag).not.toBe(y.etag)
  })
})

describe('writeBodyLimit', () => {
  it('limits bodies of writes and lets reads through without reading a body', async () => {
    const app = new Hono()
      .use(writeBodyLimit({ maxSize: 10, onError: (c) => c.json({ message: 'too large' }, 413) }))
      .all('/', (c) => c.text('ok'))
    expect((await app.request('/')).status).toBe(200)
    expect((await app.request('/', { method: 'POST', body: 'x'.repeat(11) })).status).toBe(413)
    expect((await app.request('/', { method: 'POST', body: 'x'.repeat(5) })).status).toBe(200)
  })
})

describe('requestHeader', () => {
  it('reads the node:http incoming headers when there, else the Request headers', async () => {
    const app = new Hono().get('/', (c) =>
      c.text(`${requestHeader(c, 'accept-language')}|${requestHeader(c, 'x-none')}`),
    )
    expect(await (await app.request('/', { headers: { 'accept-language': 'de' } })).text()).toBe('de|undefined')
    const incoming = { headers: { 'accept-language': 'en-GB', 'x-list': ['a', 'b'] } }
    const viaNode = new Hono().get('/', (c) =>
      c.text(`${requestHeader(c, 'accept-language')}|${requestHeader(c, 'x-list')}`),
    )
    expect(await (await viaNode.request('/', {}, { incoming })).text()).toBe('en-GB|a, b')
  })
})

describe('rateLimit', () => {
  it('answers 429 after max requests in the window, then lets through again', async () => {
    let now = 0
    const app = new Hono()
      .onError(errorHandler(createLogger('silent')))
      .use(rateLimit({ windowMs: 1000, max: 2, now: () => now }))
      .get('/', (c) => c.text('ok'))
    expect((await app.request('/')).status).toBe(200)
    expect((await app.request('/')).status).toBe(200)
    const limited = await app.request('/')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    now = 1000
    expect((await app.request('/')).status).toBe(200)
  })
})

describe('validate', () => {
  const app = new Hono()
    .onError(errorHandler(createLogger('silent')))
    .post('/', validate('json', v.object({ name: requiredText('Please enter your name') })), (c) =>
      c.json(c.req.valid('json')),
    )
  it('passes valid input through', async () => {
    const res = await app.request('/', {
      method: 'POST',
      body: JSON.stringify({ name: 'A' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(await res.json()).toEqual({ name: 'A' })
  })
  it.each([['{}'], ['{"name":""}'], ['{"name":3}']])('answers 400 with the field message for %s', async (body) => {
    const res = await app.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Invalid request', errors: { name: 'Please enter your name' } })
  })
  it('answers 400 for a body that is not JSON', async () => {
    const res = await app.request('/', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(400)
  })
})

describe('request log', () => {
  it('logs method, path, status and duration, without the query string', () => {
    const lines: string[] = []
    const listener = withRequestLog(
      createLogger('info', (l) => lines.push(l)),
      (_req, res) => {
        res.statusCode = 201
        res.emit('finish')
      },
    )
    const res = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as ServerResponse
    listener({ method: 'GET', url: '/x?email=anna@example.com' } as IncomingMessage, res)
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/x', status: 201 })
    expect(lines[0]).not.toContain('anna@example.com')
  })
  it('adds no per-request listener when info is not logged', () => {
    const inner = () => undefined
    expect(
      withRequestLog(
        createLogger('error', () => undefined),
        inner,
      ),
    ).toBe(inner)
    expect(
      withRequestLog(
        createLogger('info', () => undefined),
        inner,
      ),
    ).not.toBe(inner)
  })
  it('is silent at level silent', () => {
    const lines: string[] = []
    createLogger('silent', (l) => lines.push(l)).error('x')
    expect(lines).toEqual([])
  })
})

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,de;q=0.5', 'en'],
    ['fr', 'en'],
  ])('%s -> %s', (header, lang) => expect(languageOf(header)).toBe(lang))
})
