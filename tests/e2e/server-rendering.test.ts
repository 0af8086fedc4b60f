import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { EARLY_INPUT_SCRIPT } from '#server/ssr/early-input.ts'
import { SESSION_HINT_COOKIE } from '#domain/http/opener-policy.ts'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'

/**
 * The storefront arrives as complete HTML (docs/decisions/045-server-rendering.md): what a crawler
 * or curl gets, per page kind, and a phone hydrating it without asking the API again.
 */
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** GET as curl does: no JavaScript, no cookies unless given. */
async function getHtml(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${encodeURI(path)}`, {
    headers: { 'accept-language': 'en-GB,en;q=0.9', ...headers },
    redirect: 'manual',
  })
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() }
}

function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** The markup without the inlined styles (whose rules name every class of the app). */
const markup = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '')
const title = (html: string) => text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim()
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
const h1 = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim()

async function firstPropertyPath(): Promise<string> {
  const { html } = await getHtml('/chalets/france/courchevel')
  const path = /href="(\/chalets\/france\/courchevel-[^/"]+\/[^"]+)"/.exec(html)?.[1]
  if (!path) throw new Error('no property link on the Courchevel list')
  return path
}

/** Holds the scripts whose address matches `address` back until `release()` (a slow network: the code has not come). */
async function holdScript(page: Page, address: RegExp): Promise<() => void> {
  let release = () => undefined as void
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(address, async (route) => {
    await arrived
    await route.continue()
  })
  return release
}

/** Waits (as long as a slow machine needs) until React has committed the page as `mode`. */
async function renderedAs(page: Page, mode: 'hydrated' | 'client'): Promise<void> {
  await page.waitForFunction((want) => document.documentElement.dataset.render === want, mode, { timeout: 20_000 })
}

/** The address of the built entry script. */
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/

/** Holds the page's entry script back until `release()`. */
const holdEntry = (page: Page) => holdScript(page, ENTRY_SCRIPT)

/** When the page asked for its entry script (-1: never) and when its parser was done, in ms from its navigation. */
function entryTiming(page: Page): Promise<{ requested: number; parsed: number }> {
  return page.evaluate((address) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const entry = performance.getEntriesByType('resource').find((r) => new RegExp(address).test(r.name))
    return { requested: entry?.startTime ?? -1, parsed: navigation.domInteractive }
  }, ENTRY_SCRIPT.source)
}

/** The contact page on a phone, its entry script held back until `release()`, and the API posts it makes. */
async function contactBeforeTheCode() {
  const context = await newContext(browser, PHONE)
  const page = await context.newPage()
  const release = await holdEntry(page)
  const sent = apiPosts(page)
  await page.goto(`${baseUrl}/contact`, { waitUntil: 'commit' })
  return { context, page, release, sent }
}

/** The paths of the API posts the page makes from now on (its own error reports left out). */
function apiPosts(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && path.startsWith('/api/') && path !== '/api/frontendlogs') sent.push(path)
  })
  return sent
}

describe('server rendering: every public page kind as complete HTML', () => {
  it.each([
    ['landing', '/', 'Luxury chalets and hotels in the Alps', ['Chalets · Apartments · Villas · Hotels']],
    ['search', '/search', 'Find your chalet in the Alps', ['Showing 12 of', 'from EUR']],
    ['destination list', '/chalets/france/courchevel', 'Luxury chalets in Courchevel', ['Courchevel 1300']],
    ['info page', '/about', 'Alpine hospitality, arranged with care', []],
    ['German SEO page', '/die-luxuriösesten-chalets-der-alpen', 'Die luxuriösesten Chalets der Alpen', ['Österreich']],
    ['contact', '/contact', 'We look forward to hearing from you', ['Rue du Rhône 14']],
    ['general enquiry', '/enquire-now', 'Tell us about your stay in the Alps', []],
  ])('%s (%s): heading, text, title, description and the page state', async (_, path, heading, texts) => {
    const page = await getHtml(path)
    expect(page.status).toBe(200)
    expect(page.type).toContain('text/html')
    expect(h1(page.html)).toBe(heading)
    for (const expected of texts) expect(text(page.html)).toContain(expected)
    expect(title(page.html)).toBeTruthy()
    expect(description(page.html)).toBeTruthy()
    // the data the page used travels as a JSON data block, never as an inline script: the one
    // inline classic script is the fixed one that notes early presses
    expect(page.html).toContain('<script type="application/json" id="lds-page-state">')
    expect([...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([
      EARLY_INPUT_SCRIPT,
    ])
    expect(markup(page.html)).not.toContain('boot-splash')
  })

  it('a property page: name, facts, description, canonical and alternate-language links', async () => {
    const path = await firstPropertyPath()
    const page = await getHtml(path)
    expect(page.status).toBe(200)
    const name = h1(page.html)
    expect(name.length).toBeGreaterThan(3)
    expect(title(page.html)).toContain(name)
    expect(text(page.html)).toMatch(/\d+ bedrooms/)
    expect(text(page.html)).toMatch(/sleeps \d+ adults/)
    expect(page.html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/)
    expect(page.html).toMatch(/<link rel="alternate" hreflang="de"/)
    // the styles come with the HTML: the first paint waits for no second request; only the rules
    // its HTML can use (no side menu's, which the browser renders), the scripts after the paint
    expect(page.html).toMatch(/<style data-href="\/assets\/style-[\w-]+\.css" data-critical>[^<]*\.site-header/)
    expect(page.html).not.toMatch(/<style[^>]*>[^<]*\.side-menu\{/)
    expect(page.html).not.toContain('<link rel="stylesheet"')
    // the libraries evaluated first, each in a task of its own, then the entry
    expect(page.html).toMatch(
      /<meta name="lds-entry" content="\/assets\/react-[\w-]+\.js \/assets\/tanstack-[\w-]+\.js \/assets\/index-[\w-]+\.js" \/>/,
    )
    expect(page.html).not.toMatch(/<script[^>]* src=/)
    // each compiled by the browser while it downloads (decision 070)
    const entry = /<meta name="lds-entry" content="([^"]+)"/.exec(page.html)![1]!.split(' ')
    for (const script of entry)
      expect((await getHtml(script)).html.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true)
  })

  it('speaks German for a German browser, a stored choice (lang cookie) and ?lang=de', async () => {
    const byHeader = await getHtml('/', { 'accept-language': 'de-CH,de;q=0.9' })
    expect(byHeader.html).toContain('<html lang="de"')
    expect(h1(byHeader.html)).toBe('Luxus-Chalets und Hotels in den Alpen')
    const byCookie = await getHtml('/about', { cookie: 'lang=de' })
    expect(byCookie.html).toContain('<html lang="de"')
    expect(title(byCookie.html)).toContain('Über LDS')
    const byQuery = await getHtml('/search?lang=de')
    expect(h1(byQuery.html)).not.toBe('Find your chalet in the Alps')
    expect(byQuery.html).toContain('<html lang="de"')
  })

  it('renders the consumer brand with its footer (testimonials, tag list) in the HTML', async () => {
    const page = await getHtml('/?brand=consumer')
    expect(markup(page.html)).toContain('site-footer--b2c')
    const plain = await getHtml('/')
    expect(markup(plain.html)).not.toContain('site-footer--b2c')
  })

  it("renders the route table's 404 and 410 pages too, with their status and noindex", async () => {
    const unknown = await fetch(`${baseUrl}/no-such-page`)
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex')
    expect(h1(await unknown.text())).toBe('Page not found')
    const gone = await fetch(`${baseUrl}/properties/courchevel-chalet-old`)
    expect(gone.status).toBe(410)
    expect(h1(await gone.text())).toBe('This page is no longer available')
  })

  it('answers an unknown property with 404, noindex and the explanation', async () => {
    const res = await fetch(`${baseUrl}/chalets/france/courchevel-1300/no-such-chalet`)
    expect(res.status).toBe(404)
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(await res.text()).toContain('<h1')
  })

  it('keeps an empty destination list out of search engines, and describes a full one in plain words', async () => {
    const lists = ['chalets', 'apartments', 'villas'].flatMap((type) =>
      ['france', 'switzerland', 'austria', 'italy'].map((country) => `/${type}/${country}`),
    )
    const totals = await Promise.all(
      lists.map(async (path) => ({
        path,
        total: ((await (await fetch(`${baseUrl}/api/destinations${path}?limit=1`)).json()) as { total: number }).total,
      })),
    )
    const empty = totals.find((list) => list.total === 0)
    const full = totals.find((list) => list.path.startsWith('/chalets/') && list.total > 0)!
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
    const fullPage = await getHtml(full.path)
    expect(fullPage.html).not.toContain('<meta name="robots"')
    expect(description(fullPage.html)).toMatch(
      new RegExp(`^Hand-picked luxury chalets in .*: ${full.total} residences`),
    )
    // the demo catalogue has no Italian chalets, for one
    expect(empty).toBeDefined()
    const emptyPage = await getHtml(empty!.path)
    expect(emptyPage.status).toBe(200)
    expect(emptyPage.html).toContain('<meta name="robots" content="noindex" />')
    expect(description(emptyPage.html)).toMatch(/^There are no .* at the moment\. Discover our residences/)
  })

  it('answers a repeated visit from its cache with the same ETag, and 304 when asked with it', async () => {
    const first = await fetch(`${baseUrl}/about`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${baseUrl}/about`, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
  })

  it("sends an anonymous visitor's page without the opener policy, a session's browser's with it, and every other answer with it (decision 073)", async () => {
    const opener = async (path: string, cookie?: string) =>
      (await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} })).headers.get(
        'cross-origin-opener-policy',
      )
    const property = await firstPropertyPath()
    for (const path of ['/', '/search', property, '/chalets/france/courchevel', '/about']) {
      expect(await opener(path), path).toBe('unsafe-none')
      expect(await opener(path, 'lang=en'), path).toBe('unsafe-none')
      expect(await opener(path, `lang=de; ${SESSION_HINT_COOKIE}=1`), path).toBe('same-origin')
    }
    // the business pages (from the shell), the API and the sign-in pages: always
    for (const path of ['/hotels', '/partner', '/api/config', '/robots.txt'])
      expect(await opener(path), path).toBe('same-origin')
  })
})

