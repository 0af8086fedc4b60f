/**
 * How a search answer goes out (docs/product/hotels.md#api). A resort's answer is hundreds of KB of
 * JSON and nearly every one is new (each period prices differently), so compression is paid per
 * request: Brotli at quality 0 takes a third of gzip level 1's time for a smaller answer (760 KB:
 * 0.3 ms and 54 KB against 1.1 ms and 58 KB), and every current browser asks for it; gzip level 1
 * for the others.
 */
import type { Context } from 'hono'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { acceptsGzip, requestHeader } from '#server/lib/request-header.ts'

export type Encoding = 'br' | 'gzip' | 'identity'
/** An answer in one encoding, with the ETag of its content (the same in every encoding: weak). */
export type EncodedAnswer = { bytes: Uint8Array; etag: string; encoding: Encoding }

/** Answers this small go out as they are. */
const MIN_COMPRESSED = 1024

/** The encoding for an Accept-Encoding header. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br'
  return acceptsGzip(acceptEncoding) ? 'gzip' : 'identity'
}

/** The bytes in the encoding (compressed, or copied: `bytes` may be a scratch buffer). */
export function encode(bytes: Uint8Array, encoding: Encoding): { bytes: Uint8Array; encoding: Encoding } {
  if (encoding === 'identity' || bytes.length < MIN_COMPRESSED)
    return { bytes: Buffer.from(bytes), encoding: 'identity' }
  if (encoding === 'gzip') return { bytes: gzipSync(bytes, { level: 1 }), encoding }
  const params = { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length }
  return { bytes: brotliCompressSync(bytes, { params }), encoding }
}

/** The answer with its ETag (304 when the browser has it), private to the browser. */
export function sendAnswer(c: Context, answer: EncodedAnswer) {
  c.header('ETag', answer.etag)
  c.header('Cache-Control', 'private, max-age=60')
  c.header('Vary', 'Accept-Encoding, Authorization')
  if (requestHeader(c, 'if-none-match') === answer.etag) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=UTF-8')
  if (answer.encoding !== 'identity') c.header('Content-Encoding', answer.encoding)
  return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200)
}
