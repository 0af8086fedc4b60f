import { weakEtag } from '../lib/response-cache.ts'

export type CachedPage = { kind: 'page'; status: 200 | 404; html: Buffer; etag: string; gzipped?: Buffer }

/** Rendered pages, least recently used out first, each for `ttlMs` at most (docs/decisions/045-server-rendering.md). */
export class PageCache {
  private entries = new Map<string, { page: CachedPage; expiresAt: number }>()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key)
    if (!hit || hit.expiresAt <= this.now()) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.page
  }

  store(key: string, status: 200 | 404, html: string): CachedPage {
    const page = this.page(status, html)
    this.entries.delete(key)
    this.entries.set(key, { page, expiresAt: this.now() + this.ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    return page
  }

  /** The page as the cache keeps it, without keeping it (rendered while the catalogue changed). */
  page(status: 200 | 404, html: string): CachedPage {
    const bytes = Buffer.from(html, 'utf8')
    return { kind: 'page', status, html: bytes, etag: weakEtag(bytes) }
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
