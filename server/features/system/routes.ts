import { Hono } from 'hono'
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'
import type { Database } from '#server/db/client.ts'

/** Health (with the database) and the runtime configuration the client reads at boot. */
export function systemRoutes(database: Database, runtime: RuntimeConfig) {
  return new Hono()
    .get('/health', async (c) => {
      const start = performance.now()
      try {
        await database.ping()
        const latencyMs = Math.round((performance.now() - start) * 10) / 10
        return c.json({ status: 'ok', database: { kind: database.kind, status: 'ok', latencyMs } })
      } catch (e) {
        return c.json(
          { status: 'error', database: { kind: database.kind, status: 'error', error: (e as Error).message } },
          503,
        )
      }
    })
    .get('/config', (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.json(runtime)
    })
}
