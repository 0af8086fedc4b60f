/**
 * The signed-in user's outbox in this tab (docs/decisions/108-chat-outbox-with-client-ids.md): made
 * on first use, for the session's user only; another user signing in gets their own, and sign-out
 * drops it from memory (its store stays for its author, docs/decisions/109-chat-kept-offline-per-user.md).
 */
import type { QueryClient } from '@tanstack/react-query'
import { getAuthSnapshot, subscribeToAuth } from '#lib/auth-store.ts'
import { newIdempotencyKey } from '#lib/idempotency.ts'
import { postMessage } from './api.ts'
import { applyChatEvent } from './cache-updates.ts'
import { currentUserKey, getChatViewer } from './chat-viewer.ts'
import { outboxStoreFor } from './device-store.ts'
import { onStreamOpen } from './live-stream.ts'
import type { OutboxEntry } from './outbox.ts'
import { createOutbox, type Outbox } from './outbox-store.ts'

const BUS_NAME = 'lds.chat-outbox'

let current: { userKey: string; outbox: Outbox; stop: () => void } | null = null
let queryClient: QueryClient | null = null
const listeners = new Set<() => void>()

function exclusiveFor(userKey: string) {
  return async (task: () => Promise<void>) => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (!locks) return task()
    await locks.request(`lds-chat-outbox:${userKey}`, { ifAvailable: true }, async (lock) => {
      if (lock) await task()
    })
  }
}

function open(userKey: string) {
  const bus = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${BUS_NAME}:${userKey}`)
  const outbox = createOutbox({
    store: outboxStoreFor(userKey),
    send: (entry) => postMessage(entry.cid, { clientMessageId: entry.clientMessageId, text: entry.text }),
    onSent: (message) => {
      if (queryClient) applyChatEvent(queryClient, { type: 'message', cid: message.cid, message }, getChatViewer())
    },
    exclusive: exclusiveFor(userKey),
    announce: () => bus?.postMessage('changed'),
    newId: newIdempotencyKey,
  })
  const flush = () => void outbox.flush()
  const onVisible = () => document.visibilityState === 'visible' && flush()
  if (bus) bus.onmessage = () => void outbox.reload().then(flush)
  window.addEventListener('online', flush)
  document.addEventListener('visibilitychange', onVisible)
  const offStream = onStreamOpen(flush)
  const offOutbox = outbox.subscribe(() => listeners.forEach((listener) => listener()))
  void outbox.reload().then(flush)
  return {
    userKey,
    outbox,
    stop: () => {
      offOutbox()
      offStream()
      window.removeEventListener('online', flush)
      document.removeEventListener('visibilitychange', onVisible)
      bus?.close()
      outbox.close()
    },
  }
}

function sync(): void {
  const userKey = getAuthSnapshot().session ? currentUserKey() : null
  if (current?.userKey === userKey) return
  current?.stop()
  current = userKey ? open(userKey) : null
  listeners.forEach((listener) => listener())
}

let watching = false

/** The outbox of the signed-in user (null: nobody is signed in). */
export function getOutbox(client: QueryClient): Outbox | null {
  queryClient = client
  if (!watching) {
    watching = true
    subscribeToAuth(sync)
  }
  sync()
  return current?.outbox ?? null
}

/** The entries the tab shows now, without starting anything (safe during render). */
export function peekOutboxEntries(): readonly OutboxEntry[] | null {
  return current?.outbox.entries() ?? null
}

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
