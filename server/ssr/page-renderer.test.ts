import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../lib/logger.ts'
import { createPageRenderer } from './page-renderer.ts'

/** A render module that takes 20 ms per page, one page kind, and counts its renders. */
function fakeRenderModule(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lds-render-'))
  const file = path.join(dir, 'entry-server.mjs')
  writeFileSync(
    file,
    `globalThis.renders = 0
export async function renderPage(input) {
  globalThis.renders++
  await new Promise((resolve) => setTimeout(resolve, 20))
  if (input.url.endsWith('/old')) return { kind: 'redirect', status: 301, location: '/new' }
  return { kind: 'page', status: 200, html: '<h1>' + new URL(input.url).pathname + '</h1>', head: { title: 'T' }, rootStyle: '',
    state: { href: '/', language: 'en', brandId: 'default', config: input.config, queries: { queries: [], mutations: [] } } }
}
`,
  )
  return file
}

const template =
  '<html lang="en"><head><title>x</title></head><body><div id="root"><div class="boot-splash"></div></div></body></html>'
const config = { appVersion: '1', appEnv: 'demo', mediaBaseUrl: '/media', mapStyleUrl: null }
const fetchApi: typeof fetch = () => Promise.resolve(Response.json(config))
const request = (pathname: string, styles: 'inline' | 'linked' = 'inline') => ({
  url: `http://localhost${pathname}`,
  cookies: '',
  acceptLanguage: 'en',
  acceptEncoding: null,
  styles,
})
const renders = () => (globalThis as unknown as { renders: number }).renders

describe('createPageRenderer', () => {
  it('renders, caches by address, passes redirects through, and answers undefined without a render build', async () => {
    const pages = createPageRenderer({ modulePath: fakeRenderModule(), fetchApi, logger: createLogger('error') })
    const first = await pages.render(request('/about'), template)
    expect(first?.kind).toBe('page')
    expect(first?.kind === 'page' && Buffer.from(first.body).toString()).toContain(
      '<div id="root"><h1>/about</h1></div>',
    )
    const before = renders()
    expect((await pages.render(request('/about'), template))?.kind).toBe('page')
    expect(renders()).toBe(before) // from the cache
    pages.clear()
    await pages.render(request('/about'), template)
    expect(renders()).toBe(before + 1)
    expect(await pages.render(request('/old'), template)).toEqual({ kind: 'redirect', status: 301, location: '/new' })

    // a page on the shell with the linked stylesheet is another page (the service worker's visits)
    const rendered = renders()
    const linked = await pages.render(
      request('/about', 'linked'),
      template.replace('<title>', '<!-- linked --><title>'),
    )
    expect(renders()).toBe(rendered + 1)
    expect(linked?.kind === 'page' && Buffer.from(linked.body).toString()).toContain('<!-- linked -->')
    const inline = await pages.render(request('/about'), template)
    expect(inline?.kind === 'page' && Buffer.from(inline.body).toString()).not.toContain('<!-- linked -->')
    expect(renders()).toBe(rendered + 1) // both from the cache now

    const none = createPageRenderer({ modulePath: undefined, fetchApi, logger: createLogger('error') })
    expect(await none.render(request('/about'), template)).toBeUndefined()
  })
})
