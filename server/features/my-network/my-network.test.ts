import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Role } from '#domain/auth/roles.ts'
import type { InvitationLinkAnswer } from '#domain/hotels/types.ts'
import { NETWORK_MESSAGES } from '#domain/my-network/schemas.ts'
import type {
  InvitationLandingDto,
  ManagerInvitationCreatedDto,
  ManagerInvitationDto,
  NetworkDto,
  NetworkHotelDto,
  ProspectDto,
} from '#domain/my-network/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import {
  chatChannels,
  chatMembers,
  chatMessages,
  hotelInterests,
  hotelManagerInvitations,
  hotels,
  mailOutbox,
  travelAgencies,
  users,
} from '#server/db/schema.ts'

let t: TestApp
let hotelRows: (typeof hotels.$inferSelect)[]
beforeAll(async () => {
  t = await createTestApp({ hotels: 4, properties: 0 })
  hotelRows = await t.database.db.select().from(hotels).orderBy(hotels.id)
}, 60_000)
afterAll(() => t?.close())

let serial = 0
/** A fresh agency with a supervisor and an agent. */
async function agency() {
  const n = serial++
  const domain = `net-${n}-${Date.now().toString(36)}.example`
  const id = newObjectId()
  await t.database.db.insert(travelAgencies).values({ id, name: `Network House ${n}`, vetting: 'verified' })
  const person = async (local: string, role: Role, agencyId: string | null = id) => {
    const userId = newObjectId()
    const email = `${local}@${domain}`
    await t.database.db
      .insert(users)
      .values({ id: userId, email, role, firstName: local, lastName: 'Test', travelAgencyId: agencyId })
    return { id: userId, email, headers: bearer(await signAccessToken(t.config, { sub: userId })).headers }
  }
  return {
    id,
    name: `Network House ${n}`,
    supervisor: await person('sue', 'supervisorAgent'),
    agent: await person('alex', 'agent'),
    person,
  }
}

const get = (url: string, headers?: Record<string, string>) => t.request(url, { headers })
const send = (method: string, url: string, body: unknown, headers?: Record<string, string>) =>
  t.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const rid = () => `req-${newObjectId()}`

/** An interest of the agency at the hotel (as the save-interest call stores it). */
async function interest(agencyId: string, userId: string, hotelId: string) {
  await t.database.db.insert(hotelInterests).values({
    id: newObjectId(),
    travelAgencyId: agencyId,
    userId,
    hotelId,
    checkIn: '2027-01-10',
    checkOut: '2027-01-14',
    payload: {},
  })
}

/** An enquiry channel of the agency at the hotel, with the agent's question and (optionally) the hotel's reply. */
async function enquiry(agencyId: string, agentId: string, hotelId: string, reply: boolean) {
  const db = t.database.db
  const cid = `enquiry:${newObjectId()}`
  const created = new Date(Date.now() - 3_600_000)
  await db.insert(chatChannels).values({
    id: cid,
    hotelId,
    travelAgencyId: agencyId,
    agentId,
    facts: {
      clientFirstName: 'Ada',
      clientLastName: 'L',
      tls: null,
      cc: null,
      amexCardMember: null,
      checkIn: null,
      checkOut: null,
      rooms: [],
    },
    createdAt: created,
  })
  await db.insert(chatMembers).values({ cid, userId: agentId, party: 'travelAgency' })
  await db.insert(chatMessages).values({
    id: newObjectId(),
    cid,
    seq: 1,
    authorId: agentId,
    clientMessageId: newObjectId(),
    text: 'Suite?',
    createdAt: created,
  })
  if (!reply) return { created }
  const teamId = newObjectId()
  await db
    .insert(users)
    .values({ id: teamId, email: `team-${teamId}@hotel.example`, role: 'customer', hotelId, hasHotelAccess: true })
  await db.insert(chatMembers).values({ cid, userId: teamId, party: 'hotel' })
  const repliedAt = new Date(Date.now() - 1_800_000)
  await db.insert(chatMessages).values({
    id: newObjectId(),
    cid,
    seq: 2,
    authorId: teamId,
    clientMessageId: newObjectId(),
    text: 'Yes',
    createdAt: repliedAt,
  })
  return { created, repliedAt }
}

