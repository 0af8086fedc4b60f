// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { ServerPageState } from '#domain/system/server-render.ts'
import { canHydrate, readServerPageState } from './server-page-state.ts'

const state: ServerPageState = {
  href: '/search?adults=2',
  language: 'de',
  brandId: 'consumer',
  config: { appVersion: '1', appEnv: 'demo', mediaBaseUrl: '/media', mapStyleUrl: null },
  queries: { mutations: [], queries: [] },
}
const same = { language: 'de', brandId: 'consumer', signedIn: false, href: '/search?adults=2' }

describe('canHydrate', () => {
  it.each([
    ['the same page', same, true],
    ['another language (stored choice)', { ...same, language: 'en' }, false],
    ['another brand (tab selection)', { ...same, brandId: 'default' }, false],
    ['a signed-in person', { ...same, signedIn: true }, false],
    ['another address (a redirect in the browser)', { ...same, href: '/hotels' }, false],
  ])('%s -> %s', (_, browser, expected) => {
    expect(canHydrate(state, browser)).toBe(expected)
  })

  it('never without server state', () => {
    expect(canHydrate(null, same)).toBe(false)
  })
})

describe('readServerPageState', () => {
  it('reads the data block, ignores a broken one and the plain shell', () => {
    const doc = document.implementation.createHTMLDocument()
    expect(readServerPageState(doc)).toBeNull()
    doc.body.innerHTML = `<script type="application/json" id="lds-page-state">${JSON.stringify(state)}</script>`
    expect(readServerPageState(doc)).toEqual(state)
    doc.body.innerHTML = '<script type="application/json" id="lds-page-state">{broken</script>'
    expect(readServerPageState(doc)).toBeNull()
  })
})
