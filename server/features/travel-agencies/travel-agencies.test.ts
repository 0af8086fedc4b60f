import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2 })
})
afterAll(() => t.close())

const as = async (key: string, headers: Record<string, string> = {}) => {
  const token = await signAccessToken(t.config, { sub: demoAccount(key).id })
  return { headers: { ...bearer(token).headers, ...headers } }
}

describe('GET /api/travel-agencies', () => {
  it('lists every agency (_id, name) for admins', async () => {
    const res = await t.request('/api/travel-agencies', await as('admin'))
    expect(res.status).toBe(200)
    const list = (await res.json()) as { _id: string; name: string }[]
    expect(list.length).toBeGreaterThanOrEqual(9)
    expect(Object.keys(list[0]!).sort()).toEqual(['_id', 'name'])
    expect(list.map((a) => a.name)).toEqual([...list.map((a) => a.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(list.map((a) => a.name)).toContain('Belvedere Voyages')
  })

  it.each(['agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator'])(
    'is forbidden for %s',
    async (key) => {
      const res = await t.request('/api/travel-agencies', await as(key))
      expect(res.status).toBe(403)
    },
  )
})

describe('GET /api/travel-agencies/{id}', () => {
  it('answers the own agency', async () => {
    const agent = demoAccount('amexAgent')
    const res = await t.request(`/api/travel-agencies/${agent.travelAgencyId}`, await as('amexAgent'))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      _id: agent.travelAgencyId,
      name: 'Amex Centurion Travel Service',
      corporateDesign: null,
    })
  })

  it("forbids another agency's data to its users (403), also for unknown ids", async () => {
    const other = demoAccount('corporateDesignAgent').travelAgencyId
    expect((await t.request(`/api/travel-agencies/${other}`, await as('agent'))).status).toBe(403)
    expect(
      (await t.request(`/api/travel-agencies/${other}`, await as('agent', { 'X-Acting-Travel-Agency': other! })))
        .status,
    ).toBe(403)
    expect((await t.request('/api/travel-agencies/ffffffffffffffffffffffff', await as('agent'))).status).toBe(403)
    expect((await t.request(`/api/travel-agencies/${other}`, await as('noAgency'))).status).toBe(403)
  })

  it('answers any agency to admins, 404 for unknown ones', async () => {
    const other = demoAccount('corporateDesignAgent').travelAgencyId
    expect((await t.request(`/api/travel-agencies/${other}`, await as('admin'))).status).toBe(200)
    const unknown = await t.request('/api/travel-agencies/ffffffffffffffffffffffff', await as('admin'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Travel agency not found' })
  })

  it.each(['not-an-id', 'FFFFFFFFFFFFFFFFFFFFFFFF', 'ffff', `${'a'.repeat(23)}%00`])(
    'checks access before the id: %s is 403 for a user, the unknown-id 404 for an admin',
    async (id) => {
      expect((await t.request(`/api/travel-agencies/${id}`, await as('agent'))).status).toBe(403)
      const res = await t.request(`/api/travel-agencies/${id}`, await as('admin'))
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Travel agency not found' })
    },
  )
})

describe('GET /api/travel-agency-public-info', () => {
  it.each([
    ['emailDomain=belvedere-voyages.example', { brandName: 'Belvedere Voyages', isTravelAgency: true }],
    ['email-domain=CENTURION-TRAVEL.example', { brandName: 'Amex Centurion Travel Service', isTravelAgency: true }],
    ['emailDomain=someone%40alpine-concierge.example', { brandName: 'Alpine Concierge Zürich', isTravelAgency: true }],
    ['emailDomain=azure-lifestyle.example', { brandName: 'Azure Lifestyle Concierge', isTravelAgency: false }],
    ['emailDomain=gmail.example', { brandName: null, isTravelAgency: false }],
  ])('%s', async (query, expected) => {
    const res = await t.request(`/api/travel-agency-public-info?${query}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(expected)
  })

  it.each(['', 'emailDomain=', 'emailDomain=not a domain', `emailDomain=${'a'.repeat(300)}.example`])(
    'answers 400 with a field message for "%s"',
    async (query) => {
      const res = await t.request(`/api/travel-agency-public-info?${query}`)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: Record<string, string> }
      expect(Object.values(body.errors)[0]).toMatch(/e-mail domain/)
    },
  )
})
