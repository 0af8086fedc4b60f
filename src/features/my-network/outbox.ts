/**
 * The queue of invitations written offline (docs/product/my-network.md#offline), as pure rules: each entry keeps its
 * client request id from the moment it was written, so sending it again (a lost answer, a second tab, a reload) is
 * stored and mailed once by the server.
 */
import type { ManagerInvitationInput, ProspectInput } from '#domain/my-network/schemas.ts'

export type QueuedInvitation =
  | { kind: 'prospect'; body: ProspectInput & { clientRequestId: string } }
  | { kind: 'manager'; body: ManagerInvitationInput & { clientRequestId: string }; hotelName: string }

export type OutboxEntry = QueuedInvitation & {
  id: string
  writtenAt: number
  status: 'queued' | 'failed'
  /** the server's reason of a refusal (failed) */
  error?: string
}

/** What a send's outcome does to its entry: gone (stored by the server), kept for later, or failed for good. */
export type SendOutcome = { ok: true } | { ok: false; status: number | null; message?: string }

export function afterSend(entry: OutboxEntry, outcome: SendOutcome): OutboxEntry | null {
  if (outcome.ok) return null
  // no answer, a server error or a rate limit: the same entry, the same id, tried again later
  if (outcome.status === null || outcome.status >= 500 || outcome.status === 429) return entry
  return { ...entry, status: 'failed', error: outcome.message }
}

export function replaceEntry(list: readonly OutboxEntry[], id: string, next: OutboxEntry | null): OutboxEntry[] {
  return list.flatMap((e) => (e.id !== id ? [e] : next ? [next] : []))
}

/** The entries to send now, oldest first (a failed one waits for the author). */
export function sendable(list: readonly OutboxEntry[]): OutboxEntry[] {
  return list.filter((e) => e.status === 'queued').sort((a, b) => a.writtenAt - b.writtenAt)
}
