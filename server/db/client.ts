import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type PgDefault from 'pg'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  ping: () => Promise<void>
  close: () => Promise<void>
  /**
   * LISTEN on `channel` (one connection per process; docs/decisions/105-chat-notify-ids-and-catch-up.md).
   * `onReconnect` runs after a lost PostgreSQL listening connection is back, so the caller can read
   * what it missed. Resolves to the unlisten function.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>
  /** NOTIFY outside a transaction (inside one, `select pg_notify(…)` in the transaction instead) */
  notify: (channel: string, payload: string) => Promise<void>
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Opens the database: PostgreSQL when `databaseUrl` is a postgres:// URL, otherwise the embedded
 * PGlite (files under `dataDir/pgdata`, or in memory for `memory://`). Runs the committed migrations.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const url = opts.databaseUrl
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    // DATE columns stay ISO strings (same as PGlite)
    pg.types.setTypeParser(1082, (v: string) => v)
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    const db = drizzle(pool, { schema })
    await migrate(db, { migrationsFolder })
    const listeners = new Set<{ stop: () => Promise<void> }>()
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: async () => {
        await Promise.all([...listeners].map((l) => l.stop()))
        await pool.end()
      },
      listen: async (channel, onPayload, onReconnect) => {
        const l = await pgListener(pg, url, channel, onPayload, onReconnect)
        listeners.add(l)
        return async () => {
          listeners.delete(l)
          await l.stop()
        }
      },
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  let client: InstanceType<typeof PGlite>
  if (url === 'memory://' || opts.dataDir === 'memory://') {
    client = new PGlite()
  } else {
    const dir = path.join(opts.dataDir, 'pgdata')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir)
  }
  await client.waitReady
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`)
      return client.listen(channel, onPayload)
    },
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
  }
}

type PgModule = typeof PgDefault

/**
 * A dedicated pg.Client doing LISTEN, connected again (with back-off up to 10 s) when the connection
 * drops; `onReconnect` then lets the caller catch up on what was notified meanwhile.
 */
async function pgListener(
  pg: PgModule,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<{ stop: () => Promise<void> }> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`)
  let stopped = false
  let client: InstanceType<PgModule['Client']> | undefined
  let timer: NodeJS.Timeout | undefined
  let delay = 250
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url })
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload)
    })
    c.on('error', () => retry(c))
    c.on('end', () => retry(c))
    await c.connect()
    await c.query(`LISTEN ${channel}`)
    client = c
    delay = 250
  }
  const retry = (c: InstanceType<PgModule['Client']>) => {
    if (stopped || client !== c) return
    client = undefined
    c.removeAllListeners('end')
    c.end().catch(() => undefined)
    const attempt = () => {
      timer = undefined
      if (stopped) return
      connect().then(
        () => onReconnect?.(),
        () => {
          delay = Math.min(delay * 2, 10_000)
          timer = setTimeout(attempt, delay)
        },
      )
    }
    timer = setTimeout(attempt, delay)
  }
  await connect()
  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      const c = client
      client = undefined
      await c?.end().catch(() => undefined)
    },
  }
}
