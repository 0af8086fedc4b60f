/** Channels and messages for the chat screens' tests. */
import type { ChatChannel } from '#domain/chat/chat-types.ts'
import type { ShownMessage } from './chat-contract.ts'

export const HOTEL_ID = '64b7f0c2a1b2c3d4e5f60718'

export function testChannel(over: Partial<ChatChannel> = {}): ChatChannel {
  return {
    cid: 'enq-1',
    hotel: { id: HOTEL_ID, name: 'Badrutt’s Palace', city: 'St. Moritz', timeZone: 'Europe/Zurich' },
    agency: { id: 'a1', name: 'Maison Voyage Privé' },
    agent: { id: 'u1', name: 'Sophie Laurent', party: 'travelAgency' },
    facts: {
      clientFirstName: 'Anna',
      clientLastName: 'Keller',
      tls: 'TLS123',
      cc: null,
      amexCardMember: null,
      checkIn: '2027-01-09',
      checkOut: '2027-01-16',
      rooms: [{ numAdults: 2, numChildren: 1 }],
    },
    createdAt: '2026-12-01T09:00:00.000Z',
    lastMessage: null,
    lastSeq: 0,
    unreadCount: 0,
    readSeq: 0,
    otherPartyReadSeq: 0,
    ...over,
  }
}

export function testMessage(over: Partial<ShownMessage> = {}): ShownMessage {
  return {
    id: 'm1',
    cid: 'enq-1',
    seq: 1,
    clientMessageId: 'client-0001',
    author: { id: 'h1', name: 'Reservations', party: 'hotel' },
    text: 'Hello',
    createdAt: '2026-12-01T09:05:00.000Z',
    own: false,
    status: null,
    error: null,
    ...over,
  }
}
