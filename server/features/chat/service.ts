/**
 * The built-in chat (docs/product/chat.md): hotel enquiries open a channel, members read and write
 * it, read markers move forward. Access is canAccessChannel (src/domain/chat/channel-access.ts);
 * a channel the caller may not see is not found (404).
 */
import { randomUUID } from 'node:crypto'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import { resolveBrand } from '#domain/brand/resolve-brand.ts'
import { canAccessChannel, partyOf, type ChatAccessUser } from '#domain/chat/channel-access.ts'
import { CHAT_CHANNEL_QUERY_LIMIT, CHAT_MESSAGES, type NewMessage } from '#domain/chat/chat-rules.ts'
import type {
  ChatChannel,
  ChatChannelList,
  ChatEnquiryFacts,
  ChatMessage,
  ChatMessagePage,
} from '#domain/chat/chat-types.ts'
import type { ConciergeJobAttachment } from '#domain/concierge-jobs/types.ts'
import { hotelEnquirySchema, type HotelEnquiry } from '#domain/chat/hotel-enquiry.ts'
import { withPrefix } from '#domain/hotels/reference-prefix.ts'
import { servesCardMembers, type LeadClientRules } from '#domain/leads/lead-client-rules.ts'
import { isObjectId } from '#domain/validation/object-id.ts'
import { canonicalJson } from '#server/lib/canonical-json.ts'
import {
  ConflictError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NO_AGENCY_MESSAGE,
  NotFoundError,
} from '#server/lib/errors.ts'
import { parseOrThrow } from '#server/lib/validate.ts'
import { checkIdempotencyKey } from '#server/lib/idempotency-key.ts'
import { chatChannel, chatMessage, chatUser, type UserFacts } from './answers.ts'
import type { ChatReadRepository } from './read-repository.ts'
import type { ChatRepository, StoredEnquiry } from './repository.ts'

/** The signed-in caller: the user row and the agency the request acts for. */
export type ChatCaller = { user: UserFacts & { company: string | null }; agencyId: string | null }

/**
 * The seam for another chat backend (Stream, docs/decisions/104-chat-sse-and-fetch-streaming.md):
 * told about every new channel after it is stored, e.g. to create it there with the same members.
 */
export type ChatProvider = {
  channelCreated?: (channel: { cid: string; hotelId: string; travelAgencyId: string; agentId: string }) => Promise<void>
  /** a structured message (a concierge job's hand-off or answer) was stored: Stream gets its text */
  structuredMessageStored?: (message: ChatMessage) => Promise<void>
}

export type ChatDeps = {
  /** counts a chat write of the user; throws a TooManyRequestsError over the limit */
  limit: (userId: string) => Promise<void>
  provider?: ChatProvider
  /** a message was stored (the digests look for members to mail) */
  onMessage?: (cid: string) => void
}

/** The enquiry's facts for the channel's pinned card, references with their prefixes. */
/** Whether a repeat of an Idempotency-Key is the stored enquiry (its hotel, facts and message). */
function sameEnquiry(stored: Omit<StoredEnquiry, 'cid'>, repeat: Omit<StoredEnquiry, 'cid'>): boolean {
  return (
    stored.hotelId === repeat.hotelId &&
    stored.firstMessage === repeat.firstMessage &&
    canonicalJson(stored.facts) === canonicalJson(repeat.facts)
  )
}

function factsOf(e: HotelEnquiry): ChatEnquiryFacts {
  return {
    clientFirstName: e.clientFirstName,
    clientLastName: e.clientLastName,
    tls: withPrefix('TLS', e.tls),
    cc: withPrefix('CC', e.cc),
    amexCardMember: e.amexCardMember || null,
    checkIn: e.checkIn ?? null,
    checkOut: e.checkOut ?? null,
    rooms: e.rooms,
  }
}

/** How long the live events are kept for replays (a client away longer refetches: `event: reset`). */
export const CHAT_EVENT_RETENTION_DAYS = 7

