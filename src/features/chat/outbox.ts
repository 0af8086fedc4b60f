/**
 * The outbox's rules (docs/product/chat.md#client, docs/decisions/108-chat-outbox-with-client-ids.md),
 * pure: every written message goes in first with its own client message id; per channel they go out
 * one at a time in the order written; a message whose send got no answer (or 429, or a server
 * error) stays queued and goes again with the same id (the server stores it once); a refused one
 * (400, 403, 404, 409, 413, 422) is kept as failed with the server's reason until the author
 * retries (the same id, or a new one for edited text) or discards it. Nothing typed is dropped here.
 */
import type { ChatMessage } from '#domain/chat/chat-types.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { backoffDelay } from './connection-machine.ts'

export type OutboxEntry = {
  clientMessageId: string
  cid: string
  text: string
  /** ISO instant the author wrote it; with `order` the order of sending */
  createdAt: string
  order: number
  status: 'queued' | 'sending' | 'failed'
  error: string | null
  attempts: number
  /** not before this time (epoch ms) after a failed attempt */
  notBefore: number
}

export type SendOutcome =
  | { kind: 'sent'; message: ChatMessage }
  /** no answer, a server error or a time-out: the same message again later */
  | { kind: 'retry' }
  /** 429: the same message again after `waitMs` */
  | { kind: 'wait'; waitMs: number }
  /** refused: kept with the reason */
  | { kind: 'failed'; error: string }
  /** 401: the session is over; the message stays queued for the same user */
  | { kind: 'unauthorized' }

const RATE_LIMIT_WAIT_MS = 5000

/** How a failed send is handled, from the error the API client threw. */
export function classifySendError(error: unknown): Exclude<SendOutcome, { kind: 'sent' }> {
  if (error instanceof NetworkError) return { kind: 'retry' }
  if (!(error instanceof ApiError)) return { kind: 'retry' }
  if (error.status === 401) return { kind: 'unauthorized' }
  if (error.status === 429) return { kind: 'wait', waitMs: RATE_LIMIT_WAIT_MS }
  if (error.status === 408 || error.status >= 500) return { kind: 'retry' }
  return { kind: 'failed', error: error.message }
}

const byOrder = (a: OutboxEntry, b: OutboxEntry) => a.order - b.order

/** Adds a new message at the end; an id already there is not added twice. */
export function enqueue(
  outbox: readonly OutboxEntry[],
  message: { cid: string; text: string; clientMessageId: string },
  now: number,
): OutboxEntry[] {
  if (outbox.some((e) => e.clientMessageId === message.clientMessageId)) return [...outbox]
  const order = Math.max(now, ...outbox.map((e) => e.order + 1))
  const entry: OutboxEntry = {
    ...message,
    createdAt: new Date(now).toISOString(),
    order,
    status: 'queued',
    error: null,
    attempts: 0,
    notBefore: 0,
  }
  return [...outbox, entry]
}

/**
 * The next message to send, at most one per channel in flight: the first queued message of each
 * channel (failed ones are passed over: they wait for their author), in the order written across
 * channels; null when nothing is due yet.
 */
export function nextToSend(outbox: readonly OutboxEntry[], now: number): OutboxEntry | null {
  const busy = new Set(outbox.filter((e) => e.status === 'sending').map((e) => e.cid))
  const heads = new Map<string, OutboxEntry>()
  for (const entry of [...outbox].sort(byOrder))
    if (entry.status === 'queued' && !busy.has(entry.cid) && !heads.has(entry.cid)) heads.set(entry.cid, entry)
  const due = [...heads.values()].filter((e) => e.notBefore <= now)
  return due.sort(byOrder)[0] ?? null
}

/** The earliest time a waiting queued message becomes due, or null. */
export function nextDueAt(outbox: readonly OutboxEntry[], now: number): number | null {
  const waiting = outbox.filter((e) => e.status === 'queued' && e.notBefore > now).map((e) => e.notBefore)
  return waiting.length ? Math.min(...waiting) : null
}

function update(outbox: readonly OutboxEntry[], id: string, change: (e: OutboxEntry) => OutboxEntry | null) {
  return outbox.flatMap((e) => {
    if (e.clientMessageId !== id) return [e]
    const next = change(e)
    return next ? [next] : []
  })
}

export function markSending(outbox: readonly OutboxEntry[], id: string): OutboxEntry[] {
  return update(outbox, id, (e) => ({ ...e, status: 'sending', attempts: e.attempts + 1 }))
}

/** The outcome of one send: a sent message leaves the outbox (the server's copy is shown instead). */
export function settle(
  outbox: readonly OutboxEntry[],
  id: string,
  outcome: SendOutcome,
  now: number,
  random?: number,
): OutboxEntry[] {
  return update(outbox, id, (e) => {
    switch (outcome.kind) {
      case 'sent':
        return null
      case 'failed':
        return { ...e, status: 'failed', error: outcome.error }
      case 'wait':
        return { ...e, status: 'queued', notBefore: now + outcome.waitMs }
      case 'retry':
        return { ...e, status: 'queued', notBefore: now + backoffDelay(e.attempts - 1, random) }
      case 'unauthorized':
        return { ...e, status: 'queued', notBefore: 0 }
    }
  })
}

/**
 * The author tries a failed message again: unchanged text keeps its id (a refused message was not
 * stored), edited text is a new message with a new id, in the old one's place in the order.
 */
export function retry(outbox: readonly OutboxEntry[], id: string, newId: string, text?: string): OutboxEntry[] {
  return update(outbox, id, (e) => {
    const edited = text !== undefined && text !== e.text
    return {
      ...e,
      clientMessageId: edited ? newId : e.clientMessageId,
      text: edited ? text : e.text,
      status: 'queued',
      error: null,
      attempts: 0,
      notBefore: 0,
    }
  })
}

export function discard(outbox: readonly OutboxEntry[], id: string): OutboxEntry[] {
  return update(outbox, id, () => null)
}

/** Entries the server already has (seen in the channel's messages by client id and author) leave the outbox. */
export function dropDelivered(
  outbox: readonly OutboxEntry[],
  delivered: readonly Pick<ChatMessage, 'clientMessageId'>[],
): OutboxEntry[] {
  const ids = new Set(delivered.map((m) => m.clientMessageId))
  const kept = outbox.filter((e) => !ids.has(e.clientMessageId))
  return kept.length === outbox.length ? [...outbox] : kept
}

/** After a reload: a send that was in flight when the tab closed is queued again (same id). */
export function recover(outbox: readonly OutboxEntry[]): OutboxEntry[] {
  return outbox.map((e) => (e.status === 'sending' ? { ...e, status: 'queued' } : e))
}
