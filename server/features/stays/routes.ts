import { Hono } from 'hono'
import * as v from 'valibot'
import { compress } from 'hono/compress'
import { PropertyStaysQuerySchema, StayListQuerySchema } from '#domain/catalogue/property-query.ts'
import { languageOf } from '#server/lib/language.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { StayService } from './service.ts'

/** from / to, and includePast=true to also get stays whose check-in is more than 1 day ago (hidden by default). */
const PropertyStaysQuery = v.object({
  ...PropertyStaysQuerySchema.entries,
  includePast: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Expected true or false'),
      v.transform((s) => s === 'true'),
    ),
  ),
})

export function stayRoutes(service: StayService) {
  return new Hono()
    .get('/stays', compress(), validate('query', StayListQuerySchema), async (c) =>
      c.json(await service.list(c.req.valid('query'))),
    )
    .get(
      '/properties/:propertyId/stays',
      idParam('propertyId', 'Property'),
      compress(),
      validate('query', PropertyStaysQuery),
      async (c) => {
        const answer = await service.forProperty(
          c.req.param('propertyId'),
          c.req.valid('query'),
          languageOf(c.req.header('accept-language')),
        )
        return c.json(answer)
      },
    )
}
