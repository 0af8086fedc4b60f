import { Hono } from 'hono'
import * as v from 'valibot'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import { validate } from '#server/lib/validate.ts'

const Query = v.object({
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
})

/**
 * GET /api/dev/outbox?limit=n — a demo and test aid, mounted only when APP_ENV is not
 * 'production': the latest outbox rows without personal data (no recipient, reply-to or body),
 * only what shows that a mail was queued: id, kind, subject, status, time and the enquiry id.
 */
export function devOutboxRoutes(outbox: Outbox, opts: { enabled: boolean }) {
  return new Hono().get('/dev/outbox', validate('query', Query), async (c) => {
    if (!opts.enabled) throw new NotFoundError()
    const rows = await outbox.latest(c.req.valid('query').limit)
    c.header('Cache-Control', 'no-store')
    return c.json(
      rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        subject: r.subject,
        status: r.status,
        createdAt: r.createdAt,
        enquiryId: typeof r.payload.enquiryId === 'string' ? r.payload.enquiryId : null,
      })),
    )
  })
}
