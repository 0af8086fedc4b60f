import { Hono } from 'hono'
import { FrontendLogSchema } from '#domain/logs/frontend-log.ts'
import { validate } from '#server/lib/validate.ts'
import type { FrontendLogRepository } from './repository.ts'

/** A write-only sink for the client's tracking events (no rules, so no service layer). */
export function frontendLogRoutes(repo: FrontendLogRepository) {
  return new Hono().post('/frontendlogs', validate('json', FrontendLogSchema), async (c) => {
    await repo.insert(c.req.valid('json'))
    return c.json({ ok: true }, 201)
  })
}
