import type { Context } from 'hono'
import { promisify } from 'node:util'
import { gzip, gzipSync } from 'node:zlib'
import type { CachedAnswer } from './response-cache.ts'
import { acceptsGzip, requestHeader } from './request-header.ts'

const gzipped = new WeakMap<CachedAnswer, Uint8Array>()
const gzipAsync = promisify(gzip)

/**
 * Compresses an answer for cachedJson on libuv's thread pool, off the event loop: for big answers
 * that are mostly asked once (new searches), where gzip is a good part of the request's CPU.
 */
export async function gzipAhead(c: Context, entry: CachedAnswer, gzipLevel: number): Promise<void> {
  if (entry.bytes.length <= 1024 || gzipped.has(entry) || !acceptsGzip(requestHeader(c, 'accept-encoding'))) return
  if (requestHeader(c, 'if-none-match') === entry.etag) return
  gzipped.set(entry, await gzipAsync(entry.bytes, { level: gzipLevel }))
}

/**
 * Answers a cached JSON body with its ETag, or 304 when the client already has it. Bodies over
 * 1 KiB go out gzipped when the client accepts it, compressed once per cached answer (`gzipLevel`:
 * 6 by default; answers that are rarely asked twice, such as searches, use a cheaper level).
 */
export function cachedJson(c: Context, entry: CachedAnswer, maxAgeSeconds = 60, gzipLevel = 6) {
  c.header('ETag', entry.etag)
  c.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`)
  c.header('Vary', 'Accept-Language, Accept-Encoding')
  if (requestHeader(c, 'if-none-match') === entry.etag) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=UTF-8')
  if (entry.bytes.length > 1024 && acceptsGzip(requestHeader(c, 'accept-encoding'))) {
    let body = gzipped.get(entry)
    if (!body) gzipped.set(entry, (body = gzipSync(entry.bytes, { level: gzipLevel })))
    c.header('Content-Encoding', 'gzip')
    return c.body(body as Uint8Array<ArrayBuffer>, 200)
  }
  return c.body(entry.bytes as Uint8Array<ArrayBuffer>, 200)
}
