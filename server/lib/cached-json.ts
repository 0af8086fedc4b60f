import type { Context } from 'hono'
import { gzipSync } from 'node:zlib'
import { compressCheaply, encodingFor, worthCompressing, type Encoding } from './answer-encoding.ts'
import type { CachedAnswer } from './response-cache.ts'
import { acceptsGzip, requestHeader } from './request-header.ts'

/**
 * How a cached answer is compressed. `reused`: asked many times (catalogue lists, pages), so gzip's
 * default level, once per answer. `fresh`: mostly asked once (searches: each filter change is a new
 * answer), so compression is paid per request and must be cheap: Brotli quality 0 where the client
 * accepts it (every current browser), else gzip level 1 (server/lib/answer-encoding.ts).
 */
export type Compression = 'reused' | 'fresh'

/** Each answer's compressed bodies, by encoding, for as long as the answer is cached. */
const compressed = new WeakMap<CachedAnswer, Map<Encoding, Uint8Array>>()

function encodingOf(c: Context, compression: Compression): Encoding {
  const acceptEncoding = requestHeader(c, 'accept-encoding')
  if (compression === 'fresh') return encodingFor(acceptEncoding)
  return acceptsGzip(acceptEncoding) ? 'gzip' : 'identity'
}

function compressedBody(entry: CachedAnswer, encoding: 'br' | 'gzip', compression: Compression): Uint8Array {
  let bodies = compressed.get(entry)
  if (!bodies) compressed.set(entry, (bodies = new Map()))
  let body = bodies.get(encoding)
  if (!body) {
    body = compression === 'fresh' ? compressCheaply(entry.bytes, encoding) : gzipSync(entry.bytes, { level: 6 })
    bodies.set(encoding, body)
  }
  return body
}

/**
 * Answers a cached JSON body with its ETag, or 304 when the client already has it. Bodies over
 * 1 KiB go out compressed when the client accepts it, once per cached answer and encoding.
 */
export function cachedJson(c: Context, entry: CachedAnswer, maxAgeSeconds = 60, compression: Compression = 'reused') {
  c.header('ETag', entry.etag)
  c.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`)
  c.header('Vary', 'Accept-Language, Accept-Encoding')
  if (requestHeader(c, 'if-none-match') === entry.etag) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=UTF-8')
  const encoding = encodingOf(c, compression)
  if (!worthCompressing(entry.bytes) || encoding === 'identity')
    return c.body(entry.bytes as Uint8Array<ArrayBuffer>, 200)
  c.header('Content-Encoding', encoding)
  return c.body(compressedBody(entry, encoding, compression) as Uint8Array<ArrayBuffer>, 200)
}