async function latestMail(recipient: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  return mail
}
const tokenOf = (link: string) => new URL(link).searchParams.get('invitation')!

describe('GET /api/my-network', () => {
  it("answers the agency's hotels from interests, chats and by hand, with contacts, statuses and chat times", async () => {
    const a = await agency()
    const [h1, h2, h3] = hotelRows as [(typeof hotelRows)[0], (typeof hotelRows)[0], (typeof hotelRows)[0]]
    await interest(a.id, a.agent.id, h1.id)
    const { created, repliedAt } = await enquiry(a.id, a.agent.id, h1.id, true)
    await enquiry(a.id, a.supervisor.id, h2.id, false)
    expect((await send('POST', '/api/my-network/hotels', { hotelId: h3.id }, a.agent.headers)).status).toBe(201)
    expect((await send('POST', '/api/my-network/hotels', { hotelId: h3.id }, a.agent.headers)).status).toBe(200)

    const res = await get('/api/my-network', a.supervisor.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const network = (await res.json()) as NetworkDto
    const byId = new Map(network.hotels.map((h) => [h._id, h]))
    expect([...byId.keys()].sort()).toEqual([h1.id, h2.id, h3.id].sort())
    const first = byId.get(h1.id)!
    expect(first).toMatchObject({
      name: h1.name,
      sources: ['interest', 'chat'],
      reservation: { phone: h1.reservationPhone, hours: { days: 'monday-saturday', from: '09:00', to: '17:00' } },
      salesManagers: h1.salesManagers,
      directContract: h1.hasToBeInvitedToDirectContract ? 'not-invited' : 'direct',
      lastEnquiryAt: created.toISOString(),
      lastReplyAt: repliedAt!.toISOString(),
    })
    expect(byId.get(h2.id)).toMatchObject({ sources: ['chat'], lastReplyAt: null })
    expect(byId.get(h3.id)).toMatchObject({ sources: ['added'], lastEnquiryAt: null })
    expect(network.invitations).toEqual([])
    expect(network.prospects).toEqual([])
  })

  it("never shows another agency's network: its hotel entry is 404; 401 signed out; 403 for a customer and without agency", async () => {
    const a = await agency()
    const b = await agency()
    const hotel = hotelRows[0]!
    await interest(a.id, a.agent.id, hotel.id)
    expect((await get(`/api/my-network/hotels/${hotel.id}`, a.agent.headers)).status).toBe(200)
    const other = await get(`/api/my-network/hotels/${hotel.id}`, b.agent.headers)
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ message: NETWORK_MESSAGES.notInNetwork })
    expect(((await (await get('/api/my-network', b.agent.headers)).json()) as NetworkDto).hotels).toEqual([])
    expect((await get('/api/my-network/hotels/nope', a.agent.headers)).status).toBe(404)
    const anon = await get('/api/my-network')
    expect(anon.status).toBe(401)
    expect(await anon.json()).toEqual({ message: 'Not authenticated' })
    const customer = await a.person('carl', 'customer')
    expect((await get('/api/my-network', customer.headers)).status).toBe(403)
    const lonely = await a.person('lone', 'agent', null)
    const none = await get('/api/my-network', lonely.headers)
    expect(none.status).toBe(403)
    expect(await none.json()).toEqual({ message: NETWORK_MESSAGES.noAgency })
  })

  it('lets an admin see the agency they act for', async () => {
    const a = await agency()
    await interest(a.id, a.agent.id, hotelRows[1]!.id)
    const admin = bearer(await signAccessToken(t.config, { sub: demoAccount('admin').id })).headers
    const res = await get('/api/my-network', { ...admin, 'x-acting-travel-agency': a.id })
    expect(res.status).toBe(200)
    expect(((await res.json()) as NetworkDto).hotels.map((h) => h._id)).toEqual([hotelRows[1]!.id])
  })
})

