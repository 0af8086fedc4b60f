import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 1 })
})
afterAll(() => t.close())

const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers
const put = async (key: string, body: unknown) =>
  t.request('/api/onboarding/draft', {
    method: 'PUT',
    headers: { ...(await as(key)), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('/api/onboarding/draft', () => {
  it('answers an empty draft at the name step before anything was typed', async () => {
    const res = await t.request('/api/onboarding/draft', { headers: await as('noAgency') })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(await res.json()).toEqual({ step: 'name', values: {}, updatedAt: null })
  })

  it('keeps the step and what was typed, per person; the last write wins', async () => {
    expect(
      (await put('noAgency', { step: 'agency', values: { agency: { name: 'Maison', referred: true } } })).status,
    ).toBe(200)
    const res = await put('noAgency', {
      step: 'agency',
      values: { agency: { name: 'Maison Alpine', referred: true, referrerName: 'Jo' } },
    })
    const saved = (await res.json()) as { updatedAt: string }
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(0)
    const again = await t.request('/api/onboarding/draft', { headers: await as('noAgency') })
    expect(await again.json()).toMatchObject({
      step: 'agency',
      values: { agency: { name: 'Maison Alpine', referrerName: 'Jo' } },
    })
    const other = await t.request('/api/onboarding/draft', { headers: await as('agent') })
    expect(await other.json()).toMatchObject({ step: 'name', values: {} })
  })

  it.each<[string, unknown, number]>([
    ['an unknown step', { step: 'elsewhere' }, 400],
    ['a field too long', { step: 'name', values: { name: { firstName: 'x'.repeat(501) } } }, 400],
    ['not JSON', '{"step":', 400],
    ['a huge body', { step: 'name', values: { name: { firstName: 'x'.repeat(400) } }, padding: 'y'.repeat(9000) }, 413],
  ])('refuses %s', async (_, body, status) => {
    expect((await put('noAgency', body)).status).toBe(status)
  })

  it('needs a signed-in person', async () => {
    expect((await t.request('/api/onboarding/draft')).status).toBe(401)
  })
})
