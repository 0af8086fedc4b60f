import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './support/server.ts'

/**
 * Server renders in worker threads (docs/decisions/144-render-worker-pool.md) with the built render module: the
 * built server on one data directory, first rendering in the process (RENDER_THREADS=0), then in a pool of two
 * workers, answers the same pages; and 50 requests at once for pages never rendered all come back rendered.
 */
const PAGES = ['/', '/search', '/chalets/france/courchevel', '/about', '/chalets/frankreich/courchevel?lang=de']

let dataDir: string
let port: number
let property: string
const inProcess = new Map<string, string>()

async function html(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${encodeURI(path)}`, { headers: { 'accept-language': 'en', ...headers } })
  return { status: res.status, html: await res.text() }
}

/** The page without what differs from one render to the next: the query cache's times. */
const comparable = (page: string) => page.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '"$1":0')

beforeAll(async () => {
  const first = await startServer({ env: { RENDER_THREADS: '0' } })
  try {
    ;({ dataDir, port } = first) // the second start on the same directory and port (the page names its origin)
    const list = await html(first, '/chalets/france/courchevel')
    property = /href="(\/chalets\/france\/courchevel-[^/"]+\/[^"]+)"/.exec(list.html)![1]!
    for (const path of [...PAGES, property]) {
      const page = await html(first, path)
      expect(page.status, path).toBe(200)
      inProcess.set(path, page.html)
    }
  } finally {
    await first.stop()
  }
}, 300_000)

let pool: RunningServer
beforeAll(async () => {
  // a long time-out: 50 renders wait for two workers on a machine that may be busy
  pool = await startServer({ dataDir, port, env: { RENDER_THREADS: '2', RENDER_TIMEOUT_MS: '60000' } })
}, 300_000)
afterAll(() => pool?.stop())

describe('renders in the worker pool', () => {
  it('answers the pages the in-process render answered', async () => {
    for (const [path, expected] of inProcess) {
      const page = await html(pool, path)
      expect(page.status, path).toBe(200)
      expect(page.html, path).toContain('id="lds-page-state"')
      expect(comparable(page.html), path).toBe(comparable(expected))
    }
  })

  it('renders 50 never-seen pages asked for at once, each in full', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => html(pool, `${property}?visit=${i}`, { 'accept-encoding': 'identity' })),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.html).toContain('id="lds-page-state"')
      expect(answer.html).toContain('<h1')
    }
    expect(pool.output()).not.toContain('server render failed')
  }, 120_000)
})
