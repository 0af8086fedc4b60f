/**
 * GET /api/chat/events: the caller's live stream (docs/product/chat.md#live-delivery), Server-Sent
 * Events read with fetch streaming and the bearer header (docs/decisions/104-chat-sse-and-fetch-streaming.md).
 * With Last-Event-ID (or ?lastEventId=) the events after it that the caller may see come first
 * (at most REPLAY_LIMIT; more answer `event: reset`, the client refetches), then the live ones.
 * Live events arriving during the replay wait in a small queue and are sent after it, each once.
 */
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { HEARTBEAT_MS } from '#domain/chat/chat-rules.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { sseFrame, type LiveHub } from './live-hub.ts'
import type { ChatService } from './service.ts'

export const REPLAY_LIMIT = 1000
/** the reconnection delay a stream ended by a server shutdown asks for (the proxy sends it to another process) */
export const SHUTDOWN_RETRY_MS = 1000
/** events written to a stream but not yet taken by its client */
const MAX_UNSENT = 2 * REPLAY_LIMIT

function lastEventIdOf(c: Context): number | null {
  const raw = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId')
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null
  return Number(raw.trim())
}

export function eventStream(service: ChatService, hub: LiveHub, opts: { heartbeatMs?: number } = {}) {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS
  return async (c: Context<AuthEnv>) => {
    const user = c.get('user')
    const after = lastEventIdOf(c)
    await hub.start()
    c.header('Cache-Control', 'no-store')
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      // the replayed ids: a live event that was also replayed is not sent again (ids may arrive out
      // of order, docs/decisions/119-chat-events-out-of-id-order.md; the hub sends each id once)
      let replayed: Set<number> | null = null
      let queue: { id: number; frame: Uint8Array }[] | null = []
      let chain: Promise<unknown> = Promise.resolve()
      let resolveEnded: () => void = () => undefined
      const ended = new Promise<void>((resolve) => (resolveEnded = resolve))
      // the stream ends (client gone, write failed, or shutdown): no more deliveries at once
      const done = () => {
        unsubscribe()
        resolveEnded()
      }
      let unsent = 0
      const send = (id: number, frame: Uint8Array) => {
        if (replayed?.has(id)) return
        // a client that reads nothing is let go; it reconnects with its Last-Event-ID and misses nothing
        if (++unsent > MAX_UNSENT) return done()
        chain = chain
          .then(() => stream.write(frame))
          .then(() => void unsent--)
          .catch(done)
      }
      const unsubscribe = hub.subscribe({
        user,
        deliver: (id, _event, frame) => (queue ? queue.push({ id, frame }) : send(id, frame)),
        // the server is stopping: tell the client to come back soon (to another process), then end
        close: () => {
          chain = chain.then(() => stream.write(`retry: ${SHUTDOWN_RETRY_MS}\n\n`)).finally(done)
        },
      })
      stream.onAbort(done)
      // a client gone from a node:http server aborts the request's signal (writes to it fail silently)
      const signal = c.req.raw.signal
      if (signal.aborted) done()
      else signal.addEventListener('abort', done, { once: true })
      try {
        if (after !== null) {
          const missed = await service.replay(user, after, REPLAY_LIMIT + 1)
          // more than a replay holds, or events after `after` already pruned: the client refetches
          const pruned = after + 1 < (await service.firstEventId())
          if (pruned || missed.filter((e) => e.id > after).length > REPLAY_LIMIT) {
            const lastId = await service.lastEventId()
            await stream.writeSSE({ id: String(lastId), event: 'reset', data: '{}' })
          } else {
            for (const e of missed) send(e.id, sseFrame(e.id, e.event))
            replayed = new Set(missed.map((e) => e.id))
          }
        }
        const waiting = queue
        queue = null
        for (const e of waiting) send(e.id, e.frame)
        const beat = setInterval(() => {
          chain = chain.then(() => stream.write(': heartbeat\n\n')).catch(done)
        }, heartbeatMs)
        await ended
        clearInterval(beat)
      } finally {
        signal.removeEventListener('abort', done)
        unsubscribe()
      }
    })
  }
}
