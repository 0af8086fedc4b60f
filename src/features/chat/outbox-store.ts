/**
 * The persistent outbox (docs/decisions/108-chat-outbox-with-client-ids.md): the entries of the
 * signed-in user in their own IndexedDB store (one key per message, so tabs never overwrite each
 * other's), a copy in memory for the screens, and the sender: one tab at a time (Web Lock per
 * user), one message at a time, by the rules of outbox.ts. It sends when a message is written,
 * on `online`, when the app comes back to the foreground, when the live stream (re)connects, and
 * when a back-off ends.
 */
import type { ChatMessage } from '#domain/chat/chat-types.ts'
import type { KeyValueStore } from './device-store.ts'
import {
  classifySendError,
  discard as discardEntry,
  enqueue,
  markSending,
  nextDueAt,
  nextToSend,
  recover,
  retry as retryEntry,
  settle,
  type OutboxEntry,
  type SendOutcome,
} from './outbox.ts'

export type OutboxDeps = {
  store: KeyValueStore
  send: (entry: OutboxEntry) => Promise<ChatMessage>
  /** the server's message for a sent entry (into the query cache) */
  onSent: (message: ChatMessage) => void
  /** runs `task` only if no other tab is flushing (Web Locks `ifAvailable`); defaults to running it */
  exclusive?: (task: () => Promise<void>) => Promise<void>
  /** tells the other tabs to reload (BroadcastChannel) */
  announce?: () => void
  newId: () => string
  now?: () => number
}

export type Outbox = {
  entries: () => readonly OutboxEntry[]
  subscribe: (listener: () => void) => () => void
  /** re-reads the store (another tab changed it) */
  reload: () => Promise<void>
  add: (cid: string, text: string) => Promise<void>
  retry: (clientMessageId: string, text?: string) => Promise<void>
  discard: (clientMessageId: string) => Promise<void>
  /** sends what is due; resolves when nothing more is due now */
  flush: () => Promise<void>
  /** forgets the memory copy and timers (the store keeps its entries) */
  close: () => void
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const now = deps.now ?? Date.now
  const exclusive = deps.exclusive ?? ((task) => task())
  let entries: readonly OutboxEntry[] = []
  let closed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()

  const show = (next: readonly OutboxEntry[]) => {
    entries = [...next].sort((a, b) => a.order - b.order)
    for (const listener of listeners) listener()
  }
  const readAll = async () => (await deps.store.entries<OutboxEntry>()).map(([, entry]) => entry)
  /** writes the entries that changed between `before` and `after` */
  const persist = async (before: readonly OutboxEntry[], after: readonly OutboxEntry[]) => {
    const kept = new Set(after.map((e) => e.clientMessageId))
    for (const e of before) if (!kept.has(e.clientMessageId)) await deps.store.del(e.clientMessageId)
    for (const e of after) if (!before.includes(e)) await deps.store.set(e.clientMessageId, e)
    show(await readAll())
    deps.announce?.()
  }
  const change = async (fn: (current: OutboxEntry[]) => OutboxEntry[]) => {
    const current = await readAll()
    await persist(current, fn(current))
  }

  const sendOne = async (entry: OutboxEntry): Promise<SendOutcome> => {
    try {
      return { kind: 'sent', message: await deps.send(entry) }
    } catch (error) {
      return classifySendError(error)
    }
  }

  const flushOnce = () =>
    exclusive(async () => {
      // under the lock nobody else sends: a 'sending' left in the store is from a closed tab
      let current = recover(await readAll())
      for (;;) {
        if (closed) return
        const entry = nextToSend(current, now())
        if (!entry) break
        const sending = markSending(current, entry.clientMessageId)
        await persist(current, sending)
        const outcome = await sendOne(entry)
        if (outcome.kind === 'sent') deps.onSent(outcome.message)
        const fresh = await readAll()
        const settled = settle(fresh, entry.clientMessageId, outcome, now())
        await persist(fresh, settled)
        current = settled
        if (outcome.kind !== 'sent' && outcome.kind !== 'failed') break
      }
      clearTimeout(timer)
      const due = nextDueAt(current, now())
      if (due !== null && !closed) timer = setTimeout(() => void flush(), due - now())
    }).catch(() => undefined)

  // one flush at a time in this tab; a call during one makes it look once more when done
  let flushing: Promise<void> | null = null
  let again = false
  const flush = (): Promise<void> => {
    if (flushing) {
      again = true
      return flushing
    }
    flushing = (async () => {
      do {
        again = false
        await flushOnce()
      } while (again && !closed)
    })().finally(() => (flushing = null))
    return flushing
  }

  return {
    entries: () => entries,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload: async () => show(await readAll()),
    add: async (cid, text) => {
      await change((current) => enqueue(current, { cid, text, clientMessageId: deps.newId() }, now()))
      void flush()
    },
    retry: async (id, text) => {
      await change((current) => retryEntry(current, id, deps.newId(), text))
      void flush()
    },
    discard: (id) => change((current) => discardEntry(current, id)),
    flush,
    close: () => {
      closed = true
      clearTimeout(timer)
      listeners.clear()
    },
  }
}
