import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyVerificationRequests, programs, travelAgencies, users } from '#server/db/schema.ts'
import { ALREADY_MEMBER_MESSAGE, AUTO_INVITE_DOMAIN_MESSAGE } from './service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 1 })
})
afterAll(() => t.close())

const REGISTER = '/api/travel-agencies?assign-myself-to-new-agency'

/** A new person without an agency (as after sign-up), and a token for them. */
async function newPerson(email: string, role: 'agent' | 'admin' = 'agent') {
  const id = newObjectId()
  await t.database.db.insert(users).values({ id, email, role, firstName: 'Clara' })
  return { id, token: await signAccessToken(t.config, { sub: id }) }
}
const auth = (token: string) => bearer(token).headers
const as = async (key: string) => auth(await signAccessToken(t.config, { sub: demoAccount(key).id }))
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!

describe('POST /api/travel-agencies?assign-myself-to-new-agency', () => {
  it('creates a pending agency for an unrecognised domain, makes the person its supervisor and queues a verification request', async () => {
    const p = await newPerson('clara@maison-alpine.example')
    const res = await t.json(
      REGISTER,
      { name: '  Maison Alpine ', referred: true, referrerName: 'Jo', autoInviteEmailDomain: 'Maison-Alpine.example' },
      { headers: auth(p.token) },
    )
    expect(res.status).toBe(201)
    const agency = (await res.json()) as { _id: string; name: string; vetting: string; autoInviteEmailDomain: string }
    expect(agency).toMatchObject({
      name: 'Maison Alpine',
      vetting: 'pending',
      autoInviteEmailDomain: 'maison-alpine.example',
    })
    expect(await userRow(p.id)).toMatchObject({ travelAgencyId: agency._id, role: 'supervisorAgent' })
    const [stored] = await t.database.db.select().from(travelAgencies).where(eq(travelAgencies.id, agency._id))
    expect(stored).toMatchObject({ referredBy: 'Jo', emailDomain: 'maison-alpine.example' })
    const requests = await t.database.db
      .select()
      .from(agencyVerificationRequests)
      .where(eq(agencyVerificationRequests.travelAgencyId, agency._id))
    expect(requests).toMatchObject([{ requestedBy: p.id, status: 'pending', emailDomain: 'maison-alpine.example' }])
    // the current user answer knows at once (the sign-in cache was told)
    const me = await t.request('/api/current_user', { headers: auth(p.token) })
    expect(await me.json()).toMatchObject({
      user: { role: 'supervisorAgent', travelAgencyId: agency._id },
      travelAgency: { vetting: 'pending' },
    })
  })

  it("is verified at once when the person's domain belongs to a known luxury agency, and queues nothing", async () => {
    const p = await newPerson('new.desk@belvedere-voyages.example')
    const res = await t.json(REGISTER, { name: 'Belvedere Geneva' }, { headers: auth(p.token) })
    expect(res.status).toBe(201)
    const agency = (await res.json()) as { _id: string; vetting: string; referred?: unknown }
    expect(agency.vetting).toBe('verified')
    expect(
      await t.database.db
        .select()
        .from(agencyVerificationRequests)
        .where(eq(agencyVerificationRequests.travelAgencyId, agency._id)),
    ).toEqual([])
    const [stored] = await t.database.db.select().from(travelAgencies).where(eq(travelAgencies.id, agency._id))
    expect(stored!.referredBy).toBeNull()
  })

  it("a pending agency's domain neither verifies the next registration from it nor counts as a known agency", async () => {
    const first = await newPerson('founder@unvetted-house.example')
    expect((await t.json(REGISTER, { name: 'Unvetted House' }, { headers: auth(first.token) })).status).toBe(201)
    const info = await t.request('/api/travel-agency-public-info?emailDomain=unvetted-house.example')
    expect(await info.json()).toEqual({ brandName: null, isTravelAgency: false })
    const second = await newPerson('colleague@unvetted-house.example')
    const res = await t.json(REGISTER, { name: 'Unvetted House Two' }, { headers: auth(second.token) })
    expect(await res.json()).toMatchObject({ vetting: 'pending' })
  })

  it('claims an existing program, refuses an unknown one', async () => {
    const [program] = await t.database.db.select().from(programs).limit(1)
    const p = await newPerson('claims@programme-desk.example')
    const unknown = await t.json(
      REGISTER,
      {
        name: 'Programme Desk',
        programMemberships: [{ programId: 'ffffffffffffffffffffffff', status: 'claimedByAgency' }],
      },
      { headers: auth(p.token) },
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ errors: { programMemberships: 'Unknown program' } })
    expect((await userRow(p.id)).travelAgencyId).toBeNull()
    const res = await t.json(
      REGISTER,
      { name: 'Programme Desk', programMemberships: [{ programId: program!.id, status: 'claimedByAgency' }] },
      { headers: auth(p.token) },
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      programMemberships: [{ programId: program!.id, status: 'claimedByAgency' }],
    })
  })

  it.each<[string, string, Record<string, unknown>, Record<string, string>]>([
    ['no name', 'a@noname-agency.example', {}, { name: 'Required!' }],
    [
      'referred without a referrer',
      'b@noname-agency.example',
      { name: 'X', referred: true },
      { referrerName: 'Required!' },
    ],
    [
      'a public domain to auto-invite from',
      'c.person@gmail.com',
      { name: 'X', autoInviteEmailDomain: 'gmail.com' },
      { autoInviteEmailDomain: AUTO_INVITE_DOMAIN_MESSAGE },
    ],
    [
      "another company's domain",
      'd@noname-agency.example',
      { name: 'X', autoInviteEmailDomain: 'belvedere-voyages.example' },
      { autoInviteEmailDomain: AUTO_INVITE_DOMAIN_MESSAGE },
    ],
  ])('refuses %s (400) and changes nothing', async (_, email, body, errors) => {
    const p = await newPerson(email)
    const res = await t.json(REGISTER, body, { headers: auth(p.token) })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errors })
    expect(await userRow(p.id)).toMatchObject({ travelAgencyId: null, role: 'agent' })
  })

  it('tells an existing member to contact support (409)', async () => {
    const res = await t.json(REGISTER, { name: 'Second Agency' }, { headers: await as('agent') })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: ALREADY_MEMBER_MESSAGE })
  })

  it('two registrations at once create one agency membership', async () => {
    const p = await newPerson('race@double-click.example')
    const [a, b] = await Promise.all([
      t.json(REGISTER, { name: 'Double Click' }, { headers: auth(p.token) }),
      t.json(REGISTER, { name: 'Double Click' }, { headers: auth(p.token) }),
    ])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    const created = await t.database.db.select().from(travelAgencies).where(eq(travelAgencies.name, 'Double Click'))
    expect(created).toHaveLength(1)
  })

  it('needs the flag (400) and a signed-in person (401 Not authenticated)', async () => {
    const p = await newPerson('flag@no-flag.example')
    expect((await t.json('/api/travel-agencies', { name: 'X' }, { headers: auth(p.token) })).status).toBe(400)
    const anon = await t.json(REGISTER, { name: 'X' })
    expect(anon.status).toBe(401)
    expect(await anon.json()).toEqual({ message: 'Not authenticated' })
  })
})

