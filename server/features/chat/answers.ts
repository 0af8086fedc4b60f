/**
 * Rows to the chat's answer shapes (src/domain/chat/chat-types.ts; docs/product/chat.md#api).
 */
import { displayName } from '#domain/auth/roles.ts'
import { partyOf } from '#domain/chat/channel-access.ts'
import type { ChatChannel, ChatEnquiryFacts, ChatMessage, ChatUser } from '#domain/chat/chat-types.ts'
import type { ConciergeJobAttachment } from '#domain/concierge-jobs/types.ts'
import { hotelTimeZone } from '#domain/chat/hotel-time-zone.ts'

export type UserFacts = {
  id: string
  role: string
  email: string
  firstName: string | null
  lastName: string | null
  hotelId: string | null
  hasHotelAccess: boolean
  travelAgencyId: string | null
}

export const iso = (value: Date | string): string => new Date(value).toISOString()

export function chatUser(u: UserFacts): ChatUser {
  return { id: u.id, name: displayName(u), party: partyOf(u) }
}

export type MessageRow = {
  id: string
  cid: string
  seq: number
  clientMessageId: string
  text: string
  attachment?: ConciergeJobAttachment | null
  createdAt: Date | string
  author: UserFacts
}

export function chatMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    cid: m.cid,
    seq: Number(m.seq),
    clientMessageId: m.clientMessageId,
    author: chatUser(m.author),
    text: m.text,
    ...(m.attachment ? { attachment: m.attachment } : {}),
    createdAt: iso(m.createdAt),
  }
}

export type ChannelRow = {
  cid: string
  hotel: { id: string; name: string; city: string; country: string }
  agency: { id: string; name: string }
  agent: UserFacts
  facts: ChatEnquiryFacts
  createdAt: Date | string
  lastSeq: number
  lastMessage: MessageRow | null
  unreadCount: number
  readSeq: number
  otherPartyReadSeq: number
}

export function chatChannel(r: ChannelRow): ChatChannel {
  return {
    cid: r.cid,
    hotel: { id: r.hotel.id, name: r.hotel.name, city: r.hotel.city, timeZone: hotelTimeZone(r.hotel.country) },
    agency: r.agency,
    agent: chatUser(r.agent),
    facts: r.facts,
    createdAt: iso(r.createdAt),
    lastMessage: r.lastMessage ? chatMessage(r.lastMessage) : null,
    lastSeq: Number(r.lastSeq),
    unreadCount: Number(r.unreadCount),
    readSeq: Number(r.readSeq),
    otherPartyReadSeq: Number(r.otherPartyReadSeq),
  }
}
