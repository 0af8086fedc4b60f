/**
 * What the chat's data layer gives its screens (docs/product/chat.md#client). The data layer
 * (queries.ts, mutations.ts, the live stream, the outbox) implements these hooks in hooks.ts;
 * the screens use nothing else.
 */
import type { ChatChannel, ChatMessage } from '#domain/chat/chat-types.ts'
import type { HotelEnquiry } from '#domain/chat/hotel-enquiry.ts'

/** Where an own message is: in the device's outbox, on its way, stored by the server, read by the other party, or refused (kept, with the reason, to edit or resend). */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'read' | 'failed'

/** A message as the screens show it: the server's, or one still in the outbox (seq null). */
export type ShownMessage = Omit<ChatMessage, 'seq'> & {
  seq: number | null
  own: boolean
  /** own messages only */
  status: DeliveryStatus | null
  /** why a failed message was refused (a specification text where one exists) */
  error: string | null
}

/** The live stream as the user is told: 'online', 'reconnecting' (after 5 s without it), 'offline' (navigator offline or given up). */
export type ConnectionState = 'online' | 'reconnecting' | 'offline'

export type ChatHooks = {
  /** the caller's channels (limit 9999), newest activity first; `fetchedAt` for the offline note */
  useChannels: (filter?: { hotelId?: string }) => {
    channels: ChatChannel[] | undefined
    unreadTotal: number
    isPending: boolean
    error: Error | null
    fetchedAt: number | null
  }
  useChannel: (cid: string) => { channel: ChatChannel | undefined; isPending: boolean; error: Error | null }
  /** oldest first; queued own messages after the stored ones */
  useMessages: (cid: string) => {
    messages: ShownMessage[]
    isPending: boolean
    error: Error | null
    hasOlder: boolean
    loadOlder: () => void
    isLoadingOlder: boolean
    fetchedAt: number | null
  }
  /** puts the text into the outbox (persistent) and sends it when it can; resolves at once */
  useSendMessage: (cid: string) => (text: string) => void
  /** retries a failed message (optionally with new text) or drops it */
  useOutboxActions: (cid: string) => {
    retry: (clientMessageId: string, text?: string) => void
    discard: (clientMessageId: string) => void
  }
  /** tells the server the caller read up to `seq` (only ever moves forward) */
  useMarkRead: (cid: string) => (seq: number) => void
  useConnectionState: () => ConnectionState
  /** keeps the device's live stream on while mounted (screens and the unread badge call it once) */
  useChatLive: () => void
  useUnreadTotal: () => number
  /** POST /api/hotels/{id}/chats with an idempotency key: answers the new channel's cid */
  useCreateEnquiry: (hotelId: string) => {
    send: (enquiry: HotelEnquiry) => Promise<{ cid: string }>
    state: 'idle' | 'sending' | 'done' | 'failed'
  }
  /** the composer's draft per channel, kept across reloads */
  useDraft: (cid: string) => [string, (text: string) => void]
}
