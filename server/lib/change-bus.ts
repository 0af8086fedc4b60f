import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import type { Logger } from './logger.ts'

/**
 * What a change is about. Every process keeps caches of each (docs/decisions/136-change-bus.md):
 * - `catalogue`: properties, stays, hotels, rooms, rates and nights (the catalogue snapshot, the hotel index,
 *   the cached catalogue answers, the rendered pages).
 * - `accounts`: user rows (role, agency, disabled), kept a few seconds by the token checks.
 * - `grants`: the embedded provider's grants (sign-out), kept alive a few seconds by the token checks.
 * - `vetting`: an agency's vetting, kept a few seconds by the partner calls' gate.
 * - `lead-stamps`: an agency's lead-list change stamp, kept a second by the dashboards' list cache.
 * Every listener of these forgets what it keeps (docs/decisions/146-per-process-state.md).
 */
export const CHANGE_TOPICS = ['catalogue', 'accounts', 'grants', 'vetting', 'lead-stamps'] as const
export type ChangeTopic = (typeof CHANGE_TOPICS)[number]

export const CHANGE_CHANNEL = 'lds_changes'
/** How long the log keeps a change for a process that reconnects (its catch-up reads the rows after its last id). */
export const CHANGE_LOG_KEEP_MS = 60 * 60_000
const PRUNE_EVERY_MS = 10 * 60_000

type Listener = () => void

export type ChangeBus = {
  /** this process's id in the log */
  readonly origin: string
  /**
   * Says that `topic` changed (after the write's commit): this process's listeners run at once, then the change
   * is logged and notified to every other process. A failure to log is logged, never thrown: the write is done.
   */
  publish(topic: ChangeTopic): void
  /** Calls `listener` for every change of `topic`, here or in another process; returns the unsubscribe function. */
  subscribe(topic: ChangeTopic, listener: Listener): () => void
  /** Starts listening (once). Resolves when the listening connection is up. */
  start(): Promise<void>
  /** Whether the listening connection is up (for /api/health). */
  isListening(): boolean
  /** The changes being logged (tests wait for them). */
  settled(): Promise<void>
  close(): Promise<void>
}

export const isChangeTopic = (value: string): value is ChangeTopic =>
  (CHANGE_TOPICS as readonly string[]).includes(value)

/** `id:topic:origin`, the NOTIFY payload; null when it is not one. */
export function parseChangePayload(payload: string): { id: number; topic: ChangeTopic; origin: string } | null {
  const [idText, topic, origin, ...rest] = payload.split(':')
  const id = Number(idText)
  if (rest.length || !Number.isSafeInteger(id) || id <= 0 || !topic || !isChangeTopic(topic) || !origin) return null
  return { id, topic, origin }
}

/**
 * The change bus on the database (PostgreSQL LISTEN/NOTIFY, one listening connection per process; PGlite's own
 * notify in the embedded mode): a row per change in `change_events` and its id, topic and origin in the payload.
 * A process skips its own notifications (its listeners ran when it published). After a lost listening connection
 * it reads the rows after the last id it saw, so a change notified meanwhile is not lost.
 */
export function createChangeBus(
  database: Database,
  opts: { logger?: Logger; origin?: string; now?: () => number } = {},
): ChangeBus {
  const origin = opts.origin ?? randomUUID()
  const listeners = new Map<ChangeTopic, Set<Listener>>()
  const inFlight = new Set<Promise<void>>()
  let lastSeen = 0
  let listening = false
  let starting: Promise<void> | null = null
  let unlisten: (() => Promise<void>) | undefined
  let pruneTimer: NodeJS.Timeout | undefined
  let closed = false

  const tell = (topic: ChangeTopic) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener()
      } catch (err) {
        opts.logger?.error('change listener failed', { topic, error: (err as Error).message })
      }
    }
  }
  const seen = (id: number) => void (lastSeen = Math.max(lastSeen, id))

  const track = (work: Promise<void>) => {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work))
  }

  async function log(topic: ChangeTopic): Promise<void> {
    await database.db.execute(sql`with e as (
        insert into change_events (topic, origin) values (${topic}, ${origin}) returning id
      ) select pg_notify(${CHANGE_CHANNEL}, e.id || ':' || ${topic} || ':' || ${origin}) from e`)
  }

  async function catchUp(): Promise<void> {
    try {
      const result = (await database.db.execute(
        sql`select id, topic, origin from change_events where id > ${lastSeen} order by id`,
      )) as unknown as { rows: { id: number | string; topic: string; origin: string }[] }
      const topics = new Set<ChangeTopic>()
      for (const row of result.rows) {
        seen(Number(row.id))
        if (row.origin !== origin && isChangeTopic(row.topic)) topics.add(row.topic)
      }
      topics.forEach(tell)
    } catch (err) {
      opts.logger?.error('change bus catch-up failed', { error: (err as Error).message })
    }
  }

  async function prune(): Promise<void> {
    const before = new Date((opts.now?.() ?? Date.now()) - CHANGE_LOG_KEEP_MS)
    await database.db
      .execute(sql`delete from change_events where created_at < ${before.toISOString()}`)
      .catch((err: Error) => opts.logger?.error('change log prune failed', { error: err.message }))
  }

  return {
    origin,
    publish(topic) {
      tell(topic)
      if (closed) return
      track(
        log(topic).catch((err: Error) =>
          opts.logger?.error('change bus publish failed', { topic, error: err.message }),
        ),
      )
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set<Listener>()
      listeners.set(topic, set)
      set.add(listener)
      return () => void set.delete(listener)
    },
    start() {
      starting ??= (async () => {
        const result = (await database.db.execute(
          sql`select coalesce(max(id), 0) as id from change_events`,
        )) as unknown as { rows: { id: number | string }[] }
        seen(Number(result.rows[0]?.id ?? 0))
        unlisten = await database.listen(
          CHANGE_CHANNEL,
          (payload) => {
            const change = parseChangePayload(payload)
            if (!change) return
            seen(change.id)
            if (change.origin !== origin) tell(change.topic)
          },
          () => void catchUp(),
        )
        listening = true
        pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS)
        pruneTimer.unref()
      })()
      starting.catch((err: Error) => {
        starting = null
        opts.logger?.error('change bus listen failed', { error: err.message })
      })
      return starting
    },
    isListening: () => listening,
    settled: async () => {
      while (inFlight.size) await Promise.all([...inFlight])
    },
    async close() {
      closed = true
      clearInterval(pruneTimer)
      listening = false
      await Promise.all([...inFlight])
      await unlisten?.().catch(() => undefined)
    },
  }
}
