import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { S3Config } from '#server/config.ts'

/** One stored object: its bytes and the Content-Type it was stored with. */
export type StoredObject = { bytes: Uint8Array; contentType: string }

/**
 * Where uploads (agency logos) are kept (docs/decisions/122-logo-uploads.md): files under
 * DATA_DIR/uploads in the embedded mode, an S3-compatible bucket when S3_BUCKET is set. Keys are
 * relative paths of safe segments (`logos/{agencyId}/{hash}.png`); `get` of an unknown key is undefined.
 */
export type ObjectStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  get(key: string): Promise<StoredObject | undefined>
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/** Whether `key` is a relative path of safe segments (no `..`, no leading slash, no empty segment). */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/')
  return key.length <= 512 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'))
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`)
  return key
}

/** The Content-Type of a stored file, by its extension (the name is ours, chosen from the checked type). */
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
}

/** Files under `dir`; written to a temporary name first, then renamed (a reader never sees half a file). */
export function createFileStorage(dir: string): ObjectStorage {
  const root = path.resolve(dir)
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'))
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, file)
    },
    async get(key) {
      const file = fileOf(key)
      try {
        const bytes = await readFile(file)
        return { bytes: new Uint8Array(bytes), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
  }
}

/** The two S3 calls the storage makes; the SDK's S3Client in production, a fake in tests. */
type S3Send = (command: { kind: 'put' | 'get'; input: Record<string, unknown> }) => Promise<unknown>

/**
 * An S3-compatible bucket through @aws-sdk/client-s3 (PutObjectCommand, GetObjectCommand), imported
 * on first use so a server without S3_BUCKET never loads the SDK. `endpoint` set (MinIO, R2, ...):
 * path-style addressing.
 */
export function createS3Storage(config: S3Config, send: S3Send = lazySdkSend(config)): ObjectStorage {
  return {
    async put(key, bytes, contentType) {
      await send({
        kind: 'put',
        input: { Bucket: config.bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType },
      })
    },
    async get(key) {
      let answer: { Body?: { transformToByteArray(): Promise<Uint8Array> }; ContentType?: string }
      try {
        answer = (await send({ kind: 'get', input: { Bucket: config.bucket, Key: checkedKey(key) } })) as typeof answer
      } catch (error) {
        const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
        if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return undefined
        throw error
      }
      if (!answer.Body) return undefined
      const bytes = await answer.Body.transformToByteArray()
      return { bytes, contentType: answer.ContentType ?? TYPES[path.extname(key)] ?? 'application/octet-stream' }
    },
  }
}

function lazySdkSend(config: S3Config): S3Send {
  let client: Promise<{ send: S3Send }> | undefined
  const load = async () => {
    const sdk = await import('@aws-sdk/client-s3')
    const s3 = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    })
    const send: S3Send = ({ kind, input }) =>
      kind === 'put'
        ? s3.send(new sdk.PutObjectCommand(input as unknown as ConstructorParameters<typeof sdk.PutObjectCommand>[0]))
        : s3.send(new sdk.GetObjectCommand(input as unknown as ConstructorParameters<typeof sdk.GetObjectCommand>[0]))
    return { send }
  }
  return async (command) => {
    client ??= load().catch((error: unknown) => {
      client = undefined
      throw error
    })
    return (await client).send(command)
  }
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function createStorage(uploads: { dir: string; s3?: S3Config }): ObjectStorage {
  return uploads.s3 ? createS3Storage(uploads.s3) : createFileStorage(uploads.dir)
}
