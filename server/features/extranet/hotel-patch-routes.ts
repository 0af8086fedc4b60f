import { Hono, type MiddlewareHandler } from 'hono'
import { HotelPatchSchema } from '#domain/extranet/content.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { ExtranetService } from './service.ts'

/**
 * PATCH /api/hotels/{id} (SPEC §7's generic resource, docs/product/extranet.md#api): the hotel page's fields, the
 * same schema, checks and versions as the extranet's editor (admins any hotel, the hotel's team its own, another
 * hotel's team 404). `baseVersion` is optional: without it the change applies over the latest version.
 */
export function hotelPatchRoutes(service: ExtranetService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>().patch(
    '/hotels/:id',
    requireUser,
    idParam('id', 'Hotel'),
    validate('json', HotelPatchSchema),
    async (c) => {
      c.header('Cache-Control', 'private, no-store')
      const user = c.get('user')
      const { version } = await service.saveContent(user, c.req.param('id'), c.req.valid('json'))
      return c.json({ version, content: (await service.content(user, c.req.param('id'))).content })
    },
  )
}
