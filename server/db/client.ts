import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  ping: () => Promise<void>
  close: () => Promise<void>
}

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
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
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
  }
}
