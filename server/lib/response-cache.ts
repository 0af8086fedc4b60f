/** A serialised answer: the JSON text, its UTF-8 bytes (encoded once) and an ETag. */
export type CachedAnswer = { body: string; bytes: Uint8Array; etag: string }

const encoder = new TextEncoder()

/**
 * A small LRU cache of serialised catalogue answers. The catalogue is read far more often than it
 * changes; entries live `ttlMs` and every write to the catalogue calls `clear()`.
 */
export class ResponseCache {
  private entries = new Map<string, CachedAnswer & { expiresAt: number }>()

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const hit = this.entries.get(key)
    if (hit && hit.expiresAt > this.now()) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const body = JSON.stringify(await load())
    const entry = { body, bytes: encoder.encode(body), etag: `W/"${hash(body)}"`, expiresAt: this.now() + this.ttlMs }
    this.entries.set(key, entry)
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    return entry
  }

  /** A fresh entry for this key, or undefined (no loading). */
  peek(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key)
    return hit && hit.expiresAt > this.now() ? hit : undefined
  }

  /** Stores an answer under a second key (e.g. the raw query string of a request). */
  alias(key: string, answer: CachedAnswer): void {
    this.entries.set(key, { ...answer, expiresAt: this.now() + this.ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}

/** FNV-1a, enough for an ETag. */
function hash(s: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(36) + s.length.toString(36)
}
