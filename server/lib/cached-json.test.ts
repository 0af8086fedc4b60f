import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { cachedJson, type Compression } from './cached-json.ts'
import type { CachedAnswer } from './response-cache.ts'

const answer = (text: string, etag: string): CachedAnswer => ({ body: text, bytes: Buffer.from(text), etag })
const big = answer(JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => `item ${i}`) }), '"big"')
const small = answer('{"ok":true}', '"small"')

function app(entry: CachedAnswer, compression: Compression) {
  return new Hono().get('/', (c) => cachedJson(c, entry, 60, compression))
}

describe('cachedJson', () => {
  it.each([
    ['reused', 'gzip, deflate, br, zstd', 'gzip'],
    ['fresh', 'gzip, deflate, br, zstd', 'br'],
    ['fresh', 'gzip', 'gzip'],
    ['reused', 'identity', null],
    ['fresh', undefined, null],
  ] as const)(
    'a %s answer asked with %s goes out as %s, the same JSON',
    async (compression, acceptEncoding, encoding) => {
      const res = await app(big, compression).request('/', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      const body = Buffer.from(await res.arrayBuffer())
      const json = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
      expect(json).toEqual(big.bytes)
      expect(res.headers.get('etag')).toBe('"big"')
      expect(res.headers.get('vary')).toContain('Accept-Encoding')
    },
  )

  it('sends a small body as it is, and 304 to a client that has the answer', async () => {
    const plain = await app(small, 'fresh').request('/', { headers: { 'accept-encoding': 'br' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('{"ok":true}')
    const again = await app(big, 'fresh').request('/', { headers: { 'if-none-match': '"big"' } })
    expect(again.status).toBe(304)
  })
})
