import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { HotelContentSchema } from '#domain/extranet/content.ts'
import { CsvImportSchema } from '#domain/extranet/csv.ts'
import { AriMessageSchema, BulkChangeSchema, CalendarQuerySchema } from '#domain/extranet/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { ExtranetService } from './service.ts'

const privately: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Cache-Control', 'private, no-store')
}

/**
 * The hotel extranet (docs/product/extranet.md#api): the signed-in calls of admins and a hotel's team, and the ARI
 * feed of channel managers, authenticated by the hotel's API key (`X-Api-Key`).
 */
export function extranetRoutes(service: ExtranetService, requireUser: MiddlewareHandler<AuthEnv>) {
  const hotelId = idParam('hotelId', 'Hotel')
  return new Hono<AuthEnv>()
    .get('/extranet/hotels/:hotelId', requireUser, privately, hotelId, async (c) =>
      c.json(await service.overview(c.get('user'), c.req.param('hotelId'))),
    )
    .get(
      '/extranet/hotels/:hotelId/calendar',
      requireUser,
      privately,
      hotelId,
      validate('query', CalendarQuerySchema),
      async (c) => c.json(await service.calendar(c.get('user'), c.req.param('hotelId'), c.req.valid('query'))),
    )
    .post(
      '/extranet/hotels/:hotelId/calendar',
      requireUser,
      privately,
      hotelId,
      validate('json', BulkChangeSchema),
      async (c) =>
        c.json(
          await service.change(
            c.get('user'),
            c.req.param('hotelId'),
            c.req.valid('json'),
            c.req.query('dryRun') !== undefined,
          ),
        ),
    )
    .get('/extranet/hotels/:hotelId/content', requireUser, privately, hotelId, async (c) =>
      c.json(await service.content(c.get('user'), c.req.param('hotelId'))),
    )
    .put(
      '/extranet/hotels/:hotelId/content',
      requireUser,
      privately,
      hotelId,
      validate('json', HotelContentSchema),
      async (c) => c.json(await service.saveContent(c.get('user'), c.req.param('hotelId'), c.req.valid('json'))),
    )
    .post(
      '/extranet/hotels/:hotelId/content/versions/:version/revert',
      requireUser,
      privately,
      hotelId,
      validate(
        'param',
        v.object({ hotelId: v.string(), version: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)) }),
      ),
      validate('json', v.pick(HotelContentSchema, ['baseVersion'])),
      async (c) =>
        c.json(
          await service.revertContent(
            c.get('user'),
            c.req.param('hotelId'),
            c.req.valid('param').version,
            c.req.valid('json').baseVersion,
          ),
        ),
    )
    .post(
      '/extranet/hotels/:hotelId/csv-import',
      requireUser,
      privately,
      hotelId,
      validate('json', CsvImportSchema),
      async (c) =>
        c.json(
          await service.importCsv(
            c.get('user'),
            c.req.param('hotelId'),
            c.req.valid('json').csv,
            c.req.query('dryRun') !== undefined,
          ),
        ),
    )
    .post('/extranet/hotels/:hotelId/ari-key', requireUser, privately, hotelId, async (c) =>
      c.json(await service.rotateKey(c.get('user'), c.req.param('hotelId')), 201),
    )
    .post('/extranet/ari', privately, validate('json', AriMessageSchema), async (c) =>
      c.json(await service.ari(c.req.header('x-api-key'), c.req.valid('json'))),
    )
}
