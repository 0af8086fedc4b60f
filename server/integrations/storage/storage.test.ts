import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileStorage, createS3Storage, createStorage, isStorageKey } from './storage.ts'

const bytes = new Uint8Array([1, 2, 3])

describe('storage keys', () => {
  it.each(['logos/a/b.png', 'logos/0123456789abcdef01234567/0123456789abcdef.svg', 'x'])('accepts %s', (key) => {
    expect(isStorageKey(key)).toBe(true)
  })
  it.each(['', '/etc/passwd', '../x', 'logos/../x', 'logos//x', 'logos/.hidden', 'a\\b', 'logos/a b.png', 'a/..b'])(
    'refuses %j',
    (key) => {
      expect(isStorageKey(key)).toBe(false)
    },
  )
})

describe('file storage', () => {
  it('keeps what it was given under its directory and answers undefined for an unknown key', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lds-storage-'))
    const storage = createFileStorage(dir)
    await storage.put('logos/a/0123.png', bytes, 'image/png')
    expect(await storage.get('logos/a/0123.png')).toEqual({ bytes, contentType: 'image/png' })
    expect(await storage.get('logos/a/none.png')).toBeUndefined()
    await expect(storage.put('../escape.png', bytes, 'image/png')).rejects.toThrow(/invalid storage key/)
    await expect(storage.get('../escape.png')).rejects.toThrow(/invalid storage key/)
  })

  it('is what createStorage gives without S3_BUCKET', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lds-storage-'))
    await createStorage({ dir }).put('k.svg', bytes, 'image/svg+xml')
    expect(await createFileStorage(dir).get('k.svg')).toMatchObject({ contentType: 'image/svg+xml' })
  })
})

describe('S3 storage', () => {
  const config = { bucket: 'lds-uploads', region: 'eu-central-1' }

  it('puts with bucket, key, body and content type, and gets the bytes back', async () => {
    const sent: { kind: string; input: Record<string, unknown> }[] = []
    const storage = createS3Storage(config, async (command) => {
      sent.push(command)
      return command.kind === 'get'
        ? { Body: { transformToByteArray: async () => bytes }, ContentType: 'image/png' }
        : {}
    })
    await storage.put('logos/a/1.png', bytes, 'image/png')
    expect(await storage.get('logos/a/1.png')).toEqual({ bytes, contentType: 'image/png' })
    expect(sent).toEqual([
      { kind: 'put', input: { Bucket: 'lds-uploads', Key: 'logos/a/1.png', Body: bytes, ContentType: 'image/png' } },
      { kind: 'get', input: { Bucket: 'lds-uploads', Key: 'logos/a/1.png' } },
    ])
  })

  it('answers undefined for a missing key and passes other errors on', async () => {
    const missing = createS3Storage(config, async () => {
      throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' })
    })
    expect(await missing.get('logos/a/1.png')).toBeUndefined()
    const broken = createS3Storage(config, async () => {
      throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })
    })
    await expect(broken.get('logos/a/1.png')).rejects.toThrow('Access Denied')
  })

  it('refuses an unsafe key before calling S3', async () => {
    let called = false
    const storage = createS3Storage(config, async () => {
      called = true
      return {}
    })
    await expect(storage.put('../x', bytes, 'image/png')).rejects.toThrow(/invalid storage key/)
    expect(called).toBe(false)
  })

  it('builds a real SDK client lazily (no call before the first use)', () => {
    expect(() =>
      createStorage({ dir: '/nonexistent', s3: { ...config, endpoint: 'http://127.0.0.1:9' } }),
    ).not.toThrow()
  })
})
