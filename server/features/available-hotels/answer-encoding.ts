/**
 * How a hotel search answer goes out (docs/product/hotels.md#api). A resort's answer is hundreds of
 * KB of JSON and nearly every one is new (each period prices differently): compressed per request,
 * as cheaply as the browser allows (server/lib/answer-encoding.ts).
 */
import type { Context } from 'hono'
import { compressCheaply, worthCompressing, type Encoding } from '#server/lib/answer-encoding.ts'
import { requestHeader } from '#server/lib/request-header.ts'

/** An answer in one encoding, with the ETag of its content (the same in every encoding: weak). */
export type EncodedAnswer = { bytes: Uint8Array; etag: string; encoding: Encoding }

/** The bytes in the encoding (compressed, or copied: `bytes` may be a scratch buffer). */
export function encode(bytes: Uint8Array, encoding: Encoding): { bytes: Uint8Array; encoding: Encoding } {
  if (encoding === 'identity' || !worthCompressing(bytes)) return { bytes: Buffer.from(bytes), encoding: 'identity' }
  return { bytes: compressCheaply(bytes, encoding), encoding }
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
