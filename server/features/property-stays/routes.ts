import { Hono, type MiddlewareHandler } from 'hono'
import { PropertyEditSchema } from '#domain/property-stays/property-edit.ts'
import { SeasonSchema, StaySchema } from '#domain/property-stays/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { PropertyStayService } from './service.ts'

const privately: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'private, no-store')
}

/** The stays of a property for its operator and admins (docs/product/extranet.md#properties-and-stays). */
export function propertyStayRoutes(service: PropertyStayService, requireUser: MiddlewareHandler<AuthEnv>) {
  const propertyId = idParam('propertyId', 'Property')
  const stayId = idParam('stayId', 'Stay')
  const base = '/extranet/properties/:propertyId/stays'
  return new Hono<AuthEnv>()
    .get('/extranet/properties', requireUser, privately, async (c) => c.json(await service.properties(c.get('user'))))
    .get('/extranet/properties/:propertyId', requireUser, privately, propertyId, async (c) =>
      c.json(await service.property(c.get('user'), c.req.param('propertyId'))),
    )
    .patch(
      '/extranet/properties/:propertyId',
      requireUser,
      privately,
      propertyId,
      validate('json', PropertyEditSchema),
      async (c) => c.json(await service.edit(c.get('user'), c.req.param('propertyId'), c.req.valid('json'))),
    )
    .get(base, requireUser, privately, propertyId, async (c) =>
      c.json(await service.stays(c.get('user'), c.req.param('propertyId'))),
    )
    .post(base, requireUser, privately, propertyId, validate('json', StaySchema), async (c) =>
      c.json(await service.add(c.get('user'), c.req.param('propertyId'), c.req.valid('json')), 201),
    )
    .post(`${base}/season`, requireUser, privately, propertyId, validate('json', SeasonSchema), async (c) =>
      c.json(
        await service.season(
          c.get('user'),
          c.req.param('propertyId'),
          c.req.valid('json'),
          c.req.query('dryRun') !== undefined,
        ),
      ),
    )
    .patch(`${base}/:stayId`, requireUser, privately, propertyId, stayId, validate('json', StaySchema), async (c) =>
      c.json(
        await service.change(c.get('user'), c.req.param('propertyId'), c.req.param('stayId'), c.req.valid('json')),
      ),
    )
    .delete(`${base}/:stayId`, requireUser, privately, propertyId, stayId, async (c) =>
      c.json(await service.remove(c.get('user'), c.req.param('propertyId'), c.req.param('stayId'))),
    )
}
