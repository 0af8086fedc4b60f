import type { Context } from 'hono'

/** Answers a cached JSON body with its ETag, or 304 when the client already has it. */
export function cachedJson(c: Context, entry: { body: string; etag: string }, maxAgeSeconds = 60) {
  c.header('ETag', entry.etag)
  c.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`)
  c.header('Vary', 'Accept-Language')
  if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=UTF-8')
  return c.body(entry.body, 200)
}
