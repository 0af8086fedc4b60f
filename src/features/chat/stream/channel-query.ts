/**
 * Stream's channel query (SPEC §7, §9; docs/product/chat-stream.md): limit 9999, only the caller's
 * channels unless an admin (who sees every channel).
 */
import { CHAT_CHANNEL_QUERY_LIMIT } from '#domain/chat/chat-rules.ts'
import type { ChatUser } from '#domain/chat/chat-types.ts'

export type StreamChannelQuery = {
  filters: { type: 'messaging'; members?: { $in: string[] } }
  sort: { last_message_at: -1 }
  options: { limit: number; state: true; watch: true; presence: false }
}

export function streamChannelQuery(user: ChatUser): StreamChannelQuery {
  return {
    filters: user.party === 'admin' ? { type: 'messaging' } : { type: 'messaging', members: { $in: [user.id] } },
    sort: { last_message_at: -1 },
    options: { limit: CHAT_CHANNEL_QUERY_LIMIT, state: true, watch: true, presence: false },
  }
}

/** SPEC §4: a failed connect marks websockets as blocked (read by the chat's mode choice). */
export const STREAM_BLOCKED_KEY = 'chatStreamBlocked'

export function markStreamBlocked(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(STREAM_BLOCKED_KEY, '1')
  } catch {
    // storage may be unavailable (private mode); the message on screen still says it
  }
}
