/**
 * Sends My network's queued invitations (docs/product/my-network.md#offline): every invitation written is queued on
 * the device first, then sent; on no answer it waits for the connection (the `online` event, the page's next
 * start). Only one tab sends at a time (a Web Lock); the server stores a request id once, so a second send is harmless.
 */
import { useSyncExternalStore } from 'react'
import type { ManagerInvitationCreatedDto, ProspectDto } from '#domain/my-network/types.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { outboxKey, readJson, writeJson } from './device-store.ts'
import {
  afterSend,
  replaceEntry,
  sendable,
  type OutboxEntry,
  type QueuedInvitation,
  type SendOutcome,
} from './outbox.ts'

const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; list: OutboxEntry[] }>()
const EMPTY: OutboxEntry[] = []

function read(user: string): OutboxEntry[] {
  return readJson<OutboxEntry[]>(outboxKey(user)) ?? EMPTY
}
function write(user: string, list: OutboxEntry[]): void {
  writeJson(outboxKey(user), list.length ? list : undefined)
  for (const listener of listeners) listener()
}

/** A fresh id for a request (a UUID where the browser has one). */
export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/** The user's queued and failed invitations, kept in step with every tab. */
export function useNetworkOutbox(user: string): OutboxEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => event.key === outboxKey(user) && listener()
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
    () => {
      const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(outboxKey(user))
      const hit = cache.get(user)
      if (hit && hit.raw === raw) return hit.list
      const list = read(user)
      cache.set(user, { raw, list })
      return list
    },
    () => EMPTY,
  )
}

function outcomeOf(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { ok: false, status: null }
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors
  const first = errors ? Object.values(errors).find((m) => typeof m === 'string') : undefined
  return { ok: false, status: error.status, message: typeof first === 'string' ? first : error.message }
}

export type Sent = { kind: 'prospect'; answer: ProspectDto } | { kind: 'manager'; answer: ManagerInvitationCreatedDto }

function post(entry: QueuedInvitation): Promise<Sent> {
  return entry.kind === 'prospect'
    ? api.post<ProspectDto>('/my-network/prospects', entry.body).then((answer) => ({ kind: 'prospect', answer }))
    : api
        .post<ManagerInvitationCreatedDto>('/my-network/manager-invitations', entry.body)
        .then((answer) => ({ kind: 'manager', answer }))
}

const running = new Map<string, Promise<void>>()

/** Sends every queued entry once, oldest first; `onSent` hears each one the server stored. */
export function flushNetworkOutbox(user: string, onSent: (sent: Sent, entry: OutboxEntry) => void): Promise<void> {
  const current = running.get(user)
  if (current) return current
  const run = async () => {
    for (const entry of sendable(read(user))) {
      let outcome: SendOutcome
      let sent: Sent | undefined
      try {
        sent = await post(entry)
        outcome = { ok: true }
      } catch (error) {
        outcome = outcomeOf(error)
      }
      write(user, replaceEntry(read(user), entry.id, afterSend(entry, outcome)))
      if (sent) onSent(sent, entry)
      // no connection: the rest waits too
      if (!outcome.ok && outcome.status === null) break
    }
  }
  const locked = () =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(`lds-network-outbox:${user}`, { ifAvailable: true }, (lock) =>
          lock ? run() : undefined,
        )
      : run()
  const promise = Promise.resolve(locked()).finally(() => running.delete(user))
  running.set(user, promise)
  return promise
}

/** Queues an invitation (with its request id) and tries to send it at once. */
export function queueInvitation(user: string, invitation: QueuedInvitation, now = Date.now): OutboxEntry {
  const entry: OutboxEntry = { ...invitation, id: invitation.body.clientRequestId, writtenAt: now(), status: 'queued' }
  write(user, [...read(user), entry])
  return entry
}

/** A failed entry goes (the author gave it up). */
export function discardQueued(user: string, id: string): void {
  write(user, replaceEntry(read(user), id, null))
}
