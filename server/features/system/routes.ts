import { Hono } from 'hono'
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'
import type { Database } from '#server/db/client.ts'

/**
 * Health and the runtime configuration the client reads at boot. Healthy (200) only when the database answers and
 * the change bus listens (docs/decisions/136-change-bus.md): a process that would miss other processes' changes
 * is not ready for requests (503, so a proxy sends them to the others).
 */
export function systemRoutes(database: Database, runtime: RuntimeConfig, bus: { isListening(): boolean }) {
  return new Hono()
    .get('/health', async (c) => {
      const start = performance.now()
      const changes = { status: bus.isListening() ? 'ok' : 'connecting' }
      try {
        await database.ping()
        const latencyMs = Math.round((performance.now() - start) * 10) / 10
        const ok = changes.status === 'ok'
        return c.json(
          { status: ok ? 'ok' : 'starting', database: { kind: database.kind, status: 'ok', latencyMs }, changes },
          ok ? 200 : 503,
        )
      } catch (e) {
        return c.json(
          {
            status: 'error',
            database: { kind: database.kind, status: 'error', error: (e as Error).message },
            changes,
          },
          503,
        )
      }
    })
    .get('/config', (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.json(runtime)
    })
}
