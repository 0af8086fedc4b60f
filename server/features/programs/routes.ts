import { Hono } from 'hono'
import * as v from 'valibot'
import { cachedJson } from '#server/lib/cached-json.ts'
import { validate } from '#server/lib/validate.ts'
import type { ProgramService } from './service.ts'

/** `?isVisibleInHotelSearch` without a value, as the client sends it, means true. */
const ProgramsQuery = v.object({
  isVisibleInHotelSearch: v.optional(
    v.pipe(
      v.picklist(['true', 'false', ''], 'Expected true or false'),
      v.transform((s) => s !== 'false'),
    ),
  ),
})

/** GET /api/programs (docs/product/hotels.md#api): public, cached an hour (the client keeps it for good). */
export function programRoutes(service: ProgramService) {
  return new Hono().get('/programs', validate('query', ProgramsQuery), async (c) =>
    cachedJson(c, await service.list(c.req.valid('query').isVisibleInHotelSearch), 3600),
  )
}
