import os from 'node:os'
import path from 'node:path'
import { mkdtempSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { seedDemoAccounts } from '#server/auth/demo-seed.ts'
import { createApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { seedDatabase } from '#server/db/seed/index.ts'
import { createLogger, type Logger } from '#server/lib/logger.ts'

/**
 * A real app on a real database for server tests: in-memory PGlite by default, or the PostgreSQL
 * at TEST_DATABASE_URL (CI), reset to an empty schema first. Seeded with a small catalogue.
 */
export type TestAppOptions = {
  hotels?: number
  properties?: number
  seed?: boolean
  distDir?: string
  /** extra environment variables (e.g. OIDC_ISSUER) */
  env?: Record<string, string>
  /**
   * also serve the app on a real node:http server (127.0.0.1, free port; PUBLIC_URL points at it):
   * needed by the embedded OpenID provider, which answers the raw node request.
   */
  listen?: boolean
  /** an existing data directory (keys under oidc/ survive a "restart") */
  dataDir?: string
  /** the app's logger (default: silent), e.g. one that collects lines for a test to read */
  logger?: Logger
}

export async function createTestApp(opts: TestAppOptions = {}) {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'lds-test-'))
  const pgUrl = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined
  const http = opts.listen ? await listenLater() : undefined
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: pgUrl ?? 'memory://',
    LOG_LEVEL: 'error',
    ...(http ? { PUBLIC_URL: http.url } : {}),
    ...opts.env,
  })
  if (opts.distDir) config.distDir = opts.distDir
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  if (opts.seed !== false) {
    await seedDatabase(database.db, {
      hotels: opts.hotels ?? 6,
      properties: opts.properties ?? 40,
      inventoryDays: 30,
      mediaDir: config.mediaDir,
    })
    await seedDemoAccounts(database.db)
  }
  const logger = opts.logger ?? createLogger('silent')
  const { app, catalogue, catalogueCache, auth, chat, bus, beginStop } = createApp({
    database,
    config,
    logger,
    appVersion: 'test',
  })
  http?.serve(getRequestListener(app.fetch))
  return {
    app,
    database,
    config,
    /** the app's catalogue read model: `catalogue.notifyChanged()` after a direct catalogue write */
    catalogue,
    catalogueCache,
    auth,
    /** the change bus between this app and others on the same database (server/lib/change-bus.ts) */
    bus,
    /** the graceful stop's first step (/api/health then says 'stopping') */
    beginStop,
    /** the real server's base URL when `listen` was asked for */
    url: http?.url,
    /** a new app (new provider instance) on the same database, data directory and server: a restart */
    restart: () => {
      const next = createApp({ database, config, logger, appVersion: 'test' })
      http?.serve(getRequestListener(next.app.fetch))
      return next
    },
    request: (url: string, init?: RequestInit) => app.request(url, init),
    json: (url: string, body: unknown, init: RequestInit = {}) =>
      app.request(url, {
        method: 'POST',
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
        body: JSON.stringify(body),
      }),
    /** the chat feature (its live hub and digests) */
    chat,
    close: async () => {
      await chat.close()
      await bus.close()
      await http?.close()
      await database.close()
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A node:http server listening on a free port whose request listener is set once the app exists. */
async function listenLater(): Promise<{
  url: string
  serve: (listener: RequestListener) => void
  close: () => Promise<void>
}> {
  let listener: RequestListener | undefined
  const server: Server = createServer((req, res) => {
    if (listener) listener(req, res)
    else res.writeHead(503).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    serve: (l) => void (listener = l),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A database of its own for each test file, so files can run in parallel on one server. */
export async function freshPostgresDatabase(url: string): Promise<string> {
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