describe('POST and DELETE /api/my-network/hotels', () => {
  it('adds a catalogue hotel by hand and removes it again; bad input 400, unknown hotel 404', async () => {
    const a = await agency()
    const hotel = hotelRows[2]!
    const added = await send('POST', '/api/my-network/hotels', { hotelId: hotel.id }, a.agent.headers)
    expect(added.status).toBe(201)
    expect(((await added.json()) as NetworkHotelDto).sources).toEqual(['added'])
    const bad = await send('POST', '/api/my-network/hotels', { hotelId: 'x' }, a.agent.headers)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Invalid request', errors: { hotelId: NETWORK_MESSAGES.hotel } })
    expect((await send('POST', '/api/my-network/hotels', { hotelId: 'f'.repeat(24) }, a.agent.headers)).status).toBe(
      404,
    )
    const b = await agency()
    expect((await send('DELETE', `/api/my-network/hotels/${hotel.id}`, undefined, b.agent.headers)).status).toBe(404)
    expect((await send('DELETE', `/api/my-network/hotels/${hotel.id}`, undefined, a.agent.headers)).status).toBe(204)
    expect((await get(`/api/my-network/hotels/${hotel.id}`, a.agent.headers)).status).toBe(404)
  })
})

describe('hotel manager invitations', () => {
  const invite = (body: Record<string, unknown>, headers: Record<string, string>) =>
    send('POST', '/api/my-network/manager-invitations', body, headers)

  it('mails the signed link through the outbox once per request id; the landing records opened, then accepted once', async () => {
    const a = await agency()
    const hotel = hotelRows.find((h) => h.hasToBeInvitedToDirectContract) ?? hotelRows[0]!
    const email = `gm-${serial}@grand.example`
    const body = {
      hotelId: hotel.id,
      email: ` ${email.toUpperCase()} `,
      contactName: 'Marc Dupont',
      message: 'See you soon',
      clientRequestId: rid(),
    }
    const res = await invite(body, a.agent.headers)
    expect(res.status).toBe(201)
    const created = (await res.json()) as ManagerInvitationCreatedDto
    expect(created.invitation).toMatchObject({
      hotelId: hotel.id,
      hotelName: hotel.name,
      email,
      contactName: 'Marc Dupont',
      state: 'sent',
      invitedBy: a.agent.id,
    })
    expect(created.link).toMatch(new RegExp(`^${t.config.publicUrl}/distribution/hotels/${hotel.id}\\?invitation=`))
    const mail = await latestMail(email)
    expect(mail).toMatchObject({ kind: 'hotel-manager-invitation', replyTo: a.agent.email })
    expect(mail!.payload.link).toBe(created.link)
    expect(mail!.subject).toBe(`${a.name} invites ${hotel.name} to a direct contract on LDS`)

    // the offline queue sends the same request again: stored and mailed once
    const replay = await invite(body, a.agent.headers)
    expect(replay.status).toBe(200)
    expect(((await replay.json()) as ManagerInvitationCreatedDto).invitation._id).toBe(created.invitation._id)
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(1)

    const token = tokenOf(created.link)
    const opened = await send('POST', '/api/hotel-manager-invitations/open', { token })
    expect(opened.status).toBe(200)
    expect((await opened.json()) as InvitationLandingDto).toEqual({
      hotelId: hotel.id,
      hotelName: hotel.name,
      agencyName: a.name,
      inviter: 'alex Test',
      state: 'opened',
      expiresAt: created.invitation.expiresAt,
    })
    const [row] = await t.database.db
      .select()
      .from(hotelManagerInvitations)
      .where(eq(hotelManagerInvitations.id, created.invitation._id))
    // opening again keeps the first time
    await send('POST', '/api/hotel-manager-invitations/open', { token })
    const [again] = await t.database.db
      .select()
      .from(hotelManagerInvitations)
      .where(eq(hotelManagerInvitations.id, created.invitation._id))
    expect(again!.openedAt).toEqual(row!.openedAt)
    const state = async () =>
      (
        (await (
          await get(`/api/my-network/invitations/${created.invitation._id}`, a.supervisor.headers)
        ).json()) as ManagerInvitationDto
      ).state
    expect(await state()).toBe('opened')

    const badAccept = await send('POST', '/api/hotel-manager-invitations/accept', { token, name: '', email: 'x' })
    expect(badAccept.status).toBe(400)
    expect(((await badAccept.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: NETWORK_MESSAGES.name,
      email: NETWORK_MESSAGES.email,
    })
    const accepted = await send('POST', '/api/hotel-manager-invitations/accept', { token, name: 'Marc Dupont', email })
    expect(accepted.status).toBe(200)
    expect(((await accepted.json()) as InvitationLandingDto).state).toBe('accepted')
    expect(await state()).toBe('accepted')
    // single-use: the link accepts once
    const twice = await send('POST', '/api/hotel-manager-invitations/accept', {
      token,
      name: 'Someone',
      email: 'x@y.example',
    })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toEqual({ message: NETWORK_MESSAGES.invitationUsed })
    const network = (await (await get('/api/my-network', a.agent.headers)).json()) as NetworkDto
    expect(network.invitations[0]).toMatchObject({
      _id: created.invitation._id,
      state: 'accepted',
      acceptedName: 'Marc Dupont',
    })
    expect(network.hotels.find((h) => h._id === hotel.id)).toBeUndefined()

    // another agency never sees it
    const b = await agency()
    expect((await get(`/api/my-network/invitations/${created.invitation._id}`, b.agent.headers)).status).toBe(404)
    expect(((await (await get('/api/my-network', b.agent.headers)).json()) as NetworkDto).invitations).toEqual([])
  })

  it('refuses bad input, an unknown hotel, a forged and an expired link', async () => {
    const a = await agency()
    const hotel = hotelRows[0]!
    const bad = await invite({ hotelId: hotel.id, email: 'nope', clientRequestId: 'x' }, a.agent.headers)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      email: NETWORK_MESSAGES.email,
      clientRequestId: NETWORK_MESSAGES.clientRequestId,
    })
    expect((await invite({ hotelId: 'f'.repeat(24), clientRequestId: rid() }, a.agent.headers)).status).toBe(404)
    expect((await invite({ hotelId: hotel.id, clientRequestId: rid() }, {})).status).toBe(401)

    const { link, invitation } = (await (
      await invite({ hotelId: hotel.id, clientRequestId: rid() }, a.agent.headers)
    ).json()) as ManagerInvitationCreatedDto
    expect(invitation.email).toBeNull()
    const token = tokenOf(link)
    const forged = await send('POST', '/api/hotel-manager-invitations/open', { token: `${token.slice(0, -3)}abc` })
    expect(forged.status).toBe(404)
    expect(await forged.json()).toEqual({ message: NETWORK_MESSAGES.token })
    expect((await send('POST', '/api/hotel-manager-invitations/open', { token: 'not.a.token.at.all' })).status).toBe(
      404,
    )
    expect((await send('POST', '/api/hotel-manager-invitations/open', {})).status).toBe(400)

    // the row's expiry passes (the token's own is checked on the row): 410 with the message, for opening and accepting
    await t.database.db
      .update(hotelManagerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(hotelManagerInvitations.id, invitation._id))
    const expired = await send('POST', '/api/hotel-manager-invitations/open', { token })
    expect(expired.status).toBe(410)
    expect(await expired.json()).toEqual({ message: NETWORK_MESSAGES.invitationExpired })
    const stale = await send('POST', '/api/hotel-manager-invitations/accept', {
      token,
      name: 'Marc',
      email: 'm@h.example',
    })
    expect(stale.status).toBe(410)
  })
})

