import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { DIGEST_INTERVAL_MS } from '#domain/chat/chat-rules.ts'
import { mailOutbox, users } from '#server/db/schema.ts'
import { authAs, chatWorld, openChannel, type ChatWorld } from './chat-fixtures.ts'
import { createDigestRepository } from './digest-repository.ts'
import { createChatDigests } from './digests.ts'
import { createOutbox } from '#server/integrations/mail/outbox.ts'

let t: TestApp
let w: ChatWorld

beforeAll(async () => {
  t = await createTestApp({ hotels: 3, properties: 3 })
  w = await chatWorld(t)
}, 60_000)
afterAll(() => t?.close())

const send = async (cid: string, userId: string, text: string) =>
  t.json(`/api/chat/channels/${cid}/messages`, { clientMessageId: crypto.randomUUID(), text }, await authAs(t, userId))

async function mailsTo(userId: string, cid: string) {
  const [u] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'chat-digest'), eq(mailOutbox.recipient, u!.email)))
  return rows.filter((r) => r.payload.cid === cid)
}

describe('chat digests', () => {
  it('mails a member who is not connected once per interval, with the new messages only and a link', async () => {
    let now = new Date(Date.now() - 1000)
    const connected = new Set<string>([w.ids.supervisorAgent!])
    const digests = createChatDigests({
      repo: createDigestRepository(t.database.db, createOutbox(t.database.db)),
      isConnected: (id) => connected.has(id),
      publicUrl: 'https://lds.example',
      now: () => now,
    })
    const cid = await openChannel(t, w.hotelId, w.ids.agent!)
    await send(cid, w.ids.agent!, 'second question')
    await digests.sweep()
    const first = await mailsTo(w.ids.hotelTeam!, cid)
    expect(first).toHaveLength(1)
    expect(first[0]!.payload).toMatchObject({ link: `https://lds.example/chat/${cid}`, cid })
    expect((first[0]!.payload.messages as string[]).length).toBe(2)
    // the connected supervisor and the author get none
    expect(await mailsTo(w.ids.supervisorAgent!, cid)).toHaveLength(0)
    expect(await mailsTo(w.ids.agent!, cid)).toHaveLength(0)

    await send(cid, w.ids.agent!, 'third')
    now = new Date(now.getTime() + DIGEST_INTERVAL_MS / 2)
    await digests.sweep()
    expect(await mailsTo(w.ids.hotelTeam!, cid)).toHaveLength(1)

    now = new Date(now.getTime() + DIGEST_INTERVAL_MS)
    await digests.sweep()
    const later = await mailsTo(w.ids.hotelTeam!, cid)
    expect(later).toHaveLength(2)
    expect(later[1]!.payload.messages).toEqual([expect.stringContaining('third')])

    // once read, nothing more is mailed
    await t.json(`/api/chat/channels/${cid}/read`, { seq: 3 }, await authAs(t, w.ids.hotelTeam!))
    now = new Date(now.getTime() + 2 * DIGEST_INTERVAL_MS)
    await digests.sweep()
    expect(await mailsTo(w.ids.hotelTeam!, cid)).toHaveLength(2)
  })
})

describe('chatMode', () => {
  it('is the built-in chat without Stream keys, Stream (public key only) with them', async () => {
    const { chatMode } = await import('./create-chat.ts')
    const { loadConfig } = await import('#server/config.ts')
    expect(chatMode(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }))).toEqual({ mode: 'builtin' })
    const withKeys = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      STREAM_API_KEY: 'k',
      STREAM_API_SECRET: 's',
    })
    expect(withKeys.stream).toEqual({ apiKey: 'k', apiSecret: 's' })
    expect(chatMode(withKeys)).toEqual({ mode: 'stream', apiKey: 'k' })
  })
})
