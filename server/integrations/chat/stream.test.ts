/**
 * Contract tests of the calls we make to Stream's REST API (docs/product/chat-stream.md#tests):
 * msw stands in for https://chat.stream-io-api.com; shapes from Stream's REST documentation
 * (POST /users with a map of users by id; POST /channels/{type}/{id}/query with `data.members` and
 * `created_by_id`; POST /channels/{type}/{id}/message with `message.user_id`).
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { jwtVerify } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChatUser } from '#domain/chat/chat-types.ts'
import { createStreamChat, streamChannelId } from './stream.ts'

const BASE = 'https://chat.stream-io-api.com'
const SECRET = 'test-secret-of-at-least-32-characters!'
const agent: ChatUser = { id: 'u-agent', name: 'Camille Dubois', party: 'travelAgency' }
const team: ChatUser = { id: 'u-hotel', name: 'Reservations Badrutt', party: 'hotel' }
const admin: ChatUser = { id: 'u-admin', name: 'Ada Admin', party: 'admin' }

type Seen = { method: string; path: string; query: URLSearchParams; auth: string | null; body: unknown }
const seen: Seen[] = []
const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    const url = new URL(request.url)
    const body = request.method === 'GET' ? undefined : await request.json()
    seen.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      auth: request.headers.get('authorization'),
      body,
    })
    return HttpResponse.json(answerFor(url.pathname, body))
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => void (seen.length = 0))
afterAll(() => server.close())

/** The parts of Stream's answers the SDK reads. */
function answerFor(path: string, body: unknown): Record<string, unknown> {
  const channel = /^\/channels\/(\w+)\/([\w-]+)\/(query|message)$/.exec(path)
  if (channel?.[3] === 'query') {
    const [, type, id] = channel
    const members = ((body as { data: { members: string[] } }).data.members ?? []).map((m) => ({ user_id: m }))
    return {
      channel: { id, type, cid: `${type}:${id}`, config: {}, own_capabilities: [] },
      members,
      messages: [],
      pinned_messages: [],
      read: [],
      duration: '1ms',
    }
  }
  if (channel?.[3] === 'message') return { message: (body as { message: unknown }).message, duration: '1ms' }
  if (path === '/users') return { users: (body as { users: unknown }).users, duration: '1ms' }
  return { duration: '1ms' }
}

const facts = {
  clientFirstName: 'Jane',
  clientLastName: 'Doe',
  tls: 'TLS123',
  cc: null,
  amexCardMember: null,
  checkIn: '2027-01-10',
  checkOut: '2027-01-17',
  rooms: [{ numAdults: 2, numChildren: 1 }],
}
const hotel = { id: 'h1', name: 'Badrutt Palace', city: 'St. Moritz', timeZone: 'Europe/Zurich' }

describe('createStreamChat', () => {
  const stream = createStreamChat({ apiKey: 'key1', apiSecret: SECRET, now: () => Date.UTC(2026, 11, 2) })

  it('signs a user token with the secret whose payload has user_id, valid 24 h', async () => {
    const token = stream.tokenFor(agent)
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      currentDate: new Date(Date.UTC(2026, 11, 2, 1)),
    })
    expect(protectedHeader.alg).toBe('HS256')
    expect(payload.user_id).toBe('u-agent')
    expect(payload.exp! - payload.iat!).toBe(24 * 60 * 60)
    await expect(jwtVerify(token, new TextEncoder().encode('another-secret-of-32-characters!!'))).rejects.toThrow()
  })

  it('upserts users by id with name, party and role (admins are Stream admins)', async () => {
    await stream.ensureUsers([agent, admin])
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/users' })
    expect(seen[0]!.query.get('api_key')).toBe('key1')
    expect(seen[0]!.body).toEqual({
      users: {
        'u-agent': { id: 'u-agent', name: 'Camille Dubois', party: 'travelAgency', role: 'user' },
        'u-admin': { id: 'u-admin', name: 'Ada Admin', party: 'admin', role: 'admin' },
      },
    })
  })

  it('sends the server token (server: true, signed with the secret) on every call', async () => {
    await stream.ensureUsers([agent])
    const { payload } = await jwtVerify(seen[0]!.auth!, new TextEncoder().encode(SECRET))
    expect(payload.server).toBe(true)
  })

  it('creates the enquiry channel with members by id, the creator and the facts, then the first message', async () => {
    const answer = await stream.createEnquiryChannel({
      cid: 'c-0123456789abcdef',
      hotel,
      agency: { id: 'a1', name: 'Belvedere Voyages' },
      members: [agent, team],
      createdBy: agent,
      facts,
      firstMessage: 'Do you have a suite with a lake view?',
    })
    expect(answer).toEqual({ cid: 'messaging:c-0123456789abcdef' })
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /users',
      'POST /channels/messaging/c-0123456789abcdef/query',
      'POST /channels/messaging/c-0123456789abcdef/message',
    ])
    expect(Object.keys((seen[0]!.body as { users: object }).users)).toEqual(['u-agent', 'u-hotel'])
    // create() asks for no state back (the SDK's `state: false`)
    expect(seen[1]!.body).toMatchObject({
      state: false,
      data: {
        members: ['u-agent', 'u-hotel'],
        created_by_id: 'u-agent',
        name: 'Badrutt Palace · Jane Doe',
        lds_cid: 'c-0123456789abcdef',
        hotel,
        agency: { id: 'a1', name: 'Belvedere Voyages' },
        facts,
      },
    })
    expect(seen[2]!.body).toEqual({
      message: {
        id: 'c-0123456789abcdef-enquiry',
        text: 'Do you have a suite with a lake view?',
        user_id: 'u-agent',
      },
    })
  })

  it('passes its calls through an own fetch when given one', async () => {
    const calls: string[] = []
    const own = createStreamChat({
      apiKey: 'key2',
      apiSecret: SECRET,
      fetchImpl: (input, init) => {
        calls.push(String(input instanceof Request ? input.url : input))
        return fetch(input, init)
      },
    })
    await own.ensureUsers([team])
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatch(/^https:\/\/chat\.stream-io-api\.com\/users\?/)
    expect(seen[0]!.query.get('api_key')).toBe('key2')
  })
})

describe('streamChannelId', () => {
  it('keeps an id Stream accepts and hashes any other', () => {
    expect(streamChannelId('abc_DEF-1')).toBe('abc_DEF-1')
    expect(streamChannelId('messaging:abc')).toBe('abc')
    const hashed = streamChannelId('chat:with spaces/and:colons')
    expect(hashed).toMatch(/^e-[0-9a-f]{40}$/)
    expect(streamChannelId('chat:with spaces/and:colons')).toBe(hashed)
    expect(streamChannelId('x'.repeat(65))).toMatch(/^e-/)
  })
})
