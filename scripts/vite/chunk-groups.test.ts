import { describe, expect, it } from 'vitest'
import {
  chunkFileName,
  clientChunkGroups,
  entryModulesPlugin,
  SHARED_MERGE_BYTES,
  staticEntryModules,
} from './chunk-groups.ts'

const graph: Record<string, { isEntry: boolean; importedIds: string[] }> = {
  '/app/src/main.tsx': {
    isEntry: true,
    importedIds: ['/app/node_modules/react/index.js', '/app/src/router.ts', '\0vite/preload-helper.js'],
  },
  '/app/node_modules/react/index.js': { isEntry: false, importedIds: [] },
  '/app/src/router.ts': { isEntry: false, importedIds: ['/app/src/paths.ts', '/app/src/main.tsx'] },
  '/app/src/paths.ts': { isEntry: false, importedIds: [] },
  '\0vite/preload-helper.js': { isEntry: false, importedIds: [] },
  // only imported dynamically (a lazy route) and what it imports
  '/app/src/routes/property.tsx': { isEntry: false, importedIds: ['/app/src/paths.ts', '/app/src/beds.ts'] },
  '/app/src/beds.ts': { isEntry: false, importedIds: [] },
}
const infoOf = (id: string) => graph[id] ?? null
const entryModules = staticEntryModules(Object.keys(graph), infoOf)
const stages = [{ name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/ }]
const groups = clientChunkGroups(stages, entryModules)
const group = (name: string) => {
  const found = groups.find((g) => g.name === name)
  if (!found) throw new Error(`no group ${name}`)
  return found
}
const captures = (name: string, id: string) => {
  const { test } = group(name)
  return typeof test === 'function' ? test(id) : test.test(id)
}

describe('staticEntryModules', () => {
  it("follows the entries' static imports through cycles, and no lazy module", () => {
    expect([...entryModules].sort()).toEqual([
      '\0vite/preload-helper.js',
      '/app/node_modules/react/index.js',
      '/app/src/main.tsx',
      '/app/src/paths.ts',
      '/app/src/router.ts',
    ])
  })

  it('is empty without an entry', () => {
    expect(staticEntryModules(['/app/src/paths.ts'], infoOf).size).toBe(0)
  })
})

describe('clientChunkGroups', () => {
  it('orders the stages first, then the entry, then the shared modules', () => {
    expect(groups.map(({ name, priority }) => [name, priority])).toEqual([
      ['react', 3],
      ['index', 2],
      ['form', 2],
      ['lead-rules', 2],
      ['shared', 1],
    ])
  })

  it.each([
    ['/app/node_modules/react/index.js', 'react'],
    ['/app/src/main.tsx', 'index'],
    ['/app/src/paths.ts', 'index'],
    ['\0vite/preload-helper.js', 'index'],
    ['/app/src/beds.ts', 'shared'],
    ['/app/src/routes/property.tsx', 'shared'],
    ['/app/node_modules/@tanstack/react-form/dist/esm/index.js', 'form'],
    ['/app/node_modules/@tanstack/form-core/dist/esm/FormApi.js', 'form'],
    ['/app/src/ui/form/text-field.tsx', 'form'],
    ['/app/src/ui/form/app-form.ts', 'form'],
    ['/app/src/ui/form/forms.css', 'shared'],
    ['/app/src/ui/counter.tsx', 'shared'],
    ['/app/src/domain/validation/required-text.ts', 'shared'],
    ['/app/src/domain/leads/lead-payload.ts', 'lead-rules'],
    ['/app/src/domain/leads/lead-client-rules.ts', 'lead-rules'],
    ['/app/src/domain/leads/card.ts', 'lead-rules'],
    ['/app/src/domain/hotels/reference-prefix.ts', 'lead-rules'],
    ['/app/src/domain/properties/stay-availability.ts', 'lead-rules'],
    ['/app/src/domain/leads/lead-status.ts', 'shared'],
    ['\0rolldown/runtime.js', undefined],
    ['\0virtual:pwa-register', undefined],
  ])('%s goes to the %s group', (id, expected) => {
    const first = groups.find(({ name }) => captures(name, id))
    expect(first?.name).toBe(expected)
  })

  it('keeps a lazy library out of the shared groups, so no small group is merged into it', () => {
    expect(captures('shared', '/app/node_modules/@tanstack/form-core/dist/esm/FormApi.js')).toBe(false)
    expect(group('form')).toMatchObject({ includeDependenciesRecursively: false })
    expect(group('form').minShareCount).toBeUndefined()
  })

  it("leaves a library the entry imports in the entry's chunk", () => {
    const withForm = new Set([...entryModules, '/app/src/ui/form/text-field.tsx'])
    const form = clientChunkGroups(stages, withForm).find(({ name }) => name === 'form')
    expect(typeof form?.test === 'function' && form.test('/app/src/ui/form/text-field.tsx')).toBe(false)
  })

  it("stages only the entry's copy of a staged library; another copy that a lazy chunk imports is shared like any module", () => {
    const staged = clientChunkGroups(
      [{ name: 'react', test: /[\\/]node_modules[\\/](?:react|scheduler)[\\/]/ }],
      entryModules,
    )
    const first = (id: string) =>
      staged.find(({ test }) => (typeof test === 'function' ? test(id) : test.test(id)))?.name
    expect(first('/app/node_modules/react/index.js')).toBe('react')
    expect(first('/app/node_modules/scheduler/index.js')).toBe('shared')
  })

  it("captures a stage's modules in no other group", () => {
    expect(captures('index', '/app/node_modules/react/index.js')).toBe(false)
    expect(captures('shared', '/app/node_modules/react/index.js')).toBe(false)
  })

  it("shares only what two chunks use, by the chunks that use it, small groups merged, without pulling in the entry's modules", () => {
    expect(group('shared')).toMatchObject({
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: SHARED_MERGE_BYTES,
      includeDependenciesRecursively: false,
    })
    expect(group('index')).toMatchObject({ includeDependenciesRecursively: false })
  })

  it("reads the entry's modules when a test runs, not when the groups are made", () => {
    const later = new Set<string>()
    const lazyGroups = clientChunkGroups(stages, later)
    const index = lazyGroups.find(({ name }) => name === 'index')
    later.add('/app/src/main.tsx')
    expect(typeof index?.test === 'function' && index.test('/app/src/main.tsx')).toBe(true)
  })
})

describe('chunkFileName', () => {
  it.each([
    ['shared~route~enquire-now~search', 'assets/shared-[hash].js'],
    ['react', 'assets/[name]-[hash].js'],
    ['property-loader', 'assets/[name]-[hash].js'],
  ])('%s is written as %s', (name, expected) => {
    expect(chunkFileName({ name })).toBe(expected)
  })
})

describe('entryModulesPlugin', () => {
  it("collects the entry's modules when the build ends, afresh on each build", () => {
    const { plugin, entryModules: collected } = entryModulesPlugin()
    const buildEnd = plugin.buildEnd as (this: unknown) => void
    const context = { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: infoOf }
    buildEnd.call(context)
    expect(collected).toEqual(entryModules)
    buildEnd.call({ getModuleIds: () => [][Symbol.iterator](), getModuleInfo: infoOf })
    expect(collected.size).toBe(0)
  })
})
