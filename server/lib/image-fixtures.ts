/** Tiny files of each type for the logo tests (real signatures, so file-type reads them as it would a real upload). */
import { deflateSync } from 'node:zlib'

function crc32(bytes: Uint8Array): number {
  let c = ~0
  for (const b of bytes) {
    c ^= b
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A valid 1×1 PNG (optionally padded with an ancillary chunk to `size` bytes). */
export function png(size = 0): Uint8Array {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(1, 0)
  ihdr.writeUInt32BE(1, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x0b, 0x3d, 0x5c, 0xff]))),
  ]
  const base = parts.reduce((n, p) => n + p.length, 0) + 12
  if (size > base + 12) parts.push(chunk('tEXt', Buffer.alloc(size - base - 12, 0x61)))
  parts.push(chunk('IEND', new Uint8Array()))
  return new Uint8Array(Buffer.concat(parts))
}

/** The start of a JPEG (SOI, JFIF APP0): enough for the type check. */
export const jpeg = () =>
  new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
  ])

/** A RIFF WebP header with a VP8L chunk. */
export const webp = () => {
  const body = Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00])
  const riff = Buffer.alloc(20)
  riff.write('RIFF', 0, 'ascii')
  riff.writeUInt32LE(12 + body.length - 8 + 8, 4)
  riff.write('WEBPVP8L', 8, 'ascii')
  riff.writeUInt32LE(body.length, 16)
  return new Uint8Array(Buffer.concat([riff, body]))
}

/** A 1×1 GIF89a. */
export const gif = () =>
  new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'))

export const cleanSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10H0z" fill="#0b3d5c"/></svg>'
export const scriptedSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><path d="M0 0h10v10H0z"/></svg>'
export const html = '<!doctype html><html><body><h1>Hello</h1><script>alert(1)</script></body></html>'

export const text = (s: string) => new TextEncoder().encode(s)
