import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { createOutbox } from '#server/integrations/mail/outbox.ts'

const as = async (t: TestApp, key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))

describe('GET /api/dev/outbox in the demo mode (docs/decisions/040-redirect-and-demo-mode.md)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ hotels: 0, properties: 0, env: { APP_ENV: 'demo' } })
  })
  afterAll(() => t?.close())

  it('lists the latest mails to admins, without personal data', async () => {
    const outbox = createOutbox(t.database.db)
    await outbox.enqueue({
      kind: 'enquiry',
      subject: 'New enquiry',
      recipient: 'team@lds.example',
      payload: { enquiryId: 'e1' },
    })
    const id = await outbox.enqueue({
      kind: 'enquiry-confirmation',
      subject: 'Your enquiry',
      recipient: 'henrietta@example.com',
      replyTo: 'team@lds.example',
      payload: { enquiryId: 'e1', name: 'Henrietta' },
    })
    const res = await t.request('/api/dev/outbox?limit=5', await as(t, 'admin'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const list = (await res.json()) as Record<string, unknown>[]
    expect(list[0]).toMatchObject({ id, kind: 'enquiry-confirmation', enquiryId: 'e1' })
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'enquiryId', 'id', 'kind', 'status', 'subject'])
    expect(JSON.stringify(list)).not.toContain('henrietta@example.com')
    expect((await t.request('/api/dev/outbox?limit=500', await as(t, 'admin'))).status).toBe(400)
  })

  it('answers one whole mail to admins, with a sign-up link (GET /api/dev/outbox/{id})', async () => {
    const link = 'http://localhost/oidc/verify-email/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    const id = await createOutbox(t.database.db).enqueue({
      kind: 'signup-verification',
      subject: 'Please confirm your e-mail address',
      recipient: 'anna@alpine-travel.example',
      payload: { lang: 'en', link, text: `Dear Anna,\n\n${link}` },
    })
    const res = await t.request(`/api/dev/outbox/${id}`, await as(t, 'admin'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(await res.json()).toMatchObject({
      id,
      kind: 'signup-verification',
      recipient: 'anna@alpine-travel.example',
      subject: 'Please confirm your e-mail address',
      text: `Dear Anna,\n\n${link}`,
      link,
    })
    expect((await t.request('/api/dev/outbox/999999', await as(t, 'admin'))).status).toBe(404)
    expect((await t.request('/api/dev/outbox/abc', await as(t, 'admin'))).status).toBe(400)
    expect((await t.request(`/api/dev/outbox/${id}`, await as(t, 'agent'))).status).toBe(403)
    expect((await t.request(`/api/dev/outbox/${id}`)).status).toBe(401)
  })

  it('needs a token (401) of an admin (403 for everyone else)', async () => {
    expect((await t.request('/api/dev/outbox')).status).toBe(401)
    for (const key of ['agent', 'supervisorAgent', 'customer', 'operator']) {
      expect((await t.request('/api/dev/outbox', await as(t, key))).status, key).toBe(403)
    }
  })
})

describe('GET /api/dev/outbox outside the demo mode', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ hotels: 0, properties: 0 })
  })
  afterAll(() => t?.close())

  it('does not exist, not even for admins', async () => {
    expect((await t.request('/api/dev/outbox')).status).toBe(404)
    expect((await t.request('/api/dev/outbox', await as(t, 'admin'))).status).toBe(404)
    expect((await t.request('/api/dev/outbox/1', await as(t, 'admin'))).status).toBe(404)
  })
})
