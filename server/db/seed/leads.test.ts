import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { LeadListAnswer, PropertyLeadDetail, SavedLeadAnswer } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { seedDemoLeads } from './leads.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 12 })
}, 60_000)
afterAll(() => t?.close())

const list = async (key: string, scope: string) => {
  const auth = bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))
  return ((await (await t.request(`/api/sales/leads?scope=${scope}`, auth)).json()) as LeadListAnswer).items
}

describe('seedDemoLeads', () => {
  it('adds the demo leads once, with their histories, for the dashboards', async () => {
    expect(await seedDemoLeads(t.database.db)).toBe(7)
    expect(await seedDemoLeads(t.database.db)).toBe(0)
    expect((await list('agent', 'own')).map((i) => i.status)).toEqual([
      'requestedBooking',
      'confirmedOption',
      'interest',
    ])
    expect(await list('supervisorAgent', 'team')).toHaveLength(5)
    expect((await list('corporateDesignAgent', 'own')).map((i) => i.status)).toEqual([
      'requestedOption',
      'cancelledBooking',
    ])
    // the lifestyle agent keeps none: the dashboard's empty state (tests/e2e/partner-dashboard.test.ts)
    expect(await list('amex_lifestyleAgent', 'own')).toEqual([])
    const [first] = await list('supervisorAgent', 'own')
    const auth = bearer(await signAccessToken(t.config, { sub: demoAccount('supervisorAgent').id }))
    const detail = (await (await t.request(`/api/sales/leads/${first!._id}`, auth)).json()) as PropertyLeadDetail
    expect(detail.history.map((h) => [h.to, h.by.name])).toEqual([
      ['requestedOption', 'Julien Marchand'],
      ['confirmedOption', 'Alexandra Brunner'],
      ['confirmedBooking', 'Julien Marchand'],
    ])
    expect(detail.priceSummary?.total).toBeGreaterThan(0)
  })

  it('a new lead takes the next reference after the seeded ones', async () => {
    const items = await list('agent', 'own')
    const auth = bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id }))
    const lead = items.find((i) => i.status === 'interest')!
    const res = await t.request(`/api/sales/leads/${lead._id}`, auth)
    const d = (await res.json()) as PropertyLeadDetail
    const body = {
      _property: d.property._id,
      intent: 'interest',
      period: d.period,
      serviceLevel: d.serviceLevel,
      client: { firstName: 'New', lastName: 'Client', nationality: 'Austrian' },
    }
    const saved = await t.request('/api/sales/leads/new/property', {
      method: 'POST',
      headers: { ...auth.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(saved.status).toBe(201)
    const next = (await (
      await t.request(`/api/sales/leads/${((await saved.json()) as SavedLeadAnswer)._id}`, auth)
    ).json()) as PropertyLeadDetail
    expect(next.reference).toMatch(/-0006$/)
  })
})
