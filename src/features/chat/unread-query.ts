/**
 * The menu badge's unread total (docs/product/chat.md#screens): its own small module, so the badge's
 * chunk on every signed-in page holds no more of the chat than this call (not the chat's api.ts). Offline, the last answer
 * stays in the query cache.
 */
import { queryOptions } from '@tanstack/react-query'
import type { ChatUnread } from '#domain/chat/chat-types.ts'
import { api } from '#lib/api-client.ts'
import { chatKeys } from './chat-keys.ts'

/** GET /api/chat/unread: the signed-in person's unread total over their channels. */
export function fetchUnread(signal?: AbortSignal): Promise<ChatUnread> {
  return api.get<ChatUnread>('/chat/unread', { signal })
}

export function unreadQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => fetchUnread(signal),
    staleTime: 60_000,
  })
}
