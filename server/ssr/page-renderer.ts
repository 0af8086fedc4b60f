import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'
import type { ServerRenderInput, ServerRenderResult } from '#domain/system/server-render.ts'
import { renderChoices } from '#domain/system/render-choices.ts'
import { errorLogFields } from '../lib/error-log.ts'
import type { Logger } from '../lib/logger.ts'
import { acceptsGzip } from '../lib/request-header.ts'
import { PageCache } from './page-cache.ts'
import { assemblePage } from './page-html.ts'

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
}

type Options = {
  /** dist-server/render/entry-server.js; absent in the server tests and before the first build */
  modulePath: string | undefined
  /** the app's own API, in-process */
  fetchApi: typeof fetch
  logger: Logger
  /** rendered pages kept (LRU) and for how long: the catalogue's change event clears them sooner */
  maxPages?: number
  ttlMs?: number
}

/**
 * Server rendering of the storefront (docs/decisions/045-server-rendering.md). Renders run one at
 * a time (the render module's i18n and API transport are process state, and the work is CPU
 * bound anyway); answers that do not depend on the visitor beyond language and brand are cached
 * by host, brand, language and address, and cleared with the catalogue.
 */
export function createPageRenderer({
  modulePath,
  fetchApi,
  logger,
  maxPages = 300,
  ttlMs = 60_000,
}: Options): PageRenderer {
  const cache = new PageCache(maxPages, ttlMs)
  let module: Promise<RenderModule | undefined> | undefined
  let config: Promise<RuntimeConfig> | undefined
  let queue: Promise<unknown> = Promise.resolve()

  const loadModule = () =>
    (module ??=
      modulePath && existsSync(modulePath)
        ? (import(pathToFileURL(modulePath).href) as Promise<RenderModule>).catch((error: unknown) => {
            logger.error('server render unavailable', errorLogFields(error))
            return undefined
          })
        : Promise.resolve(undefined))

  const runtimeConfig = () =>
    (config ??= fetchApi('/api/config', { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`)
      return (await response.json()) as RuntimeConfig
    })).catch((error: unknown) => {
      config = undefined
      throw error
    })

  /** One render after the other. */
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
    const result = await serialised(async () => (await loadModule())!.renderPage(input))
    if (result.kind === 'redirect') return result
    return cache.store(key, result.status, assemblePage(template, result))
  }

  return {
    async render(request, template) {
      if (!(await loadModule())) return undefined
      const url = new URL(request.url)
      const { language, brand } = renderChoices(url, request.cookies, request.acceptLanguage)
      const key = `${url.host}|${brand.id}|${language}|${request.styles}|${url.pathname}${url.search}`
      const entry = cache.get(key) ?? (await renderEntry(key, request, template))
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
    clear: () => cache.clear(),
  }
}
