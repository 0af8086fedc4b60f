/**
 * The dashboards' answer cache (docs/product/leads.md#lists-and-reports). A list page costs a few
 * milliseconds of the embedded database (two queries with joins); the same page is asked again and
 * again (reloads, refetch on focus, several tabs). A kept answer is served while the agency's change
 * stamp is unchanged — its last lead write (leads.updated_at, by the (agency, updated_at) index) and
 * its newest hotel interest. The service reads the stamp at most once a second per agency and forgets
 * it on its own lead writes: a lead written through this process shows at once, a hotel interest or a
 * write of another server process within a second; names of properties or agents changed elsewhere
 * after at most `maxAgeMs`.
 */
export class LeadListCache<T> {
  private readonly entries = new Map<string, { stamp: string; at: number; answer: T }>()
  constructor(
    private readonly max = 5_000,
    private readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, stamp: string): T | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.stamp !== stamp || this.now() - hit.at > this.maxAgeMs) {
      this.entries.delete(key)
      return undefined
    }
    return hit.answer
  }

  set(key: string, stamp: string, answer: T): void {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(key, { stamp, at: this.now(), answer })
  }
}
