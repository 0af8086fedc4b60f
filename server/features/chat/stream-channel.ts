/**
 * Stream mode's half of an enquiry (docs/product/chat-stream.md#channels,
 * docs/decisions/112-stream-behind-the-chat-feature.md): the channel stored in our database is
 * created in Stream with the same members, facts and first message. A failure answers 503 with
 * CHAT_MESSAGES.unavailable; the client's retry with the same Idempotency-Key creates it then
 * (Stream's create is get-or-create, the first message has a fixed id).
 */
import { sql } from 'drizzle-orm'
import { CHAT_MESSAGES } from '#domain/chat/chat-rules.ts'
import type { ChatEnquiryFacts } from '#domain/chat/chat-types.ts'
import { hotelTimeZone } from '#domain/chat/hotel-time-zone.ts'
import type { Db } from '#server/db/client.ts'
import type { EnquiryChannelInput, StreamChatService } from '#server/integrations/chat/stream.ts'
import { UnavailableError } from '#server/lib/errors.ts'
import type { Logger } from '#server/lib/logger.ts'
import { chatUser, type UserFacts } from './answers.ts'
import { userJson } from './read-repository.ts'
import type { ChatProvider } from './service.ts'

type Row = {
  hotel: { id: string; name: string; city: string; country: string }
  agency: { id: string; name: string }
  agent: UserFacts
  facts: ChatEnquiryFacts
  members: UserFacts[]
  firstMessage: string
}

/** The channel as Stream gets it: its hotel, agency, members, facts and the enquiry's text. */
export async function enquiryChannelInput(db: Db, cid: string): Promise<EnquiryChannelInput | undefined> {
  const result = (await db.execute(sql`select
      json_build_object('id', h.id, 'name', h.name, 'city', h.city, 'country', h.country) as "hotel",
      json_build_object('id', ta.id, 'name', ta.name) as "agency",
      ${userJson('au')} as "agent", ch.facts as "facts",
      (select coalesce(json_agg(${userJson('mu')} order by m.user_id), '[]'::json)
        from chat_members m join users mu on mu.id = m.user_id where m.cid = ch.id) as "members",
      (select fm.text from chat_messages fm where fm.cid = ch.id and fm.seq = 1) as "firstMessage"
    from chat_channels ch
    join hotels h on h.id = ch.hotel_id
    join travel_agencies ta on ta.id = ch.travel_agency_id
    join users au on au.id = ch.agent_id
    where ch.id = ${cid}`)) as unknown as { rows: Row[] }
  const row = result.rows[0]
  if (!row) return undefined
  return {
    cid,
    hotel: { id: row.hotel.id, name: row.hotel.name, city: row.hotel.city, timeZone: hotelTimeZone(row.hotel.country) },
    agency: row.agency,
    members: row.members.map(chatUser),
    createdBy: chatUser(row.agent),
    facts: row.facts,
    firstMessage: row.firstMessage,
  }
}

/** The chat's provider in Stream mode: each stored enquiry's channel is created in Stream too. */
export function streamChannelProvider(
  stream: Pick<StreamChatService, 'createEnquiryChannel'> & Partial<Pick<StreamChatService, 'postMessage'>>,
  db: Db,
  logger?: Logger,
): ChatProvider {
  return {
    async channelCreated({ cid }) {
      const input = await enquiryChannelInput(db, cid)
      if (!input) return
      try {
        await stream.createEnquiryChannel(input)
      } catch (err) {
        logger?.error('stream channel creation failed', { cid, error: (err as Error).message })
        throw new UnavailableError(CHAT_MESSAGES.unavailable)
      }
    },
    // the job is stored and handed off in the built-in tables either way; Stream shows its text (docs/product/concierge-jobs.md#stream-mode)
    async structuredMessageStored(message) {
      try {
        await stream.postMessage?.({ cid: message.cid, id: message.id, text: message.text, author: message.author })
      } catch (err) {
        logger?.error('stream message failed', { cid: message.cid, error: (err as Error).message })
      }
    },
  }
}
