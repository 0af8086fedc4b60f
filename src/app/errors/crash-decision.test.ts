import { describe, expect, it } from 'vitest'
import { decideCrash, type CrashFacts } from './crash-decision.ts'

const base: CrashFacts = { chunkLoad: false, offlineNotSaved: false, canReload: true, reachable: null }

describe('decideCrash (docs/decisions/094-lie-fi-before-the-crash-screen.md)', () => {
  it.each<[string, Partial<CrashFacts>, ReturnType<typeof decideCrash>]>([
    ['offline as the browser says, a chunk', { chunkLoad: true, offlineNotSaved: true }, 'offline'],
    ['offline as the browser says, a request without an answer', { offlineNotSaved: true }, 'offline'],
    ['any other error, never a probe', { canReload: false }, 'reported'],
    ['any other error, even when the site does not answer', { reachable: false }, 'reported'],
    ['a chunk, the reload still to be had', { chunkLoad: true }, 'reloading'],
    ['a chunk, the reload still to be had, the site unreachable', { chunkLoad: true, reachable: false }, 'reloading'],
    ['a chunk after the reload, not asked yet', { chunkLoad: true, canReload: false }, 'probe'],
    ['a chunk after the reload, the site answers', { chunkLoad: true, canReload: false, reachable: true }, 'reported'],
    [
      'a chunk after the reload, the site does not answer (lie-fi)',
      { chunkLoad: true, canReload: false, reachable: false },
      'offline',
    ],
  ])('%s: %s', (_, facts, outcome) => {
    expect(decideCrash({ ...base, ...facts })).toBe(outcome)
  })
})
