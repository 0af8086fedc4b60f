import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { OnboardingDraftDto } from '#domain/onboarding/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0 })
})
afterAll(() => t.close())

const DRAFT = '/api/onboarding/draft'
const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers
const put = async (key: string, body: unknown) =>
  t.request(DRAFT, {
    method: 'PUT',
    headers: { ...(await as(key)), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const get = async (key: string) => t.request(DRAFT, { headers: await as(key) })

describe('GET/PUT /api/onboarding/draft', () => {
  it('answers an empty draft at the name step before anything was saved', async () => {
    const res = await get('onboarding')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.json()).toEqual({ step: 'name', values: {}, updatedAt: null })
  })

  it('round-trips a draft, and the last write wins', async () => {
    const first = {
      step: 'agency',
      values: { name: { firstName: 'Mia' }, agency: { name: 'Nord', referred: true, referrerName: 'Jo' } },
    }
    const saved = await put('noAgency', first)
    expect(saved.status).toBe(200)
    const dto = (await saved.json()) as OnboardingDraftDto
    expect(dto).toMatchObject(first)
    expect(Date.parse(dto.updatedAt!)).not.toBeNaN()
    expect(await (await get('noAgency')).json()).toEqual(dto)
    const second = { step: 'design', values: { design: { colors: { main: '#1b' }, theme: 'colorful' } } }
    await put('noAgency', second)
    const again = (await (await get('noAgency')).json()) as OnboardingDraftDto
    expect(again).toMatchObject(second)
    expect(again.values).not.toHaveProperty('agency')
  })

  it("keeps each person's draft their own", async () => {
    await put('agent', { step: 'agency', values: { agency: { name: 'Mine' } } })
    await put('amexAgent', { step: 'name', values: { name: { firstName: 'Other' } } })
    expect(((await (await get('agent')).json()) as OnboardingDraftDto).values.agency?.name).toBe('Mine')
    expect(((await (await get('amexAgent')).json()) as OnboardingDraftDto).values).toEqual({
      name: { firstName: 'Other' },
    })
  })

  it('drops unknown fields and defaults the values', async () => {
    const res = await put('customer', { step: 'payouts', extra: 1, values: { agency: { name: 'A', secret: 'x' } } })
    expect(await res.json()).toMatchObject({ step: 'payouts', values: { agency: { name: 'A' } } })
    const noValues = (await (await put('customer', { step: 'done' })).json()) as OnboardingDraftDto
    expect(noValues.values).toEqual({})
  })

  it.each([
    [{}, 'step'],
    [{ step: 'billing' }, 'step'],
    [{ step: 'name', values: { name: { firstName: 'x'.repeat(501) } } }, 'values.name.firstName'],
    [{ step: 'name', values: { agency: { referred: 'yes' } } }, 'values.agency.referred'],
    [{ step: 'design', values: { design: { theme: 'neon' } } }, 'values.design.theme'],
  ])('answers 400 for %j', async (body, field) => {
    const res = await put('operator', body)
    expect(res.status).toBe(400)
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors)).toContain(field)
  })

  it('answers 400 for a body that is not JSON and 413 above 8 KB', async () => {
    expect((await put('operator', '{')).status).toBe(400)
    const big = await put('operator', { step: 'name', values: { name: { firstName: 'x'.repeat(9000) } } })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ message: 'The draft may be at most 8 KB' })
  })

  it("answers 401 'Not authenticated' signed out", async () => {
    for (const init of [
      {},
      { method: 'PUT', body: '{"step":"name"}', headers: { 'content-type': 'application/json' } },
    ]) {
      const res = await t.request(DRAFT, init)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Not authenticated' })
    }
  })
})
