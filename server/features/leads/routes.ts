import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { earliestAcceptedCheckIn } from '#domain/dates/period.ts'
import { LeadListQuerySchema } from '#domain/leads/lead-list-query.ts'
import { LeadDeletionSchema } from '#domain/leads/lead-deletion.ts'
import { leadSubmissionSchema } from '#domain/leads/lead-submission.ts'
import { StatusChangeSchema } from '#domain/leads/status-change.ts'
import type { SavedLeadAnswer } from '#domain/leads/types.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { LeadCaller } from './access.ts'
import type { LeadService } from './service.ts'

const caller = (c: Context<AuthEnv>): LeadCaller => ({ user: c.get('user'), agencyId: c.get('agencyId') })
const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store')

/**
 * The leads API (docs/product/api.md#leads): property leads written by agency users (Idempotency-Key
 * on POST, replays answered with Idempotent-Replayed: true), the dashboards' list and reports, one
 * lead's page, and the operator's status decisions and card reveals. Signed in only, never cached.
 * A lead's body is checked here with the forms' rules that need no database (lead-submission.ts),
 * before the service looks anything up; the service checks the rest (submission.ts).
 */
export function leadRoutes(service: LeadService, requireUser: MiddlewareHandler<AuthEnv>, now = () => new Date()) {
  const newLead = leadSubmissionSchema({ checkInFrom: () => earliestAcceptedCheckIn(now()) })
  const changedLead = leadSubmissionSchema({ checkInFrom: null })
  return new Hono<AuthEnv>()
    .use('/sales/*', requireUser)
    .post('/sales/leads/new/property', validate('json', newLead), async (c) => {
      const saved = await service.create(c.req.valid('json'), c.req.header('Idempotency-Key') ?? null, caller(c))
      if (saved.replayed) c.header('Idempotent-Replayed', 'true')
      noStore(c)
      return c.json({ _id: saved._id, status: saved.status } satisfies SavedLeadAnswer, 201)
    })
    .patch('/sales/leads/:id/property', idParam('id', 'Lead'), validate('json', changedLead), async (c) => {
      const saved = await service.update(c.req.param('id'), c.req.valid('json'), caller(c))
      noStore(c)
      return c.json(saved)
    })
    .get('/sales/leads', validate('query', LeadListQuerySchema), async (c) => {
      noStore(c)
      return c.json(await service.list(c.req.valid('query'), caller(c)))
    })
    .get('/sales/leads/:id', idParam('id', 'Lead'), async (c) => {
      noStore(c)
      return c.json(await service.detail(c.req.param('id'), caller(c)))
    })
    .post('/sales/leads/:id/status', idParam('id', 'Lead'), validate('json', StatusChangeSchema), async (c) => {
      const saved = await service.setStatus(c.req.param('id'), c.req.valid('json'), caller(c))
      noStore(c)
      return c.json(saved)
    })
    .delete('/sales/leads/:id', idParam('id', 'Lead'), validate('json', LeadDeletionSchema), async (c) => {
      await service.remove(c.req.param('id'), c.req.valid('json'), caller(c))
      noStore(c)
      return c.body(null, 204)
    })
    .post('/sales/leads/:id/card-reveal', idParam('id', 'Lead'), async (c) => {
      noStore(c)
      return c.json(await service.revealCard(c.req.param('id'), caller(c)))
    })
    .get('/sales/reports', validate('query', LeadListQuerySchema), async (c) => {
      noStore(c)
      return c.json(await service.report(c.req.valid('query'), caller(c)))
    })
}
