/**
 * Stream mode: POST /api/hotels/{id}/chats stores the enquiry and creates its channel in Stream
 * (docs/product/chat-stream.md#channels). msw stands in for Stream's REST API; a refused call
 * answers 503 and the retry with the same Idempotency-Key creates the channel.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { CHAT_MESSAGES } from '#domain/chat/chat-rules.ts'
import { streamChannelId } from '#server/integrations/chat/stream.ts'
import { authAs, chatWorld, enquiryBody, type ChatWorld } from './chat-fixtures.ts'

const BASE = 'https://chat.stream-io-api.com'
type Call = { path: string; body: Record<string, unknown> }
const calls: Call[] = []
let failing = false

const stream = setupServer(
  http.post(`${BASE}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname
    const body = (await request.json()) as Record<string, unknown>
    if (failing) return HttpResponse.json({ message: 'unavailable' }, { status: 503 })
    calls.push({ path, body })
    const channel = /^\/channels\/(\w+)\/([\w-]+)\/(query|message)$/.exec(path)
    if (channel?.[3] === 'query') {
      const [, type, id] = channel
      return HttpResponse.json({
        channel: { id, type, cid: `${type}:${id}`, config: {}, own_capabilities: [] },
        members: [],
        messages: [],
        read: [],
        duration: '1ms',
      })
    }
    if (channel?.[3] === 'message') return HttpResponse.json({ message: body.message, duration: '1ms' })
    return HttpResponse.json({ users: body.users, duration: '1ms' })
  }),
)

let t: TestApp
let w: ChatWorld
beforeAll(async () => {
  stream.listen({ onUnhandledRequest: 'bypass' })
  t = await createTestApp({
    hotels: 3,
    properties: 3,
    env: { STREAM_API_KEY: 'key', STREAM_API_SECRET: 'stream-test-secret-of-32-characters!' },
  })
  w = await chatWorld(t)
}, 60_000)
beforeEach(() => {
  calls.length = 0
  failing = false
})
afterAll(async () => {
  stream.close()
  await t.close()
})

const enquire = async (key: string) =>
  t.json(`/api/hotels/${w.hotelId}/chats`, enquiryBody(), await authAs(t, w.ids.agent!, { 'Idempotency-Key': key }))

describe('an enquiry in Stream mode', () => {
  it("creates the stored channel in Stream: the hotel's team and the agent as members, the facts, the enquiry's text", async () => {
    const res = await enquire('stream-1')
    expect(res.status).toBe(201)
    const { cid } = (await res.json()) as { cid: string }
    const id = streamChannelId(cid)
    const query = calls.find((c) => c.path === `/channels/messaging/${id}/query`)!
    const data = query.body.data as { members: string[]; lds_cid: string; facts: { clientLastName: string } }
    expect(data.lds_cid).toBe(cid)
    expect(data.members).toEqual(expect.arrayContaining([w.ids.agent, w.ids.hotelTeam]))
    expect(data.members).not.toContain(w.ids.otherHotelTeam)
    expect(data.facts.clientLastName).toBe('Lovelace')
    const message = calls.find((c) => c.path === `/channels/messaging/${id}/message`)!
    expect(message.body.message).toMatchObject({
      id: `${id}-enquiry`,
      text: enquiryBody().messageText,
      user_id: w.ids.agent,
    })
    // the users upserted first, with their party
    const users = calls.find((c) => c.path === '/users')!.body.users as Record<string, { party: string }>
    expect(users[w.ids.hotelTeam!]!.party).toBe('hotel')
    expect(users[w.ids.agent!]!.party).toBe('travelAgency')
  })

  it('answers 503 with a clear message when Stream refuses, and the retry with the same key creates it', async () => {
    failing = true
    const refused = await enquire('stream-2')
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { message: string }).message).toBe(CHAT_MESSAGES.unavailable)
    failing = false
    const retried = await enquire('stream-2')
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBe('true')
    const { cid } = (await retried.json()) as { cid: string }
    expect(calls.some((c) => c.path === `/channels/messaging/${streamChannelId(cid)}/query`)).toBe(true)
    // one channel stored for the two tries
    const list = await t.request('/api/chat/channels', await authAs(t, w.ids.agent!))
    const channels = ((await list.json()) as { channels: { cid: string }[] }).channels
    expect(channels.filter((c) => c.cid === cid)).toHaveLength(1)
  })
})

describe('a concierge job handed to the hotel in Stream mode (docs/product/concierge-jobs.md#stream-mode)', () => {
  it("posts the job's text with its link into the Stream channel; the agency records the hotel's answer", async () => {
    const { cid } = (await (await enquire('stream-job')).json()) as { cid: string }
    const agent = await authAs(t, w.ids.agent!)
    const created = await t.json(
      '/api/concierge-jobs',
      {
        clientName: 'Ada Lovelace',
        placeKind: 'hotel',
        placeId: w.hotelId,
        serviceKind: 'spa',
        dueLocal: '2027-02-01T11:00',
      },
      agent,
    )
    expect(created.status).toBe(201)
    const { _id } = (await created.json()) as { _id: string }
    calls.length = 0
    const sent = await t.json(`/api/concierge-jobs/${_id}/send-to-hotel`, { cid }, agent)
    expect(sent.status).toBe(200)
    const message = calls.find((c) => c.path === `/channels/messaging/${streamChannelId(cid)}/message`)!
    const body = message.body.message as { text: string; user_id: string }
    expect(body.user_id).toBe(w.ids.agent)
    expect(body.text).toContain('Concierge request: Spa treatment for Ada Lovelace')
    expect(body.text).toContain(`/partner/concierge-jobs/${_id}`)
    // no buttons in Stream: the agency records the answer it read there
    const recorded = await t.json(`/api/concierge-jobs/${_id}/status`, { status: 'confirmed' }, agent)
    expect(recorded.status).toBe(200)
    expect(await recorded.json()).toMatchObject({
      status: 'confirmed',
      history: [{ kind: 'status-changed', detail: 'confirmed (recorded for the hotel)' }, {}, {}],
    })
  })
})
