import { Hono } from 'hono'
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'
import type { Database } from '#server/db/client.ts'

/**
 * Health and the runtime configuration the client reads at boot. Healthy (200) only when the database answers and
 * the change bus listens (docs/decisions/136-change-bus.md): a process that would miss other processes' changes
 * is not ready for requests (503, so a proxy sends them to the others).
 */
export function systemRoutes(
  database: Database,
  runtime: RuntimeConfig,
  state: { isListening(): boolean; isStopping(): boolean },
) {
  return new Hono()
    .get('/health', async (c) => {
      const start = performance.now()
      const changes = { status: state.isListening() ? 'ok' : 'connecting' }
      try {
        await database.ping()
        const latencyMs = Math.round((performance.now() - start) * 10) / 10
        // a stopping process finishes its requests and takes no new ones (docs/decisions/139-graceful-stop.md)
        const status = state.isStopping() ? 'stopping' : changes.status === 'ok' ? 'ok' : 'starting'
        return c.json(
          { status, database: { kind: database.kind, status: 'ok', latencyMs }, changes },
          status === 'ok' ? 200 : 503,
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
