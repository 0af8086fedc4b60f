import { describe, expect, it } from 'vitest'
import { ENTRY_STAGES } from './entry-stages.ts'

const stageOf = (path: string) => ENTRY_STAGES.find(({ test }) => test.test(path))?.name

describe('ENTRY_STAGES', () => {
  it.each([
    ['/app/node_modules/react/cjs/react.production.js', 'react'],
    ['/app/node_modules/react-dom/cjs/react-dom-client.production.js', 'react'],
    ['C:\\app\\node_modules\\scheduler\\index.js', 'react'],
    ['/app/node_modules/@tanstack/react-router/dist/esm/index.js', 'tanstack'],
    ['/app/node_modules/@tanstack/query-core/build/modern/index.js', 'tanstack'],
  ])('puts %s in the %s chunk', (path, stage) => {
    expect(stageOf(path)).toBe(stage)
  })

  it.each([
    '/app/src/main.tsx',
    '/app/src/features/react-helpers.ts',
    '/app/node_modules/react-remove-scroll/dist/es2015/index.js',
    '/app/node_modules/@radix-ui/react-accordion/dist/index.mjs',
    '/app/node_modules/@lingui/react/dist/index.mjs',
    '/app/node_modules/@tanstack/react-form/dist/esm/index.js',
    '/app/node_modules/@tanstack/form-core/dist/esm/index.js',
  ])('leaves %s to the bundler (no app code, no library that is not staged)', (path) => {
    expect(stageOf(path)).toBeUndefined()
  })
})
