import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { FRONTEND_LOG_MAX_BYTES, MIXED_BATCH_MESSAGE } from '#domain/logs/frontend-log.ts'
import { REDACTED } from '#domain/logs/redact.ts'
import { frontendLogs } from '#server/db/schema.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createFrontendLogRepository } from './repository.ts'
import { FRONTEND_LOG_RETENTION_DAYS, createFrontendLogService } from './service.ts'
import { FRONTEND_LOG_RATE_LIMIT } from './routes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t?.close())

const rows = () => t.database.db.select().from(frontendLogs).orderBy(asc(frontendLogs.id))
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors
const DAY_MS = 24 * 60 * 60_000

describe('POST /api/frontendlogs', () => {
  it('deletes entries older than the retention period when a log is written', async () => {
    const days = (n: number) => sql`now() - make_interval(days => ${n})`
    await t.database.db.insert(frontendLogs).values([
      { msg: 'old', createdAt: days(FRONTEND_LOG_RETENTION_DAYS + 1) as unknown as Date },
      { msg: 'recent', createdAt: days(FRONTEND_LOG_RETENTION_DAYS - 1) as unknown as Date },
    ])
    expect((await t.json('/api/frontendlogs', { msg: 'new' })).status).toBe(201)
    expect((await rows()).map((r) => r.msg)).toEqual(['recent', 'new'])
  })

  it('stores the entry with card numbers, tokens and passwords redacted', async () => {
    const res = await t.json('/api/frontendlogs', {
      msg: 'payment failed for 4111 1111 1111 1111',
      data: {
        password: 'hunter2',
        header: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
        form: { cardNumber: '5555-5555-5555-4444', city: 'Verbier', note: 'password=hunter2' },
      },
      sessionId: 's-1',
    })
    expect(res.status).toBe(201)
    const stored = (await rows()).at(-1)!
    expect(stored).toMatchObject({
      msg: `payment failed for ${REDACTED}`,
      sessionId: 's-1',
      data: {
        password: REDACTED,
        header: `Bearer ${REDACTED}`,
        form: { cardNumber: REDACTED, city: 'Verbier', note: `password=${REDACTED}` },
      },
    })
    expect(JSON.stringify(stored)).not.toMatch(/hunter2|4111|5555|eyJ/)
  })

  it(`refuses a body over ${FRONTEND_LOG_MAX_BYTES} bytes with 413`, async () => {
    const res = await t.json('/api/frontendlogs', { msg: 'x', data: { text: 'y'.repeat(FRONTEND_LOG_MAX_BYTES) } })
    expect(res.status).toBe(413)
    const fits = await t.json('/api/frontendlogs', { msg: 'x', data: { text: 'y'.repeat(900) } })
    expect(fits.status).toBe(201)
  })

  it.each([
    [{ msg: 'a\u0000b' }, 'msg', 'Must not contain NUL characters or unpaired surrogates'],
    [{ msg: 'x', data: { a: '\ud800' } }, 'data.a', 'Must not contain NUL characters or unpaired surrogates'],
    [{ msg: 'x', data: { a: { b: { c: { d: { e: 1 } } } } } }, 'data.a.b.c.d', 'Nested too deeply (at most 4 levels)'],
    [{ msg: 'x', data: { list: Array.from({ length: 51 }, () => 1) } }, 'data.list', 'At most 50 entries'],
    [{ msg: 'x', data: { a: 'y'.repeat(1001) } }, 'data.a', 'Please use at most 1000 characters'],
    [{ msg: 'x', sessionId: 'has spaces' }, 'sessionId', 'sessionId must be 1 to 100 letters, digits or . _ : -'],
    [{ msg: 'x'.repeat(201) }, 'msg', 'Please use at most 200 characters'],
  ])('refuses %j with a message on %s', async (body, field, message) => {
    const res = await t.json('/api/frontendlogs', body)
    expect(res.status).toBe(400)
    expect((await errorsOf(res))[field]).toBe(message)
  })
})

describe('a batch sent again', () => {
  const batchId = '4f9c2b1e-7d3a-4c5b-9e8f-0a1b2c3d4e5f'
  const batch = [
    { msg: 'search', data: { destination: 'Verbier' }, sessionId: 'tab-9', batchId },
    { msg: 'search', data: { destination: 'Zermatt' }, sessionId: 'tab-9', batchId },
  ]
  const stored = async () => (await rows()).filter((r) => r.batchId === batchId)

  it('is answered like the first time and its entries are stored once', async () => {
    expect((await t.json('/api/frontendlogs', batch)).status).toBe(201)
    expect((await t.json('/api/frontendlogs', batch)).status).toBe(201)
    expect((await stored()).map((r) => [r.data, r.batchPosition])).toEqual([
      [{ destination: 'Verbier' }, 0],
      [{ destination: 'Zermatt' }, 1],
    ])
  })

  it('does not hold back entries without a batch id, however alike', async () => {
    const before = (await rows()).length
    for (let i = 0; i < 2; i++)
      expect((await t.json('/api/frontendlogs', [{ msg: 'same' }, { msg: 'same' }])).status).toBe(201)
    expect((await rows()).length).toBe(before + 4)
  })

  it('refuses a batch whose entries name different batches, or a batch id that is not a UUID', async () => {
    const mixed = await t.json('/api/frontendlogs', [batch[0], { ...batch[1], batchId: undefined }])
    expect(mixed.status).toBe(400)
    expect((await errorsOf(mixed))._).toBe(MIXED_BATCH_MESSAGE)
    const bad = await t.json('/api/frontendlogs', { msg: 'x', batchId: 'one' })
    expect((await errorsOf(bad)).batchId).toBe('batchId must be a UUID')
  })
})

describe('rate limit', () => {
  it(`accepts ${FRONTEND_LOG_RATE_LIMIT.max} entries a minute per client, then answers 429`, async () => {
    const fresh = await createTestApp({ seed: false })
    try {
      for (let i = 0; i < FRONTEND_LOG_RATE_LIMIT.max; i++)
        expect((await fresh.json('/api/frontendlogs', { msg: `click ${i}` })).status).toBe(201)
      const limited = await fresh.json('/api/frontendlogs', { msg: 'one too many' })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await fresh.close()
    }
  })
})

describe('retention', () => {
  it('purges at most once an hour on writes', async () => {
    let now = new Date('2026-11-01T12:00:00Z')
    const service = createFrontendLogService(createFrontendLogRepository(t.database.db), {
      logger: createLogger('silent'),
      now: () => now,
    })
    await service.record([{ msg: 'first write purges' }])
    await t.database.db
      .insert(frontendLogs)
      .values({ msg: 'expired', createdAt: new Date(now.getTime() - (FRONTEND_LOG_RETENTION_DAYS + 1) * DAY_MS) })
    await service.record([{ msg: 'within the hour: no purge' }])
    expect((await rows()).map((r) => r.msg)).toContain('expired')
    now = new Date(now.getTime() + 60 * 60_000)
    await service.record([{ msg: 'an hour later: purge' }])
    expect((await rows()).map((r) => r.msg)).not.toContain('expired')
  })
})
