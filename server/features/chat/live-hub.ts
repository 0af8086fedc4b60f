/**
 * The live streams of this process (docs/product/chat.md#live-delivery): one LISTEN on
 * `chat_events` per process; a notification carries an event id (the hub reads the event row) or,
 * for a message that fits, the whole event with its channel's access facts (decision 116); the hub
 * hands it to every connected stream whose user may see its channel
 * (docs/decisions/105-chat-notify-ids-and-catch-up.md). After a lost listening connection it reads
 * every event after the last one it saw, so nothing is missed. Which users are connected is a fact
 * of this process (the digests ask it; docs/decisions/106-chat-digests.md).
 */
import { canAccessChannel, type ChatAccessUser } from '#domain/chat/channel-access.ts'
import type { ChatEvent } from '#domain/chat/chat-types.ts'
import type { Database } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { ChatReadRepository, HubEvent } from './read-repository.ts'
import { CHAT_NOTIFY_CHANNEL } from './repository.ts'

export type LiveStream = {
  user: ChatAccessUser
  /** `frame` is the event as one Server-Sent Events frame, encoded once for every stream */
  deliver: (id: number, event: ChatEvent, frame: Uint8Array) => void
  /** the hub is closing (server shutdown): end the stream, with a reconnection hint */
  close: () => void
}

const CATCH_UP_LIMIT = 10_000
/** the ids fanned out lately: a catch-up's overlap (read-repository.ts) is not fanned out twice */
const RECENT_IDS = 4096
const encoder = new TextEncoder()

/** An event as a Server-Sent Events frame (JSON has no line breaks: one data line). */
export function sseFrame(id: number, event: ChatEvent): Uint8Array {
  return encoder.encode(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
}

/** A notification that carries its event: `{ id, hotelId, travelAgencyId, agentId, event }`. */
function notifiedEvent(payload: string): HubEvent | undefined {
  try {
    const e = JSON.parse(payload) as HubEvent
    return Number.isSafeInteger(e.id) && e.event && typeof e.hotelId === 'string' ? e : undefined
  } catch {
    return undefined
  }
}

export function createLiveHub(database: Database, read: ChatReadRepository, logger?: Logger) {
  const streams = new Set<LiveStream>()
  const connected = new Map<string, number>()
  let lastSeen = 0
  const recent = new Set<number>()
  let pending: number[] = []
  let flushing: Promise<void> | null = null
  let unlisten: (() => Promise<void>) | null = null
  let starting: Promise<void> | null = null

  function fanOut(events: HubEvent[]) {
    for (const e of events) {
      if (recent.has(e.id)) continue
      recent.add(e.id)
      if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value!)
      if (e.id > lastSeen) lastSeen = e.id
      const access = { hotelId: e.hotelId, travelAgencyId: e.travelAgencyId, memberIds: [e.agentId] }
      let frame: Uint8Array | undefined
      for (const s of streams)
        if (canAccessChannel(s.user, access)) s.deliver(e.id, e.event, (frame ??= sseFrame(e.id, e.event)))
    }
  }

  /** Reads the notified ids in batches (one query for the ids that arrived meanwhile). */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      while (pending.length) {
        const ids = pending
        pending = []
        try {
          fanOut(await read.eventsFor({ ids }))
        } catch (err) {
          logger?.error('chat events read failed', { error: (err as Error).message })
        }
      }
      flushing = null
    })()
    return flushing
  }

  async function catchUp() {
    try {
      fanOut(await read.eventsFor({ afterId: lastSeen, limit: CATCH_UP_LIMIT }))
    } catch (err) {
      logger?.error('chat catch-up failed', { error: (err as Error).message })
    }
  }

  return {
    /** Starts listening (once); the first stream calls it. */
    start(): Promise<void> {
      starting ??= (async () => {
        lastSeen = await read.lastEventId()
        unlisten = await database.listen(
          CHAT_NOTIFY_CHANNEL,
          (payload) => {
            // the whole event (a message that fits the payload), or only its id to read
            const event = payload.startsWith('{') ? notifiedEvent(payload) : undefined
            if (event) return fanOut([event])
            const id = Number(payload)
            if (Number.isSafeInteger(id) && id > 0) pending.push(id)
            void flush()
          },
          () => void catchUp(),
        )
      })()
      starting.catch(() => (starting = null))
      return starting
    },

    subscribe(stream: LiveStream): () => void {
      streams.add(stream)
      connected.set(stream.user.id, (connected.get(stream.user.id) ?? 0) + 1)
      return () => {
        if (!streams.delete(stream)) return
        const n = (connected.get(stream.user.id) ?? 1) - 1
        if (n <= 0) connected.delete(stream.user.id)
        else connected.set(stream.user.id, n)
      }
    },

    /** Whether the user has a live stream open on this process. */
    isConnected: (userId: string): boolean => connected.has(userId),

    /** Notified events still being read (tests wait for them). */
    settled: async () => {
      await flushing
    },

    get size() {
      return streams.size
    },

    /** Ends every stream and stops listening (server shutdown). */
    async close() {
      for (const s of [...streams]) s.close()
      streams.clear()
      connected.clear()
      await unlisten?.()
      unlisten = null
      starting = null
    },
  }
}
export type LiveHub = ReturnType<typeof createLiveHub>
