/**
 * The chat's writes (docs/product/chat.md#api), each one transaction with its events and their
 * notifications (`pg_notify('chat_events', id)`, delivered on commit; docs/decisions/105-chat-notify-ids-and-catch-up.md).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { ChatEnquiryFacts, ChatEvent, ChatParty } from '#domain/chat/chat-types.ts'
import type { ConciergeJobAttachment } from '#domain/concierge-jobs/types.ts'
import type { Db } from '#server/db/client.ts'
import { chatChannels, chatEvents, chatMembers, chatMessages, hotels, travelAgencies } from '#server/db/schema.ts'
import { newObjectId } from '#server/db/object-id.ts'

export const CHAT_NOTIFY_CHANNEL = 'chat_events'
/**
 * A message's notification carries the whole event with its channel's access facts when it fits
 * PostgreSQL's 8,000-byte payload (most do), else only its id (docs/decisions/116-chat-message-in-one-statement.md).
 */
const NOTIFY_PAYLOAD_MAX = 7900

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function addEvent(tx: Tx, cid: string, event: ChatEvent): Promise<number> {
  const [row] = await tx
    .insert(chatEvents)
    .values({ cid, type: event.type, payload: event as unknown as Record<string, unknown> })
    .returning({ id: chatEvents.id })
  await tx.execute(sql`select pg_notify(${CHAT_NOTIFY_CHANNEL}, ${String(row!.id)})`)
  return row!.id
}

export type NewChannel = {
  hotelId: string
  travelAgencyId: string
  agent: { id: string; party: ChatParty }
  facts: ChatEnquiryFacts
  idempotencyKey: string | null
  firstMessage: { clientMessageId: string; text: string }
}

/** An enquiry as stored under its Idempotency-Key. */
export type StoredEnquiry = { cid: string; hotelId: string; facts: ChatEnquiryFacts; firstMessage: string | null }

/** A message as stored, for the event's payload (the author is the caller). */
type StoredMessage = { id: string; seq: number; createdAt: Date }

/** PostgreSQL's unique_violation on `constraint` (drizzle wraps the driver's error as its cause). */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === constraint || e.constraint === undefined
  }
  return false
}

