import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { FacilityRenameSchema, NewFacilitySchema } from '#domain/facilities/facility.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { FacilityService } from './service.ts'

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store')

/**
 * The admins' facility calls (docs/product/extranet.md#facilities-hotels-and-leads). The public list stays
 * GET /api/facilities (server/features/reference); `…/editable` is the admins' list with both names and uses.
 */
export function facilityRoutes(service: FacilityService, requireUser: MiddlewareHandler<AuthEnv>) {
  const id = idParam('id', 'Facility')
  return new Hono<AuthEnv>()
    .get('/facilities/editable', requireUser, async (c) => {
      noStore(c)
      return c.json(await service.list(c.get('user')))
    })
    .post('/facilities', requireUser, validate('json', NewFacilitySchema), async (c) => {
      noStore(c)
      return c.json(await service.create(c.get('user'), c.req.valid('json')), 201)
    })
    .patch('/facilities/:id', requireUser, id, validate('json', FacilityRenameSchema), async (c) => {
      noStore(c)
      return c.json(await service.rename(c.get('user'), c.req.param('id'), c.req.valid('json')))
    })
    .delete('/facilities/:id', requireUser, id, async (c) => {
      await service.remove(c.get('user'), c.req.param('id'))
      return c.body(null, 204)
    })
}
