import { crc32 } from 'node:zlib'

/** A serialised answer: its UTF-8 bytes (encoded once), an ETag, and the JSON text (decoded on demand). */
export type CachedAnswer = { readonly body: string; readonly bytes: Uint8Array; readonly etag: string }

/**
 * The entry of a JSON text: only the bytes are kept (the text of a 30 KB answer with an accented
 * name is a 60 KB two-byte string; a cache of unique search answers churns through them).
 */
class SerializedAnswer implements CachedAnswer {
  readonly bytes: Buffer
  readonly etag: string
  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8')
    this.etag = weakEtag(this.bytes)
  }
  get body(): string {
    return this.bytes.toString('utf8')
  }
}

type Entry = { answer: CachedAnswer; expiresAt: number }

/**
 * A small LRU cache of serialised catalogue answers. The catalogue is read far more often than it
 * changes; entries live `ttlMs`, and the app clears the cache when the catalogue reports a change
 * (`catalogue.onChange`, see server/app.ts).
 */
export class ResponseCache {
  private entries = new Map<string, Entry>()

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer of `key`, or `load()` serialised with JSON.stringify and kept. */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.getText(key, async () => JSON.stringify(await load()))
  }

  /** The answer of `key`, or the JSON text `loadText()` gives, kept. */
  async getText(key: string, loadText: () => Promise<string> | string): Promise<CachedAnswer> {
    const hit = this.entries.get(key)
    if (hit && hit.expiresAt > this.now()) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.answer
    }
    const answer = new SerializedAnswer(await loadText())
    this.store(key, answer)
    return answer
  }

  /** A fresh entry for this key, or undefined (no loading). */
  peek(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key)
    return hit && hit.expiresAt > this.now() ? hit.answer : undefined
  }

  /** Stores an answer under a second key (e.g. the raw query string of a request); both share it. */
  alias(key: string, answer: CachedAnswer): void {
    this.store(key, answer)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  private store(key: string, answer: CachedAnswer): void {
    this.entries.delete(key)
    this.entries.set(key, { answer, expiresAt: this.now() + this.ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }
}

/** CRC-32 (native, a few µs for a 30 KB answer) and length: enough for an ETag. */
function etagOf(bytes: Uint8Array): string {
  return crc32(bytes).toString(36) + bytes.length.toString(36)
}

/** A weak ETag of an answer's bytes (the cached JSON answers and the server-rendered pages). */
export function weakEtag(bytes: Uint8Array): string {
  return `W/"${etagOf(bytes)}"`
}
