import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from 'playwright-core'
import { expect } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'

/**
 * What the e2e browser adds to the project's Chromium flags (scripts/chromium.mjs: Debian's chromium,
 * headless, its own address-bar popup switched off).
 */
export const CHROMIUM_ARGS = [
  '--disable-quic',
  '--disable-sync',
  // lets tests reach the local server under other host names (a .de host, the consumer seller's
  // chalets host, a partner brand's host)
  '--host-resolver-rules=MAP lds.de 127.0.0.1, MAP www.lds.de 127.0.0.1, MAP chalets.lds.test 127.0.0.1, MAP summit.lds.test 127.0.0.1',
]

export function launchBrowser(): Promise<Browser> {
  return launchChromium(chromium, { args: CHROMIUM_ARGS })
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } }

/**
 * How far the page is wider than the screen, in CSS px (0 when it fits). Measured against the
 * layout viewport (`clientWidth`): in a phone context (`isMobile`) `window.innerWidth` grows with the
 * content, as a phone zooms out to show a page that is too wide, so `scrollWidth - innerWidth` is
 * always 0 there and could not find an overflow.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** The app's warning when a page shows a text from a catalog it did not load (src/lib/i18n.ts). */
const CATALOG_MISS = 'is in a catalog this page did not load'

/**
 * A fresh context (own storage, own service worker) that fails the test on uncaught page errors and
 * on texts from a catalog the page did not load (docs/decisions/056-catalogs-by-area.md).
 * The cookie consent is answered 'declined' up front, so the fixed cookie bar never covers what a
 * test clicks; pass `{ cookieConsent: null }` to see the bar. `{ language: 'de' }` stores German as the
 * visitor's choice before the first page (as the language switch does).
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
  {
    cookieConsent = 'declined',
    language = 'en',
  }: { cookieConsent?: 'accepted' | 'declined' | null; language?: 'en' | 'de' } = {},
): Promise<BrowserContext & { errors: string[] }> {
  const context = (await browser.newContext({ locale: 'en-GB', ...options })) as BrowserContext & { errors: string[] }
  if (language === 'de')
    await context.addInitScript(() => {
      // about:blank has no storage: writing it there throws
      try {
        localStorage.setItem('lang', 'de')
      } catch {
        /* not an origin with storage */
      }
    })
  if (cookieConsent)
    await context.addInitScript((value) => {
      // about:blank has no storage: reading it there throws
      try {
        if (!localStorage.getItem('lds.cookie-consent')) localStorage.setItem('lds.cookie-consent', value)
      } catch {
        /* not an origin with storage */
      }
    }, cookieConsent)
  context.errors = []
  context.on('page', (page) => {
    page.on('pageerror', (e) => context.errors.push(e.message))
    page.on('console', (message) => {
      if (message.text().includes(CATALOG_MISS)) context.errors.push(message.text())
    })
    waitForAppOnNavigation(page)
  })
  return context
}

/**
 * A server-rendered page is visible before its code runs; a person waits until it responds, so
 * the tests wait after goto and reload until the app has hydrated or rendered (<html data-render>,
 * docs/decisions/045-server-rendering.md). Pages without the app (JSON, the sign-in pages) go on at once.
 */
function waitForAppOnNavigation(page: Page): void {
  const settle = async <T>(navigation: Promise<T>): Promise<T> => {
    const result = await navigation
    await page
      .waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.render, null, {
        timeout: 15_000,
      })
      .catch(() => undefined)
    return result
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  // a test that asks only for the answer's first bytes ('commit') wants the page before its code
  page.goto = (url, options) => (options?.waitUntil === 'commit' ? goto(url, options) : settle(goto(url, options)))
  page.reload = (options) => settle(reload(options))
}

const cutOff = (route: Route) => route.abort('internetdisconnected')
const OFFLINE_KEY = '__e2e_offline__'
const shimmed = new WeakSet<BrowserContext>()

/**
 * Takes the context off the network, or back on. In Debian's Chromium 150 `context.setOffline` alone
 * no longer holds: a document loaded after it reads `navigator.onLine` true again, and the service
 * worker's own network-first fetches still reach the server. So while offline every request that
 * leaves the browser (the worker's included) is aborted as a lost connection, and each new document
 * reads the emulated state from a flag in its origin's storage, as a phone off the network would.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (!shimmed.has(context)) {
    shimmed.add(context)
    await context.addInitScript((key: string) => {
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get(this: Navigator) {
          let flagged = false
          try {
            flagged = localStorage.getItem(key) === '1'
          } catch {
            /* no storage on this document */
          }
          return !flagged && real.call(this)
        },
      })
    }, OFFLINE_KEY)
  }
  if (offline) await context.route('**/*', cutOff)
  else await context.unroute('**/*', cutOff)
  await context.setOffline(offline)
  for (const page of context.pages()) {
    await page
      .evaluate(
        ([key, off]) => {
          if (off) localStorage.setItem(key, '1')
          else localStorage.removeItem(key)
          // the event the browser sends when the connection goes or comes back
          window.dispatchEvent(new Event(off ? 'offline' : 'online'))
        },
        [OFFLINE_KEY, offline] as const,
      )
      .catch(() => undefined)
  }
}

/**
 * Waits until the app's service worker controls `page`, reloading it once when the worker was installed by this
 * visit: from then on the page's own chunks pass through the worker and are kept, so that the page opens offline.
 * Call it once the page is drawn, before going offline.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
    .toBe('activated')
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
    await page.waitForLoadState('load')
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true)
}

/**
 * Waits until the service worker's caches hold every script this document loaded. The worker keeps a chunk a
 * moment after it passed through it (runtime caching): a reload offline before then found one missing (seen in
 * CI). Call it on a page loaded while the worker controls it, so that its scripts are the page's own.
 */
export async function untilPageScriptsKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const assets = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/assets/') && url.endsWith('.js'))
          const kept = await Promise.all(assets.map(async (url) => Boolean(await caches.match(url))))
          return assets.filter((_, i) => !kept[i]).map((u) => new URL(u).pathname)
        }),
      { timeout: 20_000 },
    )
    .toEqual([])
}
