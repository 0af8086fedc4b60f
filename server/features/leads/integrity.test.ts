import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { CardRevealAnswer, PropertyLeadDetail, SavedLeadAnswer } from '#domain/leads/types.ts'
import { createApp } from '#server/app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { cardReveals, leads, properties } from '#server/db/schema.ts'
import { createLogger } from '#server/lib/logger.ts'
import {
  CARD,
  cardPayload,
  CVV,
  FIELD_NAMED_CVV,
  leadPayload,
  prepareLeadProperty,
  releaseHeldWeeks,
} from '../../../tests/setup/lead-fixtures.ts'

/**
 * Idempotency, card data and the operator's decisions, on an app whose logs are captured at the
 * debug level: after every card booking of this file no table, log line or outbox mail holds the
 * clear card number or the CVV.
 */
let t: TestApp
let app: ReturnType<typeof createApp>['app']
let propertyId: string
const logs: string[] = []

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2 })
  app = createApp({
    database: t.database,
    config: t.config,
    logger: createLogger('debug', (line) => logs.push(line)),
    appVersion: 'test',
  }).app
  const [p] = await t.database.db.select({ id: properties.id }).from(properties).limit(1)
  propertyId = p!.id
  await prepareLeadProperty(t.database.db, propertyId)
}, 60_000)
afterAll(() => t?.close())

