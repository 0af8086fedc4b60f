/**
 * The message list as the screens show it (docs/product/chat.md#client): the server's messages,
 * oldest first, each own one 'sent' or 'read' (the other party's read marker reached it), then the
 * outbox's entries of the channel that the server does not have yet, 'queued', 'sending' or 'failed'.
 */
import type { ChatMessage, ChatUser } from '#domain/chat/chat-types.ts'
import type { ShownMessage } from './chat-contract.ts'
import type { OutboxEntry } from './outbox.ts'

export function shownMessages(
  stored: readonly ChatMessage[],
  outbox: readonly OutboxEntry[],
  viewer: ChatUser | null,
  otherPartyReadSeq: number,
): ShownMessage[] {
  const shown: ShownMessage[] = stored.map((message) => {
    const own = viewer !== null && message.author.id === viewer.id
    const status = own ? (message.seq <= otherPartyReadSeq ? 'read' : 'sent') : null
    return { ...message, own, status, error: null }
  })
  const delivered = new Set(stored.map((m) => m.clientMessageId))
  const author: ChatUser = viewer ?? { id: '', name: '', party: 'travelAgency' }
  for (const entry of outbox) {
    if (delivered.has(entry.clientMessageId)) continue
    shown.push({
      id: `outbox:${entry.clientMessageId}`,
      cid: entry.cid,
      seq: null,
      clientMessageId: entry.clientMessageId,
      author,
      text: entry.text,
      createdAt: entry.createdAt,
      own: true,
      status: entry.status,
      error: entry.error,
    })
  }
  return shown
}
