import { Hono } from 'hono'
import { FRONTEND_LOG_MAX_BYTES, FrontendLogBatchSchema, FrontendLogSchema } from '#domain/logs/frontend-log.ts'
import { writeBodyLimit } from '#server/lib/body-limit.ts'
import { PayloadTooLargeError } from '#server/lib/errors.ts'
import { readJsonBody } from '#server/lib/json-body.ts'
import { parseOrThrow } from '#server/lib/validate.ts'
import type { FrontendLogService } from './service.ts'

/** Requests per client and window that POST /api/frontendlogs accepts (429 beyond; see server/app.ts). */
export const FRONTEND_LOG_RATE_LIMIT = { windowMs: 60_000, max: 60 }

/**
 * A write-only sink for the client's tracking events (docs/decisions/039-frontend-logs.md): one
 * entry, or a batch of entries as the tracker sends them, with its batch id (docs/product/analytics.md).
 */
export function frontendLogRoutes(service: FrontendLogService) {
  return new Hono().post(
    '/frontendlogs',
    writeBodyLimit({
      maxSize: FRONTEND_LOG_MAX_BYTES,
      onError: () => {
        throw new PayloadTooLargeError()
      },
    }),
    async (c) => {
      const body = await readJsonBody(c)
      const entries = Array.isArray(body)
        ? parseOrThrow(FrontendLogBatchSchema, body)
        : [parseOrThrow(FrontendLogSchema, body)]
      // a batch sent again (same batchId) is answered the same and stored once
      await service.record(entries)
      return c.json({ ok: true }, 201)
    },
  )
}
