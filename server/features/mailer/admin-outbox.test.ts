import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2 })
})
afterAll(() => t?.close())

const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))

describe('GET /api/admin/outbox', () => {
  it('gives admins the whole rows, newest first', async () => {
    const sent = await t.json('/api/mailer', {
      name: 'Eva Roth',
      email: 'eva@example.com',
      message: 'A chalet for 8 in March?',
    })
    expect(sent.status).toBe(202)
    const res = await t.request('/api/admin/outbox?limit=5', await as('admin'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const rows = (await res.json()) as Array<Record<string, unknown>>
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      replyTo: 'eva@example.com',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    })
    expect(rows[0]!.payload).toMatchObject({ name: 'Eva Roth', message: 'A chalet for 8 in March?' })
    expect(typeof rows[0]!.recipient).toBe('string')
  })

  it.each(['agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator'])(
    'is forbidden for %s',
    async (key) => {
      expect((await t.request('/api/admin/outbox', await as(key))).status).toBe(403)
    },
  )

  it('needs a token (401) and a valid limit (400)', async () => {
    expect((await t.request('/api/admin/outbox')).status).toBe(401)
    expect((await t.request('/api/admin/outbox?limit=0', await as('admin'))).status).toBe(400)
  })
})
