import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { ChatChannelList } from '#domain/chat/chat-types.ts'
import { authAs, chatWorld, openChannel, type ChatWorld } from './chat-fixtures.ts'

let t: TestApp
let w: ChatWorld
let cid: string

beforeAll(async () => {
  t = await createTestApp({ hotels: 3, properties: 3 })
  w = await chatWorld(t)
  cid = await openChannel(t, w.hotelId, w.ids.agent!)
}, 60_000)
afterAll(() => t?.close())

// who may see the agent's channel at the first hotel (docs/product/chat.md#rules)
const MATRIX: [string, boolean][] = [
  ['agent', true],
  ['supervisorAgent', true],
  ['otherAgent', false],
  ['hotelTeam', true],
  ['otherHotelTeam', false],
  ['admin', true],
]

const call = async (what: string, userId: string | null) => {
  const opts = userId ? await authAs(t, userId) : { headers: {} }
  const json = (url: string, body: unknown) => t.json(url, body, opts)
  switch (what) {
    case 'get':
      return t.request(`/api/chat/channels/${cid}`, opts)
    case 'messages':
      return t.request(`/api/chat/channels/${cid}/messages`, opts)
    case 'send':
      return json(`/api/chat/channels/${cid}/messages`, { clientMessageId: crypto.randomUUID(), text: 'hello' })
    case 'read':
      return json(`/api/chat/channels/${cid}/read`, { seq: 1 })
    default:
      throw new Error(what)
  }
}

describe('the access matrix', () => {
  for (const what of ['get', 'messages', 'send', 'read']) {
    it.each(MATRIX)(`${what}: %s → %s`, async (key, allowed) => {
      const res = await call(what, w.ids[key]!)
      const ok = { get: 200, messages: 200, send: 201, read: 204 }[what]
      expect(res.status).toBe(allowed ? ok : 404)
    })
    it(`${what}: a visitor → 401`, async () => {
      expect((await call(what, null)).status).toBe(401)
    })
  }

  it.each(MATRIX)('list: %s sees it → %s', async (key, allowed) => {
    const res = await t.request('/api/chat/channels?limit=9999', await authAs(t, w.ids[key]!))
    expect(res.status).toBe(200)
    const list = (await res.json()) as ChatChannelList
    expect(list.channels.some((c) => c.cid === cid)).toBe(allowed)
  })

  it('list, unread and the stream: a visitor → 401', async () => {
    expect((await t.request('/api/chat/channels')).status).toBe(401)
    expect((await t.request('/api/chat/unread')).status).toBe(401)
    expect((await t.request('/api/chat/events')).status).toBe(401)
  })

  it('an unknown or malformed channel → 404', async () => {
    const opts = await authAs(t, w.ids.admin!)
    expect((await t.request('/api/chat/channels/0123456789abcdef01234567', opts)).status).toBe(404)
    expect((await t.request('/api/chat/channels/nope', opts)).status).toBe(404)
  })
})

describe('the chat write limit', () => {
  it('answers 429 with the chat message over the limit', async () => {
    const limited = await createTestApp({ hotels: 3, properties: 3, env: { CHAT_MESSAGE_LIMIT: '2' } })
    try {
      const lw = await chatWorld(limited)
      const ch = await openChannel(limited, lw.hotelId, lw.ids.agent!)
      const opts = await authAs(limited, lw.ids.agent!)
      const statuses: number[] = []
      for (let i = 0; i < 2; i++) {
        const res = await limited.json(
          `/api/chat/channels/${ch}/messages`,
          { clientMessageId: crypto.randomUUID(), text: 'x' },
          opts,
        )
        statuses.push(res.status)
        if (res.status === 429) expect(((await res.json()) as { message: string }).message).toMatch(/too quickly/)
      }
      expect(statuses).toEqual([201, 429])
    } finally {
      await limited.close()
    }
  }, 60_000)

  it("counts a send once, against the chat limit only; a read marker against the user's write limit", async () => {
    const limited = await createTestApp({ hotels: 3, properties: 3, env: { USER_WRITE_LIMIT: '2' } })
    try {
      const lw = await chatWorld(limited)
      const ch = await openChannel(limited, lw.hotelId, lw.ids.agent!)
      const opts = await authAs(limited, lw.ids.agent!)
      const sends: number[] = []
      for (let i = 0; i < 3; i++) {
        const body = { clientMessageId: crypto.randomUUID(), text: `m${i}` }
        sends.push((await limited.json(`/api/chat/channels/${ch}/messages`, body, opts)).status)
      }
      expect(sends).toEqual([201, 201, 201])
      const reads: number[] = []
      for (let seq = 1; seq <= 3; seq++)
        reads.push((await limited.json(`/api/chat/channels/${ch}/read`, { seq }, opts)).status)
      expect(reads).toEqual([204, 204, 429])
    } finally {
      await limited.close()
    }
  }, 60_000)
})
