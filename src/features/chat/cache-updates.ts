/**
 * The live events in the query cache (docs/product/chat.md#client): a message is appended to its
 * channel's pages once (by id or seq, in seq order, however often and in whatever order it comes),
 * its channel's last message, last seq and unread count move on, read markers move forward only.
 * The pure functions take and return data; applyChatEvent puts them to a QueryClient.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ChatChannel, ChatEvent, ChatMessage } from '#domain/chat/chat-types.ts'
import type { ChatViewer } from './chat-viewer.ts'
import { saveNewestPage, type FetchedList } from './offline-copies.ts'
import { chatKeys } from './chat-keys.ts'
import type { MessagePages } from './queries.ts'

type ChannelChange = { channel: ChatChannel; unreadDelta: number; stale: boolean }

/** The pages with `message` in the newest page, or the same object when it is already there. */
export function insertMessage(pages: MessagePages, message: ChatMessage): MessagePages {
  const known = pages.pages.some((page) => page.messages.some((m) => m.id === message.id || m.seq === message.seq))
  if (known || !pages.pages.length) return pages
  const [newest, ...older] = pages.pages
  const messages = [...newest.messages, message].sort((a, b) => a.seq - b.seq)
  return { ...pages, pages: [{ ...newest, messages }, ...older] }
}

/**
 * A channel after a message: only a new highest seq moves it on (a replayed one changes nothing); an
 * older, unknown message of the other side that may be unread leaves the count to a refetch (`stale`).
 */
export function channelAfterMessage(
  channel: ChatChannel,
  message: ChatMessage,
  viewer: ChatViewer | null,
): ChannelChange {
  const others = message.author.id !== viewer?.id
  if (message.seq <= channel.lastSeq) {
    const stale = others && message.seq > channel.readSeq && channel.lastMessage?.id !== message.id
    return { channel, unreadDelta: 0, stale: stale && message.seq < channel.lastSeq }
  }
  const unread = others && message.seq > channel.readSeq ? 1 : 0
  const next = {
    ...channel,
    lastMessage: message,
    lastSeq: message.seq,
    unreadCount: channel.unreadCount + unread,
    // the author has read their own message
    readSeq: others ? channel.readSeq : Math.max(channel.readSeq, message.seq),
  }
  return { channel: next, unreadDelta: unread, stale: false }
}

type ReadEvent = Extract<ChatEvent, { type: 'read' }>

/** A channel after a read marker: the viewer's own (another device of theirs) or the other party's. */
export function channelAfterRead(channel: ChatChannel, read: ReadEvent, viewer: ChatViewer | null): ChannelChange {
  if (viewer && read.userId === viewer.id) {
    if (read.seq <= channel.readSeq) return { channel, unreadDelta: 0, stale: false }
    const allRead = read.seq >= channel.lastSeq
    const unreadCount = allRead ? 0 : channel.unreadCount
    const next = { ...channel, readSeq: read.seq, unreadCount }
    return { channel: next, unreadDelta: unreadCount - channel.unreadCount, stale: !allRead }
  }
  const otherParty =
    viewer !== null && viewer.party !== 'admin' && read.party !== viewer.party && read.party !== 'admin'
  if (!otherParty || read.seq <= channel.otherPartyReadSeq) return { channel, unreadDelta: 0, stale: false }
  return { channel: { ...channel, otherPartyReadSeq: read.seq }, unreadDelta: 0, stale: false }
}

const activity = (c: ChatChannel) => c.lastMessage?.createdAt ?? c.createdAt

/** Newest activity first (ISO instants sort as text). */
export function sortChannels(channels: ChatChannel[]): ChatChannel[] {
  return [...channels].sort((a, b) => (activity(a) < activity(b) ? 1 : activity(a) > activity(b) ? -1 : 0))
}

/** Puts `change` to every cached copy of the channel; answers whether one was found, the unread delta, staleness. */
function updateChannel(queryClient: QueryClient, cid: string, change: (c: ChatChannel) => ChannelChange) {
  let found = false
  let missingFromAll = false
  let delta = 0
  let stale = false
  const note = (result: ChannelChange) => {
    found = true
    delta = Math.abs(result.unreadDelta) > Math.abs(delta) ? result.unreadDelta : delta
    stale ||= result.stale
    return result.channel
  }
  queryClient.setQueryData<ChatChannel>(chatKeys.channel(cid), (channel) => channel && note(change(channel)))
  for (const [key, list] of queryClient.getQueriesData<FetchedList>({ queryKey: chatKeys.lists() })) {
    if (!list) continue
    const index = list.channels.findIndex((c) => c.cid === cid)
    if (index < 0) {
      // only the unfiltered list must hold every channel; a hotel's list may rightly miss it
      missingFromAll ||= key[key.length - 1] === null
      continue
    }
    const before = list.channels[index]
    const after = note(change(before))
    if (after === before) continue
    const channels = sortChannels(list.channels.map((c, i) => (i === index ? after : c)))
    const unreadTotal = Math.max(0, list.unreadTotal + after.unreadCount - before.unreadCount)
    queryClient.setQueryData<FetchedList>(key, { ...list, channels, unreadTotal })
  }
  return { found, delta, stale, missingFromAll }
}

function moveUnreadTotal(queryClient: QueryClient, found: boolean, delta: number): void {
  if (!found) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() })
    return
  }
  if (delta === 0) return
  queryClient.setQueryData<{ unreadTotal: number }>(
    chatKeys.unread(),
    (old) => old && { unreadTotal: Math.max(0, old.unreadTotal + delta) },
  )
}

/** One live event (or the server's answer to an own send, as a 'message') into the cache. */
export function applyChatEvent(queryClient: QueryClient, event: ChatEvent, viewer: ChatViewer | null): void {
  if (event.type === 'channel') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: chatKeys.channel(event.cid) })
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() })
    return
  }
  if (event.type === 'message') {
    const key = chatKeys.messages(event.cid)
    const before = queryClient.getQueryData<MessagePages>(key)
    if (before) {
      const after = insertMessage(before, event.message)
      if (after !== before) {
        queryClient.setQueryData<MessagePages>(key, after)
        saveNewestPage(event.cid, after.pages[0])
      }
    }
  }
  const result =
    event.type === 'message'
      ? updateChannel(queryClient, event.cid, (c) => channelAfterMessage(c, event.message, viewer))
      : updateChannel(queryClient, event.cid, (c) => channelAfterRead(c, event, viewer))
  if (result.stale) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: chatKeys.channel(event.cid) })
  } else if (event.type === 'message' && result.missingFromAll) {
    // a channel the list has not seen yet (a new enquiry): the list asks the server
    void queryClient.invalidateQueries({ queryKey: chatKeys.list(), exact: true })
  }
  moveUnreadTotal(queryClient, result.found && !result.stale, result.delta)
}

/** `reset`: the server cannot replay from our position; everything of the chat is asked again. */
export function resetChatQueries(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.all })
}

/** Back online: what was shown from the device's copy is asked from the server again. */
export function refreshDeviceCopies(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    queryKey: chatKeys.all,
    predicate: (query) => {
      const data = query.state.data as { fromDevice?: boolean; pages?: { fromDevice?: boolean }[] } | undefined
      return data?.fromDevice === true || data?.pages?.some((page) => page.fromDevice) === true
    },
  })
}
