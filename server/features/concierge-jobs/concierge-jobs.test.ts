import { eq } from 'drizzle-orm'
import { createLogger } from '#server/lib/logger.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import type { ChatMessagePage } from '#domain/chat/chat-types.ts'
import { JOB_MESSAGES } from '#domain/concierge-jobs/schemas.ts'
import type { ConciergeJobDetailDto, ConciergeJobListDto, JobPlaceListDto } from '#domain/concierge-jobs/types.ts'
import { createOutbox } from '#server/integrations/mail/outbox.ts'
import { conciergeJobs, hotels, mailOutbox, properties, users } from '#server/db/schema.ts'
import { createConciergeReminders } from './reminders.ts'
import { createConciergeJobRepository } from './repository.ts'
import { REMINDER_MAIL_KIND } from './mails.ts'

let t: TestApp
type World = { hotelId: string; otherHotelId: string; ids: Record<string, string> }
let w: World

/** Two chat-enabled hotels, each with a reservation team user; the demo agency's people and another agency's agent. */
async function world(): Promise<World> {
  const db = t.database.db
  const list = await db.select({ id: hotels.id }).from(hotels).orderBy(hotels.id).limit(2)
  const team = async (hotelId: string, name: string) => {
    await db.update(hotels).set({ isChatEnabled: true }).where(eq(hotels.id, hotelId))
    const id = newObjectId()
    await db.insert(users).values({
      id,
      email: `${name}-${id}@hotel.example`,
      role: 'customer',
      firstName: name,
      lastName: 'Team',
      hotelId,
      hasHotelAccess: true,
    })
    return id
  }
  return {
    hotelId: list[0]!.id,
    otherHotelId: list[1]!.id,
    ids: {
      agent: demoAccount('agent').id,
      supervisorAgent: demoAccount('supervisorAgent').id,
      otherAgent: demoAccount('corporateDesignAgent').id,
      hotelTeam: await team(list[0]!.id, 'Reservations'),
      otherHotelTeam: await team(list[1]!.id, 'Elsewhere'),
    },
  }
}

const authAs = async (_: TestApp, userId: string) => bearer(await signAccessToken(t.config, { sub: userId }))

/** An enquiry channel at `hotelId` opened by `userId`; its cid. */
async function openChannel(_: TestApp, hotelId: string, userId: string): Promise<string> {
  const res = await t.request(`/api/hotels/${hotelId}/chats`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await authAs(t, userId)).headers },
    body: JSON.stringify({
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      amexCardMember: '',
      tls: '4711',
      cc: '0815',
      messageText: 'Do you have a suite with a view for our client?',
      rooms: [{ numAdults: 2, numChildren: 0 }],
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { cid: string }).cid
}
let propertyId: string
beforeAll(async () => {
  t = await createTestApp({ hotels: 3, properties: 1, logger: createLogger('error') })
  w = await world()
  const [p] = await t.database.db.select({ id: properties.id }).from(properties).limit(1)
  propertyId = p!.id
})
afterAll(() => t.close())

