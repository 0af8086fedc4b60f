import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { leadPayload, prepareLeadProperty, releaseHeldWeeks } from '../../../tests/setup/lead-fixtures.ts'
import { leads, properties } from '#server/db/schema.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { USER_WRITE_LIMIT_MESSAGE } from '#server/auth/user-write-limit.ts'

/** Writes per signed-in user (docs/decisions/084-mail-and-write-limits.md), here 3 a minute. */
let t: TestApp
let propertyId: string
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2, env: { USER_WRITE_LIMIT: '3' } })
  propertyId = (await t.database.db.select({ id: properties.id }).from(properties).limit(1))[0]!.id
  await prepareLeadProperty(t.database.db, propertyId)
}, 60_000)
afterAll(() => t?.close())

const as = async (key: string, init: RequestInit = {}) => ({
  ...init,
  headers: {
    ...bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers,
    'content-type': 'application/json',
  },
})
// this file books the fixture's weeks again and again: each lead write first puts them on sale again
// (which leads hold weeks is week-holds.test.ts's subject)
const newLead = async (key: string) => {
  await releaseHeldWeeks(t.database.db)
  return t.request(
    '/api/sales/leads/new/property',
    await as(key, { method: 'POST', body: JSON.stringify(leadPayload(propertyId)) }),
  )
}
const leadsOf = async (key: string) =>
  (
    await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.userId, demoAccount(key).id))
  ).length

describe('the per-user write limit', () => {
  it('refuses the 4th write in a minute with 429, a clear text and Retry-After, and stores nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await newLead('agent')).status).toBe(201)
    // reads do not count
    expect((await t.request('/api/current_user', await as('agent'))).status).toBe(200)
    const before = await leadsOf('agent')
    const refused = await newLead('agent')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: USER_WRITE_LIMIT_MESSAGE })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await leadsOf('agent')).toBe(before)
  })

  it('counts each user on their own', async () => {
    expect((await newLead('supervisorAgent')).status).toBe(201)
  })
})
