import { Hono } from 'hono'
import * as v from 'valibot'
import { cachedJson } from '#server/lib/cached-json.ts'
import { languageOf } from '#server/lib/language.ts'
import { validate } from '#server/lib/validate.ts'
import type { ReferenceService } from './service.ts'

const FacilitiesQuery = v.object({
  kind: v.optional(v.picklist(['property', 'hotel', 'room'], 'kind must be property, hotel or room')),
})

export function referenceRoutes(service: ReferenceService) {
  return new Hono()
    .get('/facilities', validate('query', FacilitiesQuery), async (c) =>
      cachedJson(
        c,
        await service.facilities(languageOf(c.req.header('accept-language')), c.req.valid('query').kind),
        3600,
      ),
    )
    .get('/country-names', async (c) =>
      cachedJson(c, await service.countryNames(languageOf(c.req.header('accept-language'))), 7 * 24 * 3600),
    )
}