const as = async (key: string) => (await authAs(t, w.ids[key]!)).headers
const send = async (method: string, url: string, body: unknown, who: string | null) =>
  t.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(who ? await as(who) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const get = async (url: string, who: string | null) => t.request(url, { headers: who ? await as(who) : {} })

const job = (over: Record<string, unknown> = {}) => ({
  clientName: 'Ada Lovelace',
  placeKind: 'hotel',
  placeId: w.hotelId,
  serviceKind: 'transfer',
  dueLocal: '2027-01-10T18:30',
  notes: 'Geneva airport, two ski bags',
  ...over,
})
async function created(over: Record<string, unknown> = {}, who = 'agent'): Promise<ConciergeJobDetailDto> {
  const res = await send('POST', '/api/concierge-jobs', job(over), who)
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as ConciergeJobDetailDto
}

describe('POST /api/concierge-jobs', () => {
  it('creates a job in the place’s zone, assigned to a colleague, with its history', async () => {
    const j = await created({ assigneeId: w.ids.supervisorAgent })
    expect(j).toMatchObject({
      clientName: 'Ada Lovelace',
      place: { kind: 'hotel', id: w.hotelId },
      serviceKind: 'transfer',
      serviceOther: '',
      dueLocal: '2027-01-10T18:30',
      status: 'open',
      assignee: { _id: w.ids.supervisorAgent },
      channelCid: null,
    })
    expect(j.timeZone).toBe(j.place.timeZone)
    expect(new Date(j.dueAt).getTime()).toBeLessThan(Date.parse('2027-01-10T18:30:00Z') + 1)
    // newest first
    expect(j.history.map((e) => [e.kind, e.party])).toEqual([
      ['assigned', 'agency'],
      ['created', 'agency'],
    ])
    const p = await created({
      placeKind: 'property',
      placeId: propertyId,
      serviceKind: 'other',
      serviceOther: 'Sleigh ride',
    })
    expect(p.place.kind).toBe('property')
    expect(p.serviceOther).toBe('Sleigh ride')
  })

  it('answers 400 with field messages, 401 signed out, 403 without an agency', async () => {
    const bad = await send(
      'POST',
      '/api/concierge-jobs',
      job({ clientName: ' ', dueLocal: '2027-02-30T10:00' }),
      'agent',
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      message: 'Invalid request',
      errors: { clientName: JOB_MESSAGES.clientName, dueLocal: JOB_MESSAGES.dueLocal },
    })
    const unknownHotel = await send('POST', '/api/concierge-jobs', job({ placeId: 'f'.repeat(24) }), 'agent')
    expect(unknownHotel.status).toBe(400)
    expect(((await unknownHotel.json()) as { errors: object }).errors).toEqual({ placeId: JOB_MESSAGES.place })
    // a member of another agency is no assignee
    const stranger = await send('POST', '/api/concierge-jobs', job({ assigneeId: w.ids.otherAgent }), 'agent')
    expect(((await stranger.json()) as { errors: object }).errors).toEqual({ assigneeId: JOB_MESSAGES.assignee })
    const anon = await send('POST', '/api/concierge-jobs', job(), null)
    expect(anon.status).toBe(401)
    expect(await anon.json()).toEqual({ message: 'Not authenticated' })
    expect((await send('POST', '/api/concierge-jobs', job(), 'hotelTeam')).status).toBe(403)
  })
})

describe('reading, filtering, editing', () => {
  it('lists the agency’s jobs by status, assignee, hotel and local day; never another agency’s (404)', async () => {
    const mine = await created({ dueLocal: '2027-03-01T09:00', assigneeId: w.ids.agent })
    const theirs = await created({ dueLocal: '2027-03-01T09:00' }, 'otherAgent')
    const list = async (q: string, who = 'agent') => {
      const res = await get(`/api/concierge-jobs${q}`, who)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      return ((await res.json()) as ConciergeJobListDto).jobs.map((j) => j._id)
    }
    expect(await list('?from=2027-03-01&to=2027-03-01')).toEqual([mine._id])
    expect(await list('?assignee=me&status=open')).toContain(mine._id)
    expect(await list(`?hotelId=${w.otherHotelId}`)).toEqual([])
    expect(await list('?status=done')).not.toContain(mine._id)
    expect(await list('')).not.toContain(theirs._id)
    expect((await get('/api/concierge-jobs?status=lost', 'agent')).status).toBe(400)
    expect((await get('/api/concierge-jobs?from=2027-13-01', 'agent')).status).toBe(400)

    expect((await get(`/api/concierge-jobs/${theirs._id}`, 'agent')).status).toBe(404)
    expect((await get(`/api/concierge-jobs/nope`, 'agent')).status).toBe(404)
    expect((await send('PUT', `/api/concierge-jobs/${theirs._id}`, job(), 'agent')).status).toBe(404)
    expect(
      (await send('POST', `/api/concierge-jobs/${theirs._id}/status`, { status: 'cancelled' }, 'agent')).status,
    ).toBe(404)
    expect(
      (await send('PUT', `/api/concierge-jobs/${theirs._id}/assignee`, { assigneeId: null }, 'agent')).status,
    ).toBe(404)
    expect((await get(`/api/concierge-jobs/${mine._id}`, 'supervisorAgent')).status).toBe(200)
  })

  it('edits a job and assigns it, recording who did what; a done job cannot change', async () => {
    const j = await created()
    const edited = await send(
      'PUT',
      `/api/concierge-jobs/${j._id}`,
      job({ serviceKind: 'restaurant', notes: 'Table for 4' }),
      'agent',
    )
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ serviceKind: 'restaurant', notes: 'Table for 4' })
    expect((await send('PUT', `/api/concierge-jobs/${j._id}`, job({ serviceKind: 'x' }), 'agent')).status).toBe(400)
    const assigned = await send(
      'PUT',
      `/api/concierge-jobs/${j._id}/assignee`,
      { assigneeId: w.ids.supervisorAgent },
      'agent',
    )
    const after = (await assigned.json()) as ConciergeJobDetailDto
    expect(after.assignee?._id).toBe(w.ids.supervisorAgent)
    expect(after.history.map((e) => e.kind)).toEqual(['assigned', 'edited', 'created'])
    expect((await send('PUT', `/api/concierge-jobs/${j._id}/assignee`, { assigneeId: 'x' }, 'agent')).status).toBe(400)

    const status = (s: string) => send('POST', `/api/concierge-jobs/${j._id}/status`, { status: s }, 'agent')
    expect((await status('done')).status).toBe(409)
    expect((await status('confirmed')).status).toBe(200)
    expect((await status('done')).status).toBe(200)
    expect((await status('open')).status).toBe(409)
    expect((await status('nonsense')).status).toBe(400)
    expect((await send('PUT', `/api/concierge-jobs/${j._id}`, job(), 'agent')).status).toBe(409)
  })

  it('finds hotels and properties to choose from', async () => {
    const [h] = await t.database.db.select({ name: users.email }).from(users).limit(1)
    expect(h).toBeDefined()
    const res = await get(`/api/concierge-jobs/places?q=${encodeURIComponent('a')}`, 'agent')
    expect(res.status).toBe(400)
    const list = (await (await get('/api/concierge-jobs/places?q=ho', 'agent')).json()) as JobPlaceListDto
    expect(Array.isArray(list.places)).toBe(true)
  })
})

