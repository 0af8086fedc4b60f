import { RouterProvider, createBrowserHistory } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-query'
import type { DehydratedState } from '@tanstack/react-query'
import { StrictMode, startTransition, useEffect } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { guardBeforeHydration } from '#app/hydration/before-hydration.ts'
import { hydrateInSlices } from '#app/hydration/hydrate-in-slices.ts'
import { canHydrate, readServerPageState } from '#app/hydration/server-page-state.ts'
import { loadFullStylesheet } from '#app/hydration/full-stylesheet.ts'
import { nextTask } from '#app/hydration/next-task.ts'
import { routeReadyWithin } from '#app/hydration/route-ready.ts'
import { openStorageAreas } from '#app/hydration/open-storage-areas.ts'
import { spreadModulePreloads } from '#app/hydration/spread-module-preloads.ts'
import { AppProviders } from '#app/providers/app-providers.tsx'
import { handleCrash } from '#app/errors/crash-report.ts'
import { installGlobalErrorHandlers } from '#app/errors/global-error-handlers.ts'
import { actingAgencyHeaders } from '#features/auth/acting-agency.ts'
import { initialHostBrand } from '#lib/brand/brand-selection.ts'
import { registerServiceWorker } from '#features/pwa/register.ts'
import { UpdatePrompt } from '#features/pwa/update-prompt.tsx'
import { setAccessTokenGetter, setExtraHeadersGetter } from '#lib/api-client.ts'
import { getAccessToken, initAuth } from '#lib/auth.ts'
import { getAuthSnapshot } from '#lib/auth-store.ts'
import { mirrorSessionHint } from '#lib/session-hint.ts'
import { readOidcSettings } from '#lib/auth-config.ts'
import { loadRuntimeConfig, primeRuntimeConfig } from '#lib/config.ts'
import { initI18n } from '#lib/i18n.ts'
import { warmUpFormatters } from '#lib/format/warm-up-formatters.ts'
import { createAppQueryClient, createPersistOptions, restorePersistedQueries } from '#lib/query-client.ts'
import { createAppRouter } from '#app/router/router.tsx'
import { loadB2cFooter } from '#app/footer/site-footer.tsx'
import { RenderModeContext } from '#ui/render-mode.ts'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'
import '#app/footer/site-footer.css'
import '#ui/components.css'
import '#ui/hero.css'
import '#ui/landing.css'

/**
 * Boot (on a server-rendered page it starts after the first paint, and a first visit's page loads
 * its whole stylesheet: docs/decisions/064-first-paint-before-the-scripts.md): runtime config
 * (from a server-rendered page's state, else requested) and i18n, then (in
 * another task) query client with the page's data + router and the page's route chunks -> sign-in
 * (stored session, no library download) and brand -> the persisted cache restored -> hydrate the server's HTML when
 * the browser would render the same page, else render -> service worker
 * (docs/decisions/037-boot-off-the-main-thread.md, docs/decisions/045-server-rendering.md).
 * <html data-render> says which it was ('hydrated' or 'client') once React has committed; until then
 * a form in the server's HTML does not submit natively, what is typed into it is kept, and a press
 * on one of its buttons is made again once React has hydrated the button.
 */
/** How long the browser-rendered path waits for the route's chunks before it renders the shell without them. */
const ROUTE_WAIT_MS = 1000

