import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { ChatEvent } from '#domain/chat/chat-types.ts'
import { authAs, chatWorld, openChannel, type ChatWorld } from './chat-fixtures.ts'

let t: TestApp
let w: ChatWorld

beforeAll(async () => {
  t = await createTestApp({ hotels: 3, properties: 3, listen: true })
  w = await chatWorld(t)
}, 60_000)
afterAll(() => t?.close())

type Received = { id: number; event: string; data: ChatEvent }

/** An open event stream: `next(n)` waits for n more events (parsed from the SSE text). */
async function connect(userId: string, headers: Record<string, string> = {}, overHttp = false) {
  const controller = new AbortController()
  const init = { ...(await authAs(t, userId, headers)), signal: controller.signal }
  const res = overHttp ? await fetch(`${t.url}/api/chat/events`, init) : await t.request('/api/chat/events', init)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const events: Received[] = []
  const pump = async (n: number) => {
    while (events.length < n) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const field = (name: string) =>
          block
            .split('\n')
            .find((l) => l.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim()
        const data = field('data')
        if (data) events.push({ id: Number(field('id')), event: field('event')!, data: JSON.parse(data) as ChatEvent })
      }
    }
  }
  return {
    events,
    async next(n: number, timeoutMs = 5000) {
      const want = events.length + n
      await Promise.race([
        pump(want),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`timed out with ${events.length} events`)), timeoutMs),
        ),
      ])
      return events.slice(want - n, want)
    },
    close: async () => {
      controller.abort()
      await reader.cancel().catch(() => undefined)
    },
  }
}

const send = async (cid: string, userId: string, text: string) =>
  t.json(`/api/chat/channels/${cid}/messages`, { clientMessageId: crypto.randomUUID(), text }, await authAs(t, userId))

/** Waits until the hub has `n` streams (the SSE callback subscribes once the answer has started). */
async function streams(n: number) {
  for (let i = 0; i < 300 && t.chat.hub.size !== n; i++) await new Promise((r) => setTimeout(r, 10))
  expect(t.chat.hub.size).toBe(n)
}

describe('GET /api/chat/events', () => {
  it('delivers a message written after connecting, only to users who may see it', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const team = await connect(w.ids.hotelTeam!)
    const other = await connect(w.ids.otherHotelTeam!)
    await streams(2)
    expect((await send(cid, w.ids.agent!, 'are you there?')).status).toBe(201)
    const [got] = await team.next(1)
    expect(got!.event).toBe('message')
    expect(got!.data).toMatchObject({ type: 'message', cid, message: { text: 'are you there?', seq: 2 } })
    // another hotel's team hears nothing of it: its next event is its own channel's
    const elsewhere = await openChannel(t, w.otherHotelId, w.ids.agent!)
    const [first] = await other.next(1)
    expect(first!.data.cid).toBe(elsewhere)
    await team.close()
    await other.close()
    await streams(0)
  })

  it('streams through a real node:http server (no buffering)', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const team = await connect(w.ids.hotelTeam!, {}, true)
    await streams(1)
    await send(cid, w.ids.agent!, 'over the wire')
    const [got] = await team.next(1)
    expect(got!.data.type === 'message' && got!.data.message.text).toBe('over the wire')
    await team.close()
    await streams(0)
  })

  it('replays exactly the missed events after Last-Event-ID, then live ones', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const agent = await connect(w.ids.agent!)
    await streams(1)
    await send(cid, w.ids.hotelTeam!, 'one')
    const [seen] = await agent.next(1)
    await agent.close()
    await streams(0)
    await send(cid, w.ids.hotelTeam!, 'two')
    await send(cid, w.ids.hotelTeam!, 'three')
    const again = await connect(w.ids.agent!, { 'Last-Event-ID': String(seen!.id) })
    const missed = await again.next(2)
    expect(missed.map((e) => (e.data.type === 'message' ? e.data.message.text : e.data.type))).toEqual(['two', 'three'])
    await send(cid, w.ids.hotelTeam!, 'four')
    const [live] = await again.next(1)
    expect(live!.data.type === 'message' && live!.data.message.text).toBe('four')
    expect(live!.id).toBeGreaterThan(missed[1]!.id)
    await again.close()
  })

  it('sends read events and marks the user connected while the stream is open', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const agent = await connect(w.ids.agent!)
    await streams(1)
    expect(t.chat.hub.isConnected(w.ids.agent!)).toBe(true)
    await t.json(`/api/chat/channels/${cid}/read`, { seq: 1 }, await authAs(t, w.ids.hotelTeam!))
    const [read] = await agent.next(1)
    expect(read!.data).toMatchObject({ type: 'read', cid, party: 'hotel', seq: 1 })
    await agent.close()
    await streams(0)
    expect(t.chat.hub.isConnected(w.ids.agent!)).toBe(false)
  })

  it('PostgreSQL: after the listening connection is lost, the hub reconnects and catches up', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip()
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const agent = await connect(w.ids.agent!)
    await streams(1)
    const killed = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query ilike 'listen%' and datname = current_database() and pid <> pg_backend_pid()`,
    )) as unknown as { rows: unknown[] }
    expect(killed.rows.length).toBeGreaterThan(0)
    await send(cid, w.ids.hotelTeam!, 'while reconnecting')
    const [got] = await agent.next(1, 8000)
    expect(got!.data.type === 'message' && got!.data.message.text).toBe('while reconnecting')
    await agent.close()
  }, 15_000)
})
