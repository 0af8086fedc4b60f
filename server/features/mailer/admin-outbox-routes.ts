import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { isAdmin } from '#domain/auth/roles.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { ForbiddenError } from '#server/lib/errors.ts'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import { validate } from '#server/lib/validate.ts'

const Query = v.object({
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(200)), '50'),
})

/**
 * GET /api/admin/outbox?limit=n — admins read the mail outbox, whole rows (recipient, reply-to,
 * subject, payload, status and delivery attempts), newest first. In the embedded default this is where enquiries,
 * contact messages and crash reports are read; with SMTP configured they are also delivered.
 */
export function adminOutboxRoutes(outbox: Outbox, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>().get('/admin/outbox', requireUser, validate('query', Query), async (c) => {
    if (!isAdmin(c.get('user').role)) throw new ForbiddenError()
    c.header('Cache-Control', 'private, no-store')
    const rows = await outbox.latest(c.req.valid('query').limit)
    return c.json(
      rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        subject: r.subject,
        recipient: r.recipient,
        replyTo: r.replyTo,
        status: r.status,
        createdAt: r.createdAt,
        sentAt: r.sentAt,
        attempts: r.attempts,
        lastError: r.lastError,
        nextAttemptAt: r.nextAttemptAt,
        payload: r.payload,
      })),
    )
  })
}
