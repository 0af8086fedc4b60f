/**
 * Stream mode of the chat (docs/product/chat-stream.md, docs/decisions/112-stream-behind-the-chat-feature.md):
 * the server signs user tokens and creates each enquiry's channel in Stream with the same members as
 * the built-in chat; the party of SPEC §3's chat user is a custom user field.
 */
import { createHash } from 'node:crypto'
import { StreamChat, type ChannelData } from 'stream-chat'
import type { ChatChannel, ChatEnquiryFacts, ChatUser } from '#domain/chat/chat-types.ts'

export const STREAM_CHANNEL_TYPE = 'messaging'
/** a user token is valid this long; the client asks our server for a new one (token provider) */
export const STREAM_TOKEN_TTL_S = 24 * 60 * 60

export type StreamChatOptions = {
  apiKey: string
  apiSecret: string
  /** an own fetch (tests, proxies): the SDK's axios then uses its fetch adapter with it */
  fetchImpl?: typeof fetch
  /** Stream's REST base (default https://chat.stream-io-api.com) */
  baseURL?: string
  now?: () => number
}

export type EnquiryChannelInput = {
  cid: string
  hotel: ChatChannel['hotel']
  agency: ChatChannel['agency']
  members: ChatUser[]
  createdBy: ChatUser
  facts: ChatEnquiryFacts
  firstMessage: string
}

/** Stream's channel id of our cid: ids allow letters, digits, `-` and `_`, at most 64 characters. */
export function streamChannelId(cid: string): string {
  const id = cid.startsWith(`${STREAM_CHANNEL_TYPE}:`) ? cid.slice(STREAM_CHANNEL_TYPE.length + 1) : cid
  if (/^[\w-]{1,64}$/.test(id)) return id
  return `e-${createHash('sha256').update(cid).digest('hex').slice(0, 40)}`
}

/** Stream's user of a chat user: admins get Stream's admin role (they see every channel, SPEC §6). */
export function streamUser(user: ChatUser) {
  return { id: user.id, name: user.name, party: user.party, role: user.party === 'admin' ? 'admin' : 'user' }
}

export function createStreamChat({ apiKey, apiSecret, fetchImpl, baseURL, now = Date.now }: StreamChatOptions) {
  // the constructor, not getInstance: a server-side client opens no WebSocket, and tests need one client each
  const client = new StreamChat(apiKey, apiSecret, {
    browser: false,
    timeout: 10_000,
    ...(baseURL ? { baseURL } : {}),
    ...(fetchImpl ? { adapter: 'fetch' as const, env: { fetch: fetchImpl } } : {}),
  })
  return {
    /** a user token (HS256 JWT with user_id) for GET /api/current-user/stream-chat-token */
    tokenFor(user: ChatUser): string {
      const iat = Math.floor(now() / 1000)
      return client.createToken(user.id, iat + STREAM_TOKEN_TTL_S, iat)
    },
    /** creates or updates the users (name, party, role) in one call */
    async ensureUsers(users: ChatUser[]): Promise<void> {
      if (users.length) await client.upsertUsers(users.map(streamUser))
    },
    /** the enquiry's channel with its members and facts, then the enquiry's text as its first message */
    async createEnquiryChannel(input: EnquiryChannelInput): Promise<{ cid: string }> {
      const id = streamChannelId(input.cid)
      const members = [...new Set([input.createdBy.id, ...input.members.map((m) => m.id)])]
      await this.ensureUsers(uniqueUsers([input.createdBy, ...input.members]))
      // custom fields beside Stream's own (its ChannelData type lists only its own)
      const data: Record<string, unknown> = {
        members,
        created_by_id: input.createdBy.id,
        name: `${input.hotel.name} · ${input.facts.clientFirstName} ${input.facts.clientLastName}`,
        lds_cid: input.cid,
        hotel: input.hotel,
        agency: input.agency,
        facts: input.facts,
      }
      const channel = client.channel(STREAM_CHANNEL_TYPE, id, data as ChannelData)
      const created = await channel.create()
      // a fixed message id: a repeated create stores the first message once
      await channel.sendMessage({ id: `${id}-enquiry`, text: input.firstMessage, user_id: input.createdBy.id })
      return { cid: created.channel.cid }
    },
    /** a message of the server's own (a concierge job's hand-off or answer, as text) into the enquiry's channel */
    async postMessage(input: { cid: string; id: string; text: string; author: ChatUser }): Promise<void> {
      await this.ensureUsers([input.author])
      const channel = client.channel(STREAM_CHANNEL_TYPE, streamChannelId(input.cid))
      await channel.sendMessage({ id: input.id, text: input.text, user_id: input.author.id })
    },
  }
}
export type StreamChatService = ReturnType<typeof createStreamChat>

function uniqueUsers(users: ChatUser[]): ChatUser[] {
  return [...new Map(users.map((u) => [u.id, u])).values()]
}
