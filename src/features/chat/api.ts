/**
 * The built-in chat's calls (docs/product/chat.md#client) through the app's API client: bearer
 * token, ApiError / NetworkError as everywhere (src/lib/api-errors.ts). The unread total's call is in
 * unread-query.ts, which the menu badge loads on every signed-in page without the rest of these.
 */
import { CHAT_CHANNEL_QUERY_LIMIT, MESSAGE_PAGE_SIZE } from '#domain/chat/chat-rules.ts'
import type {
  ChatChannel,
  ChatChannelList,
  ChatEnquiryAnswer,
  ChatMessage,
  ChatMessagePage,
} from '#domain/chat/chat-types.ts'
import type { HotelEnquiry } from '#domain/chat/hotel-enquiry.ts'
import { api } from '#lib/api-client.ts'

const channelPath = (cid: string) => `/chat/channels/${encodeURIComponent(cid)}`

export function fetchChannels(filter: { hotelId?: string }, signal?: AbortSignal): Promise<ChatChannelList> {
  return api.get<ChatChannelList>('/chat/channels', {
    query: { limit: CHAT_CHANNEL_QUERY_LIMIT, hotelId: filter.hotelId },
    signal,
  })
}

export function fetchChannel(cid: string, signal?: AbortSignal): Promise<ChatChannel> {
  return api.get<ChatChannel>(channelPath(cid), { signal })
}

/** A page of history, oldest first; `before` is the oldest seq already shown (none: the newest page). */
export function fetchMessages(cid: string, before: number | undefined, signal?: AbortSignal): Promise<ChatMessagePage> {
  return api.get<ChatMessagePage>(`${channelPath(cid)}/messages`, {
    query: { before, limit: MESSAGE_PAGE_SIZE },
    signal,
  })
}

/** 201 with the stored message, 200 with the same message when the client id was sent before. */
export function postMessage(cid: string, body: { clientMessageId: string; text: string }): Promise<ChatMessage> {
  return api.post<ChatMessage>(`${channelPath(cid)}/messages`, body)
}

export function postRead(cid: string, seq: number): Promise<void> {
  return api.post<void>(`${channelPath(cid)}/read`, { seq })
}

export function postEnquiry(
  hotelId: string,
  enquiry: HotelEnquiry,
  idempotencyKey: string,
): Promise<ChatEnquiryAnswer> {
  return api.post<ChatEnquiryAnswer>(`/hotels/${encodeURIComponent(hotelId)}/chats`, enquiry, {
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}
