import type { Plugin } from 'vite'
import { reachable } from './reachable.ts'

/** What the module graph says about one module: enough to follow its static imports. */
type ModuleLike = { isEntry: boolean; importedIds: readonly string[] }

/** A group of the client build's `output.codeSplitting` (the subset of rolldown's options used here). */
export type ChunkGroup = {
  name: string
  test: RegExp | ((id: string) => boolean)
  priority: number
  minShareCount?: number
  entriesAware?: boolean
  entriesAwareMergeThreshold?: number
  includeDependenciesRecursively?: boolean
}

/**
 * Chunks of modules that several routes share, smaller than this, are merged into the closest
 * group of the same kind (rolldown's `entriesAwareMergeThreshold`). Measured with 0, 4, 6 and 12 KB
 * (docs/decisions/065-fewer-larger-chunks.md): 4 KB halved the requests without adding bytes; 6 KB
 * and more merge large chunks into pages that do not use them (30–50 KB more per page). At 4 KB the
 * partner tools' small modules were merged into the hotel page's chunks (209.8 KiB against 200); 2 KB
 * gives 195.3 KiB in 5 fewer scripts, `/hotels` 4 more scripts (docs/decisions/131-partner-catalogs-and-small-route-modules.md).
 */
export const SHARED_MERGE_BYTES = 2048

/**
 * Libraries that only some lazy routes use, each kept in a chunk of its own: without this, a small
 * group of shared modules could be merged into the library's group as its closest neighbour, and
 * every page that needs the small modules would load the library too. So it went with the form
 * library (17 KiB gzip): once a form's status line imported the online status, the validation
 * helpers were merged into its chunk and the signed-in agent's hotel page, which shows no form
 * until a dialog opens, loaded it (217 KiB against the 200 KiB goal, decision 065's amendment).
 */
export const LAZY_LIBRARIES: readonly { name: string; test: RegExp }[] = [
  // the form library and our form kit on it (fields, status line, step form): only pages with a form
  {
    name: 'form',
    test: /[\\/]node_modules[\\/]@tanstack[\\/](?:react-form|form-core|devtools-event-client|pacer-lite)[\\/]|[\\/]src[\\/]ui[\\/]form[\\/][^\\/]+\.tsx?$/,
  }, // the lead payload's schema with the card fields and the leads' client rules that import it: the merge of
  // small shared groups put the payload and the rules into two chunks that imported each other (decision 117);
  // with the two small modules they import that were left in a shared chunk which imports them
  {
    name: 'lead-rules',
    test: /[\\/]src[\\/]domain[\\/](?:leads[\\/](?:lead-payload|card|lead-client-rules)|hotels[\\/]reference-prefix|properties[\\/]stay-availability)\.ts$/,
  },
]

/** The id of rolldown's runtime module, which stays in a chunk of its own that every chunk may import. */
const ROLLDOWN_RUNTIME = '\0rolldown/runtime'

/** The entries' modules and every module they import statically, by id. */
export function staticEntryModules(
  moduleIds: Iterable<string>,
  infoOf: (id: string) => ModuleLike | null,
): Set<string> {
  const entries = [...moduleIds].filter((id) => infoOf(id)?.isEntry)
  return reachable(entries, (id) => infoOf(id)?.importedIds)
}

/**
 * The client build's chunk groups, by priority:
 * - the entry stages (React, then the router and query libraries), each a chunk of its own, which
 *   the server-rendered page's loader evaluates one task after the other (decision 064); only the
 *   stages' modules that the entry loads: another copy of a staged library that only a lazy chunk
 *   imports (the PDF renderer's scheduler) stays with that chunk (decision 115);
 * - every other module the entry loads statically, in the entry's chunk: without this, rolldown
 *   makes a chunk of each module a lazy route shares with the entry, and the entry's graph was 28
 *   requests of 0.1–3 KB;
 * - the lazy libraries ({@link LAZY_LIBRARIES}), each a chunk of its own that only the routes using
 *   it load;
 * - the modules that two or more lazy chunks share, grouped by the set of chunks that use them, and
 *   a group under {@link SHARED_MERGE_BYTES} merged into its closest neighbour: a property page
 *   requested 47 scripts, most of 0.1–2 KB, and Vite's preload helper appended a link for each.
 *   Only the modules themselves are captured (not their imports, which may belong to the entry),
 *   and virtual modules such as rolldown's runtime are left where rolldown puts them.
 * `entryModules` is filled once the graph is known ({@link entryModulesPlugin}): the groups' tests
 * run after that, when the chunks are made.
 */
export function clientChunkGroups(
  stages: readonly { name: string; test: RegExp }[],
  entryModules: ReadonlySet<string>,
  libraries: readonly { name: string; test: RegExp }[] = LAZY_LIBRARIES,
): ChunkGroup[] {
  // a stage holds what the entry loads, not every copy of its libraries: the PDF renderer's own
  // scheduler (a second version, only in its lazy chunk) had been in every page's React chunk
  const inStage = (id: string) => entryModules.has(id) && stages.some(({ test }) => test.test(id))
  const inLibrary = (id: string) => libraries.some(({ test }) => test.test(id))
  return [
    ...stages.map(({ name, test }) => ({
      name,
      test: (id: string) => entryModules.has(id) && test.test(id),
      priority: 3,
    })),
    {
      name: 'index',
      test: (id) => entryModules.has(id) && !inStage(id) && !id.startsWith(ROLLDOWN_RUNTIME),
      includeDependenciesRecursively: false,
      priority: 2,
    },
    // a library the entry imported would be in the entry's chunk (above): these are the lazy ones
    ...libraries.map(({ name, test }) => ({
      name,
      test: (id: string) => !entryModules.has(id) && test.test(id),
      includeDependenciesRecursively: false,
      priority: 2,
    })),
    {
      name: 'shared',
      test: (id) => !entryModules.has(id) && !inStage(id) && !inLibrary(id) && !id.startsWith('\0'),
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: SHARED_MERGE_BYTES,
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ]
}

/**
 * A chunk's file name: rolldown names a shared group's chunks after every route that uses them
 * (`shared~route~enquire-now~search~…`), which is long and changes with each new route.
 */
export function chunkFileName({ name }: { name: string }): string {
  return name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'
}

/** A build plugin that collects the entries' static modules once the module graph is complete. */
export function entryModulesPlugin(): { plugin: Plugin; entryModules: ReadonlySet<string> } {
  const entryModules = new Set<string>()
  return {
    entryModules,
    plugin: {
      name: 'lds:entry-modules',
      apply: 'build',
      buildEnd() {
        entryModules.clear()
        for (const id of staticEntryModules(this.getModuleIds(), (id) => this.getModuleInfo(id))) entryModules.add(id)
      },
    },
  }
}
