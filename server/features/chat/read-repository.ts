/**
 * The chat's reads (docs/product/chat.md#api): a caller's channels with the last message, unread
 * counts and read markers in one query, the unread total in another, a channel, a page of
 * messages, and the events a live stream replays. Only this file and repository.ts touch Drizzle.
 */
import { sql, type SQL } from 'drizzle-orm'
import { isHotelTeam, partyOf, type ChatAccessUser } from '#domain/chat/channel-access.ts'
import type { ChatEvent } from '#domain/chat/chat-types.ts'
import type { Db } from '#server/db/client.ts'
import type { ChannelRow, MessageRow } from './answers.ts'

/** A user's facts (UserFacts of answers.ts) as JSON, from the users row `alias`. */
export const userJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'role', ${alias}.role, 'email', ${alias}.email,
    'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'hotelId', ${alias}.hotel_id,
    'hasHotelAccess', ${alias}.has_hotel_access, 'travelAgencyId', ${alias}.travel_agency_id)`)

/**
 * Event ids come from a sequence before commit, so a lower id can commit after a higher one that a
 * client or the hub has already seen (docs/decisions/119-chat-events-out-of-id-order.md). A read
 * "after an id" therefore also returns the events of the last OVERLAP_SECONDS among the
 * REPLAY_OVERLAP_IDS ids before it; the streams and the client drop what they have already.
 */
export const REPLAY_OVERLAP_IDS = 1000
const OVERLAP_SECONDS = 60

function afterOrRecent(afterId: number): SQL {
  return sql`e.id > ${Math.max(0, afterId - REPLAY_OVERLAP_IDS)}
    and (e.id > ${afterId} or e.created_at > now() - make_interval(secs => ${OVERLAP_SECONDS}))`
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** The channels `user` may see (canAccessChannel as SQL over the channel `ch` and the caller's membership `me`). */
function visible(user: ChatAccessUser): SQL {
  if (user.role === 'admin') return sql`true`
  const parts: SQL[] = [sql`me.user_id is not null`]
  if (isHotelTeam(user)) parts.push(sql`ch.hotel_id = ${user.hotelId}`)
  if (user.role === 'supervisorAgent' && user.travelAgencyId)
    parts.push(sql`ch.travel_agency_id = ${user.travelAgencyId}`)
  return sql`(${sql.join(parts, sql` or `)})`
}

/** The party whose read marker an own message shows: the agency's for the hotel's team, else the hotel's. */
const otherParty = (user: ChatAccessUser) => (partyOf(user) === 'hotel' ? 'travelAgency' : 'hotel')

/** An event with the access facts of its channel (the hub decides which streams may see it). */
export type HubEvent = { id: number; event: ChatEvent; hotelId: string; travelAgencyId: string; agentId: string }

type ChannelQuery = { cid?: string; hotelId?: string; limit: number }

export function createChatReadRepository(db: Db) {
  return {
    async channels(user: ChatAccessUser, q: ChannelQuery): Promise<ChannelRow[]> {
      const filters: SQL[] = [visible(user)]
      if (q.cid) filters.push(sql`ch.id = ${q.cid}`)
      if (q.hotelId) filters.push(sql`ch.hotel_id = ${q.hotelId}`)
      return rows<ChannelRow>(
        db,
        sql`select ch.id as "cid",
            json_build_object('id', h.id, 'name', h.name, 'city', h.city, 'country', h.country) as "hotel",
            json_build_object('id', ta.id, 'name', ta.name) as "agency",
            ${userJson('au')} as "agent", ch.facts as "facts", ch.created_at as "createdAt",
            ch.last_seq as "lastSeq", coalesce(me.read_seq, 0) as "readSeq",
            (select count(*)::int from chat_messages um where um.cid = ch.id
              and um.seq > coalesce(me.read_seq, 0) and um.author_id <> ${user.id}) as "unreadCount",
            (select coalesce(max(o.read_seq), 0)::int from chat_members o
              where o.cid = ch.id and o.party = ${otherParty(user)}) as "otherPartyReadSeq",
            lm.message as "lastMessage"
          from chat_channels ch
          join hotels h on h.id = ch.hotel_id
          join travel_agencies ta on ta.id = ch.travel_agency_id
          join users au on au.id = ch.agent_id
          left join chat_members me on me.cid = ch.id and me.user_id = ${user.id}
          left join lateral (
            select json_build_object('id', m.id, 'cid', m.cid, 'seq', m.seq, 'clientMessageId', m.client_message_id,
              'text', m.text, 'attachment', m.attachment, 'createdAt', m.created_at, 'author', ${userJson('mu')}) as message
            from chat_messages m join users mu on mu.id = m.author_id
            where m.cid = ch.id order by m.seq desc limit 1
          ) lm on true
          where ${sql.join(filters, sql` and `)}
          order by ch.last_message_at desc, ch.id desc
          limit ${q.limit}`,
      )
    },

    /** Messages after the caller's read marker that others wrote, over every channel the caller sees. */
    async unreadTotal(user: ChatAccessUser): Promise<number> {
      const [row] = await rows<{ total: number }>(
        db,
        sql`select coalesce(sum((select count(*) from chat_messages um where um.cid = ch.id
              and um.seq > coalesce(me.read_seq, 0) and um.author_id <> ${user.id})), 0)::int as total
          from chat_channels ch
          left join chat_members me on me.cid = ch.id and me.user_id = ${user.id}
          where ${visible(user)} and ch.last_seq > coalesce(me.read_seq, 0)`,
      )
      return Number(row?.total ?? 0)
    },

    /** The access facts of a channel: its hotel, agency and member ids. */
    /**
     * Who may see the channel; with `sent`, also whether that author's clientMessageId is stored
     * already (a send's two checks in one round trip).
     */
    async access(
      cid: string,
      sent?: { authorId: string; clientMessageId: string },
    ): Promise<{ hotelId: string; travelAgencyId: string; memberIds: string[]; sent: boolean } | undefined> {
      const [row] = await rows<{ hotelId: string; travelAgencyId: string; memberIds: string[] | null; sent: boolean }>(
        db,
        sql`select ch.hotel_id as "hotelId", ch.travel_agency_id as "travelAgencyId",
            (select array_agg(m.user_id) from chat_members m where m.cid = ch.id) as "memberIds",
            ${
              sent
                ? sql`exists (select 1 from chat_messages s
                    where s.author_id = ${sent.authorId} and s.client_message_id = ${sent.clientMessageId})`
                : sql`false`
            } as sent
          from chat_channels ch where ch.id = ${cid}`,
      )
      return row && { ...row, memberIds: row.memberIds ?? [] }
    },

    /** Up to `limit` messages before seq `before` (the newest without), oldest first; one more tells hasMore. */
    async messages(cid: string, before: number | null, limit: number): Promise<MessageRow[]> {
      const list = await rows<MessageRow>(
        db,
        sql`select m.id, m.cid, m.seq, m.client_message_id as "clientMessageId", m.text, m.attachment,
            m.created_at as "createdAt",
            ${userJson('u')} as author
          from chat_messages m join users u on u.id = m.author_id
          where m.cid = ${cid} ${before === null ? sql`` : sql`and m.seq < ${before}`}
          order by m.seq desc limit ${limit + 1}`,
      )
      return list.reverse()
    },

    async messageByClientId(authorId: string, clientMessageId: string): Promise<MessageRow | undefined> {
      const [row] = await rows<MessageRow>(
        db,
        sql`select m.id, m.cid, m.seq, m.client_message_id as "clientMessageId", m.text, m.attachment,
            m.created_at as "createdAt",
            ${userJson('u')} as author
          from chat_messages m join users u on u.id = m.author_id
          where m.author_id = ${authorId} and m.client_message_id = ${clientMessageId}`,
      )
      return row
    },

    /** Events after `afterId` that `user` may see, oldest first, at most `limit`. */
    async eventsAfter(
      user: ChatAccessUser,
      afterId: number,
      limit: number,
    ): Promise<{ id: number; event: ChatEvent }[]> {
      const list = await rows<{ id: string | number; event: ChatEvent }>(
        db,
        sql`select e.id, e.payload as event from chat_events e
          join chat_channels ch on ch.id = e.cid
          left join chat_members me on me.cid = ch.id and me.user_id = ${user.id}
          where ${afterOrRecent(afterId)} and ${visible(user)}
          order by e.id limit ${limit + REPLAY_OVERLAP_IDS}`,
      )
      return list.map((r) => ({ id: Number(r.id), event: r.event }))
    },

    /** Events by id (the notified ones) or after an id (a catch-up), with their channel's access facts. */
    async eventsFor(q: { ids: number[] } | { afterId: number; limit: number }): Promise<HubEvent[]> {
      if ('ids' in q && q.ids.length === 0) return []
      const where =
        'ids' in q
          ? sql`e.id in (${sql.join(
              q.ids.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : afterOrRecent(q.afterId)
      const list = await rows<HubEvent>(
        db,
        sql`select e.id, e.payload as event, ch.hotel_id as "hotelId", ch.travel_agency_id as "travelAgencyId",
            ch.agent_id as "agentId"
          from chat_events e join chat_channels ch on ch.id = e.cid
          where ${where} order by e.id ${'limit' in q ? sql`limit ${q.limit + REPLAY_OVERLAP_IDS}` : sql``}`,
      )
      return list.map((r) => ({ ...r, id: Number(r.id) }))
    },

    /** The lowest event id kept (older ones are pruned; a replay from before it cannot be complete). */
    async firstEventId(): Promise<number> {
      const [row] = await rows<{ id: string | number | null }>(db, sql`select min(id) as id from chat_events`)
      return Number(row?.id ?? 0)
    },

    /** The highest event id (a new stream without Last-Event-ID starts after it). */
    async lastEventId(): Promise<number> {
      const [row] = await rows<{ id: string | number | null }>(db, sql`select max(id) as id from chat_events`)
      return Number(row?.id ?? 0)
    },
  }
}
export type ChatReadRepository = ReturnType<typeof createChatReadRepository>
