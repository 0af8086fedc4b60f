import type { Plugin } from 'vite'

/** What a build's output says about one chunk: enough to follow its static imports. */
type ChunkLike = { type: 'chunk'; imports: readonly string[] } | { type: 'asset' }

/**
 * The sets of chunks that import each other statically, directly or through others (the strongly
 * connected components of the static import graph with more than one chunk, or a chunk importing
 * itself), each sorted by file name; dynamic imports do not count (a route's chunk importing the
 * entry that imports it lazily is the normal case). Imports of files the bundle does not have are
 * ignored.
 */
export function chunkCycles(bundle: Readonly<Record<string, ChunkLike>>): string[][] {
  const importsOf = (fileName: string): readonly string[] => {
    const chunk = bundle[fileName]
    return chunk?.type === 'chunk' ? chunk.imports.filter((to) => bundle[to]?.type === 'chunk') : []
  }
  // Tarjan's algorithm, iterative (a build has a few hundred chunks; no recursion limit to meet)
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  let next = 0
  for (const root of Object.keys(bundle).sort()) {
    if (bundle[root]?.type !== 'chunk' || index.has(root)) continue
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }]
    index.set(root, next)
    low.set(root, next++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const edges = importsOf(frame.node)
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, edge: 0 })
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      if (component.length > 1 || importsOf(frame.node).includes(frame.node)) cycles.push(component.sort())
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]))
}

/**
 * A build plugin that fails the client build when chunks import each other statically. Such a
 * cycle is legal ECMAScript, but the browser then evaluates one of the chunks before the other, and
 * a module-level read of the other's binding throws at start (a storefront page did once, when a
 * regrouping of the shared chunks of decision 065 made two of them import each other; decision
 * 117). Which modules land together is rolldown's choice, so this is checked on its output.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'lds:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycles = chunkCycles(bundle as unknown as Record<string, ChunkLike>)
      if (cycles.length === 0) return
      const message = `chunks import each other statically (one would be evaluated before the other): ${cycles
        .map((cycle) => cycle.join(' <-> '))
        .join('; ')}`
      // printed as well, with each chunk's modules: a later plugin's failure (the service worker's,
      // without index.html) would hide it
      const modulesOf = (file: string) =>
        ((bundle[file] as { moduleIds?: string[] } | undefined)?.moduleIds ?? []).map((id) =>
          id.replace(`${process.cwd()}/`, ''),
        )
      console.error(
        `\n${message}\n${cycles
          .flat()
          .map((file) => `  ${file}: ${modulesOf(file).join(', ')}`)
          .join('\n')}\n`,
      )
      this.error(message)
    },
  }
}
