/** The chat's query keys (docs/product/chat.md#client): every key starts with 'chat', never with the catalogue root. */
export type ChannelFilter = { hotelId?: string }

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'channels'] as const,
  list: (filter: ChannelFilter = {}) => [...chatKeys.lists(), filter.hotelId ?? null] as const,
  channels: () => [...chatKeys.all, 'channel'] as const,
  channel: (cid: string) => [...chatKeys.channels(), cid] as const,
  allMessages: () => [...chatKeys.all, 'messages'] as const,
  messages: (cid: string) => [...chatKeys.allMessages(), cid] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
}
