import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createOidcClient } from '../../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { TEAM_MESSAGES } from '#domain/agency-team/schemas.ts'
import type { AgencyEventDto, AgencyTeamDto, InvitationDto, MemberDto } from '#domain/agency-team/types.ts'
import type { CurrentUserAnswer, TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { Role } from '#domain/auth/roles.ts'
import { AUTO_INVITE_MESSAGES } from '#domain/onboarding/public-email-domains.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hashPassword } from '#server/auth/passwords.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyInvitations, mailOutbox, travelAgencies, users } from '#server/db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0, listen: true })
})
afterAll(() => t.close())

let serial = 0
/** A fresh verified agency with one supervisor (and `agents` agents), on its own domain. */
async function agency(agents = 1) {
  const n = serial++
  const domain = `team-${n}-${Date.now().toString(36)}.example`
  const id = newObjectId()
  await t.database.db
    .insert(travelAgencies)
    .values({ id, name: `Team House ${n}`, vetting: 'verified', emailDomain: domain })
  const person = async (local: string, role: Role, agencyId: string | null = id) => {
    const userId = newObjectId()
    const email = `${local}@${domain}`
    await t.database.db.insert(users).values({ id: userId, email, role, firstName: local, travelAgencyId: agencyId })
    return { id: userId, email, headers: bearer(await signAccessToken(t.config, { sub: userId })).headers }
  }
  const supervisor = await person('anna', 'supervisorAgent')
  const members = []
  for (let i = 0; i < agents; i++) members.push(await person(`agent${i}`, 'agent'))
  return { id, domain, supervisor, agents: members, person }
}

const base = (id: string) => `/api/travel-agencies/${id}`
const get = (url: string, headers?: Record<string, string>) => t.request(url, { headers })
const send = (method: string, url: string, body: unknown, headers?: Record<string, string>) =>
  t.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