const NOT_FOUND = 'Chat'

export function createChatService(repo: ChatRepository, read: ChatReadRepository, deps: ChatDeps) {
  async function rulesOf(caller: ChatCaller, agencyId: string): Promise<LeadClientRules> {
    const brand = resolveBrand(DEFAULT_BRAND, {
      company: caller.user.company,
      travelAgency: { name: await repo.agencyName(agencyId) },
    })
    return {
      bookingReference: { isRequired: brand.bookingReference.isRequired },
      clientReference: { isRequired: brand.clientReference.isRequired },
      cardMember: servesCardMembers(caller.user.role, brand),
    }
  }

  /**
   * The channel's access facts when `user` may see it (joining it on first sight), else NotFoundError;
   * with `sent`, whether that clientMessageId is stored already.
   */
  async function open(user: ChatAccessUser, cid: string, sent?: { authorId: string; clientMessageId: string }) {
    const access = isObjectId(cid) ? await read.access(cid, sent) : undefined
    if (!access || !canAccessChannel(user, access)) throw new NotFoundError(NOT_FOUND)
    const party = partyOf(user)
    if (party !== 'admin' && !access.memberIds.includes(user.id)) await repo.join(cid, user.id, party)
    return access
  }

  async function one(user: ChatAccessUser, cid: string): Promise<ChatChannel> {
    const [row] = await read.channels(user, { cid, limit: 1 })
    if (!row) throw new NotFoundError(NOT_FOUND)
    return chatChannel(row)
  }

  return {
    /** POST /hotels/{id}/chats: a new channel with the enquiry's first message; a repeated Idempotency-Key answers the same cid. */
    async enquire(hotelId: string, body: unknown, idempotencyKey: string | null, caller: ChatCaller) {
      checkIdempotencyKey(idempotencyKey)
      const agencyId = caller.agencyId
      if (!agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
      const payload = body && typeof body === 'object' ? { ...body, hotelId } : body
      const e = parseOrThrow(hotelEnquirySchema(await rulesOf(caller, agencyId)), payload)
      const facts = factsOf(e)
      const replay = async (stored: StoredEnquiry) => {
        if (!sameEnquiry(stored, { hotelId, facts, firstMessage: e.messageText }))
          throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different enquiry')
        // a repeat after a failed provider call creates the channel there now (the call is idempotent)
        await deps.provider?.channelCreated?.({
          cid: stored.cid,
          hotelId,
          travelAgencyId: agencyId,
          agentId: caller.user.id,
        })
        return { cid: stored.cid, replayed: true }
      }
      if (idempotencyKey) {
        const stored = await repo.channelByIdempotencyKey(caller.user.id, idempotencyKey)
        if (stored) return replay(stored)
      }
      await deps.limit(caller.user.id)
      const hotel = await repo.hotel(hotelId)
      if (!hotel) throw new NotFoundError('Hotel')
      if (!hotel.isChatEnabled) throw new ConflictError(CHAT_MESSAGES.notReady(hotel.name))
      const author = chatUser(caller.user)
      // the first message's own id (the enquiry's idempotency is the channel's key)
      const clientMessageId = `enquiry-${randomUUID()}`
      const text = e.messageText
      const saved = await repo.createChannel(
        {
          hotelId,
          travelAgencyId: agencyId,
          agent: { id: caller.user.id, party: author.party },
          facts,
          idempotencyKey,
          firstMessage: { clientMessageId, text },
        },
        (m) => ({
          type: 'message',
          cid: m.cid,
          message: {
            id: m.id,
            cid: m.cid,
            seq: m.seq,
            clientMessageId,
            author,
            text,
            createdAt: m.createdAt.toISOString(),
          },
        }),
      )
      if (!saved.created) {
        const stored = idempotencyKey ? await repo.channelByIdempotencyKey(caller.user.id, idempotencyKey) : undefined
        if (stored) return replay(stored)
      }
      if (saved.created) {
        deps.onMessage?.(saved.cid)
        await deps.provider?.channelCreated?.({
          cid: saved.cid,
          hotelId,
          travelAgencyId: agencyId,
          agentId: caller.user.id,
        })
      }
      return { cid: saved.cid, replayed: !saved.created }
    },

    /** GET /chat/channels: the caller's channels, newest activity first, and the unread total. */
    async list(user: ChatAccessUser, q: { limit?: number; hotelId?: string }): Promise<ChatChannelList> {
      const limit = Math.min(q.limit ?? CHAT_CHANNEL_QUERY_LIMIT, CHAT_CHANNEL_QUERY_LIMIT)
      const [rows, unreadTotal] = await Promise.all([
        read.channels(user, { limit, hotelId: q.hotelId }),
        read.unreadTotal(user),
      ])
      return { channels: rows.map(chatChannel), unreadTotal }
    },

    unread: async (user: ChatAccessUser) => ({ unreadTotal: await read.unreadTotal(user) }),

    async channel(user: ChatAccessUser, cid: string): Promise<ChatChannel> {
      await open(user, cid)
      return one(user, cid)
    },

    async messages(user: ChatAccessUser, cid: string, q: { before?: number; limit: number }): Promise<ChatMessagePage> {
      await open(user, cid)
      const rows = await read.messages(cid, q.before ?? null, q.limit)
      const hasMore = rows.length > q.limit
      return { messages: (hasMore ? rows.slice(1) : rows).map(chatMessage), hasMore }
    },

    /**
     * POST …/messages: the stored message; the author's clientMessageId again answers the stored one (replayed). An
     * `attachment` (a structured message) comes only from the server's own features, never from the route.
     */
    async send(
      caller: ChatCaller,
      cid: string,
      m: NewMessage & { attachment?: ConciergeJobAttachment },
    ): Promise<{ message: ChatMessage; replayed: boolean }> {
      const access = await open(caller.user, cid, { authorId: caller.user.id, clientMessageId: m.clientMessageId })
      const replay = async () => {
        const stored = await read.messageByClientId(caller.user.id, m.clientMessageId)
        if (!stored || stored.cid !== cid) throw new ConflictError('This message id was already used in another chat')
        return { message: chatMessage(stored), replayed: true }
      }
      if (access.sent) return replay()
      await deps.limit(caller.user.id)
      const author = chatUser(caller.user)
      const build = (s: { id: string; seq: number; createdAt: Date }): ChatMessage => ({
        id: s.id,
        cid,
        seq: s.seq,
        clientMessageId: m.clientMessageId,
        author,
        text: m.text,
        ...(m.attachment ? { attachment: m.attachment } : {}),
        createdAt: s.createdAt.toISOString(),
      })
      const stored = await repo.addMessage(cid, caller.user.id, m, (s) => ({ type: 'message', cid, message: build(s) }))
      if (!stored) return replay()
      const message = build(stored)
      deps.onMessage?.(cid)
      if (m.attachment) await deps.provider?.structuredMessageStored?.(message)
      return { message, replayed: false }
    },

    /** The events after `afterId` the user may see (a reconnecting stream's replay), oldest first. */
    replay: (user: ChatAccessUser, afterId: number, limit: number) => read.eventsAfter(user, afterId, limit),
    lastEventId: () => read.lastEventId(),
    firstEventId: () => read.firstEventId(),
    /** Deletes the live events older than the replay window (every process, once an hour). */
    pruneEvents: () => repo.pruneEvents(CHAT_EVENT_RETENTION_DAYS),

    /** POST …/read: the caller's read marker moves forward only, never past the last message. */
    async markRead(user: ChatAccessUser, cid: string, seq: number): Promise<void> {
      await open(user, cid)
      const party = partyOf(user)
      if (party === 'admin') return
      await repo.markRead(cid, user.id, seq, party)
    },
  }
}
export type ChatService = ReturnType<typeof createChatService>
