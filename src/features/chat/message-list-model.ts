/**
 * The message list as rows: a day separator before the first message of each day in the reader's
 * time zone, then the messages (docs/product/chat.md#screens).
 */
import { dayKeyIn } from '#domain/format/format-zoned.ts'
import type { ShownMessage } from './chat-contract.ts'

export type MessageRow =
  { kind: 'day'; key: string; at: string } | { kind: 'message'; key: string; message: ShownMessage }

export function messageRows(messages: readonly ShownMessage[], timeZone: string): MessageRow[] {
  const rows: MessageRow[] = []
  let day = ''
  for (const message of messages) {
    const key = dayKeyIn(message.createdAt, timeZone)
    if (key !== day) {
      rows.push({ kind: 'day', key: `day-${key}`, at: message.createdAt })
      day = key
    }
    rows.push({ kind: 'message', key: message.clientMessageId || message.id, message })
  }
  return rows
}

/** The newest stored message's seq (what a read marker moves to), 0 without one. */
export function newestSeq(messages: readonly ShownMessage[]): number {
  let seq = 0
  for (const message of messages) if (message.seq !== null && message.seq > seq) seq = message.seq
  return seq
}
