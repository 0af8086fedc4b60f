import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { RoomContentSchema } from '#domain/extranet/room-content.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { ExtranetService } from './service.ts'

const BaseVersion = v.object({
  baseVersion: v.pipe(
    v.optional(v.number('Unknown version'), -1),
    v.integer('Unknown version'),
    v.minValue(0, 'Unknown version'),
  ),
})

/** A room's content (docs/product/extranet.md#rooms): read, save, restore; access as the hotel's nights. */
export function roomContentRoutes(service: ExtranetService, requireUser: MiddlewareHandler<AuthEnv>) {
  const ids = [idParam('hotelId', 'Hotel'), idParam('roomId', 'Room')] as const
  const base = '/extranet/hotels/:hotelId/rooms/:roomId/content'
  return new Hono<AuthEnv>()
    .use(`${base}`, async (c, next) => {
      await next()
      c.header('Cache-Control', 'private, no-store')
    })
    .use(`${base}/*`, async (c, next) => {
      await next()
      c.header('Cache-Control', 'private, no-store')
    })
    .get(base, requireUser, ...ids, async (c) =>
      c.json(await service.roomContent(c.get('user'), c.req.param('hotelId'), c.req.param('roomId'))),
    )
    .put(base, requireUser, ...ids, validate('json', RoomContentSchema), async (c) =>
      c.json(
        await service.saveRoomContent(
          c.get('user'),
          c.req.param('hotelId'),
          c.req.param('roomId'),
          c.req.valid('json'),
        ),
      ),
    )
    .post(`${base}/versions/:version/revert`, requireUser, ...ids, validate('json', BaseVersion), async (c) => {
      const version = Number(c.req.param('version'))
      if (!Number.isInteger(version) || version < 0) return c.json({ message: 'Unknown version' }, 404)
      return c.json(
        await service.revertRoomContent(
          c.get('user'),
          c.req.param('hotelId'),
          c.req.param('roomId'),
          version,
          c.req.valid('json').baseVersion,
        ),
      )
    })
}
