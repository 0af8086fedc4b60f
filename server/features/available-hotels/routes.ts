import { Hono, type MiddlewareHandler } from 'hono'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { cachedJson } from '#server/lib/cached-json.ts'
import { createSearchQueryParser } from './query.ts'
import type { AvailableHotelsService } from './service.ts'

/**
 * Search answers are mostly asked once: gzip level 1 costs a third of level 6 for about 15% more
 * bytes (the property search measured the same).
 */
const SEARCH_GZIP_LEVEL = 1

/** GET /api/available-hotels (docs/product/hotels.md#api): signed in (prices); kept by the browser only. */
export function availableHotelsRoutes(service: AvailableHotelsService, requireUser: MiddlewareHandler<AuthEnv>) {
  const parse = createSearchQueryParser()
  return new Hono<AuthEnv>().get('/available-hotels', requireUser, async (c) => {
    const answer = await service.search(parse(c.req.queries()))
    const res = cachedJson(c, answer, 60, SEARCH_GZIP_LEVEL)
    res.headers.set('Cache-Control', 'private, max-age=60')
    return res
  })
}
