/**
 * How a search answer goes out (docs/product/hotels.md#api). A resort's answer is hundreds of KB of
 * JSON and nearly every one is new (each period prices differently), so compression is paid per
 * request: Brotli at quality 0 takes a third of gzip level 1's time for a smaller answer (760 KB:
 * 0.3 ms and 54 KB against 1.1 ms and 58 KB), and every current browser asks for it; gzip level 1
 * for the others. The compressed bytes are kept with the answer for a repeat.
 */
import type { Context } from 'hono'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { acceptsGzip, requestHeader } from '#server/lib/request-header.ts'
import type { CachedAnswer } from '#server/lib/response-cache.ts'

const encoded = new WeakMap<CachedAnswer, { br?: Uint8Array; gzip?: Uint8Array }>()

const brotli = (bytes: Uint8Array) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  })

/** Whether an Accept-Encoding header takes Brotli. */
export const acceptsBrotli = (acceptEncoding: string | undefined) => /\bbr\b/.test(acceptEncoding ?? '')

/** The answer with its ETag (304 when the browser has it), private to the browser, compressed when accepted. */
export function searchAnswer(c: Context, answer: CachedAnswer) {
  c.header('ETag', answer.etag)
  c.header('Cache-Control', 'private, max-age=60')
  c.header('Vary', 'Accept-Encoding, Authorization')
  if (requestHeader(c, 'if-none-match') === answer.etag) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=UTF-8')
  const accept = requestHeader(c, 'accept-encoding')
  if (answer.bytes.length <= 1024 || !(acceptsBrotli(accept) || acceptsGzip(accept)))
    return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200)
  const cached = encoded.get(answer) ?? {}
  encoded.set(answer, cached)
  const name = acceptsBrotli(accept) ? 'br' : 'gzip'
  const body = (cached[name] ??= name === 'br' ? brotli(answer.bytes) : gzipSync(answer.bytes, { level: 1 }))
  c.header('Content-Encoding', name)
  return c.body(body as Uint8Array<ArrayBuffer>, 200)
}
