/**
 * An in-memory read model rebuilt in the background, the one holder of the catalogue snapshot
 * (server/catalogue/catalogue.ts) and the hotel index (server/features/available-hotels/service.ts).
 * The first `get()` waits for the build; later ones answer the last complete snapshot at once and,
 * when it is out of date (`invalidate()`, or older than `maxAgeMs` when one is given), start a
 * rebuild beside it; concurrent rebuilds share one build. Each build gets the next `version`, so an
 * answer can name the snapshot it was computed on (docs/architecture.md#server-layers).
 */
export type BackgroundSnapshotOptions = {
  /** a snapshot older than this is rebuilt on the next `get()`; without it, only `invalidate()` does */
  maxAgeMs?: number
  now?: () => Date
  /** a background rebuild that failed (the previous snapshot answers until the next change or age) */
  onError?: (err: Error) => void
  /** a new snapshot is in place */
  onRebuilt?: () => void
}

export class BackgroundSnapshot<T> {
  private snapshot: { value: T; builtAt: number } | undefined
  private loading: Promise<T> | undefined
  private version = 0
  private stale = false

  constructor(
    private readonly build: (version: number, now: Date) => Promise<T>,
    private readonly opts: BackgroundSnapshotOptions = {},
  ) {}

  /** The current snapshot; the first call waits for the build, later ones refresh in the background. */
  async get(): Promise<T> {
    const snap = this.snapshot
    if (snap && !this.stale && !this.expired(snap.builtAt)) return snap.value
    const loading = this.load()
    if (!snap) return loading
    loading.catch((err: Error) => this.opts.onError?.(err))
    return snap.value
  }

  /** Marks the snapshot out of date (after a write to what it holds). */
  invalidate(): void {
    this.stale = true
  }

  /** Builds now and waits (tests, warm-up at start). */
  async refresh(): Promise<T> {
    this.stale = true
    return this.load()
  }

  private expired(builtAt: number): boolean {
    return this.opts.maxAgeMs !== undefined && this.now().getTime() - builtAt >= this.opts.maxAgeMs
  }

  private load(): Promise<T> {
    if (this.loading) return this.loading
    this.stale = false
    const now = this.now()
    this.loading = this.build(++this.version, now)
      .then((value) => {
        this.snapshot = { value, builtAt: now.getTime() }
        this.opts.onRebuilt?.()
        return value
      })
      .finally(() => (this.loading = undefined))
    return this.loading
  }

  private now(): Date {
    return this.opts.now?.() ?? new Date()
  }
}
