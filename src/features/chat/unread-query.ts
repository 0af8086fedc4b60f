/**
 * The menu badge's unread total (docs/product/chat.md#screens): its own small module, so the badge's
 * chunk on every signed-in page holds no more of the chat than this call. Offline, the last answer
 * stays in the query cache.
 */
import { queryOptions } from '@tanstack/react-query'
import { fetchUnread } from './api.ts'
import { chatKeys } from './chat-keys.ts'

export function unreadQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => fetchUnread(signal),
    staleTime: 60_000,
  })
}
