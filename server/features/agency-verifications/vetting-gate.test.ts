import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AgencyVetting } from '#domain/onboarding/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { errorHandler } from '#server/lib/errors.ts'
import { createLogger } from '#server/lib/logger.ts'
import { AGENCY_NOT_VERIFIED_MESSAGE, createVettingGate, VETTING_CACHE_MS } from './vetting-gate.ts'

function appWith(vettings: Record<string, AgencyVetting>, user: Partial<AccountRow>, clock = { now: 0 }) {
  let lookups = 0
  const gate = createVettingGate(
    async (id) => {
      lookups++
      return vettings[id]
    },
    () => clock.now,
  )
  const fakeRequireUser = gate.guard(async (c, next) => {
    c.set('user', user as AccountRow)
    c.set('agencyId', c.req.header('x-acting') ?? user.travelAgencyId ?? null)
    await next()
  })
  const app = new Hono<AuthEnv>().get('/rates', fakeRequireUser, (c) => c.json({ ok: true }))
  app.onError(errorHandler(createLogger('silent')))
  return { app, gate, lookups: () => lookups, clock }
}

describe('the vetting gate', () => {
  it.each([
    ['verified', 200],
    ['pending', 403],
    ['declined', 403],
  ] as const)('a member of a %s agency: %i', async (vetting, status) => {
    const { app } = appWith({ a: vetting }, { role: 'agent', travelAgencyId: 'a' })
    const res = await app.request('/rates')
    expect(res.status).toBe(status)
    if (status === 403) expect(await res.json()).toEqual({ message: AGENCY_NOT_VERIFIED_MESSAGE })
  })

  it('exempts admins, also acting for a pending agency, and passes users without an agency', async () => {
    expect((await appWith({ a: 'pending' }, { role: 'admin', travelAgencyId: 'a' }).app.request('/rates')).status).toBe(
      200,
    )
    const acting = appWith({ a: 'pending', h: 'verified' }, { role: 'admin', travelAgencyId: 'h' })
    expect((await acting.app.request('/rates', { headers: { 'x-acting': 'a' } })).status).toBe(200)
    expect((await appWith({}, { role: 'agent', travelAgencyId: null }).app.request('/rates')).status).toBe(200)
    // an agency the lookup does not know counts as the column default
    expect((await appWith({}, { role: 'agent', travelAgencyId: 'gone' }).app.request('/rates')).status).toBe(200)
  })

  it('keeps a vetting a few seconds, forgets it on a decision', async () => {
    const vettings: Record<string, AgencyVetting> = { a: 'pending' }
    const { app, gate, lookups, clock } = appWith(vettings, { role: 'agent', travelAgencyId: 'a' })
    expect((await app.request('/rates')).status).toBe(403)
    vettings.a = 'verified'
    expect((await app.request('/rates')).status).toBe(403)
    expect(lookups()).toBe(1)
    gate.forget('a')
    expect((await app.request('/rates')).status).toBe(200)
    vettings.a = 'declined'
    clock.now += VETTING_CACHE_MS + 1
    expect((await app.request('/rates')).status).toBe(403)
    expect(lookups()).toBe(3)
  })
})
