import { Hono } from 'hono'
import { compress } from 'hono/compress'
import * as v from 'valibot'
import { safeText } from '#domain/validation/safe-text.ts'
import { PropertyDetailQuerySchema, PropertyListQuerySchema } from '#domain/catalogue/property-query.ts'
import { cachedJson } from '#server/lib/cached-json.ts'
import { languageOf } from '#server/lib/language.ts'
import { requestHeader } from '#server/lib/request-header.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { PropertyService } from './service.ts'

const PathQuery = v.object({
  path: v.pipe(
    v.string('Please give the property path'),
    v.trim(),
    v.minLength(1, 'Please give the property path'),
    v.maxLength(500, 'The path is too long'),
    safeText(),
  ),
})

export function propertyRoutes(service: PropertyService, cache: ResponseCache) {
  // a repeated request (same query string and language) is answered before parsing its query again
  const rawKey = (url: string, lang: string) => `properties-raw:${lang}:${url.slice(url.indexOf('?'))}`
  return new Hono()
    .get('/properties', async (c, next) => {
      if (!c.req.url.includes('?')) return next()
      const hit = cache.peek(rawKey(c.req.url, languageOf(requestHeader(c, 'accept-language'))))
      return hit ? cachedJson(c, hit) : next()
    })
    .get('/properties', validate('query', PropertyListQuerySchema), async (c) => {
      const lang = languageOf(requestHeader(c, 'accept-language'))
      const entry = await service.list(c.req.valid('query'), lang)
      if (c.req.url.includes('?')) cache.alias(rawKey(c.req.url, lang), entry)
      return cachedJson(c, entry)
    })
    .get('/properties/by-path', compress(), validate('query', PathQuery), async (c) => {
      const lang = languageOf(requestHeader(c, 'accept-language'))
      return c.json(await service.getByPath(c.req.valid('query').path, lang))
    })
    .get(
      '/properties/:id',
      idParam('id', 'Property'),
      compress(),
      validate('query', PropertyDetailQuerySchema),
      async (c) => {
        const lang = languageOf(requestHeader(c, 'accept-language'))
        const property = await service.get(
          c.req.param('id'),
          lang,
          c.req.valid('query').includeSalesInformation ?? false,
        )
        return c.json(property)
      },
    )
}
