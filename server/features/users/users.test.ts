import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { CurrentUserAnswer } from '#domain/auth/current-user.ts'
import { demoAccount, HOUSE_AGENCY } from '#server/auth/demo-accounts.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 2 })
})
afterAll(() => t.close())

const as = async (key: string, init: RequestInit = {}) => {
  const token = await signAccessToken(t.config, { sub: demoAccount(key).id })
  return { ...init, headers: { ...bearer(token).headers, ...(init.headers as Record<string, string>) } }
}
const patch = (body: unknown) => ({
  method: 'PATCH',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})

describe('GET /api/current_user', () => {
  it('answers the user and their agency', async () => {
    const agent = demoAccount('corporateDesignAgent')
    const res = await t.request('/api/current_user?populate-travel-agency=true', await as('corporateDesignAgent'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as CurrentUserAnswer
    expect(body.user).toEqual({
      _id: agent.id,
      role: 'agent',
      company: 'Belvedere Voyages',
      email: agent.email,
      firstName: 'Camille',
      lastName: 'Dubois',
      displayName: 'Camille Dubois',
      travelAgencyId: agent.travelAgencyId,
      hotelId: null,
      hasHotelAccess: false,
    })
    expect(body.travelAgency).toMatchObject({
      _id: agent.travelAgencyId,
      name: 'Belvedere Voyages',
      corporateDesign: { colors: { main: '#0b3d5c' } },
    })
    expect(Object.keys(body.travelAgency!).sort()).toEqual([
      '_id',
      'autoInviteEmailDomain',
      'corporateDesign',
      'name',
      'programMemberships',
      'vetting',
    ])
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|failedLoginCount|lockedUntil/)
  })

  it('answers travelAgency null for a user without an agency, and the e-mail as display name without a first name', async () => {
    const none = (await (await t.request('/api/current_user', await as('noAgency'))).json()) as CurrentUserAnswer
    expect(none.travelAgency).toBeNull()
    const onboarding = (await (
      await t.request('/api/current_user', await as('onboarding'))
    ).json()) as CurrentUserAnswer
    expect(onboarding.user.firstName).toBeNull()
    expect(onboarding.user.displayName).toBe(demoAccount('onboarding').email)
  })

  it('lets an admin act for another agency with X-Acting-Travel-Agency', async () => {
    const other = demoAccount('amexAgent').travelAgencyId!
    const res = await t.request(
      '/api/current_user',
      await as('admin', { headers: { 'X-Acting-Travel-Agency': other } }),
    )
    const body = (await res.json()) as CurrentUserAnswer
    expect(body.travelAgency?._id).toBe(other)
    expect(body.user.travelAgencyId).toBe(HOUSE_AGENCY.id)
    const unknown = await t.request(
      '/api/current_user',
      await as('admin', { headers: { 'X-Acting-Travel-Agency': 'nope' } }),
    )
    expect(unknown.status).toBe(404)
  })

  it('ignores X-Acting-Travel-Agency for everyone else', async () => {
    const other = demoAccount('amexAgent').travelAgencyId!
    const res = await t.request(
      '/api/current_user',
      await as('supervisorAgent', { headers: { 'X-Acting-Travel-Agency': other } }),
    )
    const body = (await res.json()) as CurrentUserAnswer
    expect(body.travelAgency?._id).toBe(demoAccount('supervisorAgent').travelAgencyId)
  })
})

describe('PATCH /api/users/{id}', () => {
  it('lets a user set their own name (last name optional)', async () => {
    const user = demoAccount('onboarding')
    const res = await t.request(
      `/api/users/${user.id}`,
      await as('onboarding', patch({ firstName: '  Mia ', lastName: '' })),
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: CurrentUserAnswer['user'] }
    expect(body.user).toMatchObject({ _id: user.id, firstName: 'Mia', lastName: null, displayName: 'Mia' })
    const again = (await (await t.request('/api/current_user', await as('onboarding'))).json()) as CurrentUserAnswer
    expect(again.user.firstName).toBe('Mia')
  })

  it.each([[{}], [{ firstName: '   ' }], [{ firstName: 42 }], [{ firstName: 'x'.repeat(101) }]])(
    'requires a first name: %o',
    async (body) => {
      const user = demoAccount('noAgency')
      const res = await t.request(`/api/users/${user.id}`, await as('noAgency', patch(body)))
      expect(res.status).toBe(400)
      const answer = (await res.json()) as { errors: Record<string, string> }
      expect(answer.errors.firstName).toMatch(/Please enter your first name|at most 100/)
    },
  )

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const user = demoAccount('noAgency')
    const res = await t.request(
      `/api/users/${user.id}`,
      await as('noAgency', { method: 'PATCH', body: '{', headers: { 'content-type': 'application/json' } }),
    )
    expect(res.status).toBe(400)
  })

  it('forbids changing another user (403), even for an admin', async () => {
    const victim = demoAccount('agent')
    for (const actor of ['supervisorAgent', 'admin']) {
      const res = await t.request(`/api/users/${victim.id}`, await as(actor, patch({ firstName: 'Mallory' })))
      expect(res.status, actor).toBe(403)
      expect(await res.json()).toEqual({ message: 'Forbidden' })
    }
    const check = (await (await t.request('/api/current_user', await as('agent'))).json()) as CurrentUserAnswer
    expect(check.user.firstName).toBe('Sophie')
  })
})
