/**
 * A small LRU cache of serialised catalogue answers. The catalogue is read far more often than it
 * changes; entries live `ttlMs` and every write to the catalogue calls `clear()`.
 */
export class ResponseCache {
  private entries = new Map<string, { body: string; etag: string; expiresAt: number }>()

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<{ body: string; etag: string }> {
    const hit = this.entries.get(key)
    if (hit && hit.expiresAt > this.now()) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const body = JSON.stringify(await load())
    const entry = { body, etag: `W/"${hash(body)}"`, expiresAt: this.now() + this.ttlMs }
    this.entries.set(key, entry)
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    return entry
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