export function createChatRepository(db: Db) {
  return {
    async hotel(id: string) {
      const [row] = await db
        .select({ id: hotels.id, name: hotels.name, isChatEnabled: hotels.isChatEnabled })
        .from(hotels)
        .where(eq(hotels.id, id))
      return row
    },

    async agencyName(id: string): Promise<string | null> {
      const [row] = await db.select({ name: travelAgencies.name }).from(travelAgencies).where(eq(travelAgencies.id, id))
      return row?.name ?? null
    },

    /** The agent's channel stored under the Idempotency-Key: its hotel, facts and first message (a repeat is compared with them). */
    async channelByIdempotencyKey(agentId: string, key: string): Promise<StoredEnquiry | undefined> {
      const result = (await db.execute(sql`select ch.id as cid, ch.hotel_id as "hotelId", ch.facts,
          (select m.text from chat_messages m where m.cid = ch.id and m.seq = 1) as "firstMessage"
        from chat_channels ch where ch.agent_id = ${agentId} and ch.idempotency_key = ${key}`)) as unknown as {
        rows: StoredEnquiry[]
      }
      return result.rows[0]
    },

    /**
     * The channel, its members (the agent, the agency's supervisors, the hotel's team) and the first
     * message with their events. A concurrent repeat of the idempotency key answers the stored cid.
     */
    async createChannel(
      c: NewChannel,
      message: (m: StoredMessage & { cid: string }) => ChatEvent,
    ): Promise<{ cid: string; created: boolean }> {
      const cid = newObjectId()
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(chatChannels)
          .values({
            id: cid,
            hotelId: c.hotelId,
            travelAgencyId: c.travelAgencyId,
            agentId: c.agent.id,
            facts: c.facts,
            lastSeq: 1,
            idempotencyKey: c.idempotencyKey,
          })
          .onConflictDoNothing()
          .returning({ id: chatChannels.id })
        if (inserted.length === 0) {
          const [stored] = await tx
            .select({ cid: chatChannels.id })
            .from(chatChannels)
            .where(and(eq(chatChannels.agentId, c.agent.id), eq(chatChannels.idempotencyKey, c.idempotencyKey ?? '')))
          return { cid: stored!.cid, created: false }
        }
        await tx.insert(chatMembers).values({ cid, userId: c.agent.id, party: c.agent.party })
        await tx.execute(sql`insert into chat_members (cid, user_id, party)
          select ${cid}, u.id, case when u.hotel_id is not null and u.has_hotel_access then 'hotel' else 'travelAgency' end
          from users u
          where u.id <> ${c.agent.id} and u.role <> 'admin'
            and ((u.hotel_id = ${c.hotelId} and u.has_hotel_access)
              or (u.travel_agency_id = ${c.travelAgencyId} and u.role = 'supervisorAgent'))
          on conflict do nothing`)
        const [m] = await tx
          .insert(chatMessages)
          .values({ id: newObjectId(), cid, seq: 1, authorId: c.agent.id, ...c.firstMessage })
          .returning({ id: chatMessages.id, seq: chatMessages.seq, createdAt: chatMessages.createdAt })
        await addEvent(tx, cid, { type: 'channel', cid })
        await addEvent(tx, cid, message({ ...m!, cid }))
        return { cid, created: true }
      })
    },

    /** Deletes the live events older than `days` (the replay window; messages and read markers stay). */
    async pruneEvents(days: number): Promise<number> {
      const result = (await db.execute(
        sql`delete from chat_events where created_at < now() - make_interval(days => ${days})`,
      )) as unknown as { rowCount?: number | null; affectedRows?: number }
      return Number(result.rowCount ?? result.affectedRows ?? 0)
    },

    /** A hotel team user or supervisor seeing a channel the first time becomes a member. */
    async join(cid: string, userId: string, party: ChatParty): Promise<void> {
      await db.insert(chatMembers).values({ cid, userId, party }).onConflictDoNothing()
    },

    /**
     * The next seq (`last_seq + 1`), the message, its event and the event's notification in one
     * statement (one round trip, its own transaction: the channel row stays locked until it commits);
     * undefined when the author's clientMessageId was stored meanwhile (the statement failed on the
     * unique index and nothing of it stays, so the seqs keep no gap). The event's payload is the
     * `event` of the stored message (built
     * before the statement with seq 0; the statement sets its `message.seq`) (docs/decisions/116-chat-message-in-one-statement.md).
     */
    async addMessage(
      cid: string,
      authorId: string,
      m: { clientMessageId: string; text: string; attachment?: ConciergeJobAttachment | null },
      event: (stored: StoredMessage) => ChatEvent,
    ): Promise<StoredMessage | undefined> {
      const id = newObjectId()
      const createdAt = new Date()
      const payload = event({ id, seq: 0, createdAt })
      try {
        const result = (await db.execute(sql`with ch as (
            update chat_channels set last_seq = last_seq + 1, last_message_at = now()
            where id = ${cid} returning last_seq, hotel_id, travel_agency_id, agent_id
          ), msg as (
            insert into chat_messages (id, cid, seq, author_id, client_message_id, text, attachment, created_at)
            select ${id}, ${cid}, ch.last_seq, ${authorId}, ${m.clientMessageId}, ${m.text},
              ${m.attachment ? JSON.stringify(m.attachment) : null}::jsonb, ${createdAt.toISOString()}::timestamptz
            from ch returning seq
          ), ev as (
            insert into chat_events (cid, type, payload)
            select ${cid}, ${payload.type}, jsonb_set(${JSON.stringify(payload)}::jsonb, '{message,seq}', to_jsonb(msg.seq))
            from msg returning id, payload
          ), note as (
            select json_build_object('id', ev.id, 'hotelId', ch.hotel_id, 'travelAgencyId', ch.travel_agency_id,
              'agentId', ch.agent_id, 'event', ev.payload)::text as full, ev.id
            from ev, ch
          )
          select msg.seq, pg_notify(${CHAT_NOTIFY_CHANNEL},
              case when octet_length(note.full) <= ${NOTIFY_PAYLOAD_MAX} then note.full else note.id::text end)
          from msg, note`)) as unknown as {
          rows: { seq: number }[]
        }
        const row = result.rows[0]
        if (!row) throw new Error(`chat channel ${cid} not found`)
        return { id, seq: row.seq, createdAt }
      } catch (err) {
        if (isUniqueViolation(err, 'chat_messages_client_idx')) return undefined
        throw err
      }
    },

    /** Moves the member's read marker forward (capped at the channel's last seq); the new one, or undefined when unchanged. */
    async markRead(cid: string, userId: string, seq: number, party: ChatParty): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const result = (await tx.execute(sql`update chat_members m set read_seq = least(${seq}, c.last_seq)
          from chat_channels c
          where m.cid = ${cid} and m.user_id = ${userId} and c.id = m.cid and least(${seq}, c.last_seq) > m.read_seq
          returning m.read_seq as "readSeq"`)) as unknown as { rows: { readSeq: number }[] }
        const row = result.rows[0]
        if (!row) return undefined
        await addEvent(tx, cid, { type: 'read', cid, userId, party, seq: Number(row.readSeq) })
        return Number(row.readSeq)
      })
    },
  }
}
export type ChatRepository = ReturnType<typeof createChatRepository>
