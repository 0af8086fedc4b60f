import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { LeadListAnswer, LeadReportAnswer, SavedLeadAnswer } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { properties } from '#server/db/schema.ts'
import { cardPayload, leadPayload, prepareLeadProperty, releaseHeldWeeks } from '../../../tests/setup/lead-fixtures.ts'

/** The access matrix of the leads API (docs/product/leads.md#access). */
let t: TestApp
let propertyId: string
const ids: Record<string, string> = {}
const maisonId = demoAccount('agent').travelAgencyId!

type Who = 'agent' | 'supervisorAgent' | 'corporateDesignAgent' | 'admin' | 'visitor' | 'noAgency' | 'customer'
const WHO: Who[] = ['agent', 'supervisorAgent', 'corporateDesignAgent', 'admin', 'visitor', 'noAgency', 'customer']

const init = async (who: Who, extra: RequestInit = {}): Promise<RequestInit> => {
  if (who === 'visitor') return extra
  const auth = bearer(await signAccessToken(t.config, { sub: demoAccount(who).id }))
  return {
    ...extra,
    headers: { ...auth.headers, 'content-type': 'application/json', ...(extra.headers as Record<string, string>) },
  }
}
// this file books the fixture's weeks again and again: each lead write first puts them on sale again
// (which leads hold weeks is week-holds.test.ts's subject)
const submit = async (who: Who, body: unknown) => {
  await releaseHeldWeeks(t.database.db)
  const res = await t.request(
    '/api/sales/leads/new/property',
    await init(who, { method: 'POST', body: JSON.stringify(body) }),
  )
  expect(res.status).toBe(201)
  return ((await res.json()) as SavedLeadAnswer)._id
}

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2 })
  const [p] = await t.database.db.select({ id: properties.id }).from(properties).limit(1)
  propertyId = p!.id
  await prepareLeadProperty(t.database.db, propertyId)
  ids.agent = await submit('agent', cardPayload(propertyId))
  ids.supervisor = await submit('supervisorAgent', leadPayload(propertyId, { intent: 'option' }))
  ids.other = await submit('corporateDesignAgent', leadPayload(propertyId))
}, 60_000)
afterAll(() => t?.close())
beforeEach(() => releaseHeldWeeks(t.database.db))

const listOf = async (who: Who, query: string) => {
  const res = await t.request(`/api/sales/leads?${query}`, await init(who))
  return {
    status: res.status,
    ids: res.status === 200 ? ((await res.json()) as LeadListAnswer).items.map((i) => i._id) : [],
  }
}

describe('GET /api/sales/leads by scope', () => {
  // [who, scope, status, the demo leads seen]
  it.each<[Who, string, number, string[]]>([
    ['agent', 'scope=own', 200, ['agent']],
    ['supervisorAgent', 'scope=own', 200, ['supervisor']],
    ['corporateDesignAgent', 'scope=own', 200, ['other']],
    ['admin', 'scope=own', 200, []],
    ['visitor', 'scope=own', 401, []],
    ['noAgency', 'scope=own', 403, []],
    ['customer', 'scope=own', 403, []],
    ['agent', 'scope=team', 403, []],
    ['supervisorAgent', 'scope=team', 200, ['agent', 'supervisor']],
    ['supervisorAgent', `scope=team&agentId=${demoAccount('agent').id}`, 200, ['agent']],
    ['corporateDesignAgent', 'scope=team', 403, []],
    ['admin', 'scope=team', 200, []],
    ['noAgency', 'scope=team', 403, []],
    ['agent', 'scope=all', 403, []],
    ['supervisorAgent', 'scope=all', 403, []],
    ['admin', 'scope=all', 200, ['agent', 'supervisor', 'other']],
    ['admin', `scope=all&agencyId=${maisonId}`, 200, ['agent', 'supervisor']],
    ['supervisorAgent', `scope=team&agencyId=${demoAccount('corporateDesignAgent').travelAgencyId}`, 403, []],
  ])('%s with %s: %i', async (who, query, status, seen) => {
    const res = await listOf(who, query)
    expect(res.status).toBe(status)
    const known = Object.entries(ids)
      .filter(([, id]) => res.ids.includes(id))
      .map(([k]) => k)
    expect(known.sort()).toEqual([...seen].sort())
  })

  it('an admin acting for an agency sees its team', async () => {
    const res = await t.request(
      '/api/sales/leads?scope=team',
      await init('admin', { headers: { 'X-Acting-Travel-Agency': maisonId } }),
    )
    const items = ((await res.json()) as LeadListAnswer).items.map((i) => i._id)
    expect(items).toEqual(expect.arrayContaining([ids.agent, ids.supervisor]))
  })
})

describe('one lead: detail, change, status, card reveal', () => {
  const detailStatus: Record<Who, number> = {
    agent: 200,
    supervisorAgent: 200,
    corporateDesignAgent: 404,
    admin: 200,
    visitor: 401,
    noAgency: 403,
    customer: 403,
  }
  it.each(WHO)('GET detail as %s', async (who) => {
    expect((await t.request(`/api/sales/leads/${ids.agent}`, await init(who))).status).toBe(detailStatus[who])
  })

  it.each(WHO)('PATCH a change request as %s', async (who) => {
    const body = JSON.stringify(
      leadPayload(propertyId, {
        intent: 'changeRequest',
        bookingComments: `by ${who}`,
        payments: { isPaidByCreditCard: true },
        useStoredCard: true,
      }),
    )
    const res = await t.request(`/api/sales/leads/${ids.agent}/property`, await init(who, { method: 'PATCH', body }))
    expect(res.status).toBe(detailStatus[who])
  })

  const adminOnly: Record<Who, number> = {
    agent: 403,
    supervisorAgent: 403,
    corporateDesignAgent: 403,
    admin: 200,
    visitor: 401,
    noAgency: 403,
    customer: 403,
  }
  it.each(WHO)('POST status as %s', async (who) => {
    const id = await submit('agent', leadPayload(propertyId))
    const res = await t.request(
      `/api/sales/leads/${id}/status`,
      await init(who, { method: 'POST', body: JSON.stringify({ to: 'confirmedBooking' }) }),
    )
    expect(res.status).toBe(adminOnly[who])
  })

  it.each(WHO)('POST card-reveal as %s', async (who) => {
    const res = await t.request(`/api/sales/leads/${ids.agent}/card-reveal`, await init(who, { method: 'POST' }))
    expect(res.status).toBe(adminOnly[who])
  })

  it('an unknown or malformed id is 404 for everyone', async () => {
    for (const path of ['0123456789abcdef01234567', 'nope'])
      for (const who of ['agent', 'admin'] as const)
        expect((await t.request(`/api/sales/leads/${path}`, await init(who))).status).toBe(404)
  })
})

describe('GET /api/sales/reports by scope', () => {
  it.each<[Who, string, number]>([
    ['agent', 'scope=own', 200],
    ['agent', 'scope=team', 403],
    ['supervisorAgent', 'scope=team', 200],
    ['corporateDesignAgent', 'scope=own', 200],
    ['admin', 'scope=all', 200],
    ['supervisorAgent', 'scope=all', 403],
    ['visitor', 'scope=own', 401],
    ['noAgency', 'scope=own', 403],
    ['customer', 'scope=own', 403],
  ])('%s with %s: %i', async (who, query, status) => {
    const res = await t.request(`/api/sales/reports?${query}`, await init(who))
    expect(res.status).toBe(status)
    if (status === 200) expect(((await res.json()) as LeadReportAnswer).rows.length).toBeGreaterThan(0)
  })
})
