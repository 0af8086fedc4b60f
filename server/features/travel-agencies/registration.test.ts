import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { CurrentUserAnswer, TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { Role } from '#domain/auth/roles.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyVerificationRequests, mailOutbox, programs, travelAgencies, users } from '#server/db/schema.ts'
import { REGISTRATION_MESSAGES } from './service.ts'

let t: TestApp
let programId: string
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0 })
  const [program] = await t.database.db.select({ id: programs.id }).from(programs).limit(1)
  programId = program!.id
})
afterAll(() => t.close())

const REGISTER = '/api/travel-agencies?assign-myself-to-new-agency'

/** A new person without an agency, as a verified sign-up leaves them. */
async function person(email: string, role: Role = 'agent') {
  const id = newObjectId()
  await t.database.db.insert(users).values({ id, email, role, firstName: 'Ada', lastName: 'Muster' })
  return { id, email, headers: bearer(await signAccessToken(t.config, { sub: id })).headers }
}
const asDemo = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers
const post = (headers: Record<string, string>, body: unknown, url = REGISTER) => t.json(url, body, { headers })
const agencyRow = async (id: string) =>
  (await t.database.db.select().from(travelAgencies).where(eq(travelAgencies.id, id)))[0]!
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!
const mailsAbout = async (name: string) =>
  (await t.database.db.select().from(mailOutbox)).filter((m) => m.subject === `New travel agency to verify: ${name}`)

