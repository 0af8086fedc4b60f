import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressCheaply, encodingFor, worthCompressing } from './answer-encoding.ts'

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium, Firefox
    ['gzip, deflate, br', 'br'], // Safari
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, identity; q=0.5', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s -> %s', (acceptEncoding, encoding) => {
    expect(encodingFor(acceptEncoding)).toBe(encoding)
  })
})

describe('compressCheaply', () => {
  const json = Buffer.from(
    JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Chalet ${i}`, price: 1000 + i }))),
  )

  it('gives back the same bytes, smaller, in both encodings', () => {
    const br = compressCheaply(json, 'br')
    const gzip = compressCheaply(json, 'gzip')
    expect(brotliDecompressSync(br)).toEqual(json)
    expect(gunzipSync(gzip)).toEqual(json)
    expect(br.length).toBeLessThan(json.length / 4)
    expect(gzip.length).toBeLessThan(json.length / 4)
  })
})

describe('worthCompressing', () => {
  it.each([
    [0, false],
    [1024, false],
    [1025, true],
    [760_000, true],
  ])('%i bytes: %s', (length, worth) => {
    expect(worthCompressing(new Uint8Array(length))).toBe(worth)
  })
})
