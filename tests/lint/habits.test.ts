import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Habits the lint proves (docs/architecture.md#enforcement). Comments point at a docs page
 * (docs/product, docs/decisions, the README), never at an issue of the tracker: a reader of the
 * code has the docs beside it, and an issue's number says nothing once it is closed. And no
 * end-to-end test skips itself: a test whose data is missing fails, so the seed gets the data.
 */
const FOLDERS = ['src', 'server', 'sw', 'tests', 'scripts']
const ROOT_FILES = ['eslint.config.js', 'vite.config.ts', 'lingui.config.ts', 'drizzle.config.ts', 'index.html']
const CODE = /\.(ts|tsx|js|mjs|cjs|css|html)$/
const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'routeTree.gen.ts', 'locales'])

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    SKIP.has(e.name) ? [] : e.isDirectory() ? files(join(dir, e.name)) : CODE.test(e.name) ? [join(dir, e.name)] : [],
  )

/** The word issue (or issues) followed by a number, with or without '#'; built from parts so this file does not match itself. */
const ISSUE_REFERENCE = new RegExp(['\\bissues?', '\\s+#?\\d+'].join(''), 'i')

describe('comments cite docs, not issue numbers', () => {
  it('no source file names an issue by its number', () => {
    const offenders = [...FOLDERS.flatMap(files), ...ROOT_FILES].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (ISSUE_REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })
})

/** it.skip, describe.skip, skipIf/runIf, a test context's skip(), and vitest's todo. */
const SKIP_CALL = /\b(?:it|test|describe)\.(?:skip|skipIf|runIf|todo)\b|\bctx\.skip\(|\bcontext\.skip\(|\.skip\(\)/

describe('end-to-end tests never skip themselves', () => {
  it('no e2e test file calls a skip', () => {
    const offenders = files('tests/e2e').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (SKIP_CALL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })
})
