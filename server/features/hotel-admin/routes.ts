import { Hono, type MiddlewareHandler } from 'hono'
import { NewHotelSchema } from '#domain/hotels/new-hotel.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { HotelAdminService } from './service.ts'

/** POST /api/hotels and DELETE /api/hotels/{id}, admins only (docs/product/extranet.md#facilities-hotels-and-leads). */
export function hotelAdminRoutes(service: HotelAdminService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>()
    .post('/hotels', requireUser, validate('json', NewHotelSchema), async (c) => {
      c.header('Cache-Control', 'private, no-store')
      return c.json(await service.create(c.get('user'), c.req.valid('json')), 201)
    })
    .delete('/hotels/:id', requireUser, idParam('id', 'Hotel'), async (c) => {
      await service.remove(c.get('user'), c.req.param('id'))
      return c.body(null, 204)
    })
}
