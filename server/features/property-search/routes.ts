import { Hono } from 'hono'
import * as v from 'valibot'
import { PagingQuerySchema } from '#domain/property-search/paging.ts'
import { createPropertySearchQuerySchema } from '#domain/property-search/search-filter.ts'
import { cachedJson, gzipAhead } from '#server/lib/cached-json.ts'
import { languageOf } from '#server/lib/language.ts'
import { requestHeader } from '#server/lib/request-header.ts'
import { ValidationError } from '#server/lib/errors.ts'
import { fieldErrors } from '#server/lib/validate.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { PropertySearchService } from './service.ts'

/** The cache key of a request as it came (query string and language): a repeat skips validation. */
const rawKey = (prefix: string, url: string, lang: string) =>
  `${prefix}-raw:${lang}:${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`

/**
 * Search answers are mostly asked once (each filter change is a new answer): gzip level 1 costs a
 * third of level 6 (about 80 µs against 220 µs for a 30 KB answer) for about 15% more bytes (3.8 KB
 * against 3.3 KB). A new answer is compressed on libuv's thread pool (gzipAhead), so the event loop
 * goes on with the next search meanwhile (docs/decisions/046-property-search-index.md).
 */
const SEARCH_GZIP_LEVEL = 1

export function propertySearchRoutes(service: PropertySearchService, cache: ResponseCache) {
  const filterSchema = createPropertySearchQuerySchema()
  return new Hono()
    .get('/property-search/destinations', async (c) => cachedJson(c, await service.destinations()))
    .get('/property-search', async (c) => {
      const lang = languageOf(requestHeader(c, 'accept-language'))
      const raw = rawKey('search', c.req.url, lang)
      const hit = cache.peek(raw)
      if (hit) return cachedJson(c, hit, 60, SEARCH_GZIP_LEVEL)
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
      await gzipAhead(c, entry, SEARCH_GZIP_LEVEL)
      return cachedJson(c, entry, 60, SEARCH_GZIP_LEVEL)
    })
}