describe('PATCH /api/travel-agencies/{id}', () => {
  const agencyId = () => demoAccount('supervisorAgent').travelAgencyId!
  const patch = async (headers: Record<string, string>, body: unknown, id = agencyId()) =>
    t.request(`/api/travel-agencies/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it("lets the agency's supervisor change the design, merging colours key by key", async () => {
    const first = await patch(await as('supervisorAgent'), {
      corporateDesign: { colors: { main: '#1b3a4b' }, theme: 'colorful' },
    })
    expect(first.status).toBe(200)
    const second = await patch(await as('supervisorAgent'), {
      corporateDesign: { colors: { accentOnMain: '#c8a96a' } },
    })
    expect(await second.json()).toMatchObject({
      corporateDesign: { colors: { main: '#1b3a4b', accentOnMain: '#c8a96a' }, theme: 'colorful' },
    })
    // every member sees it on their next call
    const member = await t.request('/api/current_user', { headers: await as('agent') })
    expect(await member.json()).toMatchObject({ travelAgency: { corporateDesign: { colors: { main: '#1b3a4b' } } } })
  })

  it('lets admins change any agency; 404 for an unknown one', async () => {
    expect((await patch(await as('admin'), { corporateDesign: { theme: 'plain' } })).status).toBe(200)
    expect(
      (await patch(await as('admin'), { corporateDesign: { theme: 'plain' } }, 'ffffffffffffffffffffffff')).status,
    ).toBe(404)
  })

  it.each(['agent', 'amex_lifestyleAgent', 'customer', 'operator'])('forbids %s (403)', async (key) => {
    expect((await patch(await as(key), { corporateDesign: { theme: 'plain' } })).status).toBe(403)
  })

  it("forbids another agency's supervisor (403), whatever the body", async () => {
    const p = await newPerson('sup@other-house.example')
    const made = (await (await t.json(REGISTER, { name: 'Other House' }, { headers: auth(p.token) })).json()) as {
      _id: string
    }
    expect(made._id).toBeTruthy()
    expect((await patch(auth(p.token), { nonsense: true })).status).toBe(403)
  })

  it.each<[string, unknown]>([
    ['a bad colour', { corporateDesign: { colors: { main: 'blue-ish' } } }],
    ['a foreign logo URL', { corporateDesign: { logoUrl: 'https://evil.example/logo.svg' } }],
    ['no design', {}],
  ])('refuses %s (400)', async (_, body) => {
    expect((await patch(await as('supervisorAgent'), body)).status).toBe(400)
  })

  it('answers 401 Not authenticated when signed out', async () => {
    const res = await patch({}, { corporateDesign: { theme: 'plain' } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not authenticated' })
  })
})
