import { Hono } from 'hono'
import * as v from 'valibot'
import { PagingQuerySchema } from '#domain/property-search/paging.ts'
import { createPropertySearchQuerySchema } from '#domain/property-search/search-filter.ts'
import { cachedJson } from '#server/lib/cached-json.ts'
import { languageOf } from '#server/lib/language.ts'
import { requestHeader } from '#server/lib/request-header.ts'
import { ValidationError } from '#server/lib/errors.ts'
import { fieldErrors } from '#server/lib/validate.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { PropertySearchService } from './service.ts'

/** The cache key of a request as it came (query string and language): a repeat skips validation. */
const rawKey = (prefix: string, url: string, lang: string) =>
  `${prefix}-raw:${lang}:${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`

export function propertySearchRoutes(service: PropertySearchService, cache: ResponseCache) {
  const filterSchema = createPropertySearchQuerySchema()
  return new Hono()
    .get('/property-search/destinations', async (c) => cachedJson(c, await service.destinations()))
    .get('/property-search', async (c) => {
      const lang = languageOf(requestHeader(c, 'accept-language'))
      const raw = rawKey('search', c.req.url, lang)
      const hit = cache.peek(raw)
      // mostly asked once (each filter change is a new answer): compressed cheaply, per request
      if (hit) return cachedJson(c, hit, 60, 'fresh')
      const query = c.req.query()
      const filter = v.safeParse(filterSchema, query)
      const paging = v.safeParse(PagingQuerySchema, query)
      if (!filter.success || !paging.success) {
        throw new ValidationError({
          ...(paging.issues ? fieldErrors(paging.issues) : {}),
          ...(filter.issues ? fieldErrors(filter.issues) : {}),
        })
      }
      const entry = await service.search(filter.output, { ...paging.output, lang })
      cache.alias(raw, entry)
      return cachedJson(c, entry, 60, 'fresh')
    })
}
