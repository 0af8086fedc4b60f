import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { createApp } from '#server/app.ts'
import { properties } from '#server/db/schema.ts'
import { createLogger, type Logger } from '#server/lib/logger.ts'

/**
 * Server renders in worker threads (docs/decisions/144-render-worker-pool.md), on the real app and database. The
 * render module here is a small one that works as the built one does: module state set per render (the language,
 * as Lingui's active catalog) and the page's data from the app's own API through `fetchApi`, which in a worker
 * goes back to the main thread. A few addresses misbehave on purpose: a render that throws, a worker that exits,
 * a worker that throws outside the render, and one stuck in a loop.
 */
const RENDER_MODULE = `
import { threadId } from 'node:worker_threads'
let language = 'en'
let fetchApi
export async function renderPage(input) {
  const url = new URL(input.url)
  language = url.searchParams.get('lang') ?? 'en'
  fetchApi = input.fetchApi
  if (url.pathname === '/legacy/fails') throw new Error('a render that fails')
  if (url.pathname === '/legacy/exits') process.exit(3)
  if (url.pathname === '/legacy/throws-later') {
    setTimeout(() => { throw new Error('an error outside the render') })
    await new Promise(() => undefined)
  }
  if (url.pathname === '/legacy/stuck') for (;;);
  const id = url.pathname.split('/')[2]
  const response = await fetchApi('/api/properties/' + id, { headers: { 'accept-language': language } })
  const property = await response.json()
  const started = performance.now()
  while (performance.now() - started < 15); // the CPU work of a render
  if (url.searchParams.has('slow')) await new Promise((resolve) => setTimeout(resolve, 2_000))
  return {
    kind: 'page', status: response.ok ? 200 : 404,
    html: '<h1>' + property.name + '</h1><p>' + language + '|' + input.config.appVersion + '</p>' +
      (url.searchParams.has('thread') ? '<i>' + threadId + '</i>' : '') +
      (url.searchParams.has('nonce') ? '<b>' + Math.random() + '</b>' : ''),
    head: { title: property.name }, rootStyle: '',
    state: { href: url.pathname, language, brandId: 'default', config: input.config, queries: { queries: [], mutations: [] } },
  }
}
`

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>LDS</title></head><body><div id="root"><div class="boot-splash"></div></div></body></html>'

let t: TestApp
let propertyIds: string[]
const lines: string[] = []
const logger: Logger = { ...createLogger('silent'), error: (message: string) => void lines.push(message) }

function appWith(threads: number, timeoutMs = 10_000) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lds-render-pool-'))
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE)
  writeFileSync(path.join(dir, 'entry-server.mjs'), RENDER_MODULE)
  return createApp({
    database: t.database,
    config: {
      ...t.config,
      distDir: dir,
      render: { modulePath: path.join(dir, 'entry-server.mjs'), threads, timeoutMs },
    },
    logger,
    appVersion: 'test',
  })
}

let pool: ReturnType<typeof appWith>
let inProcess: ReturnType<typeof appWith>
let single: ReturnType<typeof appWith>
let fragile: ReturnType<typeof appWith>

beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 24 })
  propertyIds = (await t.database.db.select({ id: properties.id }).from(properties)).map((row) => row.id)
  // generous time-outs: the server tests run beside each other on a busy machine
  pool = appWith(2, 30_000)
  fragile = appWith(2, 5_000)
  inProcess = appWith(0)
  single = appWith(1, 3_500)
}, 60_000)
afterAll(async () => {
  for (const app of [pool, inProcess, single, fragile]) {
    await app?.pages.close()
    await app?.bus.close()
  }
  await t?.close()
})

const page = async (app: ReturnType<typeof appWith>, address: string) => {
  const response = await app.app.request(`http://localhost${address}`, { headers: { 'accept-language': 'en' } })
  return { status: response.status, html: await response.text(), etag: response.headers.get('etag') }
}
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1]
const isShell = (html: string) => html.includes('boot-splash')

