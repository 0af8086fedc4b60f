import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Property } from '#domain/catalogue/types.ts'
import type { PropertyCommissionAnswer } from '#domain/properties/commission-answer.ts'
import { propertyPath } from '#domain/properties/paths.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { users } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'

let t: TestApp
let property: Property
const SNOWLINE_USER = stableId('user:snowline-commission-test')

beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 12 })
  const all = (await (await t.request('/api/properties')).json()) as Property[]
  for (const p of all) {
    const full = (await (await t.request(`/api/properties/${p._id}?includeSalesInformation=true`)).json()) as Property
    if (full.salesInformation) {
      property = full
      break
    }
  }
  // an agency user whose theme hides commission (docs/product/brands-and-themes.md#agency-themes)
  await t.database.db.insert(users).values({
    id: SNOWLINE_USER,
    email: 'desk@snowline-direct.example',
    role: 'agent',
    company: 'Snowline Direct',
    travelAgencyId: demoAccount('agent').travelAgencyId,
  })
})
afterAll(() => t?.close())

const token = async (sub: string) => bearer(await signAccessToken(t.config, { sub }))
const commissionUrl = () => `/api/properties/${property._id}/commission`

describe('commission levels (docs/decisions/041-session-and-exposure.md)', () => {
  it('are not in the public property answers', async () => {
    expect(property.salesInformation?.cancellationTerms.length).toBeGreaterThan(0)
    expect(property.salesInformation).not.toHaveProperty('commission')
    expect(property.salesInformation).not.toHaveProperty('commissionPerStay')
    const res = await t.request(`/api/properties/by-path?path=${encodeURIComponent(propertyPath(property, 'en'))}`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('cancellationTerms')
    expect(text).not.toMatch(/commission/i)
  })

  it('are answered to a signed-in agency user whose theme shows commission', async () => {
    for (const key of ['agent', 'admin']) {
      const res = await t.request(commissionUrl(), await token(demoAccount(key).id))
      expect(res.status, key).toBe(200)
      expect(res.headers.get('cache-control')).toContain('no-store')
      const body = (await res.json()) as PropertyCommissionAnswer
      expect(body.commission).toBeGreaterThan(0)
      expect(body.commissionPerStay).toBeTypeOf('object')
    }
  })

  it('are refused to visitors (401), users without an agency and themes without commission (403)', async () => {
    expect((await t.request(commissionUrl())).status).toBe(401)
    expect((await t.request(commissionUrl(), await token(demoAccount('noAgency').id))).status).toBe(403)
    expect((await t.request(commissionUrl(), await token(SNOWLINE_USER))).status).toBe(403)
  })

  it('answer 404 for an unknown property', async () => {
    expect(
      (await t.request('/api/properties/0123456789abcdef01234567/commission', await token(demoAccount('agent').id)))
        .status,
    ).toBe(404)
  })
})