describe('the hand-off to the hotel in the chat', () => {
  it('sends the job into the agency’s enquiry channel; the hotel’s team confirms there, an agent cannot', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent)
    const j = await created()
    const channels = (await (await get(`/api/concierge-jobs/${j._id}/channels`, 'agent')).json()) as {
      channels: { cid: string }[]
    }
    expect(channels.channels.map((c) => c.cid)).toContain(cid)
    // a channel at another hotel is refused
    const otherCid = await openChannel(t, w.otherHotelId, w.ids.agent)
    const wrong = await send('POST', `/api/concierge-jobs/${j._id}/send-to-hotel`, { cid: otherCid }, 'agent')
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { errors: object }).errors).toEqual({ cid: JOB_MESSAGES.channel })

    const sent = await send('POST', `/api/concierge-jobs/${j._id}/send-to-hotel`, { cid }, 'agent')
    expect(sent.status, await sent.clone().text()).toBe(200)
    expect(await sent.json()).toMatchObject({ status: 'sent', channelCid: cid })
    expect((await send('POST', `/api/concierge-jobs/${j._id}/send-to-hotel`, { cid }, 'agent')).status).toBe(409)

    const page = async () =>
      ((await (await get(`/api/chat/channels/${cid}/messages`, 'hotelTeam')).json()) as ChatMessagePage).messages
    const card = (await page()).at(-1)!
    expect(card.attachment).toMatchObject({ type: 'concierge-job', jobId: j._id, serviceKind: 'transfer' })
    expect(card.text).toContain('Concierge request: Transfer for Ada Lovelace')

    const answer = (who: string, a = 'confirmed') =>
      send('POST', `/api/concierge-jobs/${j._id}/hotel-answer`, { answer: a }, who)
    const agent = await answer('agent')
    expect(agent.status).toBe(403)
    expect(await agent.json()).toEqual({ message: JOB_MESSAGES.notTheHotel })
    expect((await send('POST', `/api/concierge-jobs/${j._id}/status`, { status: 'confirmed' }, 'agent')).status).toBe(
      403,
    )
    expect((await answer('otherHotelTeam')).status).toBe(404)
    expect((await answer('otherAgent')).status).toBe(404)
    expect((await answer('hotelTeam', 'maybe')).status).toBe(400)
    const ok = await answer('hotelTeam')
    expect(ok.status).toBe(200)
    expect((await answer('hotelTeam', 'declined')).status).toBe(409)

    const after = (await (await get(`/api/concierge-jobs/${j._id}`, 'agent')).json()) as ConciergeJobDetailDto
    expect(after.status).toBe('confirmed')
    expect(after.history[0]).toMatchObject({
      kind: 'hotel-answered',
      party: 'hotel',
      actor: 'Reservations Team',
      detail: 'confirmed',
    })
    expect((await page()).at(-1)!.attachment).toEqual({ type: 'concierge-answer', jobId: j._id, answer: 'confirmed' })
  })

  it('a declined job can be sent again; a property job cannot be sent', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent)
    const j = await created()
    await send('POST', `/api/concierge-jobs/${j._id}/send-to-hotel`, { cid }, 'agent')
    expect(
      (await send('POST', `/api/concierge-jobs/${j._id}/hotel-answer`, { answer: 'declined' }, 'hotelTeam')).status,
    ).toBe(200)
    expect((await send('POST', `/api/concierge-jobs/${j._id}/send-to-hotel`, { cid }, 'agent')).status).toBe(200)
    const p = await created({ placeKind: 'property', placeId: propertyId })
    expect((await send('POST', `/api/concierge-jobs/${p._id}/send-to-hotel`, { cid }, 'agent')).status).toBe(409)
    expect((await send('POST', `/api/concierge-jobs/${p._id}/send-to-hotel`, { cid: 'x' }, 'agent')).status).toBe(400)
  })
})

