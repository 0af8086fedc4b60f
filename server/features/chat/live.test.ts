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
    /** waits until an event satisfies `found`; every event up to it */
    async until(found: (e: Received) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (!events.some(found)) {
        if (Date.now() > deadline) throw new Error(`timed out with ${events.length} events`)
        await Promise.race([pump(events.length + 1), new Promise((r) => setTimeout(r, 50))])
      }
      return events.slice(0, events.findIndex(found) + 1)
    },
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

const text = (e: Received) => (e.data.type === 'message' ? e.data.message.text : e.data.type)
/** The message `t` of channel `cid` (a stream may also get events notified just before it opened). */
const isText = (cid: string, t: string) => (e: Received) => e.data.cid === cid && text(e) === t

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
    const got = (await team.until(isText(cid, 'are you there?'))).at(-1)!
    expect(got.event).toBe('message')
    expect(got.data).toMatchObject({ type: 'message', cid, message: { text: 'are you there?', seq: 2 } })
    // another hotel's team hears nothing of it, only its own channel's events
    const elsewhere = await openChannel(t, w.otherHotelId, w.ids.agent!)
    const heard = await other.until((e) => e.data.cid === elsewhere)
    expect(heard.filter((e) => e.data.cid === cid)).toEqual([])
    await team.close()
    await other.close()
    await streams(0)
  })

  it('delivers a message too big for a notification (the hub reads it by id)', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const team = await connect(w.ids.hotelTeam!)
    await streams(1)
    // 5,000 characters of three bytes each: beyond PostgreSQL's 8,000-byte payload
    const big = '€'.repeat(5000)
    expect((await send(cid, w.ids.agent!, big)).status).toBe(201)
    expect((await team.until(isText(cid, big))).length).toBeGreaterThan(0)
    await team.close()
    await streams(0)
  })

  it('streams through a real node:http server (no buffering)', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const team = await connect(w.ids.hotelTeam!, {}, true)
    await streams(1)
    await send(cid, w.ids.agent!, 'over the wire')
    expect((await team.until(isText(cid, 'over the wire'))).length).toBeGreaterThan(0)
    await team.close()
    await streams(0)
  })

  it("replays the missed events after Last-Event-ID (and the last minute's again, which the client drops), then live ones", async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const agent = await connect(w.ids.agent!)
    await streams(1)
    await send(cid, w.ids.hotelTeam!, 'one')
    const seen = (await agent.until(isText(cid, 'one'))).at(-1)
    await agent.close()
    await streams(0)
    await send(cid, w.ids.hotelTeam!, 'two')
    await send(cid, w.ids.hotelTeam!, 'three')
    const again = await connect(w.ids.agent!, { 'Last-Event-ID': String(seen!.id) })
    const replay = (await again.until(isText(cid, 'three'))).filter((e) => e.data.cid === cid)
    expect(replay.filter((e) => e.id > seen!.id).map(text)).toEqual(['two', 'three'])
    // the overlap: the last minute's events again, each once, in id order
    expect(replay.map(text)).toContain('one')
    expect(new Set(replay.map((e) => e.id)).size).toBe(replay.length)
    expect(replay.map((e) => e.id)).toEqual([...replay.map((e) => e.id)].sort((a, b) => a - b))
    await send(cid, w.ids.hotelTeam!, 'four')
    const live = await again.until(isText(cid, 'four'))
    expect(live.filter(isText(cid, 'three'))).toHaveLength(1)
    await again.close()
  })

  it('delivers an event that commits after a higher id was delivered, live and in a replay', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const agent = await connect(w.ids.agent!)
    await streams(1)
    // a writer that took its id first and commits last
    const [reserved] = (
      (await t.database.db.execute(sql`select nextval('chat_events_id_seq')::int as id`)) as unknown as {
        rows: { id: number }[]
      }
    ).rows
    await send(cid, w.ids.hotelTeam!, 'higher')
    const higher = (await agent.until(isText(cid, 'higher'))).at(-1)
    expect(higher!.id).toBeGreaterThan(reserved!.id)
    const late: ChatEvent = { type: 'read', cid, userId: w.ids.hotelTeam!, party: 'hotel', seq: 1 }
    await t.database.db.execute(sql`insert into chat_events (id, cid, type, payload)
      values (${reserved!.id}, ${cid}, 'read', ${JSON.stringify(late)}::jsonb)`)
    await t.database.notify('chat_events', String(reserved!.id))
    const lower = (await agent.until((e) => e.id === reserved!.id)).at(-1)
    expect(lower!.data).toEqual(late)
    await agent.close()
    await streams(0)
    // a client that reconnects with the higher id gets the lower one too
    const again = await connect(w.ids.agent!, { 'Last-Event-ID': String(higher!.id) })
    const replay = await again.until((e) => e.id === reserved!.id)
    expect(replay.some((e) => e.id === reserved!.id)).toBe(true)
    await again.close()
  })

  it('prunes the live events older than a week; a replay from before the oldest kept one says reset', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const old: ChatEvent = { type: 'channel', cid }
    const [inserted] = (
      (await t.database.db.execute(sql`insert into chat_events (cid, type, payload, created_at)
        values (${cid}, 'channel', ${JSON.stringify(old)}::jsonb, now() - interval '8 days') returning id`)) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    expect(await t.chat.service.pruneEvents()).toBeGreaterThanOrEqual(1)
    const left = (await t.database.db.execute(
      sql`select count(*)::int as n from chat_events where id = ${Number(inserted!.id)}`,
    )) as unknown as { rows: { n: number }[] }
    expect(left.rows[0]!.n).toBe(0)
    await t.database.db.execute(sql`delete from chat_events where id < (select max(id) from chat_events)`)
    const first = await t.chat.service.firstEventId()
    const stale = await connect(w.ids.agent!, { 'Last-Event-ID': String(first - 2) })
    const [reset] = await stale.next(1)
    expect(reset!.event).toBe('reset')
    await stale.close()
    await streams(0)
  })

  it('sends read events and marks the user connected while the stream is open', async () => {
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    const agent = await connect(w.ids.agent!)
    await streams(1)
    expect(t.chat.hub.isConnected(w.ids.agent!)).toBe(true)
    await t.json(`/api/chat/channels/${cid}/read`, { seq: 1 }, await authAs(t, w.ids.hotelTeam!))
    const read = (await agent.until((e) => e.data.cid === cid && e.data.type === 'read')).at(-1)
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
    expect((await agent.until(isText(cid, 'while reconnecting'), 8000)).length).toBeGreaterThan(0)
    await agent.close()
  }, 15_000)
})
