import { describe, expect, it } from 'vitest'
import { entryChunksLoaded, entryClosure } from './entry-chunks-loaded.ts'

const chunk = (imports: string[], isEntry = false) => ({ type: 'chunk' as const, isEntry, imports })
const bundle = {
  'assets/index.js': chunk(['assets/react.js', 'assets/router.js'], true),
  'assets/react.js': chunk([]),
  'assets/router.js': chunk(['assets/react.js', 'assets/history.js']),
  'assets/history.js': chunk([]),
  'assets/property-route.js': chunk(['assets/react.js', 'assets/accordion.js']),
  'assets/accordion.js': chunk([]),
  'assets/style.css': { type: 'asset' as const },
}

describe('entryClosure', () => {
  it("follows the entry's static imports, and no dynamic chunk", () => {
    expect([...entryClosure(bundle)].sort()).toEqual([
      'assets/history.js',
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
    ])
  })

  it('survives import cycles and missing chunks', () => {
    const cyclic = { 'a.js': chunk(['b.js'], true), 'b.js': chunk(['a.js', 'gone.js']) }
    expect([...entryClosure(cyclic)].sort()).toEqual(['a.js', 'b.js'])
  })
})

describe('entryChunksLoaded', () => {
  it("drops the entry's chunks from a dynamic import's preloads once the bundle is known, never from the HTML's", () => {
    const { plugin, resolveDependencies } = entryChunksLoaded()
    const deps = ['assets/react.js', 'assets/accordion.js', 'assets/history.js']
    expect(resolveDependencies('assets/property-route.js', deps, { hostType: 'js' })).toEqual(deps)
    const generateBundle = plugin.generateBundle as (options: unknown, output: unknown) => void
    generateBundle({}, bundle)
    expect(resolveDependencies('assets/property-route.js', deps, { hostType: 'js' })).toEqual(['assets/accordion.js'])
    expect(resolveDependencies('index.html', deps, { hostType: 'html' })).toEqual(deps)
  })
})
