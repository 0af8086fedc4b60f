import { Hono } from 'hono'
import * as v from 'valibot'
import { cachedJson } from '#server/lib/cached-json.ts'
import { languageOf } from '#server/lib/language.ts'
import { requestHeader } from '#server/lib/request-header.ts'
import { validate } from '#server/lib/validate.ts'
import type { InspirationService } from './service.ts'
import { objectId } from '#domain/validation/object-id.ts'

const InspirationQuery = v.object({
  hotelId: v.optional(objectId()),
  includeDemos: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Expected true or false'),
      v.transform((s) => s === 'true'),
    ),
  ),
})

/** GET /api/inspirationnow (docs/product/hotels.md#api): public, cached with the catalogue answers. */
export function inspirationRoutes(service: InspirationService) {
  return new Hono().get('/inspirationnow', validate('query', InspirationQuery), async (c) => {
    const { hotelId, includeDemos } = c.req.valid('query')
    const lang = languageOf(requestHeader(c, 'accept-language'))
    return cachedJson(c, await service.posts({ hotelId, includeDemos: includeDemos ?? false, lang }), 300)
  })
}
