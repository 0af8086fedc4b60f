import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { AnalyticsReport } from '#domain/analytics/report.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { frontendLogs } from '#server/db/schema.ts'
import { FRONTEND_LOG_RETENTION_DAYS } from './service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 1 })
})
afterAll(() => t?.close())

const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))
const entry = (msg: string, data: Record<string, unknown> = {}, sessionId = 's-1') => ({ msg, data, sessionId })

describe('POST /api/frontendlogs with a batch', () => {
  it('stores every entry of a batch', async () => {
    const res = await t.json('/api/frontendlogs', [entry('tracking start', { path: '/' }), entry('search')])
    expect(res.status).toBe(201)
  })

  it.each([
    [[], '_', 'At least 1 entry'],
    [Array.from({ length: 21 }, () => entry('search')), '_', 'At most 20 entries'],
    [[entry('search'), { data: {} }], '1.msg', 'msg is required'],
  ])('refuses a bad batch with a message (%#)', async (body, field, message) => {
    const res = await t.json('/api/frontendlogs', body)
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(errors[field]).toBe(message)
  })
})

describe('GET /api/admin/analytics', () => {
  it('counts searches per destination and week, the enquiry and booking funnels and the hotel searches', async () => {
    await t.database.db.delete(frontendLogs)
    const daysAgo = (n: number) => sql`now() - make_interval(days => ${n})` as unknown as Date
    await t.database.db
      .insert(frontendLogs)
      .values([
        { msg: 'search', data: { destination: 'Verbier' }, createdAt: daysAgo(FRONTEND_LOG_RETENTION_DAYS + 2) },
      ])
    const sent = await t.json('/api/frontendlogs', [
      entry('tracking start', { path: '/' }, 'a'),
      entry('tracking start', { path: '/search' }, 'b'),
      entry('tracking start', { path: '/' }, 'b'),
      entry('search', { destination: 'Verbier' }),
      entry('search', { destination: 'Verbier' }),
      entry('search', { destination: 'Courchevel 1850' }),
      entry('search', { destination: null }),
      entry('enquiry started', { kind: 'property' }),
      entry('enquiry started', { kind: 'general' }),
      entry('enquiry sent', { kind: 'general' }),
      entry('booking started', { kind: 'agent' }),
      entry('booking started', { kind: 'consumer' }),
      entry('booking started', { kind: 'consumer' }),
      entry('booking sent', { kind: 'consumer' }),
      entry('hotel search', { destination: 'Zermatt', filter: {} }),
      entry('hotel search', { destination: 'St. Moritz', filter: {} }),
      entry('hotel search', { destination: 'Zermatt', filter: { hotelCategories: ['5 Star'] } }),
    ])
    expect(sent.status).toBe(201)

    const res = await t.request('/api/admin/analytics', await as('admin'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const report = (await res.json()) as AnalyticsReport
    const monday = (d: Date) => {
      const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
      return day.toISOString().slice(0, 10)
    }
    const week = monday(new Date())
    expect(report.searchesByWeek).toEqual([
      { week, destination: 'Verbier', searches: 2 },
      { week, destination: '(any)', searches: 1 },
      { week, destination: 'Courchevel 1850', searches: 1 },
    ])
    expect(report.enquiries).toEqual({ started: 2, sent: 1 })
    expect(report.bookings).toEqual({ started: 3, sent: 1 })
    expect(report.hotelSearches).toEqual([
      { destination: 'Zermatt', searches: 2 },
      { destination: 'St. Moritz', searches: 1 },
    ])
    expect(report.sessions).toBe(2)
    expect(report.since).toBe(
      new Date(Date.now() - FRONTEND_LOG_RETENTION_DAYS * 24 * 60 * 60_000).toISOString().slice(0, 10),
    )
  })

  it.each(['agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator'])(
    'is forbidden for %s',
    async (key) => {
      expect((await t.request('/api/admin/analytics', await as(key))).status).toBe(403)
    },
  )

  it('needs a token', async () => {
    expect((await t.request('/api/admin/analytics')).status).toBe(401)
  })
})
