import { Hono, type Context } from 'hono'
import { PagingQuerySchema } from '#domain/property-search/paging.ts'
import { cachedJson } from '#server/lib/cached-json.ts'
import { languageOf } from '#server/lib/language.ts'
import { parseOrThrow } from '#server/lib/validate.ts'
import type { DestinationParams, DestinationService } from './service.ts'

export function destinationRoutes(service: DestinationService) {
  const answer = async (c: Context, params: DestinationParams) => {
    const paging = parseOrThrow(PagingQuerySchema, c.req.query())
    return cachedJson(c, await service.list(params, { ...paging, lang: languageOf(c.req.header('accept-language')) }))
  }
  return new Hono()
    .get('/destinations/:type/:country', (c) =>
      answer(c, { type: c.req.param('type'), country: c.req.param('country') }),
    )
    .get('/destinations/:type/:country/:city', (c) =>
      answer(c, { type: c.req.param('type'), country: c.req.param('country'), city: c.req.param('city') }),
    )
}
