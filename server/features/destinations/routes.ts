import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { PagingQuerySchema } from '../../../src/domain/property-search/paging.ts'
import { cachedJson } from '../../lib/cached-json.ts'
import { languageOf } from '../../lib/language.ts'
import { badRequest, fieldErrors } from '../../lib/validate.ts'
import type { DestinationParams, DestinationService } from './service.ts'

export function destinationRoutes(service: DestinationService) {
  const answer = async (c: Context, params: DestinationParams) => {
    const paging = v.safeParse(PagingQuerySchema, c.req.query())
    if (!paging.success) return badRequest(c, fieldErrors(paging.issues))
    const entry = await service.list(params, { ...paging.output, lang: languageOf(c.req.header('accept-language')) })
    if (!entry) return c.json({ message: 'Unknown destination' }, 404)
    return cachedJson(c, entry)
  }
  return new Hono()
    .get('/destinations/:type/:country', (c) =>
      answer(c, { type: c.req.param('type'), country: c.req.param('country') }),
    )
    .get('/destinations/:type/:country/:city', (c) =>
      answer(c, { type: c.req.param('type'), country: c.req.param('country'), city: c.req.param('city') }),
    )
}
