/**
 * The chat's queries (docs/product/chat.md#client). Their keys start with 'chat', never with the
 * catalogue root, so none of them goes into the persisted query cache (src/lib/query-client.ts);
 * the device copies for offline reading are the chat's own (offline-copies.ts). They run even when
 * the browser says it is offline (networkMode 'always'): without an answer they show the copy.
 */
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query'
import type { ChatChannel, ChatChannelList } from '#domain/chat/chat-types.ts'
import { NetworkError } from '#lib/api-errors.ts'
import { fetchChannel, fetchChannels, fetchMessages } from './api.ts'
import { chatKeys, type ChannelFilter } from './chat-keys.ts'
import {
  fetchWithCopy,
  channelCopyKey,
  listCopyKey,
  pageCopyKey,
  readCopy,
  type FetchedList,
  type FetchedPage,
} from './offline-copies.ts'

/** The live stream keeps these fresh; a refetch happens on `reset`, a reconnect or a mount after a minute. */
const CHAT_STALE_MS = 60_000

export function channelsQueryOptions(filter: ChannelFilter = {}) {
  return queryOptions({
    queryKey: chatKeys.list(filter),
    queryFn: ({ signal }) => fetchWithCopy(listCopyKey(filter.hotelId), () => fetchChannels(filter, signal)),
    staleTime: CHAT_STALE_MS,
    networkMode: 'always',
  })
}

/** Offline, a channel is its own device copy (kept on each fetch), else found in the copy of the full list. */
export function channelQueryOptions(cid: string) {
  return queryOptions({
    queryKey: chatKeys.channel(cid),
    queryFn: async ({ signal }): Promise<ChatChannel> => {
      try {
        const {
          fetchedAt: _at,
          fromDevice: _device,
          ...channel
        } = await fetchWithCopy(channelCopyKey(cid), () => fetchChannel(cid, signal))
        return channel
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error
        const copy = await readCopy<ChatChannelList>(listCopyKey(undefined))
        const channel = copy?.data.channels.find((c) => c.cid === cid)
        if (!channel) throw error
        return channel
      }
    },
    staleTime: CHAT_STALE_MS,
    networkMode: 'always',
  })
}

export type MessagePages = InfiniteData<FetchedPage, number | null>

/** Pages newest first (page 0 is the newest); each page oldest first. Only page 0 is copied to the device. */
export function messagesQueryOptions(cid: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(cid),
    queryFn: ({ pageParam, signal }) =>
      fetchWithCopy(pageParam === null ? pageCopyKey(cid) : null, () =>
        fetchMessages(cid, pageParam ?? undefined, signal),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page: FetchedPage) => (page.hasMore && page.messages.length ? page.messages[0].seq : undefined),
    staleTime: CHAT_STALE_MS,
    networkMode: 'always',
  })
}

export type { FetchedList, FetchedPage }
