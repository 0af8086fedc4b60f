import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ChatChannel, ChatMessage, ChatUser } from '#domain/chat/chat-types.ts'
import { applyChatEvent, channelAfterRead, insertMessage } from './cache-updates.ts'
import type { ChatViewer } from './chat-viewer.ts'
import type { FetchedList, FetchedPage } from './offline-copies.ts'
import { chatKeys } from './chat-keys.ts'
import type { MessagePages } from './queries.ts'

const agent: ChatViewer = { id: 'u-agent', name: 'Anna Agent', party: 'travelAgency' }
const hotelTeam: ChatUser = { id: 'u-hotel', name: 'Reservations', party: 'hotel' }

const message = (seq: number, author: ChatUser = hotelTeam): ChatMessage => ({
  id: `m${seq}`,
  cid: 'c1',
  seq,
  clientMessageId: `client-${seq}`,
  author,
  text: `message ${seq}`,
  createdAt: `2026-12-02T10:00:0${seq}.000Z`,
})

const channel = (patch: Partial<ChatChannel> = {}): ChatChannel => ({
  cid: 'c1',
  hotel: { id: 'h1', name: 'Grand Hotel', city: 'Zermatt', timeZone: 'Europe/Zurich' },
  agency: { id: 'a1', name: 'Agency' },
  agent: { id: 'u-agent', name: 'Anna Agent', party: 'travelAgency' },
  facts: {
    clientFirstName: 'Max',
    clientLastName: 'Muster',
    tls: null,
    cc: null,
    amexCardMember: null,
    checkIn: null,
    checkOut: null,
    rooms: [],
  },
  createdAt: '2026-12-01T10:00:00.000Z',
  lastMessage: message(2),
  lastSeq: 2,
  unreadCount: 1,
  readSeq: 1,
  otherPartyReadSeq: 0,
  ...patch,
})

const page = (messages: ChatMessage[]): FetchedPage => ({ messages, hasMore: false, fetchedAt: 1, fromDevice: false })

function seeded() {
  const client = new QueryClient()
  client.setQueryData<MessagePages>(chatKeys.messages('c1'), {
    pages: [page([message(1), message(2)])],
    pageParams: [null],
  })
  const other = channel({
    cid: 'c2',
    lastMessage: null,
    lastSeq: 0,
    unreadCount: 0,
    createdAt: '2026-12-01T11:00:00.000Z',
  })
  client.setQueryData<FetchedList>(chatKeys.list(), {
    channels: [other, channel()],
    unreadTotal: 1,
    fetchedAt: 1,
    fromDevice: false,
  })
  client.setQueryData(chatKeys.unread(), { unreadTotal: 1 })
  return client
}

const shown = (client: QueryClient) =>
  client.getQueryData<MessagePages>(chatKeys.messages('c1'))!.pages[0].messages.map((m) => m.seq)

describe('live events in the cache', () => {
  it('appends a message once, even when it comes twice', () => {
    const client = seeded()
    applyChatEvent(client, { type: 'message', cid: 'c1', message: message(3) }, agent)
    applyChatEvent(client, { type: 'message', cid: 'c1', message: message(3) }, agent)
    expect(shown(client)).toEqual([1, 2, 3])
    const list = client.getQueryData<FetchedList>(chatKeys.list())!
    expect(list.channels[0]).toMatchObject({ cid: 'c1', lastSeq: 3, unreadCount: 2 })
    expect(list.unreadTotal).toBe(2)
    expect(client.getQueryData(chatKeys.unread())).toEqual({ unreadTotal: 2 })
  })

  it('puts messages that come out of order in seq order', () => {
    const client = seeded()
    applyChatEvent(client, { type: 'message', cid: 'c1', message: message(5) }, agent)
    applyChatEvent(client, { type: 'message', cid: 'c1', message: message(4) }, agent)
    expect(shown(client)).toEqual([1, 2, 4, 5])
    expect(client.getQueryData<FetchedList>(chatKeys.list())!.channels[0].lastSeq).toBe(5)
  })

  it('does not count the viewer’s own message as unread', () => {
    const client = seeded()
    applyChatEvent(client, { type: 'message', cid: 'c1', message: message(3, agent) }, agent)
    expect(client.getQueryData<FetchedList>(chatKeys.list())!.channels[0]).toMatchObject({ unreadCount: 1, lastSeq: 3 })
    expect(client.getQueryData(chatKeys.unread())).toEqual({ unreadTotal: 1 })
  })

  it('applies the viewer’s read marker from another device and the other party’s marker', () => {
    const client = seeded()
    applyChatEvent(client, { type: 'read', cid: 'c1', userId: agent.id, party: 'travelAgency', seq: 2 }, agent)
    const mine = client.getQueryData<FetchedList>(chatKeys.list())!
    expect(mine.channels.find((c) => c.cid === 'c1')).toMatchObject({ readSeq: 2, unreadCount: 0 })
    expect(mine.unreadTotal).toBe(0)
    expect(client.getQueryData(chatKeys.unread())).toEqual({ unreadTotal: 0 })
    applyChatEvent(client, { type: 'read', cid: 'c1', userId: hotelTeam.id, party: 'hotel', seq: 2 }, agent)
    expect(
      client.getQueryData<FetchedList>(chatKeys.list())!.channels.find((c) => c.cid === 'c1')!.otherPartyReadSeq,
    ).toBe(2)
  })

  it('moves read markers forward only', () => {
    const before = channel({ otherPartyReadSeq: 2, readSeq: 2, unreadCount: 0 })
    expect(
      channelAfterRead(before, { type: 'read', cid: 'c1', userId: 'u-hotel', party: 'hotel', seq: 1 }, agent).channel,
    ).toBe(before)
    expect(
      channelAfterRead(before, { type: 'read', cid: 'c1', userId: 'u-agent', party: 'travelAgency', seq: 1 }, agent)
        .channel,
    ).toBe(before)
  })

  it('a supervisor’s read is not the other party’s for the agent', () => {
    const read = channelAfterRead(
      channel(),
      { type: 'read', cid: 'c1', userId: 'u-super', party: 'travelAgency', seq: 2 },
      agent,
    )
    expect(read.channel.otherPartyReadSeq).toBe(0)
  })

  it('asks the server again for a message of an unknown channel and on `channel`', async () => {
    const client = seeded()
    applyChatEvent(client, { type: 'message', cid: 'c9', message: { ...message(1), cid: 'c9' } }, agent)
    expect(client.getQueryState(chatKeys.list())!.isInvalidated).toBe(true)
    const fresh = seeded()
    applyChatEvent(fresh, { type: 'channel', cid: 'c1' }, agent)
    expect(fresh.getQueryState(chatKeys.list())!.isInvalidated).toBe(true)
    expect(fresh.getQueryState(chatKeys.unread())!.isInvalidated).toBe(true)
  })

  it('leaves the pages as they are for a known id', () => {
    const pages: MessagePages = { pages: [page([message(1)])], pageParams: [null] }
    expect(insertMessage(pages, message(1))).toBe(pages)
  })
})