async function boot(): Promise<void> {
  installGlobalErrorHandlers()
  // the preload links of a dynamic import's chunks a few per task, not all in the importing task
  // (the route's 18 made one task of 35–45 ms while the page loads: decision 061's last amendment)
  spreadModulePreloads()
  const container = document.getElementById('root')
  if (!container) throw new Error('Missing #root element')
  const beforeHydration = guardBeforeHydration(container)
  // a server-rendered page brings its configuration and data; the shell asks for the configuration
  const serverState = readServerPageState()
  // the storage areas the next steps use, each opened in a task of its own (a synchronous call)
  await openStorageAreas()
  // the two network steps start first and run together; both must finish before the first render.
  // i18n (the language's detection and its catalogues' requests) starts in a task of its own: in
  // this one they made a task of 24–32 ms at 1x under Lighthouse (decision 061's night amendment)
  const ready = Promise.all([
    serverState ? primeRuntimeConfig(serverState.config) : loadRuntimeConfig(),
    nextTask().then(initI18n),
  ])
  ready.catch(() => undefined) // handled where it is awaited below
  await nextTask()
  // a first visit's page has only the rules its HTML uses: the whole stylesheet before React
  // renders anything more (started now, while the scripts boot)
  const fullStylesheet = loadFullStylesheet()
  // ICU's data, which the first formatter loads, on another thread while this one boots (the
  // worker is started in a task of its own: creating it takes a few milliseconds)
  setTimeout(warmUpFormatters, 0)
  // while they travel the main thread is free: the router is built in a task of its own (not in
  // the entry's evaluation), and the page's route chunks are requested in the next one rather than
  // a round trip later, when the router renders (not awaited: the shell renders without them)
  await nextTask()
  const queryClient = createAppQueryClient()
  if (serverState) hydrate(queryClient, serverState.queries as DehydratedState)
  // the browser's history (a first visit writes its state: 7–14 ms at 1x) apart from the route tree
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter(queryClient, history)
  await nextTask()
  preloadCurrentRouteChunks(router)
  const [config, language] = await ready
  initAuth(readOidcSettings(config))
  // the server gives the public pages of a browser holding a session the opener policy (decision 073)
  mirrorSessionHint()
  setAccessTokenGetter(getAccessToken)
  setExtraHeadersGetter(actingAgencyHeaders)
  const hostBrand = initialHostBrand()
  const persistOptions = createPersistOptions(config.appVersion)
  // sign-in's set-up, the cache's restoring and the router's loading each in a task of their own:
  // together they made one long task at 4x CPU (docs/decisions/061-boot-preloads-and-tasks.md)
  await nextTask()
  await restorePersistedQueries(queryClient, persistOptions)
  const app = (mode: 'server' | 'client'): ReactNode => (
    <StrictMode>
      <Committed
        run={() => {
          beforeHydration.settle()
          document.documentElement.dataset.render = mode === 'server' ? 'hydrated' : 'client'
        }}
      >
        <RenderModeContext value={mode}>
          <AppProviders
            queryClient={queryClient}
            persistOptions={persistOptions}
            hostBrand={hostBrand}
            extras={<UpdatePrompt />}
          >
            <RouterProvider router={router} />
          </AppProviders>
        </RenderModeContext>
      </Committed>
    </StrictMode>
  )
  const browser = { language, brandId: hostBrand.id, signedIn: getAuthSnapshot().session !== null, href: currentHref() }
  if (canHydrate(serverState, browser)) {
    // the route's chunks and data (from the page's state: no request), and the consumer footer's
    // code where the page shows it, before React hydrates
    await nextTask()
    await Promise.all([
      router.load(),
      document.querySelector('.site-footer--b2c') ? loadB2cFooter() : undefined,
      fullStylesheet,
    ])
    if (router.state.location.href === serverState.href) {
      // render the matches as the server did (no pending boundaries of the browser's own)
      router.ssr = { manifest: undefined }
      beforeHydration.reactListens()
      hydrateInSlices(container, app('server'), { onRecoverableError: reportHydrationMismatch })
      registerWorkerAfterLoad()
      return
    }
  }
  // the route's chunks (requested above) before the first render, so the page is part of the
  // transition React renders in slices, not of the router's synchronous store update afterwards;
  // never longer than ROUTE_WAIT_MS (a slow network paints the shell first, as before), and not
  // for a route whose loader fetches its data (the shell paints while it travels, as before)
  const routeReady = currentRouteLoadsData(router) ? undefined : routeReadyWithin(() => router.load(), ROUTE_WAIT_MS)
  await Promise.all([fullStylesheet, routeReady])
  const root = createRoot(container)
  beforeHydration.reactListens()
  // a transition, which React renders in slices; parts below the fold still wait (AfterFirstPaint)
  startTransition(() => root.render(app('client')))
  registerWorkerAfterLoad()
}

/**
 * Runs `run` once React has committed the first render or hydration. It wraps the app rather than
 * standing beside it: a sibling would make the browser's tree fork where the server's does not, and
 * every `useId` (labels, Radix's trigger and panel ids) would then differ from the server's HTML.
 */
function Committed({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run])
  return children
}

function currentHref(): string {
  return `${window.location.pathname}${window.location.search}`
}

/** React recovered from a server/browser difference by rendering in the browser: worth knowing. */
function reportHydrationMismatch(error: unknown): void {
  console.warn('Hydration mismatch, rendered in the browser instead', error)
}

function registerWorkerAfterLoad(): void {
  // the worker (and workbox-window) once the page has loaded: never on the first render's path
  const registerLater = () =>
    void registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error))
  if (document.readyState === 'complete') registerLater()
  else window.addEventListener('load', registerLater, { once: true })
}

/** Whether a route the current address matches has a loader (its data may wait for the network). */
function currentRouteLoadsData(router: ReturnType<typeof createAppRouter>): boolean {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname)
  return routes.some((route) => route.options.loader !== undefined)
}

/** Starts loading the code-split chunks of the routes the current address matches. */
function preloadCurrentRouteChunks(router: ReturnType<typeof createAppRouter>): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname)
  // a failed chunk is loaded (and reported) again by the router when it renders
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
}

/** Before the app (and its translations) could start: the crash screen's or the offline page's words, in English. */
function showBootFailure(error: unknown): void {
  void handleCrash(error).then((outcome) => {
    if (outcome === 'reloading') return
    const container = document.getElementById('root')
    if (!container) return
    const offline = outcome === 'offline'
    const title = document.createElement('h1')
    title.textContent = offline ? 'You are offline' : 'Ooops'
    const text = document.createElement('p')
    text.textContent = offline
      ? 'This page has not been saved on this device yet. It opens as soon as you are back online.'
      : 'Unfortunately, a severe error occured.'
    const box = document.createElement('div')
    box.className = 'error-fallback'
    box.setAttribute('role', offline ? 'status' : 'alert')
    box.append(title, text)
    container.replaceChildren(box)
  })
}

// in a task of its own, not in the modules' evaluation: two shorter tasks instead of one long one
setTimeout(() => void boot().catch(showBootFailure), 0)
