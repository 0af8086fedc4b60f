import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): a file that
 * starts with it has all its functions compiled on a background thread while it downloads, instead
 * of each one on the main thread when it is first called (docs/decisions/070-compile-hints.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Libraries of which a page calls a small part, loaded only on demand (the map, the PDF offer, the
 * chat): compiling all their functions would cost a phone seconds of background work for nothing.
 */
export const CALLED_IN_PART = ['/node_modules/maplibre-gl/', '/node_modules/@react-pdf/', '/node_modules/stream-chat']

/** What the plugin reads of an output chunk. */
type ChunkLike = { type: 'chunk'; code: string; moduleIds: readonly string[] } | { type: 'asset' }

/** Whether a chunk's functions are mostly called when it loads: the app's own code and its eager libraries. */
export function calledOnLoad(moduleIds: readonly string[]): boolean {
  return !moduleIds.some((id) => CALLED_IN_PART.some((library) => id.includes(library)))
}

/** The code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}${code}`
}

/** The client build's chunks that are called on load get the hint, once their code is final (minified, preloads written). */
export function compileHints(): Plugin {
  return {
    name: 'lds:compile-hints',
    apply: 'build',
    enforce: 'post',
    // after Vite's import analysis, which writes a chunk's preload lists (and its first line) anew
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle as unknown as Record<string, ChunkLike>)) {
          if (chunk.type === 'chunk' && calledOnLoad(chunk.moduleIds)) chunk.code = withCompileHint(chunk.code)
        }
      },
    },
  }
}