describe('due-time reminders', () => {
  it('mails the assignee once, even when two processes sweep at the same time; again after the due time moves', async () => {
    const j = await created({ assigneeId: w.ids.supervisorAgent, dueLocal: '2027-06-01T12:00' })
    const dueAt = new Date(j.dueAt)
    const repo = () => createConciergeJobRepository(t.database.db, createOutbox(t.database.db))
    const sweeper = (at: Date) =>
      createConciergeReminders({ repo: repo(), publicUrl: 'https://lds.example', now: () => at })
    const mails = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, REMINDER_MAIL_KIND))).filter((m) =>
        String((m.payload as { link: string }).link).endsWith(j._id),
      )
    // 30 hours before: nothing; 20 hours before: the day reminder, by one of two sweeps
    expect(await sweeper(new Date(dueAt.getTime() - 30 * 3_600_000)).sweep()).toBe(0)
    const day = new Date(dueAt.getTime() - 20 * 3_600_000)
    const [a, b] = await Promise.all([sweeper(day).sweep(), sweeper(day).sweep()])
    expect(a + b).toBeGreaterThanOrEqual(1)
    let sent = await mails()
    expect(sent.length).toBe(1)
    const [supervisor] = await t.database.db.select().from(users).where(eq(users.id, w.ids.supervisorAgent))
    expect(sent[0]!.recipient).toBe(supervisor!.email)
    expect(sent[0]!.subject).toBe('Reminder: Transfer for Ada Lovelace (in 24 hours)')
    expect((await Promise.all([sweeper(day).sweep(), sweeper(day).sweep()])).reduce((x, y) => x + y)).toBe(0)
    // 1 hour before: the soon reminder, once
    const soon = new Date(dueAt.getTime() - 3_600_000)
    await Promise.all([sweeper(soon).sweep(), sweeper(soon).sweep()])
    sent = await mails()
    expect(sent.map((m) => (m.payload as { stage: string }).stage).sort()).toEqual(['day', 'soon'])
    const history = (await (await get(`/api/concierge-jobs/${j._id}`, 'agent')).json()) as ConciergeJobDetailDto
    expect(history.history.filter((e) => e.kind === 'reminder-sent').map((e) => e.detail)).toEqual(['soon', 'day'])
    // a new due time: reminders due again; a cancelled job gets none
    await send(
      'PUT',
      `/api/concierge-jobs/${j._id}`,
      job({ assigneeId: w.ids.supervisorAgent, dueLocal: '2027-06-02T12:00' }),
      'agent',
    )
    const [row] = await t.database.db.select().from(conciergeJobs).where(eq(conciergeJobs.id, j._id))
    expect(row!.remindedDayAt).toBeNull()
    await send('POST', `/api/concierge-jobs/${j._id}/status`, { status: 'cancelled' }, 'agent')
    expect(await sweeper(new Date(row!.dueAt.getTime() - 3_600_000)).sweep()).toBe(0)
  })
})
