type Entry<V> = { value: Promise<V>; expiresAt: number; refreshing: boolean }

/**
 * A small LRU of loaded values with a time to live, loads of one key shared. A value asked for in
 * the last quarter of its life is loaded again in the background, so a key in use never makes a
 * request wait for its reload; an expired value is never answered. The offers engine keeps
 * the facts that change rarely (a room's beds, a hotel's rate plans and programs, an agency's
 * memberships) and each hotel's nights (kept-nights.ts) here, so a GET offers request reads nothing
 * from the database (docs/decisions/050-offers-nights-in-memory.md: p99 ≤ 50 ms at 50 connections).
 */
export class FactsCache<V> {
  private entries = new Map<string, Entry<V>>()

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
      if (!hit.refreshing && hit.expiresAt - now <= this.ttlMs / 4) this.refresh(key, hit, load, now)
      return hit.value
    }
    const value = load()
    this.put(key, { value, expiresAt: now + this.ttlMs, refreshing: false })
    // a failed load is not kept: the next request tries again
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }

  /** Loads the key again; the new value replaces the old one unless a clear or `set` came first. A failed reload keeps the old. */
  private refresh(key: string, old: Entry<V>, load: () => Promise<V>, now: number): void {
    old.refreshing = true
    load().then(
      (value) => {
        if (this.entries.get(key) === old)
          this.entries.set(key, { value: Promise.resolve(value), expiresAt: now + this.ttlMs, refreshing: false })
      },
      () => (old.refreshing = false),
    )
  }

  private put(key: string, entry: Entry<V>): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  /** Keeps a value loaded along with another (a hotel's rooms with the hotel) as if `get` had loaded it. */
  set(key: string, value: V): void {
    this.put(key, { value: Promise.resolve(value), expiresAt: this.now() + this.ttlMs, refreshing: false })
  }

  clear(): void {
    this.entries.clear()
  }
}
