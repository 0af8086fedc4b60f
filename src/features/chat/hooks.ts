/**
 * The chat's data layer as its screens use it (src/features/chat/chat-contract.ts,
 * docs/product/chat.md#client). The screens import these hooks and nothing else of the layer.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ChatHooks, ConnectionState } from './chat-contract.ts'
import { useChatViewer } from './chat-viewer.ts'
import { getConnectionState, subscribeToConnectionState } from './live-stream.ts'
import type { OutboxEntry } from './outbox.ts'
import { getOutbox, peekOutboxEntries, subscribeToOutbox } from './outbox-runtime.ts'
import { channelQueryOptions, channelsQueryOptions, messagesQueryOptions } from './queries.ts'
import { shownMessages } from './shown-messages.ts'
import { writeDraft } from './drafts.ts'

export { useChatLive, useUnreadTotal } from './live-hooks.ts'
export { useDraft } from './drafts.ts'
export { useCreateEnquiry, useMarkRead } from './mutations.ts'

const noEntries: readonly OutboxEntry[] = []

export const useChannels: ChatHooks['useChannels'] = (filter) => {
  const query = useQuery(channelsQueryOptions(filter))
  return {
    channels: query.data?.channels,
    unreadTotal: query.data?.unreadTotal ?? 0,
    isPending: query.isPending,
    error: query.error,
    fetchedAt: query.data?.fetchedAt ?? null,
  }
}

export const useChannel: ChatHooks['useChannel'] = (cid) => {
  const query = useQuery(channelQueryOptions(cid))
  return { channel: query.data, isPending: query.isPending, error: query.error }
}

/** The signed-in user's outbox entries of one channel, kept in step across the tab and its siblings. */
function useOutboxEntries(cid: string): readonly OutboxEntry[] {
  const queryClient = useQueryClient()
  // opens the signed-in user's outbox (and sends what waits in it) once something shows messages
  useEffect(() => void getOutbox(queryClient), [queryClient])
  const all = useSyncExternalStore(
    subscribeToOutbox,
    () => peekOutboxEntries() ?? noEntries,
    () => noEntries,
  )
  return useMemo(() => all.filter((e) => e.cid === cid), [all, cid])
}

export const useMessages: ChatHooks['useMessages'] = (cid) => {
  const query = useInfiniteQuery(messagesQueryOptions(cid))
  const channel = useQuery(channelQueryOptions(cid)).data
  const viewer = useChatViewer()
  const outbox = useOutboxEntries(cid)
  const pages = query.data?.pages
  const messages = useMemo(() => {
    const stored = [...(pages ?? [])].reverse().flatMap((page) => page.messages)
    return shownMessages(stored, outbox, viewer, channel?.otherPartyReadSeq ?? 0)
  }, [pages, outbox, viewer, channel?.otherPartyReadSeq])
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [fetchNextPage, hasNextPage, isFetchingNextPage])
  return {
    messages,
    isPending: query.isPending,
    error: query.error,
    hasOlder: hasNextPage,
    loadOlder,
    isLoadingOlder: isFetchingNextPage,
    fetchedAt: pages?.[0]?.fetchedAt ?? null,
  }
}

export const useSendMessage: ChatHooks['useSendMessage'] = (cid) => {
  const queryClient = useQueryClient()
  return useCallback(
    (text: string) => {
      const outbox = getOutbox(queryClient)
      if (!outbox || !text.trim()) return
      writeDraft(cid, '')
      void outbox.add(cid, text)
    },
    [cid, queryClient],
  )
}

export const useOutboxActions: ChatHooks['useOutboxActions'] = (cid) => {
  const queryClient = useQueryClient()
  return useMemo(
    () => ({
      retry: (clientMessageId: string, text?: string) => {
        void getOutbox(queryClient)?.retry(clientMessageId, text)
        if (text !== undefined) writeDraft(cid, '')
      },
      discard: (clientMessageId: string) => void getOutbox(queryClient)?.discard(clientMessageId),
    }),
    [cid, queryClient],
  )
}

export const useConnectionState = (): ConnectionState =>
  useSyncExternalStore(subscribeToConnectionState, getConnectionState, () => 'online')
