import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  AssigneeSchema,
  HandOffSchema,
  HotelAnswerSchema,
  JobSchema,
  PlaceQuerySchema,
  StatusChangeSchema,
} from '#domain/concierge-jobs/schemas.ts'
import { JobFilterSchema } from '#domain/concierge-jobs/job-filter.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { ConciergeJobService, JobCaller } from './service.ts'

const caller = (c: Context<AuthEnv>): JobCaller => ({ user: c.get('user'), agencyId: c.get('agencyId') })

/**
 * The agency's concierge jobs (docs/product/concierge-jobs.md#api). Signed in only (not behind the vetting gate: the
 * page is open before onboarding is finished, SPEC §2), every answer private; an unknown job or another agency's is 404.
 */
export function conciergeJobRoutes(service: ConciergeJobService, requireUser: MiddlewareHandler<AuthEnv>) {
  const privately: MiddlewareHandler<AuthEnv> = async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  }
  const jobId = idParam('id', 'Concierge job')
  return new Hono<AuthEnv>()
    .use('/concierge-jobs', requireUser, privately)
    .use('/concierge-jobs/*', requireUser, privately)
    .get('/concierge-jobs', validate('query', JobFilterSchema), async (c) =>
      c.json(await service.list(caller(c), c.req.valid('query'))),
    )
    .get('/concierge-jobs/places', validate('query', PlaceQuerySchema), async (c) =>
      c.json(await service.places(caller(c), c.req.valid('query').q)),
    )
    .post('/concierge-jobs', validate('json', JobSchema), async (c) =>
      c.json(await service.create(caller(c), c.req.valid('json')), 201),
    )
    .get('/concierge-jobs/:id', jobId, async (c) => c.json(await service.get(caller(c), c.req.param('id'))))
    .put('/concierge-jobs/:id', jobId, validate('json', JobSchema), async (c) =>
      c.json(await service.update(caller(c), c.req.param('id'), c.req.valid('json'))),
    )
    .put('/concierge-jobs/:id/assignee', jobId, validate('json', AssigneeSchema), async (c) =>
      c.json(await service.assign(caller(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/concierge-jobs/:id/status', jobId, validate('json', StatusChangeSchema), async (c) =>
      c.json(await service.setStatus(caller(c), c.req.param('id'), c.req.valid('json').status)),
    )
    .get('/concierge-jobs/:id/channels', jobId, async (c) =>
      c.json(await service.channels(caller(c), c.req.param('id'))),
    )
    .post('/concierge-jobs/:id/send-to-hotel', jobId, validate('json', HandOffSchema), async (c) =>
      c.json(await service.sendToHotel(caller(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/concierge-jobs/:id/hotel-answer', jobId, validate('json', HotelAnswerSchema), async (c) =>
      c.json(await service.hotelAnswer(caller(c), c.req.param('id'), c.req.valid('json'))),
    )
}
