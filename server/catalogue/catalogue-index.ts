import type { CatalogueRepository } from './repository.ts'
import { buildSnapshot } from './snapshot.ts'
import type { CatalogueSnapshot } from './types.ts'

/**
 * The catalogue snapshot, held in memory: searching 20,000 properties and their stays in SQL costs
 * 100 ms to 1 s per query on PGlite; in memory it is a few milliseconds, so the search meets its
 * latency goal. The snapshot is rebuilt in the background when older than `maxAgeMs` or after
 * `invalidate()` (the catalogue calls it on a change, see catalogue.ts); concurrent loads share one
 * build, and answers use the snapshot's `version`.
 */
export class CatalogueIndex {
  private snapshot: CatalogueSnapshot | undefined
  private loading: Promise<CatalogueSnapshot> | undefined
  private version = 0
  private stale = false

  constructor(
    private readonly repo: CatalogueRepository,
    private readonly opts: {
      maxAgeMs?: number
      now?: () => Date
      onError?: (err: Error) => void
      onRebuilt?: () => void
    } = {},
  ) {}

  /** The current snapshot; the first call waits for the load, later ones refresh in the background. */
  async get(): Promise<CatalogueSnapshot> {
    const now = this.now()
    const snap = this.snapshot
    if (snap && !this.stale && now.getTime() - snap.builtAt < (this.opts.maxAgeMs ?? 5 * 60_000)) return snap
    const loading = this.load()
    if (snap) {
      loading.catch((err: Error) => this.opts.onError?.(err))
      return snap
    }
    return loading
  }

  /** Marks the snapshot out of date (after a write to properties or stays). */
  invalidate(): void {
    this.stale = true
  }

  /** Loads now and waits (tests, warm-up at start). */
  async refresh(): Promise<CatalogueSnapshot> {
    this.stale = true
    return this.load()
  }

  private load(): Promise<CatalogueSnapshot> {
    if (this.loading) return this.loading
    this.stale = false
    this.loading = buildSnapshot(this.repo, ++this.version, this.now())
      .then((s) => {
        this.snapshot = s
        this.opts.onRebuilt?.()
        return s
      })
      .finally(() => (this.loading = undefined))
    return this.loading
  }

  private now(): Date {
    return this.opts.now?.() ?? new Date()
  }
}