describe('server rendering: hydration on a phone', () => {
  it.each([['/'], ['/search'], ['/chalets/france/courchevel'], ['property']])(
    '%s hydrates the HTML without asking the API for its data, and stays interactive',
    async (which) => {
      const path = which === 'property' ? await firstPropertyPath() : which
      const context = await newContext(browser, PHONE)
      const page = await context.newPage()
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.text().includes('Hydration')) messages.push(message.text())
      })
      const dataCalls: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/') && url.pathname !== '/api/frontendlogs') dataCalls.push(url.pathname)
      })
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      await renderedAs(page, 'hydrated')
      expect(messages).toEqual([])
      expect(dataCalls).toEqual([])
      expect(context.errors).toEqual([])

      if (which === '/search') {
        // the hydrated page works: more results on demand
        await page.getByRole('button', { name: 'Show more' }).click()
        await page.getByText('Showing 24 of').waitFor()
      } else {
        // the hydrated menu opens
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog').waitFor()
      }
      await context.close()
    },
  )

  it('keeps a tap made while the page is still hydrating (a slow phone): the menu opens', async () => {
    // whether the tap lands inside the hydration (a few hundred ms at 8x CPU) depends on the machine:
    // the page records when the tap came and when React committed, and a load whose tap came after
    // the commit is tried again (every load must open the menu and log nothing either way)
    const landed: boolean[] = []
    for (let attempt = 0; attempt < 12 && !landed.includes(true); attempt++) landed.push(await tapWhileHydrating())
    expect(landed).toContain(true)
  })

  /** One load of a property page on a phone, its menu tapped as soon as React has begun hydrating; whether the tap came before React's commit. */
  async function tapWhileHydrating(): Promise<boolean> {
    const context = await newContext(browser, PHONE)
    await context.addInitScript(() => {
      const times: { tap?: number; commit?: number } = {}
      ;(window as unknown as { __times: typeof times }).__times = times
      addEventListener('pointerdown', () => (times.tap ??= performance.now()), { capture: true })
      // the document (its root element is not there yet when this runs)
      new MutationObserver(() => (times.commit ??= performance.now())).observe(document, {
        subtree: true,
        attributeFilter: ['data-render'],
      })
    })
    const page = await context.newPage()
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.text().includes('Hydration')) messages.push(message.text())
    })
    // a slow phone's CPU: the hydration, in slices (decision 066), takes long enough to tap into (at 6x, none of 8
    // loads of a full CI run tapped in time once, 2026-12-07)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
    const entryRequested = page.waitForRequest((request) => ENTRY_SCRIPT.test(request.url()))
    await page.goto(`${baseUrl}${await firstPropertyPath()}`, { waitUntil: 'commit' })
    await entryRequested
    // where the server's menu button is (a tap there is one input event, with no waiting for the page)
    const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox()
    if (!box) throw new Error('the menu button is not on the screen')
    // React has begun hydrating (its root is on the container, its listeners with it)
    await page.waitForFunction(
      () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
      null,
      { polling: 5 },
    )
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await page.getByRole('dialog').waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated')
    const { tap, commit } = await page.evaluate(
      () => (window as unknown as { __times: { tap: number; commit: number } }).__times,
    )
    expect(messages).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
    return tap < commit
  }

  it('keeps taps made before the code arrived (a slow network): the menu opens once the page is hydrated', async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    const release = await holdEntry(page)
    await page.goto(`${baseUrl}${await firstPropertyPath()}`, { waitUntil: 'commit' })
    // nothing happens yet, so the visitor taps again: the menu is to open, not open and close
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBeUndefined()
    expect(await page.getByRole('dialog').count()).toBe(0)
    release()
    await page.getByRole('dialog').waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated')
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('paints before its scripts start, and has the whole stylesheet before it renders anything the server did not', async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    const refused: string[] = []
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) refused.push(message.text())
    })
    await page.goto(`${baseUrl}${await firstPropertyPath()}`)
    await renderedAs(page, 'hydrated')
    const timing = await entryTiming(page)
    const rules = await page.evaluate(() => ({
      inline: document.querySelector<HTMLStyleElement>('style[data-critical]')?.sheet?.cssRules.length ?? 0,
      whole: document.querySelector<HTMLLinkElement>('link[data-full-stylesheet]')?.sheet?.cssRules.length ?? 0,
    }))
    // the inline loader asked for the entry, after the parser was done (and the first frame)
    expect(timing.requested).toBeGreaterThanOrEqual(timing.parsed)
    expect(rules.inline).toBeGreaterThan(0)
    expect(rules.whole).toBeGreaterThan(rules.inline)
    expect(refused).toEqual([])
    // the side menu, which only the browser renders, is styled by the whole stylesheet
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.locator('.side-menu')
    await menu.waitFor()
    expect(await menu.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    expect(context.errors).toEqual([])
    await context.close()
  })

  it.each([
    [
      'a browser without paint timing starts the code after two frames',
      () => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }),
      [0, 1000],
    ],
    [
      'a hidden tab, which paints nothing, starts the code after a second',
      () => {
        // no frame and no paint entry, as in a tab in the background, until the visitor looks at it
        const frame = window.requestAnimationFrame.bind(window)
        const held: FrameRequestCallback[] = []
        window.requestAnimationFrame = (callback) => held.push(callback)
        setTimeout(() => {
          window.requestAnimationFrame = frame
          for (const callback of held) frame(callback)
        }, 1500)
        window.PerformanceObserver = class {
          static supportedEntryTypes = ['paint']
          observe() {}
          disconnect() {}
        } as unknown as typeof PerformanceObserver
      },
      [1000, Infinity],
    ],
  ])('%s, and hydrates', async (_, browserWithout, [from, until]) => {
    const context = await newContext(browser, PHONE)
    await context.addInitScript(browserWithout)
    const page = await context.newPage()
    await page.goto(`${baseUrl}${await firstPropertyPath()}`)
    await renderedAs(page, 'hydrated')
    // the entry's request, from the loader's start (it runs once the parser is done)
    const { requested, parsed } = await entryTiming(page)
    const entry = requested < 0 ? -1 : requested - parsed
    // without paint timing two frames start it, well before the one-second timer; in the hidden tab
    // only the timer can
    expect(entry).toBeGreaterThanOrEqual(from)
    expect(entry).toBeLessThan(until)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('gives the parts it renders after hydration the same ids as the server (an accordion section opened)', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}${await firstPropertyPath()}`)
    await renderedAs(page, 'hydrated')
    const trigger = page.getByRole('button', { name: 'Equipment' })
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false')
    await trigger.click()
    const region = page.getByRole('region', { name: 'Equipment' })
    await region.waitFor()
    expect(await region.getAttribute('aria-labelledby')).toBe(await trigger.getAttribute('id'))
    expect(await trigger.getAttribute('aria-controls')).toBe(await region.getAttribute('id'))
    await context.close()
  })

  it("warms the formatters in a worker that the page's policy allows, and the worker ends", async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    const workers: string[] = []
    const ended: string[] = []
    page.on('worker', (worker) => {
      workers.push(worker.url())
      worker.on('close', () => ended.push(worker.url()))
    })
    const refused: string[] = []
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) refused.push(message.text())
    })
    await page.goto(`${baseUrl}/chalets/france/courchevel`)
    await renderedAs(page, 'hydrated')
    expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(1)
    await expect.poll(() => ended).toEqual(workers.filter((url) => url.startsWith('blob:')))
    expect(refused).toEqual([])
    await context.close()
  })

  it("preloads the route's chunks a few links per task, and requests each chunk once", async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    // a mutation observer hears, after each task, the nodes that task added: one batch per task
    await page.addInitScript(() => {
      const batches: number[] = []
      Object.assign(window, { preloadBatches: batches })
      new MutationObserver((records) => {
        const added = records
          .flatMap((record) => [...record.addedNodes])
          .filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
        if (added.length > 0) batches.push(added.length)
      }).observe(document, { childList: true, subtree: true })
    })
    const scripts = new Map<string, number>()
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
        scripts.set(pathname, (scripts.get(pathname) ?? 0) + 1)
    })
    await page.goto(`${baseUrl}${await firstPropertyPath()}`, { waitUntil: 'networkidle' })
    await renderedAs(page, 'hydrated')
    const batches = await page.evaluate(() => (window as unknown as { preloadBatches: number[] }).preloadBatches)
    expect(batches.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(8)
    expect(Math.max(...batches)).toBeLessThanOrEqual(4)
    expect([...scripts].filter(([, count]) => count > 1)).toEqual([])
    await context.close()
  })

  it('keeps what a visitor typed and ticked before the code arrived, and never posts the form natively', async () => {
    // the entry script waits until the visitor has typed (a slow network)
    const { context, page, release } = await contactBeforeTheCode()
    await page.getByLabel('Name').fill('Lea Graf')
    await page.getByLabel('Email').fill('lea.graf@example.com')
    await page.getByLabel('Message').fill('A week in Zermatt in February, please.')
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBeUndefined()
    release()
    await renderedAs(page, 'hydrated')
    // each field gets its value back once it is hydrated (one after the other)
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Lea Graf')
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('lea.graf@example.com')
    await expect.poll(() => page.getByLabel('Message').inputValue()).toBe('A week in Zermatt in February, please.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Message sent successfully').waitFor()
    expect(await page.getByText('Please enter your name').count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
    await context.close()
  })

  it('sends what was typed when Send was pressed (twice) before the code arrived, once the page is ready, and once', async () => {
    const { context, page, release, sent } = await contactBeforeTheCode()
    await page.getByLabel('Name').fill('Lea Graf')
    await page.getByLabel('Email').fill('lea.graf@example.com')
    await page.getByLabel('Message').fill('Two weeks in Verbier at Easter, please.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('button', { name: 'Send message' }).click()
    // no native post: the page stays, with what was typed
    expect(new URL(page.url()).search).toBe('')
    expect(await page.getByLabel('Message').inputValue()).toBe('Two weeks in Verbier at Easter, please.')
    release()
    await page.getByText('Message sent successfully').waitFor()
    expect(await page.getByText('Please enter your name').count()).toBe(0)
    await page.waitForTimeout(500)
    expect(sent).toHaveLength(1)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it("opens an accordion section pressed after hydration but before the section's own code came", async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    // the business brand's accordion is a part of its own (a lazy chunk), which hydrates once it comes
    const release = await holdScript(page, /\/assets\/property-b2b-[^/]+\.js$/)
    await page.goto(`${baseUrl}${await firstPropertyPath()}`, { waitUntil: 'commit' })
    await renderedAs(page, 'hydrated')
    // React listens, and cannot hydrate the section yet: it stops the press, which is kept
    await page.getByRole('button', { name: 'Equipment' }).click()
    await page.getByRole('button', { name: 'Equipment' }).click()
    expect(await page.getByRole('region', { name: 'Equipment' }).count()).toBe(0)
    release()
    await page.getByRole('region', { name: 'Equipment' }).waitFor()
    // once, though pressed twice; and from then on the accordion answers as usual
    await page.waitForTimeout(300)
    expect(await page.getByRole('region', { name: 'Equipment' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Equipment' }).click()
    await expect.poll(() => page.getByRole('region', { name: 'Equipment' }).count()).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('shows what is missing when Send was pressed before the code arrived with a field left empty, and sends nothing', async () => {
    const { context, page, release, sent } = await contactBeforeTheCode()
    await page.getByLabel('Email').fill('lea.graf@example.com')
    await page.getByLabel('Message').fill('A week in Zermatt, please.')
    await page.getByRole('button', { name: 'Send message' }).click()
    release()
    await page.getByText('Please enter your name').waitFor()
    // what was typed stays, and the visitor can finish the form
    expect(await page.getByLabel('Message').inputValue()).toBe('A week in Zermatt, please.')
    expect(sent).toEqual([])
    await page.getByLabel('Name').fill('Lea Graf')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Message sent successfully').waitFor()
    expect(sent).toHaveLength(1)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('renders in the browser instead when the visitor chose another language than the server saw', async () => {
    const context = await newContext(browser, PHONE)
    await context.addInitScript(() => localStorage.setItem('lang', 'de'))
    const page = await context.newPage()
    // the server sees no lang cookie on this first visit (English), the browser's stored choice is German
    await page.goto(`${baseUrl}/about`)
    await renderedAs(page, 'client')
    await page.getByRole('heading', { level: 1, name: 'Alpine Gastfreundschaft, mit Sorgfalt arrangiert' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    // and the choice now travels as a cookie, so the next page comes in German from the server
    await page.goto(`${baseUrl}/contact`)
    await renderedAs(page, 'hydrated')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    await context.close()
  })
})