const headersOf = async (key: string, extra: Record<string, string> = {}) => ({
  ...bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers,
  'content-type': 'application/json',
  ...extra,
})
// this file books the fixture's weeks again and again: each lead write first puts them on sale again
// (which leads hold weeks is week-holds.test.ts's subject)
const post = async (body: unknown, extra: Record<string, string> = {}, key = 'agent') => {
  await releaseHeldWeeks(t.database.db)
  return app.request('/api/sales/leads/new/property', {
    method: 'POST',
    headers: await headersOf(key, extra),
    body: JSON.stringify(body),
  })
}
const call = async (path: string, key: string, method = 'GET', body?: unknown) => {
  if (method !== 'GET') await releaseHeldWeeks(t.database.db)
  return app.request(path, {
    method,
    headers: await headersOf(key),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}
const idOf = async (res: Response) => ((await res.json()) as SavedLeadAnswer)._id
/** The rows of `execute` on PGlite ({ rows }) and node-postgres (the same). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

const countByKey = async (key: string) =>
  (await t.database.db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key))).length

describe('Idempotency-Key', () => {
  it('the same content answers the same lead (Idempotent-Replayed), other content 422, a malformed key 400', async () => {
    const first = await post(cardPayload(propertyId), { 'Idempotency-Key': 'wizard-1' })
    expect(first.status).toBe(201)
    const id = await idOf(first)
    // same content in another key order, another CVV (never part of the comparison)
    const { ccCvv: _, ...rest } = cardPayload(propertyId) as Record<string, unknown>
    const again = await post({ ccCvv: '1234', ...rest }, { 'Idempotency-Key': 'wizard-1' })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual({ _id: id, status: 'requestedBooking' })
    const other = await post(cardPayload(propertyId, { ccNumber: '5555 5555 5555 4444' }), {
      'Idempotency-Key': 'wizard-1',
    })
    expect(other.status).toBe(422)
    expect(await countByKey('wizard-1')).toBe(1)
    expect((await post(leadPayload(propertyId), { 'Idempotency-Key': 'with space' })).status).toBe(400)
  })

  it('keeps keys per agency', async () => {
    const a = await post(leadPayload(propertyId), { 'Idempotency-Key': 'shared' })
    const b = await post(leadPayload(propertyId), { 'Idempotency-Key': 'shared' }, 'corporateDesignAgent')
    expect([a.status, b.status]).toEqual([201, 201])
    expect(await idOf(a)).not.toBe(await idOf(b))
  })

  it('makes one lead of 50 concurrent submits with one key, and uses up one reference number', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(leads)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(cardPayload(propertyId), { 'Idempotency-Key': 'burst-50' })),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201))
    expect(new Set(await Promise.all(answers.map(idOf))).size).toBe(1)
    expect(await countByKey('burst-50')).toBe(1)
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(leads)
    expect(after[0]!.n - before[0]!.n).toBe(1)
    const refs = (
      await t.database.db
        .select({ r: leads.reference })
        .from(leads)
        .where(eq(leads.travelAgencyId, demoAccount('agent').travelAgencyId!))
    ).map((r) => Number(r.r.slice(-4)))
    expect(Math.max(...refs)).toBe(refs.length)
  })
})

describe('operator decisions and card reveals', () => {
  it('records every status change with who, when, from, to and note; refuses others with 409', async () => {
    const id = await idOf(await post(leadPayload(propertyId, { intent: 'option' })))
    const res = await call(`/api/sales/leads/${id}/status`, 'admin', 'POST', {
      to: 'confirmedOption',
      note: ' Confirmed by phone ',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ _id: id, status: 'confirmedOption' })
    expect((await call(`/api/sales/leads/${id}/status`, 'admin', 'POST', { to: 'confirmedBooking' })).status).toBe(409)
    expect((await call(`/api/sales/leads/${id}/status`, 'admin', 'POST', { to: 'nonsense' })).status).toBe(400)
    const d = (await (await call(`/api/sales/leads/${id}`, 'agent')).json()) as PropertyLeadDetail
    expect(d.history.map((h) => [h.from, h.to, h.by.name, h.note])).toEqual([
      [null, 'requestedOption', 'Sophie Laurent', null],
      ['requestedOption', 'confirmedOption', 'Alexandra Brunner', 'Confirmed by phone'],
    ])
    // the agency books the confirmed option: confirmedBooking
    const booking = await call(`/api/sales/leads/${id}/property`, 'agent', 'PATCH', leadPayload(propertyId))
    expect(await booking.json()).toEqual({ _id: id, status: 'confirmedBooking' })
  })

  it('reveals the number to an admin and records each reveal; a lead without a card is 404', async () => {
    const id = await idOf(await post(cardPayload(propertyId)))
    const res = await call(`/api/sales/leads/${id}/card-reveal`, 'admin', 'POST')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(((await res.json()) as CardRevealAnswer).number).toBe(CARD)
    await call(`/api/sales/leads/${id}/card-reveal`, 'admin', 'POST')
    const reveals = await t.database.db.select().from(cardReveals).where(eq(cardReveals.leadId, id))
    expect(reveals.map((r) => r.userId)).toEqual([demoAccount('admin').id, demoAccount('admin').id])
    const plain = await idOf(await post(leadPayload(propertyId)))
    expect((await call(`/api/sales/leads/${plain}/card-reveal`, 'admin', 'POST')).status).toBe(404)
  })

  it('a change to bank transfer removes the stored card', async () => {
    const id = await idOf(await post(cardPayload(propertyId, { intent: 'option' })))
    await call(
      `/api/sales/leads/${id}/property`,
      'agent',
      'PATCH',
      leadPayload(propertyId, { intent: 'changeRequest' }),
    )
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id))
    expect([row!.cardNumberEncrypted, row!.cardLastFour, row!.cardName]).toEqual([null, null, null])
  })
})

/** The CVV as a number of its own in a log line, not four digits inside a longer id or figure. */
const cvvAlone = (cvv: string) => new RegExp(`(?<![\\w-])${cvv}(?![\\w-])`)

describe('no clear card number and no CVV anywhere', () => {
  it('not in any table, log line or outbox mail', async () => {
    // a refused card submit, and a reveal of a damaged ciphertext: the error paths are logged too
    expect((await post(cardPayload(propertyId, { serviceLevel: 'Nonexistent' }))).status).toBe(400)
    const id = await idOf(await post(cardPayload(propertyId)))
    await t.database.db
      .update(leads)
      .set({ cardNumberEncrypted: sql`${leads.cardNumberEncrypted} || 'x'` })
      .where(eq(leads.id, id))
    expect((await call(`/api/sales/leads/${id}/card-reveal`, 'admin', 'POST')).status).toBe(500)
    expect(logs.some((l) => l.includes('card-decrypt-failed'))).toBe(true)
    const digits = CARD.replace(/\D/g, '')
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    )
    const names = tables.map((r) => r.table_name)
    expect(names).toEqual(expect.arrayContaining(['leads', 'lead_status_history', 'card_reveals', 'mail_outbox']))
    for (const name of names) {
      const texts = rowsOf<{ j: string }>(
        await t.database.db.execute(sql.raw(`select row_to_json(x)::text as j from "${name}" x`)),
      ).map((r) => r.j)
      for (const text of texts) {
        expect(text.replace(/\D/g, ''), name).not.toContain(digits)
        expect(text, name).not.toContain(CARD)
        expect(text, name).not.toContain(`"${CVV}"`)
        // no field named after it either
        expect(text, name).not.toMatch(FIELD_NAMED_CVV)
      }
    }
    expect(logs.length).toBeGreaterThan(0)
    for (const line of logs) {
      expect(line.replace(/\D/g, '')).not.toContain(digits)
      expect(line).not.toMatch(cvvAlone(CVV))
    }
  })
})
