import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { changeEvents, hotels } from '#server/db/schema.ts'
import { CHANGE_CHANNEL, createChangeBus, parseChangePayload } from './change-bus.ts'

describe('the change payload', () => {
  it.each([
    ['12:catalogue:abc', { id: 12, topic: 'catalogue', origin: 'abc' }],
    ['1:catalogue:6f0c-uuid', { id: 1, topic: 'catalogue', origin: '6f0c-uuid' }],
    ['0:catalogue:abc', null],
    ['-3:catalogue:abc', null],
    ['x:catalogue:abc', null],
    ['12:weather:abc', null],
    ['12:catalogue:', null],
    ['12:catalogue', null],
    ['12:catalogue:abc:more', null],
    ['', null],
  ])('%j', (payload, expected) => {
    expect(parseChangePayload(payload)).toEqual(expected)
  })
})

/**
 * Two apps on one database stand for two server processes (each its own caches and bus): a write through one
 * reaches the other's caches through the database's notifications.
 */
describe('the change bus between two processes on one database', () => {
  let t: TestApp
  let other: ReturnType<TestApp['restart']>
  let hotelId: string
  beforeAll(async () => {
    t = await createTestApp({ hotels: 1, properties: 0 })
    other = t.restart()
    await Promise.all([t.bus.start(), other.bus.start()])
    hotelId = (await t.database.db.select({ id: hotels.id }).from(hotels).limit(1))[0]!.id
  }, 60_000)
  afterAll(() => t?.close())

  const description = async (app: { request: (url: string) => Response | Promise<Response> }) =>
    ((await (await app.request(`/api/hotels/${hotelId}`)).json()) as { description: { hotel: string } }).description
      .hotel

  it("a hotel page saved through one process is the other's answer within a second (its cached copy dropped)", async () => {
    const before = await description(other.app)
    // the other process answers from its cache from now on
    expect(await description(other.app)).toBe(before)
    const admin = bearer(await signAccessToken(t.config, { sub: demoAccount('admin').id })).headers
    const content = (await (await t.request(`/api/extranet/hotels/${hotelId}/content`, { headers: admin })).json()) as {
      content: { description: { en: Record<string, string>; de: Record<string, string> } }
    }
    const words = 'A chalet hotel above the village, rebuilt in larch and stone.'
    const saved = await t.request(`/api/extranet/hotels/${hotelId}/content`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({
        baseVersion: 0,
        description: { en: { ...content.content.description.en, hotel: words }, de: content.content.description.de },
        reservationPhone: null,
      }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const started = Date.now()
    let seen = await description(other.app)
    while (seen !== words && Date.now() - started < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      seen = await description(other.app)
    }
    expect(seen).toBe(words)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('a process hears another origin once, not its own; the change is logged with its origin', async () => {
    const heard: string[] = []
    const a = createChangeBus(t.database, { origin: 'process-a' })
    const b = createChangeBus(t.database, { origin: 'process-b' })
    a.subscribe('catalogue', () => heard.push('a'))
    b.subscribe('catalogue', () => heard.push('b'))
    await Promise.all([a.start(), b.start()])
    a.publish('catalogue')
    expect(heard).toEqual(['a']) // its own listeners at once
    await a.settled()
    const started = Date.now()
    while (heard.length < 2 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 10))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard).toEqual(['a', 'b'])
    const rows = await t.database.db.select().from(changeEvents).where(eq(changeEvents.origin, 'process-a'))
    expect(rows.map((r) => r.topic)).toEqual(['catalogue'])
    await Promise.all([a.close(), b.close()])
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a change made while the listening connection was down is read when it is back',
    async () => {
      const heard: number[] = []
      const b = createChangeBus(t.database, { origin: 'process-reconnecting' })
      b.subscribe('catalogue', () => heard.push(Date.now()))
      await b.start()
      // drop every listening connection on the channel, then log a change without a notification to hear
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${CHANGE_CHANNEL}`}`,
      )
      await t.database.db.insert(changeEvents).values({ topic: 'catalogue', origin: 'process-elsewhere' })
      const started = Date.now()
      while (heard.length === 0 && Date.now() - started < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(heard.length).toBe(1)
      await b.close()
    },
    20_000,
  )
})
