/**
 * `lds/no-cycle`: import-x/no-cycle with type-only imports counted. import-x/no-cycle skips every
 * `import type` (and `import { type X }`), so a cycle through a type import passed the lint while
 * docs/architecture.md ("No import cycles") forbids it. The traversal is import-x's own (its module
 * map and resolver, so the aliases resolve as for every other import rule); only the two filters on
 * type-only imports are gone (dynamic `import()` counts, as it does there; external modules do not).
 */
import { ModuleInfo } from 'eslint-plugin-import-x/core/index'
import { isExternalModule, moduleVisitor, resolve } from 'eslint-plugin-import-x/utils'

/** Files already reached from the file being linted (cleared per file, as in import-x/no-cycle). */
const traversed = new Set()

const routeString = (route) => route.map((s) => `${s.value}:${s.loc.start.line}`).join('=>')

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle, type-only imports included (docs/architecture.md#client-layers).' },
    schema: [],
    messages: {
      cycle: 'Dependency cycle detected (type-only imports count too)',
      cycleSource: 'Dependency cycle via "{{source}}" (type-only imports count too)',
    },
  },
  create(context) {
    const filename = context.physicalFilename
    if (filename === '<text>') return {}
    const external = (name) => isExternalModule(name, resolve(name, context), context)
    return {
      ...moduleVisitor(
        (sourceNode, importer) => {
          if (external(sourceNode.value)) return
          const imported = ModuleInfo.get(sourceNode.value, context)
          if (imported == null || imported.path === filename || traversed.has(imported.path)) return
          traversed.add(imported.path)
          const untraversed = [{ mget: () => imported, path: imported.path, route: [] }]
          const detectCycle = ({ mget, route }) => {
            const m = mget()
            if (m == null) return false
            for (const [path, { resolve: next, declarations }] of m.getImports()) {
              if (traversed.has(path)) continue
              const toTraverse = [...declarations].filter(({ source }) => !external(source.value))
              if (toTraverse.length === 0) continue
              if (path === filename) return true
              traversed.add(path)
              untraversed.push({ mget: next, path, route: [...route, toTraverse[0].source] })
            }
            return false
          }
          while (untraversed.length > 0) {
            const next = untraversed.shift()
            if (detectCycle(next)) {
              for (const { path } of untraversed) traversed.delete(path)
              if (next.route.length > 0)
                context.report({ node: importer, messageId: 'cycleSource', data: { source: routeString(next.route) } })
              else context.report({ node: importer, messageId: 'cycle' })
              return
            }
          }
        },
        { esmodule: true },
      ),
      'Program:exit'() {
        traversed.clear()
      },
    }
  },
}

export default { rules: { 'no-cycle': noCycle } }
