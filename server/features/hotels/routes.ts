import { Hono } from 'hono'
import * as v from 'valibot'
import { cachedJson } from '#server/lib/cached-json.ts'
import { validate } from '#server/lib/validate.ts'
import type { HotelService } from './service.ts'

const LocationsQuery = v.object({
  includeDemos: v.optional(v.pipe(v.picklist(['true', 'false'], 'Expected true or false'), v.transform((s) => s === 'true'))),
})

export function hotelRoutes(service: HotelService) {
  return new Hono().get('/hotels/locations', validate('query', LocationsQuery), async (c) =>
    cachedJson(c, await service.locations(c.req.valid('query').includeDemos ?? false), 3600),
  )
}
