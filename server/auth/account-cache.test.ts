import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'
import { bearer, signAccessToken } from '../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { ACCOUNT_CACHE_MS, createAccountRepository } from './account-repository.ts'

const AGENT = stableId('user:agent@maison-voyage-prive.example')

describe('the account lookup of token checks (docs/decisions/048-account-lookup-cache.md)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ hotels: 0, properties: 0 })
  })
  afterAll(() => t.close())

  it('serves a row for a few seconds, then reads it again', async () => {
    let clock = 1_000
    const accounts = createAccountRepository(t.database.db, () => clock)
    expect((await accounts.findById(AGENT))?.firstName).toBe('Sophie')
    await t.database.db.update(users).set({ firstName: 'Sophia' }).where(eq(users.id, AGENT))
    expect((await accounts.findById(AGENT))?.firstName).toBe('Sophie')
    clock += ACCOUNT_CACHE_MS + 1
    expect((await accounts.findById(AGENT))?.firstName).toBe('Sophia')
    accounts.forget(AGENT)
    await t.database.db.update(users).set({ firstName: 'Sophie' }).where(eq(users.id, AGENT))
    expect((await accounts.findById(AGENT))?.firstName).toBe('Sophie')
  })

  it('never keeps an unknown user', async () => {
    const accounts = createAccountRepository(t.database.db)
    expect(await accounts.findById('0'.repeat(24))).toBeUndefined()
  })

  it('a name change through the API shows at once in the current user', async () => {
    const token = await signAccessToken(t.config, { sub: AGENT })
    expect((await (await t.request('/api/current_user', bearer(token))).json()).user.firstName).toBe('Sophie')
    const res = await t.request(`/api/users/${AGENT}`, {
      method: 'PATCH',
      headers: { ...bearer(token).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Sophia', lastName: 'Laurent' }),
    })
    expect(res.status).toBe(200)
    expect((await (await t.request('/api/current_user', bearer(token))).json()).user.firstName).toBe('Sophia')
  })
})
