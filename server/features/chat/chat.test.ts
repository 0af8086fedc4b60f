import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { CHAT_MESSAGES } from '#domain/chat/chat-rules.ts'
import type { ChatChannel, ChatChannelList, ChatMessage, ChatMessagePage } from '#domain/chat/chat-types.ts'
import { chatChannels, chatMembers, chatMessages } from '#server/db/schema.ts'
import { authAs, chatWorld, enquiryBody, openChannel, type ChatWorld } from './chat-fixtures.ts'

let t: TestApp
let w: ChatWorld

beforeAll(async () => {
  t = await createTestApp({ hotels: 3, properties: 3 })
  w = await chatWorld(t)
}, 60_000)
afterAll(() => t?.close())

const send = async (cid: string, userId: string, text: string, clientMessageId = crypto.randomUUID()) =>
  t.json(`/api/chat/channels/${cid}/messages`, { clientMessageId, text }, await authAs(t, userId))
const get = async (url: string, userId: string) => t.request(url, await authAs(t, userId))

describe('POST /api/hotels/{id}/chats', () => {
  it('opens a channel with its members, facts and first message', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const members = await t.database.db.select().from(chatMembers).where(eq(chatMembers.cid, cid))
    const byUser = new Map(members.map((m) => [m.userId, m.party]))
    expect(byUser.get(w.ids.agent!)).toBe('travelAgency')
    expect(byUser.get(w.ids.supervisorAgent!)).toBe('travelAgency')
    expect(byUser.get(w.ids.hotelTeam!)).toBe('hotel')
    expect(byUser.has(w.ids.otherHotelTeam!)).toBe(false)
    expect(byUser.has(w.ids.otherAgent!)).toBe(false)
    const res = await get(`/api/chat/channels/${cid}`, w.ids.agent!)
    expect(res.status).toBe(200)
    const channel = (await res.json()) as ChatChannel
    expect(channel.facts).toMatchObject({ clientFirstName: 'Ada', tls: 'TLS4711', cc: 'CC0815', checkIn: '2027-01-10' })
    expect(channel.lastSeq).toBe(1)
    expect(channel.lastMessage?.text).toBe(enquiryBody().messageText)
    expect(channel.agent.party).toBe('travelAgency')
    expect(channel.hotel.timeZone).toMatch(/\//)
  })

  it('answers a repeated Idempotency-Key with the same cid, also concurrently', async () => {
    const key = crypto.randomUUID()
    const opts = await authAs(t, w.ids.agent!, { 'Idempotency-Key': key })
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.json(`/api/hotels/${w.hotelId}/chats`, enquiryBody(), opts)),
    )
    const cids = await Promise.all(answers.map(async (r) => ((await r.json()) as { cid: string }).cid))
    expect(new Set(cids).size).toBe(1)
    const again = await t.json(`/api/hotels/${w.hotelId}/chats`, enquiryBody(), opts)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const rows = await t.database.db.select().from(chatChannels).where(eq(chatChannels.idempotencyKey, key))
    expect(rows).toHaveLength(1)
  })

  it('answers 422 when an Idempotency-Key comes again with another enquiry, and stores nothing more', async () => {
    const key = crypto.randomUUID()
    const opts = await authAs(t, w.ids.agent!, { 'Idempotency-Key': key })
    expect((await t.json(`/api/hotels/${w.hotelId}/chats`, enquiryBody(), opts)).status).toBe(201)
    for (const [url, body] of [
      [`/api/hotels/${w.hotelId}/chats`, enquiryBody({ messageText: 'Another question altogether' })],
      [`/api/hotels/${w.hotelId}/chats`, enquiryBody({ clientLastName: 'Byron' })],
      [`/api/hotels/${w.otherHotelId}/chats`, enquiryBody()],
    ] as const) {
      const res = await t.json(url, body, opts)
      expect(res.status).toBe(422)
      expect(((await res.json()) as { message: string }).message).toBe(
        'This Idempotency-Key was already used for a different enquiry',
      )
    }
    const rows = await t.database.db.select().from(chatChannels).where(eq(chatChannels.idempotencyKey, key))
    expect(rows).toHaveLength(1)
  })

  it('refuses bad input, unknown hotels, hotels without chat, users without agency and visitors', async () => {
    const opts = await authAs(t, w.ids.agent!)
    const bad = await t.json(
      `/api/hotels/${w.hotelId}/chats`,
      enquiryBody({ messageText: '', clientFirstName: 3 }),
      opts,
    )
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { errors: Record<string, string> }
    expect(body.errors.messageText).toBe(CHAT_MESSAGES.message)
    expect(body.errors.clientFirstName).toBeDefined()
    const notJson = await t.request(`/api/hotels/${w.hotelId}/chats`, {
      method: 'POST',
      headers: { ...opts.headers, 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
    expect((await t.json(`/api/hotels/0123456789abcdef01234567/chats`, enquiryBody(), opts)).status).toBe(404)
    expect((await t.json(`/api/hotels/nope/chats`, enquiryBody(), opts)).status).toBe(404)
    const closed = await t.json(`/api/hotels/${w.closedHotelId}/chats`, enquiryBody(), opts)
    expect(closed.status).toBe(409)
    expect(((await closed.json()) as { message: string }).message).toBe(CHAT_MESSAGES.notReady(w.closedHotelName))
    const noAgency = await t.json(`/api/hotels/${w.hotelId}/chats`, enquiryBody(), await authAs(t, w.ids.noAgency!))
    expect(noAgency.status).toBe(403)
    expect((await t.json(`/api/hotels/${w.hotelId}/chats`, enquiryBody())).status).toBe(401)
  })
})

describe('messages', () => {
  it('stores a message with the next seq and pages back through history', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    for (let i = 0; i < 4; i++) expect((await send(cid, w.ids.hotelTeam!, `answer ${i}`)).status).toBe(201)
    const res = await get(`/api/chat/channels/${cid}/messages?limit=2`, w.ids.agent!)
    const page = (await res.json()) as ChatMessagePage
    expect(page.messages.map((m) => m.seq)).toEqual([4, 5])
    expect(page.hasMore).toBe(true)
    const older = (await (
      await get(`/api/chat/channels/${cid}/messages?before=4&limit=50`, w.ids.agent!)
    ).json()) as ChatMessagePage
    expect(older.messages.map((m) => m.seq)).toEqual([1, 2, 3])
    expect(older.hasMore).toBe(false)
    expect(older.messages[1]!.author.party).toBe('hotel')
    expect((await get(`/api/chat/channels/${cid}/messages?limit=0`, w.ids.agent!)).status).toBe(400)
    expect((await get(`/api/chat/channels/${cid}/messages?before=x`, w.ids.agent!)).status).toBe(400)
  })

  it('stores a repeated clientMessageId once, also under concurrent repeats', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const id = crypto.randomUUID()
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(cid, w.ids.agent!, 'once', id)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201])
    const messages = await Promise.all(answers.map(async (r) => (await r.json()) as ChatMessage))
    expect(new Set(messages.map((m) => m.id)).size).toBe(1)
    const again = await send(cid, w.ids.agent!, 'once', id)
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.cid, cid), eq(chatMessages.clientMessageId, id)))
    expect(rows).toHaveLength(1)
    const channel = (await (await get(`/api/chat/channels/${cid}`, w.ids.agent!)).json()) as ChatChannel
    expect(channel.lastSeq).toBe(2)
  })

  it('gives concurrent writers distinct, gapless seqs', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const writers = [w.ids.agent!, w.ids.hotelTeam!, w.ids.supervisorAgent!]
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(cid, writers[i % 3]!, `m${i}`)))
    expect(answers.every((r) => r.status === 201)).toBe(true)
    const seqs = (await Promise.all(answers.map(async (r) => ((await r.json()) as ChatMessage).seq))).sort(
      (a, b) => a - b,
    )
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, i) => i + 2))
  })

  it('refuses bad messages with field errors', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const opts = await authAs(t, w.ids.agent!)
    const empty = await t.json(
      `/api/chat/channels/${cid}/messages`,
      { clientMessageId: crypto.randomUUID(), text: ' ' },
      opts,
    )
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.text).toBe(CHAT_MESSAGES.message)
    const long = await t.json(
      `/api/chat/channels/${cid}/messages`,
      { clientMessageId: crypto.randomUUID(), text: 'x'.repeat(5001) },
      opts,
    )
    expect(long.status).toBe(400)
    const badId = await t.json(`/api/chat/channels/${cid}/messages`, { clientMessageId: 'x', text: 'hi' }, opts)
    expect(badId.status).toBe(400)
  })
})

