import type { Plugin } from 'vite'
import { reachable } from './reachable.ts'

/** What a build's output says about one chunk: enough to follow its static imports. */
type ChunkLike = { type: 'chunk'; isEntry: boolean; imports: readonly string[] } | { type: 'asset' }

/** The entry chunks and every chunk they import statically, by file name. */
export function entryClosure(bundle: Readonly<Record<string, ChunkLike>>): Set<string> {
  const chunkOf = (fileName: string) => {
    const chunk = bundle[fileName]
    return chunk?.type === 'chunk' ? chunk : undefined
  }
  const entries = Object.keys(bundle).filter((fileName) => chunkOf(fileName)?.isEntry)
  const loaded = reachable(entries, (fileName) => chunkOf(fileName)?.imports)
  // an import of a file the bundle does not have (or of an asset) is not a loaded chunk
  for (const fileName of loaded) if (!chunkOf(fileName)) loaded.delete(fileName)
  return loaded
}

/**
 * A dynamic import's preload list without the chunks the entry already loaded. Vite's preload
 * helper adds a `<link rel="modulepreload">` for each chunk of the list that the document has no
 * link for, and a server-rendered page has none (decision 045 leaves them out of its HTML). So on
 * every first visit it appended about 57 links for chunks the browser had already evaluated, at
 * about 2 ms each on a phone (113 ms at 4x CPU in the boot's task; docs/decisions/061-preloads-of-new-chunks-only.md).
 * Dynamic imports only run after the entry's static imports were evaluated, so these chunks are
 * always loaded by then; the module loader would not fetch them twice anyway.
 */
export function entryChunksLoaded(): {
  plugin: Plugin
  resolveDependencies: (filename: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[]
} {
  let loaded = new Set<string>()
  return {
    plugin: {
      name: 'lds:entry-chunks-loaded',
      apply: 'build',
      enforce: 'pre',
      // before Vite's import analysis, which calls resolveDependencies from its own generateBundle
      generateBundle(_options, bundle) {
        loaded = entryClosure(bundle as unknown as Record<string, ChunkLike>)
      },
    },
    resolveDependencies: (_filename, deps, { hostType }) =>
      hostType === 'js' ? deps.filter((dep) => !loaded.has(dep)) : deps,
  }
}
