import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { HotelListQuerySchema } from '#domain/hotels/hotel-list.ts'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { cachedJson } from '#server/lib/cached-json.ts'
import { idParam } from '#server/lib/id-param.ts'
import { languageOf } from '#server/lib/language.ts'
import { requestHeader } from '#server/lib/request-header.ts'
import { validate } from '#server/lib/validate.ts'
import type { HotelService } from './service.ts'

const LocationsQuery = v.object({
  includeDemos: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Expected true or false'),
      v.transform((s) => s === 'true'),
    ),
  ),
})

/** The hotel catalogue calls (docs/product/hotels.md#api). */
export function hotelRoutes(service: HotelService, requireUser: MiddlewareHandler<AuthEnv>) {
  const lang = (c: Context) => languageOf(requestHeader(c, 'accept-language'))
  return new Hono<AuthEnv>()
    .get('/hotels/locations', validate('query', LocationsQuery), async (c) =>
      cachedJson(c, await service.locations(c.req.valid('query').includeDemos ?? false), 3600),
    )
    .get('/hotels', validate('query', HotelListQuerySchema), async (c) =>
      cachedJson(c, await service.list(c.req.valid('query')), 300),
    )
    .get('/hotels/:id', idParam('id', 'Hotel'), async (c) =>
      cachedJson(c, await service.detail(c.req.param('id'), lang(c)), 300),
    )
    .get('/hotels/:id/rooms', idParam('id', 'Hotel'), async (c) =>
      cachedJson(c, await service.rooms(c.req.param('id'), lang(c)), 300),
    )
    .get(
      '/hotels/:id/hotel-manager-invitation-link',
      requireUser,
      requireAccess('partners'),
      idParam('id', 'Hotel'),
      async (c) => {
        c.header('Cache-Control', 'private, no-store')
        const answer = await service.invitationLink(c.req.param('id'), {
          userId: c.get('user').id,
          agencyId: c.get('agencyId'),
        })
        return c.json(answer)
      },
    )
}