describe('POST /api/travel-agencies?assign-myself-to-new-agency', () => {
  it('creates a verified agency for a known luxury agency domain and makes the person its supervisor', async () => {
    const p = await person('founder@alpine-concierge.example')
    const res = await post(p.headers, { name: '  Alpine Concierge Geneva ' })
    expect(res.status).toBe(201)
    const agency = (await res.json()) as TravelAgencyDto
    expect(agency).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Alpine Concierge Geneva',
      corporateDesign: null,
      autoInviteEmailDomain: null,
      programMemberships: [],
      vetting: 'verified',
    })
    const row = await agencyRow(agency._id)
    expect(row).toMatchObject({ emailDomain: 'alpine-concierge.example', referredBy: null, isLuxuryTravelAgency: true })
    expect(await userRow(p.id)).toMatchObject({ travelAgencyId: agency._id, role: 'supervisorAgent' })
    const requests = await t.database.db
      .select()
      .from(agencyVerificationRequests)
      .where(eq(agencyVerificationRequests.travelAgencyId, agency._id))
    expect(requests).toEqual([])
    expect(await mailsAbout('Alpine Concierge Geneva')).toEqual([])
    // the next call sees the new agency at once (sign-in's lookup cache forgot the row)
    const me = (await (await t.request('/api/current_user', { headers: p.headers })).json()) as CurrentUserAnswer
    expect(me.user).toMatchObject({ role: 'supervisorAgent', travelAgencyId: agency._id })
    expect(me.travelAgency).toMatchObject({ _id: agency._id, vetting: 'verified' })
  })

  it('leaves an agency of an unknown domain pending, with a request in the queue and a mail to every admin', async () => {
    const p = await person('owner@snowline-travel.example')
    const res = await post(p.headers, {
      name: 'Snowline Travel',
      referred: true,
      referrerName: 'Belvedere Voyages',
      requestVerification: true,
    })
    expect(res.status).toBe(201)
    const agency = (await res.json()) as TravelAgencyDto
    expect(agency.vetting).toBe('pending')
    expect(await agencyRow(agency._id)).toMatchObject({
      referredBy: 'Belvedere Voyages',
      emailDomain: 'snowline-travel.example',
      isLuxuryTravelAgency: false,
      vetting: 'pending',
    })
    const [request] = await t.database.db
      .select()
      .from(agencyVerificationRequests)
      .where(eq(agencyVerificationRequests.travelAgencyId, agency._id))
    expect(request).toMatchObject({ requestedBy: p.id, status: 'pending', emailDomain: 'snowline-travel.example' })
    const mails = await mailsAbout('Snowline Travel')
    const admins = await t.database.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'))
    expect(mails.map((m) => m.recipient).sort()).toEqual(admins.map((a) => a.email).sort())
    expect(mails[0]).toMatchObject({ kind: 'agency-verification-request', replyTo: p.email })
    expect(mails[0]!.payload).toMatchObject({ agencyName: 'Snowline Travel', referredBy: 'Belvedere Voyages' })
    // a second person of that domain is not verified by the pending agency's domain
    const colleague = await person('colleague@snowline-travel.example')
    const second = (await (await post(colleague.headers, { name: 'Snowline Two' })).json()) as TravelAgencyDto
    expect(second.vetting).toBe('pending')
  })

  it('leaves a public e-mail domain pending and keeps no e-mail domain', async () => {
    const p = await person('someone@gmail.com')
    const agency = (await (await post(p.headers, { name: 'Gmail Voyages' })).json()) as TravelAgencyDto
    expect(agency.vetting).toBe('pending')
    expect((await agencyRow(agency._id)).emailDomain).toBeNull()
  })

  it("a pending agency's domain neither verifies the next registration from it nor counts as a known agency", async () => {
    const first = await person('founder@unvetted-house.example')
    expect((await post(first.headers, { name: 'Unvetted House' })).status).toBe(201)
    const info = await t.request('/api/travel-agency-public-info?emailDomain=unvetted-house.example')
    expect(await info.json()).toEqual({ brandName: null, isTravelAgency: false })
    const second = await person('colleague@unvetted-house.example')
    const agency = (await (await post(second.headers, { name: 'Unvetted House Two' })).json()) as TravelAgencyDto
    expect(agency.vetting).toBe('pending')
  })

  it('is not verified by a domain known as an agency that is not a luxury one', async () => {
    const p = await person('new@azure-lifestyle.example')
    const agency = (await (await post(p.headers, { name: 'Azure Two' })).json()) as TravelAgencyDto
    expect(agency.vetting).toBe('pending')
  })

  it("auto-invites from the person's own business domain", async () => {
    const p = await person('lead@glacier-journeys.example')
    const res = await post(p.headers, { name: 'Glacier Journeys', autoInviteEmailDomain: 'Glacier-Journeys.example' })
    expect(res.status).toBe(201)
    expect(((await res.json()) as TravelAgencyDto).autoInviteEmailDomain).toBe('glacier-journeys.example')
  })

  it.each([
    ['another@gmail.com', 'gmail.com', REGISTRATION_MESSAGES.publicAutoInvite('gmail.com')],
    [
      'lead@frost-travel.example',
      'other-agency.example',
      REGISTRATION_MESSAGES.otherAutoInvite('frost-travel.example'),
    ],
    [
      'new@belvedere-voyages.example',
      'belvedere-voyages.example',
      REGISTRATION_MESSAGES.autoInviteTaken('belvedere-voyages.example'),
    ],
  ])('refuses auto-invite for %s from %s (422) and writes nothing', async (email, domain, message) => {
    const p = await person(email)
    const res = await post(p.headers, { name: `Refused ${domain}`, autoInviteEmailDomain: domain })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message })
    expect((await userRow(p.id)).travelAgencyId).toBeNull()
    const rows = await t.database.db
      .select()
      .from(travelAgencies)
      .where(eq(travelAgencies.name, `Refused ${domain}`))
    expect(rows).toEqual([])
  })

  it('claims memberships of existing programs, once each', async () => {
    const p = await person('claims@peak-travel.example')
    const claim = { programId, status: 'claimedByAgency' }
    const res = await post(p.headers, { name: 'Peak Travel', programMemberships: [claim, claim] })
    expect(res.status).toBe(201)
    expect(((await res.json()) as TravelAgencyDto).programMemberships).toEqual([claim])
  })

  it('refuses an unknown program (422) and a claim that is not claimedByAgency (400)', async () => {
    const p = await person('claims@ridge-travel.example')
    const unknown = await post(p.headers, {
      name: 'Ridge Travel',
      programMemberships: [{ programId: 'ffffffffffffffffffffffff', status: 'claimedByAgency' }],
    })
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toEqual({ message: 'Unknown program' })
    const confirmed = await post(p.headers, {
      name: 'Ridge Travel',
      programMemberships: [{ programId, status: 'confirmed' }],
    })
    expect(confirmed.status).toBe(400)
    const badId = await post(p.headers, {
      name: 'Ridge Travel',
      programMemberships: [{ programId: 'x', status: 'claimedByAgency' }],
    })
    expect(badId.status).toBe(400)
    expect(((await badId.json()) as { errors: Record<string, string> }).errors['programMemberships.0.programId']).toBe(
      'Unknown program',
    )
    expect((await userRow(p.id)).travelAgencyId).toBeNull()
  })

  it('answers 409 to a member of an agency', async () => {
    for (const key of ['agent', 'supervisorAgent', 'admin']) {
      const res = await post(await asDemo(key), { name: 'Another Agency' })
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({
        message: 'You are already a member of a travel agency. Please contact support to change your agency.',
      })
    }
  })

  it('answers 409 to a second registration of the same person', async () => {
    const p = await person('twice@twice-travel.example')
    expect((await post(p.headers, { name: 'Twice Travel' })).status).toBe(201)
    const again = await post(p.headers, { name: 'Twice Travel Again' })
    expect(again.status).toBe(409)
  })

  it('lets only one of two concurrent registrations of one person through', async () => {
    const p = await person('race@race-travel.example')
    const answers = await Promise.all([post(p.headers, { name: 'Race A' }), post(p.headers, { name: 'Race B' })])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
    const rows = await t.database.db
      .select()
      .from(travelAgencies)
      .where(eq(travelAgencies.emailDomain, 'race-travel.example'))
    expect(rows).toHaveLength(1)
  })

  it('keeps an admin an admin', async () => {
    const p = await person('second-admin@lds-ops.example', 'admin')
    const agency = (await (await post(p.headers, { name: 'Ops Agency' })).json()) as TravelAgencyDto
    expect(await userRow(p.id)).toMatchObject({ role: 'admin', travelAgencyId: agency._id })
  })

  it.each([
    [{}, 'name', 'Required!'],
    [{ name: '   ' }, 'name', 'Required!'],
    [{ name: 'x'.repeat(121) }, 'name', undefined],
    [{ name: 'Referred', referred: true }, 'referrerName', 'Required!'],
    [{ name: 'Referred', referred: true, referrerName: '  ' }, 'referrerName', 'Required!'],
    [
      { name: 'Bad domain', autoInviteEmailDomain: 'not a domain' },
      'autoInviteEmailDomain',
      'Please give a valid e-mail domain',
    ],
    [{ name: 'Bad programs', programMemberships: 'all' }, 'programMemberships', undefined],
  ])('answers 400 with a field message for %j', async (body, field, message) => {
    const p = await person(`bad-${Math.random().toString(36).slice(2)}@bad-input.example`)
    const res = await post(p.headers, body)
    expect(res.status).toBe(400)
    const answer = (await res.json()) as { errors: Record<string, string> }
    expect(Object.keys(answer.errors)).toContain(field)
    if (message) expect(answer.errors[field]).toBe(message)
  })

  it('needs the flag (400) and a body that is JSON (400)', async () => {
    const p = await person('flag@flag-travel.example')
    const res = await post(p.headers, { name: 'No Flag' }, '/api/travel-agencies')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'assign-myself-to-new-agency',
    )
    const notJson = await t.request(REGISTER, {
      method: 'POST',
      headers: { ...p.headers, 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
    expect((await userRow(p.id)).travelAgencyId).toBeNull()
  })

  it("answers 401 'Not authenticated' when signed out", async () => {
    const res = await t.json(REGISTER, { name: 'Anonymous' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not authenticated' })
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
  })
})
