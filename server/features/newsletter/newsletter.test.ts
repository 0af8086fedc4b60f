import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { newsletterSubscribers } from '#server/db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t?.close())

const answer = async (res: Response) => ({ status: res.status, body: await res.text() })

describe('POST /api/newsletter/client (docs/decisions/041-session-and-exposure.md)', () => {
  it('answers the same whether the address is new or already subscribed', async () => {
    const fresh = await answer(
      await t.json('/api/newsletter/client', { email: 'Nina@Example.com', fullName: 'Nina Frei' }),
    )
    const again = await answer(
      await t.json('/api/newsletter/client', { email: 'nina@example.com', fullName: 'Nina Frei' }),
    )
    expect(again).toEqual(fresh)
    expect(fresh).toEqual({ status: 201, body: JSON.stringify({ ok: true }) })
    const rows = await t.database.db.select().from(newsletterSubscribers)
    expect(rows.filter((r) => r.email === 'nina@example.com')).toHaveLength(1)
  })
})
