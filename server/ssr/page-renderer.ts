import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'
import type { ServerRenderInput, ServerRenderResult } from '#domain/system/server-render.ts'
import { renderChoices } from '#domain/system/render-choices.ts'
import { errorLogFields } from '../lib/error-log.ts'
import type { Logger } from '../lib/logger.ts'
import { acceptsGzip } from '../lib/request-header.ts'
import { PageCache, type CachedPage } from './page-cache.ts'
import { assemblePage } from './page-html.ts'
import { createRenderPool, type RenderPool } from './render-pool.ts'
import type { RenderedDocument } from './render-protocol.ts'

type RedirectAnswer = Extract<PageAnswer, { kind: 'redirect' }>

type RenderModule = { renderPage: (input: ServerRenderInput) => Promise<ServerRenderResult> }

export type PageRequest = {
  url: string
  cookies: string
  acceptLanguage: string | null
  acceptEncoding: string | null
  /** which shell the page is built on: with the stylesheet inlined (a first visit) or linked (the service worker has it) */
  styles: 'inline' | 'linked'
}

export type PageAnswer =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; status: 200 | 404; body: Uint8Array; etag: string; encoding: 'gzip' | null }

export type PageRenderer = {
  /** The server-rendered page, or undefined when there is no render build (the shell answers). */
  render(request: PageRequest, template: string): Promise<PageAnswer | undefined>
  /** Forgets every rendered page (the catalogue changed). */
  clear(): void
  /** Ends the render workers (the server stops). */
  close(): Promise<void>
}

type Options = {
  /** dist-server/render/entry-server.js; absent in the server tests and before the first build */
  modulePath: string | undefined
  /** the app's own API, in-process */
  fetchApi: typeof fetch
  logger: Logger
  /**
   * render worker threads (docs/decisions/144-render-worker-pool.md): `threads` 0 renders in this process, one at a
   * time; `workerPath` is the worker entry (server/ssr/render-worker.ts, or dist-server/render-worker.js when built)
   */
  workers?: { threads: number; workerPath: string; timeoutMs: number }
  /** rendered pages kept (LRU) and for how long: the catalogue's change event clears them sooner */
  maxPages?: number
  ttlMs?: number
}

/**
 * Server rendering of the storefront (docs/decisions/045-server-rendering.md). Answers that do not depend on the
 * visitor beyond language and brand are cached by host, brand, language and address, and cleared with the
 * catalogue; a cached page never goes to a render. A page not in the cache is rendered once however many ask
 * for it at the same time, in a worker thread of the pool (decision 144) or, with `threads` 0, in this process one
 * render at a time (the render module's i18n and API transport are module state).
 */
export function createPageRenderer({
  modulePath,
  fetchApi,
  logger,
  workers,
  maxPages = 300,
  ttlMs = 60_000,
}: Options): PageRenderer {
  const cache = new PageCache(maxPages, ttlMs)
  const rendering = new Map<string, Promise<CachedPage | RedirectAnswer>>()
  let config: Promise<RuntimeConfig> | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let pool: RenderPool | undefined
  let generation = 0

  /** Renders a page and puts it into `template`: in a worker of the pool, or here, one render after the other. */
  type Render = (input: ServerRenderInput, template: string) => Promise<RenderedDocument>
  let renderer: Promise<Render | undefined> | undefined

  const loadRenderer = () =>
    (renderer ??=
      !modulePath || !existsSync(modulePath)
        ? Promise.resolve(undefined)
        : workers?.threads
          ? // the workers load the module themselves; this process never evaluates it
            Promise.resolve<Render>((input, template) => {
              pool ??= createRenderPool({ modulePath, ...workers })
              return pool.render(input, template)
            })
          : (import(pathToFileURL(modulePath).href) as Promise<RenderModule>).then(
              (module): Render =>
                (input, template) =>
                  serialised(async () => {
                    const result = await module.renderPage(input)
                    if (result.kind === 'redirect') return result
                    return { kind: 'page', status: result.status, document: assemblePage(template, result) }
                  }),
              (error: unknown) => {
                logger.error('server render unavailable', errorLogFields(error))
                return undefined
              },
            ))

  const runtimeConfig = () =>
    (config ??= fetchApi('/api/config', { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`)
      return (await response.json()) as RuntimeConfig
    })).catch((error: unknown) => {
      config = undefined
      throw error
    })

  /** One render after the other (in this process). */
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  const renderEntry = async (key: string, request: PageRequest, template: string) => {
    const input = {
      url: request.url,
      cookies: request.cookies,
      acceptLanguage: request.acceptLanguage,
      config: await runtimeConfig(),
      fetchApi,
    }
    const render = (await loadRenderer())!
    const started = generation
    const result = await render(input, template)
    if (result.kind === 'redirect') return result
    // a page rendered while the catalogue changed may show the old data: answered, not kept
    return started === generation
      ? cache.store(key, result.status, result.document)
      : cache.page(result.status, result.document)
  }

  /** The page of `key`: one render for every request that asks for it while it is rendered. */
  const renderOnce = (key: string, request: PageRequest, template: string) => {
    let run = rendering.get(key)
    if (!run) {
      run = renderEntry(key, request, template).finally(() => rendering.delete(key))
      rendering.set(key, run)
    }
    return run
  }

  return {
    async render(request, template) {
      if (!(await loadRenderer())) return undefined
      const url = new URL(request.url)
      const { language, brand } = renderChoices(url, request.cookies, request.acceptLanguage)
      const key = `${url.host}|${brand.id}|${language}|${request.styles}|${url.pathname}${url.search}`
      const entry = cache.get(key) ?? (await renderOnce(key, request, template))
      if (entry.kind === 'redirect') return entry
      const gzip = acceptsGzip(request.acceptEncoding)
      if (gzip) entry.gzipped ??= gzipSync(entry.html, { level: 6 })
      return {
        kind: 'page',
        status: entry.status,
        body: gzip ? entry.gzipped! : entry.html,
        etag: entry.etag,
        encoding: gzip ? 'gzip' : null,
      }
    },
    clear: () => {
      generation++
      rendering.clear()
      cache.clear()
    },
    close: async () => {
      await pool?.close()
      pool = undefined
    },
  }
}
