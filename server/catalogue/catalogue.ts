import { BackgroundSnapshot } from '#server/lib/background-snapshot.ts'
import type { ChangeBus } from '#server/lib/change-bus.ts'
import type { CatalogueRepository } from './repository.ts'
import { buildSnapshot } from './snapshot.ts'
import type { CatalogueSnapshot } from './types.ts'

type Listener = () => void

/**
 * The catalogue read model: the in-memory snapshot that the property search and the destination
 * lists answer from, and the change hook of the catalogue. Searching 20,000 properties and their
 * stays in SQL costs 100 ms to 1 s per query on PGlite; in memory it is a few milliseconds, so the
 * search meets its latency goal. The snapshot is rebuilt in the background when older than
 * `maxAgeMs` (5 minutes) or after a change (server/lib/background-snapshot.ts). A write to
 * properties or stays calls `notifyChanged()`; every subscriber (`onChange`: the snapshot itself,
 * the app's response cache of catalogue answers) hears it. `onRebuilt` listeners hear when a new snapshot is in place.
 * With a change bus (server/lib/change-bus.ts), a write through another server process is heard the same way.
 */
export type Catalogue = {
  /** The current snapshot; the first call waits for the load, later ones refresh in the background. */
  snapshot(): Promise<CatalogueSnapshot>
  /** Loads a new snapshot now and waits (tests, warm-up). */
  refresh(): Promise<CatalogueSnapshot>
  /** Calls `listener` after every catalogue write; returns the unsubscribe function. */
  onChange(listener: Listener): () => void
  /** Calls `listener` whenever a new snapshot is in place; returns the unsubscribe function. */
  onRebuilt(listener: Listener): () => void
  /** Says that properties or stays were written (here: to every process, when there is a bus). */
  notifyChanged(): void
}

export function createCatalogue(
  repo: CatalogueRepository,
  opts: { maxAgeMs?: number; now?: () => Date; onError?: (err: Error) => void; bus?: ChangeBus } = {},
): Catalogue {
  const changed = new Set<Listener>()
  const rebuilt = new Set<Listener>()
  const subscribe = (set: Set<Listener>, listener: Listener) => {
    set.add(listener)
    return () => void set.delete(listener)
  }
  const index = new BackgroundSnapshot((version, now) => buildSnapshot(repo, version, now), {
    ...opts,
    maxAgeMs: opts.maxAgeMs ?? 5 * 60_000,
    onRebuilt: () => rebuilt.forEach((l) => l()),
  })
  changed.add(() => index.invalidate())
  const tell = () => changed.forEach((l) => l())
  opts.bus?.subscribe('catalogue', tell)
  return {
    snapshot: () => index.get(),
    refresh: () => index.refresh(),
    onChange: (listener) => subscribe(changed, listener),
    onRebuilt: (listener) => subscribe(rebuilt, listener),
    notifyChanged: () => (opts.bus ? opts.bus.publish('catalogue') : tell()),
  }
}
