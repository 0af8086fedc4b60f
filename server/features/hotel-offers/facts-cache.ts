/**
 * A small LRU of loaded values with a time to live, loads of one key shared. The offers engine keeps
 * the facts that change rarely (a room's beds, a hotel's rate plans and programs, an agency's
 * memberships) and each hotel's nights (kept-nights.ts) here, so a GET offers request reads nothing
 * from the database (docs/decisions/050-offers-nights-in-memory.md: p99 ≤ 50 ms at 50 connections).
 */
export class FactsCache<V> {
  private entries = new Map<string, { value: Promise<V>; expiresAt: number }>()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key)
    const now = this.now()
    if (hit && hit.expiresAt > now) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value
    }
    const value = load()
    this.entries.set(key, { value, expiresAt: now + this.ttlMs })
    // a failed load is not kept: the next request tries again
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    return value
  }

  clear(): void {
    this.entries.clear()
  }
}
