/**
 * The built-in chat's answers (docs/product/chat.md#api), shared by the server's mappers and the
 * client's chat feature. One channel per hotel enquiry; ids are the channel's `cid`.
 */

import type { ConciergeJobAttachment } from '../concierge-jobs/types.ts'

/** Who writes: SPEC §3's chat user {id, name, party}; `hotel` is the hotel's reservation team (decision 103). */
export type ChatParty = 'admin' | 'travelAgency' | 'hotel'
export type ChatUser = { id: string; name: string; party: ChatParty }

/** The enquiry's facts, pinned at the top of its channel. */
export type ChatEnquiryFacts = {
  clientFirstName: string
  clientLastName: string
  /** booking reference, always prefixed TLS, or null */
  tls: string | null
  /** client reference, always prefixed CC, or null */
  cc: string | null
  amexCardMember: string | null
  /** the period the agent had chosen on the hotel page, when any (ISO dates) */
  checkIn: string | null
  checkOut: string | null
  /** the rooms the agent had in the search, e.g. [{ numAdults: 2, numChildren: 1 }] */
  rooms: { numAdults: number; numChildren: number }[]
}

export type ChatMessage = {
  id: string
  cid: string
  /** server-assigned, 1, 2, 3… per channel */
  seq: number
  /** the author's own id of the message (idempotent sends) */
  clientMessageId: string
  author: ChatUser
  /** plain text; never rendered as HTML (a structured message's text says the same for Stream and the digests) */
  text: string
  /** a structured message: a concierge job handed to the hotel or the hotel's answer (docs/product/concierge-jobs.md#chat-hand-off) */
  attachment?: ConciergeJobAttachment | null
  /** ISO instant */
  createdAt: string
}

export type ChatChannel = {
  cid: string
  hotel: { id: string; name: string; city: string; timeZone: string }
  agency: { id: string; name: string }
  /** the agent who sent the enquiry */
  agent: ChatUser
  facts: ChatEnquiryFacts
  createdAt: string
  lastMessage: ChatMessage | null
  /** the highest seq in the channel (0 without messages) */
  lastSeq: number
  /** messages after the caller's read marker that others wrote */
  unreadCount: number
  /** the caller's read marker (seq), 0 when never read */
  readSeq: number
  /** the highest seq read by the other party: the hotel's team for an agency member, the agency for the hotel's team */
  otherPartyReadSeq: number
}

export type ChatChannelList = { channels: ChatChannel[]; unreadTotal: number }
export type ChatMessagePage = { messages: ChatMessage[]; hasMore: boolean }
export type ChatEnquiryAnswer = { cid: string }
export type ChatUnread = { unreadTotal: number }

/** The live stream's events (SSE `event:` names; `id:` is the event's global id for Last-Event-ID). */
export type ChatEvent =
  | { type: 'message'; cid: string; message: ChatMessage }
  | { type: 'read'; cid: string; userId: string; party: ChatParty; seq: number }
  | { type: 'channel'; cid: string }

/** GET /api/system/config's chat part: which chat the client shows. */
export type ChatMode = { mode: 'builtin' } | { mode: 'stream'; apiKey: string }