describe('server renders in worker threads', () => {
  it('a page rendered in the pool is the page rendered in the process, in each language', async () => {
    for (const address of [`/legacy/${propertyIds[0]}`, `/legacy/${propertyIds[1]}?lang=de`]) {
      const inWorker = await page(pool, address)
      const here = await page(inProcess, address)
      expect(inWorker.status).toBe(200)
      expect(isShell(inWorker.html)).toBe(false)
      expect(inWorker.html).toBe(here.html)
      expect(inWorker.etag).toBe(here.etag)
    }
    expect((await page(pool, `/legacy/${propertyIds[1]}?lang=de`)).html).toContain('<p>de|test</p>')
  })

  it('50 concurrent cold renders all complete, with their own data, spread over the workers', async () => {
    const addresses = Array.from(
      { length: 50 },
      (_, i) => `/legacy/${propertyIds[i % propertyIds.length]}?thread&n=${i}`,
    )
    const answers = await Promise.all(addresses.map((address) => page(pool, address)))
    const names = new Map(
      (await t.database.db.select({ id: properties.id, name: properties.name }).from(properties)).map((row) => [
        row.id,
        row.name,
      ]),
    )
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200)
      expect(h1(answer.html)).toBe(names.get(propertyIds[i % propertyIds.length]!))
    })
    const threads = new Set(answers.map((answer) => /<i>(\d+)<\/i>/.exec(answer.html)?.[1]))
    expect(threads.size).toBe(2)
  })

  it('a cached page never goes to a worker; a catalogue change through another process clears it', async () => {
    const [id] = propertyIds
    const address = `/legacy/${id}?nonce`
    const first = await page(pool, address)
    expect((await page(pool, address)).html).toBe(first.html) // the same render: from the cache

    await t.database.db.update(properties).set({ name: 'Chalet Renamed' }).where(eq(properties.id, id!))
    t.catalogue.notifyChanged() // the test app is another process on the same database (the change bus)
    await expect.poll(async () => h1((await page(pool, address)).html), { timeout: 5_000 }).toBe('Chalet Renamed')
  })

  it('a failing render, an exiting worker, an error outside the render and a stuck render answer the shell, and the pool goes on', async () => {
    lines.length = 0
    for (const address of ['/legacy/fails', '/legacy/exits', '/legacy/throws-later', '/legacy/stuck']) {
      const answer = await page(fragile, address)
      expect(answer.status, address).toBe(200)
      expect(isShell(answer.html), address).toBe(true)
    }
    expect(lines.filter((line) => line === 'server render failed')).toHaveLength(4)
    // the workers that died or were ended are replaced: pages render again, in two threads
    const after = await Promise.all(
      propertyIds.slice(0, 8).map((id, i) => page(fragile, `/legacy/${id}?thread&after=${i}`)),
    )
    for (const answer of after) expect(isShell(answer.html)).toBe(false)
    expect(new Set(after.map((answer) => /<i>(\d+)<\/i>/.exec(answer.html)?.[1])).size).toBe(2)
  }, 90_000)

  it('the time-out counts from the render: a page that waited for the worker still renders; one that would wait too long answers the shell', async () => {
    await page(single, `/legacy/${propertyIds[0]}?thread&warm`) // the worker and its module loaded
    lines.length = 0
    // one worker, a time-out of 3.5 s, renders of 2 s: the second waits 2 s and renders in the same worker;
    // the third would wait 4 s and answers the shell at 3.5 s, without ending the worker
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((n) => page(single, `/legacy/${propertyIds[n]}?thread&slow&wait=${n}`)),
    )
    const thread = (html: string) => /<i>(\d+)<\/i>/.exec(html)?.[1]
    expect(isShell(first!.html) || isShell(second!.html)).toBe(false)
    expect(thread(second!.html)).toBe(thread(first!.html))
    expect(isShell(third!.html)).toBe(true)
    expect(lines).toEqual(['server render failed'])
    expect(thread((await page(single, `/legacy/${propertyIds[4]}?thread&after-wait`)).html)).toBe(thread(first!.html))
  }, 30_000)

  it('a page rendered while the catalogue changed is answered, not kept', async () => {
    const id = propertyIds[5]!
    const address = `/legacy/${id}?slow&during-change`
    const name = h1((await page(single, `/legacy/${id}?before-change`)).html) // the worker warm, the old name
    expect(name).toMatch(/\w/)
    const rendering = page(single, address) // reads the property, then renders for 2 s
    await new Promise((resolve) => setTimeout(resolve, 1_000)) // it has read the property by now
    await t.database.db.update(properties).set({ name: 'Chalet Changed Meanwhile' }).where(eq(properties.id, id))
    single.catalogue.notifyChanged()
    expect(h1((await rendering).html)).toBe(name) // the data it had read
    expect(h1((await page(single, address)).html)).toBe('Chalet Changed Meanwhile')
  }, 30_000)
})
