import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { deletionNote, LEAD_DELETION_MESSAGES as M } from '#domain/leads/lead-deletion.ts'
import type { LeadListAnswer, LeadReportAnswer, PropertyLeadDetail, SavedLeadAnswer } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { hotels, leads, leadStatusHistory, properties, users } from '#server/db/schema.ts'
import { leadPayload, prepareLeadProperty, releaseHeldWeeks } from '../../../tests/setup/lead-fixtures.ts'

/**
 * DELETE /api/sales/leads/{id} (docs/product/extranet.md#facilities-hotels-and-leads): admins only, soft, the
 * reason required and kept in the lead's history; the lead leaves lists and reports, its page is 404 to non-admins.
 */
let t: TestApp
let propertyId: string
let teamId: string

const headersOf = async (who: string) => {
  if (who === 'visitor') return { 'content-type': 'application/json' }
  const sub = who === 'hotelTeam' ? teamId : demoAccount(who).id
  return { ...bearer(await signAccessToken(t.config, { sub })).headers, 'content-type': 'application/json' }
}
const call = async (who: string, url: string, init: RequestInit = {}) =>
  t.request(url, { ...init, headers: await headersOf(who) })
// this file books the fixture's weeks again and again: each lead write first puts them on sale again
// (which leads hold weeks is week-holds.test.ts's subject)
const submit = async () => {
  await releaseHeldWeeks(t.database.db)
  const res = await call('agent', '/api/sales/leads/new/property', {
    method: 'POST',
    body: JSON.stringify(leadPayload(propertyId)),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as SavedLeadAnswer)._id
}
const countOf = (r: LeadReportAnswer) => r.rows.reduce((sum, row) => sum + row.count, 0)
const remove = (who: string, id: string, body: unknown = { reason: 'Duplicate of an earlier lead' }) =>
  call(who, `/api/sales/leads/${id}`, { method: 'DELETE', body: JSON.stringify(body) })

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2 })
  const [p] = await t.database.db.select({ id: properties.id }).from(properties).limit(1)
  propertyId = p!.id
  await prepareLeadProperty(t.database.db, propertyId)
  const [h] = await t.database.db.select({ id: hotels.id }).from(hotels).limit(1)
  teamId = newObjectId()
  await t.database.db.insert(users).values({
    id: teamId,
    email: `team-${teamId}@hotel.example`,
    role: 'customer',
    hotelId: h!.id,
    hasHotelAccess: true,
  })
}, 60_000)
afterAll(() => t?.close())

describe('DELETE /api/sales/leads/{id}', () => {
  it.each<[string, number]>([
    ['visitor', 401],
    ['agent', 403],
    ['supervisorAgent', 403],
    ['amex_lifestyleAgent', 403],
    ['corporateDesignAgent', 403],
    ['operator', 403],
    ['customer', 403],
    ['hotelTeam', 403],
    ['noAgency', 403],
  ])('%s: %i, and the lead stays', async (who, status) => {
    const id = await submit()
    const res = await remove(who, id)
    expect(res.status).toBe(status)
    const [row] = await t.database.db.select({ deletedAt: leads.deletedAt }).from(leads).where(eq(leads.id, id))
    expect(row!.deletedAt).toBeNull()
  })

  it.each<[unknown, string]>([
    [{}, M.reasonRequired],
    [{ reason: '   ' }, M.reasonRequired],
    [{ reason: 'x'.repeat(501) }, M.reasonTooLong],
  ])('an admin without a good reason (%j): 400 with the message', async (body, message) => {
    const id = await submit()
    const res = await remove('admin', id, body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.reason).toBe(message)
  })

  it('an unknown lead: 404; a bad id: 404', async () => {
    expect((await remove('admin', newObjectId())).status).toBe(404)
    expect((await remove('admin', 'not-an-id')).status).toBe(404)
  })

  it('an admin deletes softly: gone from lists, reports and non-admin pages, kept with who, when and why', async () => {
    const id = await submit()
    const kept = await submit()
    const before = (await (await call('agent', '/api/sales/reports?scope=own')).json()) as LeadReportAnswer
    const res = await remove('admin', id, { reason: '  Test lead by the agency  ' })
    expect(res.status).toBe(204)

    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id))
    expect(row!.deletedAt).toBeInstanceOf(Date)
    const history = await t.database.db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id))
    const last = history.at(-1)!
    expect(last).toMatchObject({ userId: demoAccount('admin').id, note: deletionNote('Test lead by the agency') })
    expect(last.fromStatus).toBe(row!.status)

    for (const [who, query] of [
      ['agent', 'scope=own'],
      ['supervisorAgent', 'scope=team'],
      ['admin', 'scope=all'],
    ] as const) {
      const list = (await (await call(who, `/api/sales/leads?${query}`)).json()) as LeadListAnswer
      const listed = list.items.map((i) => i._id)
      expect(listed).not.toContain(id)
      expect(listed).toContain(kept)
    }
    const after = (await (await call('agent', '/api/sales/reports?scope=own')).json()) as LeadReportAnswer
    expect(countOf(after)).toBe(countOf(before) - 1)

    expect((await call('agent', `/api/sales/leads/${id}`)).status).toBe(404)
    expect((await call('supervisorAgent', `/api/sales/leads/${id}`)).status).toBe(404)
    const page = await call('admin', `/api/sales/leads/${id}`)
    expect(page.status).toBe(200)
    const detail = (await page.json()) as PropertyLeadDetail
    expect(detail.history.at(-1)!.note).toBe(deletionNote('Test lead by the agency'))

    expect((await remove('admin', id)).status).toBe(404)
    const patch = await call('agent', `/api/sales/leads/${id}/property`, {
      method: 'PATCH',
      body: JSON.stringify(leadPayload(propertyId)),
    })
    expect(patch.status).toBe(404)
  })
})
