import os from 'node:os'
import path from 'node:path'
import { mkdtempSync } from 'node:fs'
import { createApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { seedDatabase } from '../../server/db/seed/index.ts'
import { createLogger } from '../../server/lib/logger.ts'

/**
 * A real app on a real database for server tests: in-memory PGlite by default, or the PostgreSQL
 * at TEST_DATABASE_URL (CI), reset to an empty schema first. Seeded with a small catalogue.
 */
export async function createTestApp(opts: { hotels?: number; properties?: number; seed?: boolean; distDir?: string } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lds-test-'))
  const pgUrl = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: pgUrl ?? 'memory://', LOG_LEVEL: 'error' })
  if (opts.distDir) config.distDir = opts.distDir
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  if (opts.seed !== false) {
    await seedDatabase(database.db, {
      hotels: opts.hotels ?? 6,
      properties: opts.properties ?? 40,
      inventoryDays: 30,
      mediaDir: config.mediaDir,
    })
  }
  const logger = createLogger('silent')
  const { app, catalogueCache } = createApp({ database, config, logger, appVersion: 'test' })
  return {
    app,
    database,
    config,
    catalogueCache,
    request: (url: string, init?: RequestInit) => app.request(url, init),
    json: (url: string, body: unknown, init: RequestInit = {}) =>
      app.request(url, { method: 'POST', ...init, headers: { 'content-type': 'application/json', ...init.headers }, body: JSON.stringify(body) }),
    close: () => database.close(),
  }
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A database of its own for each test file, so files can run in parallel on one server. */
async function freshPostgresDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg')
  const name = `lds_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
