import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, calledOnLoad, compileHints, withCompileHint } from './compile-hints.ts'

describe('calledOnLoad', () => {
  it.each([
    [['/app/src/main.tsx', '/app/node_modules/react-dom/cjs/react-dom-client.production.js'], true],
    [
      ['/app/src/features/properties/property-b2b.tsx', '/app/node_modules/@radix-ui/react-accordion/dist/index.mjs'],
      true,
    ],
    [['/app/src/ui/map/property-map.tsx', '/app/node_modules/maplibre-gl/dist/maplibre-gl.js'], false],
    [
      ['/app/src/features/leads/build-offer-pdf.tsx', '/app/node_modules/@react-pdf/renderer/lib/react-pdf.browser.js'],
      false,
    ],
    [['/app/node_modules/stream-chat-react/dist/index.js'], false],
    [['/app/node_modules/stream-chat/dist/browser.es.js'], false],
  ])('%j: %s', (moduleIds, expected) => {
    expect(calledOnLoad(moduleIds)).toBe(expected)
  })
})

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const code = 'import{t as e}from"./rolldown-runtime.js";export{e}'
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`)
    expect(withCompileHint(withCompileHint(code))).toBe(`${COMPILE_HINT}${code}`)
  })
})

describe('compileHints', () => {
  it('marks the chunks called on load, and leaves the partly called libraries and the assets', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk' as const, code: 'boot()', moduleIds: ['/app/src/main.tsx'] },
      'assets/property-map.js': {
        type: 'chunk' as const,
        code: 'map()',
        moduleIds: ['/app/node_modules/maplibre-gl/dist/maplibre-gl.js'],
      },
      'assets/index.css': { type: 'asset' as const, source: 'body{}' },
    }
    const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: unknown) => void }
    hook.handler({}, bundle)
    expect(bundle['assets/index.js'].code).toBe(`${COMPILE_HINT}boot()`)
    expect(bundle['assets/property-map.js'].code).toBe('map()')
    expect(bundle['assets/index.css']).toEqual({ type: 'asset', source: 'body{}' })
  })
})