describe('GET /api/hotels/{id}/hotel-manager-invitation-link', () => {
  it('stores the link as an invitation of the network, answers the same open link again, and expired links are refused', async () => {
    const a = await agency()
    const hotel = hotelRows[3]!
    const first = (await (
      await get(`/api/hotels/${hotel.id}/hotel-manager-invitation-link`, a.agent.headers)
    ).json()) as InvitationLinkAnswer
    const second = (await (
      await get(`/api/hotels/${hotel.id}/hotel-manager-invitation-link`, a.agent.headers)
    ).json()) as InvitationLinkAnswer
    expect(second).toEqual(first)
    const network = (await (await get('/api/my-network', a.supervisor.headers)).json()) as NetworkDto
    expect(network.invitations).toHaveLength(1)
    expect(network.invitations[0]).toMatchObject({
      hotelId: hotel.id,
      email: null,
      state: 'sent',
      expiresAt: first.expiresAt,
    })
    const token = tokenOf(first.link)
    expect(
      ((await (await send('POST', '/api/hotel-manager-invitations/open', { token })).json()) as InvitationLandingDto)
        .state,
    ).toBe('opened')

    // an expired link: 410 with a clear message
    const expiredAt = new Date(Date.now() - 60_000)
    await t.database.db
      .update(hotelManagerInvitations)
      .set({ expiresAt: expiredAt })
      .where(eq(hotelManagerInvitations.id, network.invitations[0]!._id))
    const tokenAt = (await (
      await get(`/api/hotels/${hotel.id}/hotel-manager-invitation-link`, a.agent.headers)
    ).json()) as InvitationLinkAnswer
    expect(tokenAt.link).not.toBe(first.link)
    const refused = await send('POST', '/api/hotel-manager-invitations/open', { token })
    expect(refused.status).toBe(410)
    expect(await refused.json()).toEqual({ message: NETWORK_MESSAGES.invitationExpired })
    expect(
      ((await (await get('/api/my-network', a.agent.headers)).json()) as NetworkDto).invitations.map((i) => i.state),
    ).toEqual(['sent', 'expired'])
  })
})