/** The token of the latest invitation mail to `email`, from its link. */
async function tokenFor(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  const link = (mail?.payload as { link?: string } | undefined)?.link
  if (!link) throw new Error(`no invitation mail to ${email}`)
  expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/join/[A-Za-z0-9_-]{43}$`))
  return link.slice(link.lastIndexOf('/') + 1)
}

describe('GET /api/travel-agencies/{id}/team', () => {
  it("answers the agency's members to its people, 404 to another agency, 401 signed out", async () => {
    const a = await agency(1)
    const b = await agency(0)
    const res = await get(`${base(a.id)}/team`, a.agents[0]!.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const team = (await res.json()) as AgencyTeamDto
    expect(team.members.map((m) => [m.email, m.role, m.status, m.lastSignInAt])).toEqual([
      [a.supervisor.email, 'supervisorAgent', 'active', null],
      [a.agents[0]!.email, 'agent', 'active', null],
    ])
    expect(team.invitations).toEqual([])
    expect((await get(`${base(a.id)}/team`, b.supervisor.headers)).status).toBe(404)
    expect((await get(`${base('f'.repeat(24))}/team`, a.supervisor.headers)).status).toBe(404)
    const anon = await get(`${base(a.id)}/team`)
    expect(anon.status).toBe(401)
    expect(await anon.json()).toEqual({ message: 'Not authenticated' })
    const admin = bearer(await signAccessToken(t.config, { sub: demoAccount('admin').id })).headers
    expect((await get(`${base(a.id)}/team`, admin)).status).toBe(200)
  })
})

describe('invitations', () => {
  it('a supervisor invites by e-mail: 201, the mail with a one-time link, the history; the invitee joins as agent', async () => {
    const a = await agency(1)
    const email = `lea@${a.domain}`
    const res = await send(
      'POST',
      `${base(a.id)}/invitations`,
      { email: ` Lea@${a.domain.toUpperCase()} ` },
      a.supervisor.headers,
    )
    expect(res.status).toBe(201)
    const invitation = (await res.json()) as InvitationDto
    expect(invitation).toMatchObject({ email, role: 'agent', state: 'sent', invitedBy: a.supervisor.id })
    const token = await tokenFor(email)
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
    expect(mail!.subject).toBe(`anna invites you to Team House ${serial - 1} on LDS`)
    // the preview needs no sign-in
    const preview = await get(`/api/agency-invitations/${token}`)
    expect(await preview.json()).toEqual({
      agencyName: `Team House ${serial - 1}`,
      email,
      role: 'agent',
      state: 'sent',
    })
    expect((await get(`/api/agency-invitations/${'x'.repeat(43)}`)).status).toBe(404)

    // the invitee signs up with another address: refused; with the invited one: joins
    const stranger = await a.person('stranger', 'agent', null)
    const wrong = await send('POST', `/api/agency-invitations/${token}/accept`, undefined, stranger.headers)
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toEqual({ message: TEAM_MESSAGES.otherEmail(email) })
    const lea = await a.person('lea', 'agent', null)
    const accepted = await send('POST', `/api/agency-invitations/${token}/accept`, undefined, lea.headers)
    expect(accepted.status).toBe(200)
    const answer = (await accepted.json()) as CurrentUserAnswer
    expect(answer.user).toMatchObject({ travelAgencyId: a.id, role: 'agent' })
    expect(answer.travelAgency?._id).toBe(a.id)
    // once
    const again = await send('POST', `/api/agency-invitations/${token}/accept`, undefined, lea.headers)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: TEAM_MESSAGES.invitationUsed })
    // the current user now has the agency
    const current = (await (
      await get('/api/current_user?populate-travel-agency=true', lea.headers)
    ).json()) as CurrentUserAnswer
    expect(current.travelAgency?._id).toBe(a.id)

    const history = (await (await get(`${base(a.id)}/history`, a.agents[0]!.headers)).json()) as AgencyEventDto[]
    expect(history.map((e) => [e.kind, e.actor, e.subject, e.detail])).toEqual([
      ['member-joined', 'lea', email, 'agent'],
      ['member-invited', 'anna', email, 'agent'],
    ])
  })

  it('invites a supervisor; refuses a bad address (400), a member (409), a second open invitation (409)', async () => {
    const a = await agency(1)
    const bad = await send('POST', `${base(a.id)}/invitations`, { email: 'not-an-address' }, a.supervisor.headers)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.email).toBe(
      'Please enter a valid email address',
    )
    const role = await send(
      'POST',
      `${base(a.id)}/invitations`,
      { email: `x@${a.domain}`, role: 'admin' },
      a.supervisor.headers,
    )
    expect(((await role.json()) as { errors: Record<string, string> }).errors.role).toBe(TEAM_MESSAGES.role)
    const member = await send('POST', `${base(a.id)}/invitations`, { email: a.agents[0]!.email }, a.supervisor.headers)
    expect(member.status).toBe(409)
    expect(await member.json()).toEqual({ message: TEAM_MESSAGES.alreadyMember })
    const body = { email: `boss@${a.domain}`, role: 'supervisorAgent' }
    const first = await send('POST', `${base(a.id)}/invitations`, body, a.supervisor.headers)
    expect(((await first.json()) as InvitationDto).role).toBe('supervisorAgent')
    const second = await send('POST', `${base(a.id)}/invitations`, body, a.supervisor.headers)
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ message: TEAM_MESSAGES.alreadyInvited })
  })

  it("an agent may not invite (403); another agency's supervisor gets 404", async () => {
    const a = await agency(1)
    const b = await agency(0)
    const body = { email: `x@${a.domain}` }
    expect((await send('POST', `${base(a.id)}/invitations`, body, a.agents[0]!.headers)).status).toBe(403)
    expect((await send('POST', `${base(a.id)}/invitations`, body, b.supervisor.headers)).status).toBe(404)
  })

  it('resend: a new link (the old one is unknown); revoke: the link is gone (410); expired: 410, then resendable', async () => {
    const a = await agency(0)
    const email = `ben@${a.domain}`
    const invitation = (await (
      await send('POST', `${base(a.id)}/invitations`, { email }, a.supervisor.headers)
    ).json()) as InvitationDto
    const first = await tokenFor(email)
    const resent = await send(
      'POST',
      `${base(a.id)}/invitations/${invitation._id}/resend`,
      undefined,
      a.supervisor.headers,
    )
    expect(resent.status).toBe(200)
    const second = await tokenFor(email)
    expect(second).not.toBe(first)
    expect((await get(`/api/agency-invitations/${first}`)).status).toBe(404)

    const ben = await a.person('ben', 'agent', null)
    const revoked = await send('DELETE', `${base(a.id)}/invitations/${invitation._id}`, undefined, a.supervisor.headers)
    expect(((await revoked.json()) as InvitationDto).state).toBe('revoked')
    const gone = await send('POST', `/api/agency-invitations/${second}/accept`, undefined, ben.headers)
    expect(gone.status).toBe(410)
    expect(await gone.json()).toEqual({ message: TEAM_MESSAGES.invitationGone })
    const revokeAgain = await send(
      'DELETE',
      `${base(a.id)}/invitations/${invitation._id}`,
      undefined,
      a.supervisor.headers,
    )
    expect(revokeAgain.status).toBe(409)

    const other = `cleo@${a.domain}`
    const expiring = (await (
      await send('POST', `${base(a.id)}/invitations`, { email: other }, a.supervisor.headers)
    ).json()) as InvitationDto
    const token = await tokenFor(other)
    await t.database.db
      .update(agencyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyInvitations.id, expiring._id))
    const cleo = await a.person('cleo', 'agent', null)
    expect((await send('POST', `/api/agency-invitations/${token}/accept`, undefined, cleo.headers)).status).toBe(410)
    const team = (await (await get(`${base(a.id)}/team`, a.supervisor.headers)).json()) as AgencyTeamDto
    expect(team.invitations.find((i) => i._id === expiring._id)?.state).toBe('expired')
    const renewed = await send(
      'POST',
      `${base(a.id)}/invitations/${expiring._id}/resend`,
      undefined,
      a.supervisor.headers,
    )
    expect(((await renewed.json()) as InvitationDto).state).toBe('sent')
    expect(
      (await send('POST', `/api/agency-invitations/${await tokenFor(other)}/accept`, undefined, cleo.headers)).status,
    ).toBe(200)
  })

  it('an invitee already in the agency (the sign-up auto-invited them by domain) uses the invitation up', async () => {
    const a = await agency(0)
    const email = `dora@${a.domain}`
    await send('POST', `${base(a.id)}/invitations`, { email }, a.supervisor.headers)
    const token = await tokenFor(email)
    const dora = await a.person('dora', 'agent')
    const res = await send('POST', `/api/agency-invitations/${token}/accept`, undefined, dora.headers)
    expect(res.status).toBe(200)
    expect(((await res.json()) as CurrentUserAnswer).travelAgency?._id).toBe(a.id)
    expect(((await (await get(`/api/agency-invitations/${token}`)).json()) as { state: string }).state).toBe('accepted')
  })

  it('a member of another agency cannot accept (409 contact support)', async () => {
    const a = await agency(0)
    const b = await agency(1)
    const email = b.agents[0]!.email
    await send('POST', `${base(a.id)}/invitations`, { email }, a.supervisor.headers)
    const res = await send(
      'POST',
      `/api/agency-invitations/${await tokenFor(email)}/accept`,
      undefined,
      b.agents[0]!.headers,
    )
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toMatch(/already a member of a travel agency/)
  })
})

describe('PATCH /api/travel-agencies/{id}/members/{userId}', () => {
  it('changes roles; not oneself, not the last supervisor (422)', async () => {
    const a = await agency(1)
    const agent = a.agents[0]!
    const url = `${base(a.id)}/members/${agent.id}`
    const promoted = await send('PATCH', url, { role: 'supervisorAgent' }, a.supervisor.headers)
    expect(((await promoted.json()) as MemberDto).role).toBe('supervisorAgent')
    const self = await send(
      'PATCH',
      `${base(a.id)}/members/${a.supervisor.id}`,
      { role: 'agent' },
      a.supervisor.headers,
    )
    expect(self.status).toBe(422)
    expect(await self.json()).toEqual({ message: TEAM_MESSAGES.self })
    // two supervisors: one may step the other down; then the last one stays
    expect((await send('PATCH', url, { role: 'agent' }, a.supervisor.headers)).status).toBe(200)
    const admin = bearer(await signAccessToken(t.config, { sub: demoAccount('admin').id })).headers
    const last = await send('PATCH', `${base(a.id)}/members/${a.supervisor.id}`, { status: 'disabled' }, admin)
    expect(last.status).toBe(422)
    expect(await last.json()).toEqual({ message: TEAM_MESSAGES.lastSupervisor })
    expect((await send('PATCH', url, {}, a.supervisor.headers)).status).toBe(400)
    expect((await send('PATCH', url, { role: 'agent' }, agent.headers)).status).toBe(403)
    expect(
      (await send('PATCH', `${base(a.id)}/members/${'e'.repeat(24)}`, { role: 'agent' }, a.supervisor.headers)).status,
    ).toBe(404)
  })

  it('disables a member: their token is refused on the next call, their sign-in too; enabled, they are back', async () => {
    const a = await agency(1)
    const agent = a.agents[0]!
    expect((await get('/api/current_user', agent.headers)).status).toBe(200)
    const res = await send('PATCH', `${base(a.id)}/members/${agent.id}`, { status: 'disabled' }, a.supervisor.headers)
    expect(((await res.json()) as MemberDto).status).toBe('disabled')
    const refused = await get('/api/current_user', agent.headers)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Not authenticated' })
    await send('PATCH', `${base(a.id)}/members/${agent.id}`, { status: 'active' }, a.supervisor.headers)
    expect((await get('/api/current_user', agent.headers)).status).toBe(200)
    const history = (await (await get(`${base(a.id)}/history`, a.supervisor.headers)).json()) as AgencyEventDto[]
    expect(history.map((e) => e.kind)).toEqual(['member-enabled', 'member-disabled'])
    // the login page refuses a disabled member with the reason; enabled again, the sign-in records its time
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('glacier lantern orchard'), disabledAt: new Date() })
      .where(eq(users.id, agent.id))
    const client = createOidcClient(t.url!)
    const { res: authorized } = await client.authorize()
    const login = await client.submitLogin(client.location(authorized), agent.email, 'glacier lantern orchard')
    expect(login.status).toBe(403)
    expect(await login.text()).toContain('Your agency has disabled this account. Please ask your agency')
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, agent.id))
    expect((await client.signIn(agent.email, 'glacier lantern orchard')).tokens.status).toBe(200)
    const team = (await (await get(`${base(a.id)}/team`, a.supervisor.headers)).json()) as AgencyTeamDto
    expect(team.members.find((m) => m._id === agent.id)?.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    // the member stays in the agency (their leads with it)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, agent.id))
    expect(row!.travelAgencyId).toBe(a.id)
  })
})

describe('PUT /api/travel-agencies/{id}/auto-invite', () => {
  it("sets the supervisor's own business domain, refuses a public or another domain (422), clears it", async () => {
    const a = await agency(1)
    const url = `${base(a.id)}/auto-invite`
    const set = await send('PUT', url, { autoInviteEmailDomain: a.domain.toUpperCase() }, a.supervisor.headers)
    expect(((await set.json()) as TravelAgencyDto).autoInviteEmailDomain).toBe(a.domain)
    const gmail = await send('PUT', url, { autoInviteEmailDomain: 'gmail.com' }, a.supervisor.headers)
    expect(gmail.status).toBe(422)
    expect(await gmail.json()).toEqual({ message: AUTO_INVITE_MESSAGES.publicDomain('gmail.com') })
    const other = await send('PUT', url, { autoInviteEmailDomain: 'elsewhere.example' }, a.supervisor.headers)
    expect(await other.json()).toEqual({ message: AUTO_INVITE_MESSAGES.otherDomain(a.domain) })
    const bad = await send('PUT', url, { autoInviteEmailDomain: 'not a domain' }, a.supervisor.headers)
    expect(bad.status).toBe(400)
    expect((await send('PUT', url, { autoInviteEmailDomain: a.domain }, a.agents[0]!.headers)).status).toBe(403)
    const cleared = await send('PUT', url, { autoInviteEmailDomain: null }, a.supervisor.headers)
    expect(((await cleared.json()) as TravelAgencyDto).autoInviteEmailDomain).toBeNull()
    const history = (await (await get(`${base(a.id)}/history`, a.supervisor.headers)).json()) as AgencyEventDto[]
    expect(history.map((e) => [e.kind, e.subject])).toEqual([
      ['auto-invite-changed', null],
      ['auto-invite-changed', a.domain],
    ])
  })
})