describe('read markers and unread counts', () => {
  it('counts messages of others after the read marker; the marker moves forward only, capped', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const before = (await (await get('/api/chat/unread', w.ids.hotelTeam!)).json()) as { unreadTotal: number }
    await send(cid, w.ids.agent!, 'second')
    await send(cid, w.ids.hotelTeam!, 'answer')
    const list = (await (
      await get(`/api/chat/channels?hotelId=${w.hotelId}`, w.ids.hotelTeam!)
    ).json()) as ChatChannelList
    const mine = list.channels.find((c) => c.cid === cid)!
    expect(mine.unreadCount).toBe(2)
    expect(mine.lastMessage?.text).toBe('answer')
    expect(list.unreadTotal).toBe(before.unreadTotal + 1)
    const opts = await authAs(t, w.ids.hotelTeam!)
    expect((await t.json(`/api/chat/channels/${cid}/read`, { seq: 2 }, opts)).status).toBe(204)
    expect((await t.json(`/api/chat/channels/${cid}/read`, { seq: 1 }, opts)).status).toBe(204)
    let channel = (await (await get(`/api/chat/channels/${cid}`, w.ids.hotelTeam!)).json()) as ChatChannel
    expect(channel.readSeq).toBe(2)
    expect(channel.unreadCount).toBe(0)
    await t.json(`/api/chat/channels/${cid}/read`, { seq: 999 }, opts)
    channel = (await (await get(`/api/chat/channels/${cid}`, w.ids.hotelTeam!)).json()) as ChatChannel
    expect(channel.readSeq).toBe(3)
    const agentView = (await (await get(`/api/chat/channels/${cid}`, w.ids.agent!)).json()) as ChatChannel
    expect(agentView.otherPartyReadSeq).toBe(3)
    expect(agentView.unreadCount).toBe(1)
    expect((await t.json(`/api/chat/channels/${cid}/read`, { seq: -1 }, opts)).status).toBe(400)
    expect((await t.json(`/api/chat/channels/${cid}/read`, { seq: 'x' }, opts)).status).toBe(400)
  })

  it('lists newest activity first and honours limit', async () => {
    const a = await openChannel(t, w.otherHotelId, w.ids.agent!)
    const b = await openChannel(t, w.otherHotelId, w.ids.agent!)
    await send(a, w.ids.agent!, 'later')
    const list = (await (
      await get(`/api/chat/channels?limit=9999&hotelId=${w.otherHotelId}`, w.ids.agent!)
    ).json()) as ChatChannelList
    expect(list.channels.slice(0, 2).map((c) => c.cid)).toEqual([a, b])
    const one = (await (await get(`/api/chat/channels?limit=1`, w.ids.agent!)).json()) as ChatChannelList
    expect(one.channels).toHaveLength(1)
    expect((await get(`/api/chat/channels?limit=10000`, w.ids.agent!)).status).toBe(400)
  })
})