describe('POST /api/my-network/prospects', () => {
  it('invites a hotel that is not in the system by e-mail, once per request id; listed with its mail state', async () => {
    const a = await agency()
    const email = `anne-${serial}@petit-nice.example`
    const body = {
      hotelName: 'Le Petit Nice',
      email,
      contactName: 'Anne Passédat',
      message: 'We send many guests.',
      clientRequestId: rid(),
    }
    const res = await send('POST', '/api/my-network/prospects', body, a.agent.headers)
    expect(res.status).toBe(201)
    const prospect = (await res.json()) as ProspectDto
    expect(prospect).toMatchObject({ hotelName: 'Le Petit Nice', email, contactName: 'Anne Passédat', state: 'queued' })
    expect(await latestMail(email)).toMatchObject({ kind: 'hotel-prospect-invitation', replyTo: a.agent.email })
    expect(await latestMail(t.config.mailTo)).toMatchObject({
      kind: 'hotel-prospect-team',
      subject: 'New hotel for the network: Le Petit Nice',
    })
    const replay = await send('POST', '/api/my-network/prospects', body, a.agent.headers)
    expect(replay.status).toBe(200)
    expect(((await replay.json()) as ProspectDto)._id).toBe(prospect._id)
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(1)
    expect(
      ((await (await get('/api/my-network', a.supervisor.headers)).json()) as NetworkDto).prospects.map((p) => p._id),
    ).toEqual([prospect._id])
    const b = await agency()
    expect(((await (await get('/api/my-network', b.agent.headers)).json()) as NetworkDto).prospects).toEqual([])
  })

  it('refuses bad input (400 with field messages) and a hotel that is in the system (409)', async () => {
    const a = await agency()
    const bad = await send(
      'POST',
      '/api/my-network/prospects',
      { hotelName: '', email: 'a@', clientRequestId: rid() },
      a.agent.headers,
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      message: 'Invalid request',
      errors: {
        hotelName: NETWORK_MESSAGES.hotelName,
        email: NETWORK_MESSAGES.email,
        contactName: NETWORK_MESSAGES.contactName,
      },
    })
    const listed = hotelRows[0]!
    const taken = await send(
      'POST',
      '/api/my-network/prospects',
      { hotelName: listed.name.toUpperCase(), email: 'x@h.example', contactName: 'X', clientRequestId: rid() },
      a.agent.headers,
    )
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({ message: NETWORK_MESSAGES.inSystem(listed.name) })
  })
})
