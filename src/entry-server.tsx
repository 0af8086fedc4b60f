/**
 * The server render of the storefront (docs/decisions/045-server-rendering.md): the page for one
 * address, language and brand as HTML, with the query data it used, its head and its status.
 * Built by Vite beside the server (dist-server/render/entry-server.js) and called by
 * server/ssr/page-renderer.ts, one render at a time per render worker thread or in the process (Lingui and the API
 * transport are module state; docs/decisions/144-render-worker-pool.md).
 */
import { dehydrate } from '@tanstack/react-query'
import type { Query, QueryClient } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { AppProviders } from '#app/providers/app-providers.tsx'
import { createAppRouter } from '#app/router/router.tsx'
import type { Brand } from '#domain/brand/brand-types.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { RuntimeConfig } from '#domain/system/runtime-config.ts'
import { renderChoices } from '#domain/system/render-choices.ts'
import type { ServerRenderInput, ServerRenderResult, ServerPageState } from '#domain/system/server-render.ts'
import { setApiTransport } from '#lib/api-client.ts'
import { updateAuthSnapshot } from '#lib/auth-store.ts'
import { themeStyleAttribute } from '#lib/brand/theme-variables.ts'
import { primeRuntimeConfig } from '#lib/config.ts'
import { activateEveryCatalog } from '#lib/i18n.ts'
import { createAppQueryClient } from '#lib/query-client.ts'
import { ServerHeadContext } from '#ui/head/server-head.ts'
import type { ServerHead } from '#ui/head/server-head.ts'
import { RenderModeContext } from '#ui/render-mode.ts'
import { messages as enCore } from './locales/en.po'
import { messages as deCore } from './locales/de.po'
import { messages as enStorefront } from './locales/storefront/en.po'
import { messages as deStorefront } from './locales/storefront/de.po'
import { messages as enHotelSearch } from './locales/hotel-search/en.po'
import { messages as deHotelSearch } from './locales/hotel-search/de.po'
import { messages as enHotels } from './locales/hotels/en.po'
import { messages as deHotels } from './locales/hotels/de.po'
import { messages as enLeads } from './locales/leads/en.po'
import { messages as deLeads } from './locales/leads/de.po'
import { messages as enChat } from './locales/chat/en.po'
import { messages as deChat } from './locales/chat/de.po'
import { messages as enPartner } from './locales/partner/en.po'
import { messages as dePartner } from './locales/partner/de.po'
import { messages as enAccount } from './locales/account/en.po'
import { messages as deAccount } from './locales/account/de.po'

type AppRouter = ReturnType<typeof createAppRouter>

/** Every catalog of each language (the browser loads the core one and its page's areas). */
const MESSAGES = {
  en: { ...enCore, ...enStorefront, ...enHotelSearch, ...enHotels, ...enLeads, ...enChat, ...enPartner, ...enAccount },
  de: { ...deCore, ...deStorefront, ...deHotelSearch, ...deHotels, ...deLeads, ...deChat, ...dePartner, ...deAccount },
} as const

/** Queries a page asks for while rendering are fetched and the page rendered again, at most this often. */
const MAX_DATA_ROUNDS = 3

export async function renderPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  const url = new URL(input.url)
  const { language, brand: hostBrand } = renderChoices(url, input.cookies ?? '', input.acceptLanguage)

  activateEveryCatalog(language, MESSAGES[language])
  const config = primeRuntimeConfig(input.config)
  updateAuthSnapshot({ session: null, problem: null, configured: Boolean(config.oidc) })
  setApiTransport({ fetch: input.fetchApi, language: () => language })

  const queryClient = createAppQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  try {
    return await renderWith(queryClient, url, language, hostBrand, config)
  } finally {
    queryClient.clear() // its garbage-collection timers would otherwise keep every page's data for a day
  }
}

async function renderWith(
  queryClient: QueryClient,
  url: URL,
  language: Language,
  hostBrand: Brand,
  config: RuntimeConfig,
): Promise<ServerRenderResult> {
  let href = `${url.pathname}${url.search}`
  let router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [href] }))
  let result = await loadOnServer(router)
  // the router writes the query string in its own form (validated search): the page at that form
  if (result.type === 'redirect' && samePath(new URL(result.location, url).pathname, url.pathname)) {
    href = result.location
    router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [href] }))
    result = await loadOnServer(router)
  }
  if (result.type === 'redirect') return { kind: 'redirect', status: result.status, location: result.location }

  let head: ServerHead = {}
  let html = ''
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    await fetchesSettled(queryClient)
    head = {}
    html = await renderToHtml(
      <ServerHeadContext value={head}>
        <RenderModeContext value="server">
          <AppProviders queryClient={queryClient} hostBrand={hostBrand}>
            <RouterProvider router={router} />
          </AppProviders>
        </RenderModeContext>
      </ServerHeadContext>,
    )
    if (!(await fetchWantedQueries(queryClient))) break
  }

  const state: ServerPageState = {
    href,
    language,
    brandId: hostBrand.id,
    config,
    queries: dehydrate(queryClient),
  }
  return { kind: 'page', status: result.status, html, head, rootStyle: themeStyleAttribute(hostBrand.colors), state }
}

function samePath(a: string, b: string): boolean {
  const decoded = (path: string) => {
    try {
      return decodeURIComponent(path)
    } catch {
      return path
    }
  }
  return decoded(a) === decoded(b)
}

type RouterServerResult =
  | { type: 'render'; status: 200 | 404 | 500 }
  | { type: 'redirect'; redirect: { status: number; headers: Headers; options: { href?: string } } }

type ServerLoad = { type: 'render'; status: 200 | 404 } | { type: 'redirect'; status: 301 | 302; location: string }

/** Loads the route (beforeLoad, loaders, route chunks) and answers what the router decided. */
async function loadOnServer(router: AppRouter): Promise<ServerLoad> {
  await router.load()
  // the router keeps the server's decision here (TanStack Router's own server handler reads it too)
  const decision = (router as unknown as { _serverResult?: RouterServerResult })._serverResult
  if (decision?.type === 'redirect') {
    const redirect = decision.redirect
    const location = redirect.options.href ?? redirect.headers.get('Location') ?? '/'
    return { type: 'redirect', status: redirect.status === 301 ? 301 : 302, location }
  }
  return { type: 'render', status: decision?.status === 404 ? 404 : 200 }
}

async function renderToHtml(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(<StrictMode>{element}</StrictMode>, {
    // every boundary in place, in order: a large one is otherwise sent apart and revealed by an
    // inline script, which the content security policy (script-src 'self') rightly blocks
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      // a part that fails renders its error boundary; the rest of the page still comes as HTML
      console.warn('Server render: a part failed', error)
    },
  })
  await stream.allReady
  return new Response(stream).text()
}

/** Resolves when no query is fetching any more (the loaders start some without awaiting them). */
function fetchesSettled(queryClient: QueryClient): Promise<void> {
  if (!queryClient.isFetching()) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching()) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Whether the components that asked for a query enabled it. (query.isDisabled() cannot say: on the
 * server no observer subscribes, and it calls every query that never fetched disabled.)
 */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false
}

/** Fetches the queries the last render asked for and found no data for; answers whether there were any. */
async function fetchWantedQueries(queryClient: QueryClient): Promise<boolean> {
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        isEnabled(query) &&
        query.options.queryFn,
    )
  if (!wanted.length) return false
  await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)))
  await fetchesSettled(queryClient)
  return true
}
