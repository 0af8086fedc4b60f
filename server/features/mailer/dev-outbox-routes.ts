import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { isAdmin } from '#domain/auth/roles.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import { renderBody } from '#server/integrations/mail/render.ts'
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import { validate } from '#server/lib/validate.ts'

const Params = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.toNumber()),
})

const Query = v.object({
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
})

/**
 * GET /api/dev/outbox?limit=n — a demo and test aid, mounted only in the demo mode (APP_ENV=demo;
 * elsewhere the path does not exist) and answered only to admins (docs/decisions/040-redirect-and-demo-mode.md):
 * the latest outbox rows without personal data (no recipient, reply-to or body), only what shows
 * that a mail was queued: id, kind, subject, status, time and the enquiry id.
 *
 * GET /api/dev/outbox/{id} — the same aid (demo mode, admins): one whole mail as it would be sent
 * (recipient, subject, text) and, for a sign-up's verification mail, its `link`, so an end-to-end
 * test can follow it (docs/decisions/120-registration-and-email-verification.md).
 */
export function devOutboxRoutes(outbox: Outbox, requireUser: MiddlewareHandler<AuthEnv>, opts: { enabled: boolean }) {
  const routes = new Hono<AuthEnv>()
  if (!opts.enabled) return routes
  return routes
    .get('/dev/outbox/:id', requireUser, validate('param', Params), async (c) => {
      if (!isAdmin(c.get('user').role)) throw new ForbiddenError()
      const row = await outbox.byId(c.req.valid('param').id)
      if (!row) throw new NotFoundError()
      c.header('Cache-Control', 'no-store')
      return c.json({
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        recipient: row.recipient,
        replyTo: row.replyTo,
        status: row.status,
        createdAt: row.createdAt,
        text: renderBody(row.kind, row.payload ?? {}),
        link: typeof row.payload.link === 'string' ? row.payload.link : null,
      })
    })
    .get('/dev/outbox', requireUser, validate('query', Query), async (c) => {
      if (!isAdmin(c.get('user').role)) throw new ForbiddenError()
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
