import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContextOptions, Route } from 'playwright-core'
import { DESKTOP, PHONE, launchBrowser, newContext, horizontalOverflow, setOffline } from './support/browser.ts'

const baseUrl = inject('baseUrl')
const port = inject('basePort')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('runtime', () => {
  it("runs the server and the tests on the project's Node 24 LTS, without an unsupported-runtime warning", () => {
    const output = inject('serverStartOutput')
    const version = /runtime: Node\.js v(\d+)\.\d+\.\d+/.exec(output)
    expect(version, output).not.toBeNull()
    expect(Number(version?.[1])).toBeGreaterThanOrEqual(24)
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
    expect(output).not.toMatch(/Unsupported runtime|EBADENGINE/)
  })
})

describe('landing page', () => {
  it('shows a styled landing with catalogue images in English, without horizontal scrolling on a phone', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const context = await newContext(browser, size)
      const page = await context.newPage()
      const res = await page.goto(baseUrl)
      expect(res?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' }).waitFor()
      expect(await page.locator('html').getAttribute('lang')).toBe('en')
      // featured properties come from the API, with generated images that really load
      const cards = page.locator('#pageContent article')
      await cards.first().waitFor()
      expect(await cards.count()).toBeGreaterThanOrEqual(3)
      const firstImage = cards.first().locator('img')
      await expect
        .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      expect(await firstImage.getAttribute('src')).toMatch(/^\/media\/.+\.svg$/)
      expect(await page.title()).toContain('LDS')
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
      const overflow = await horizontalOverflow(page)
      expect(overflow).toBeLessThanOrEqual(0)
      expect(context.errors).toEqual([])
      await context.close()
    }
  })

  it('is German with ?lang=de, and keeps the choice as lang', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/?lang=de`)
    await page.getByRole('heading', { level: 1, name: 'Luxus-Chalets und Hotels in den Alpen' }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('de')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de')
    await page.goto(baseUrl)
    await page.getByRole('heading', { level: 1, name: 'Luxus-Chalets und Hotels in den Alpen' }).waitFor()
    await context.close()
  })

  it("keeps the cookie bar's two answers inside a narrow phone's screen, in German too", async () => {
    for (const [width, language] of [
      [320, 'de'],
      [360, 'de'],
      [390, 'de'],
      [320, 'en'],
    ] as const) {
      const context = await newContext(
        browser,
        { ...PHONE, viewport: { width, height: 640 } },
        { cookieConsent: null, language },
      )
      const page = await context.newPage()
      await page.goto(`${baseUrl}/transfers`)
      const bar = page.locator('.cookie-bar')
      const accept = bar.getByRole('button', { name: language === 'de' ? 'Akzeptieren' : 'Accept' })
      const decline = bar.getByRole('button', { name: language === 'de' ? 'Ablehnen' : 'Decline' })
      await accept.waitFor()
      const inner = await bar.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) }
      })
      for (const button of [accept, decline]) {
        const box = (await button.boundingBox())!
        expect(box.x, `${language} at ${width} px`).toBeGreaterThanOrEqual(inner.left - 0.5)
        expect(box.x + box.width, `${language} at ${width} px`).toBeLessThanOrEqual(inner.right + 0.5)
        // the whole label shows, not cut by the button
        expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      }
      await context.close()
    }
  })

  it('follows the browser, then the .de host; bots get the host; the stored choice wins', async () => {
    const german = 'Luxus-Chalets und Hotels in den Alpen'
    const english = 'Luxury chalets and hotels in the Alps'
    const cases: [string, BrowserContextOptions, string, string | null, string][] = [
      ['English browser on a .de host', { ...DESKTOP, locale: 'en-GB' }, `http://lds.de:${port}/`, null, english],
      ['German browser on the English host', { ...DESKTOP, locale: 'de-CH' }, baseUrl, null, german],
      ['French browser on a .de host', { ...DESKTOP, locale: 'fr-FR' }, `http://lds.de:${port}/`, null, german],
      ['French browser on the English host', { ...DESKTOP, locale: 'fr-FR' }, baseUrl, null, english],
      [
        'bot with an English browser on a .de host',
        { ...DESKTOP, locale: 'en-GB' },
        `http://lds.de:${port}/`,
        'isBot',
        german,
      ],
      [
        'stored English, German browser, .de host',
        { ...DESKTOP, locale: 'de-DE' },
        `http://lds.de:${port}/`,
        'lang=en',
        english,
      ],
    ]
    for (const [name, options, url, state, heading] of cases) {
      const context = await newContext(browser, options)
      if (state === 'isBot') await context.addCookies([{ name: 'isBot', value: 'true', url }])
      if (state === 'lang=en')
        await context.addInitScript(() => {
          try {
            localStorage.setItem('lang', 'en')
          } catch {
            /* not an origin with storage */
          }
        })
      const page = await context.newPage()
      await page.goto(url)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 10_000 })
      expect(await page.locator('html').getAttribute('lang'), name).toBe(heading === german ? 'de' : 'en')
      await context.close()
    }
  })

  it('switches language with the EN | DE switch', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.getByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' }).waitFor()
    await page
      .getByRole('button', { name: /^(DE|Deutsch)/ })
      .filter({ visible: true })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'Luxus-Chalets und Hotels in den Alpen' }).waitFor()
    await context.close()
  })
})

describe('route table', () => {
  it('answers /properties/anything with 410 and noindex', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}/properties/anything`)
    expect(res?.status()).toBe(410)
    expect(res?.headers()['x-robots-tag']).toBe('noindex')
    await page.getByRole('heading', { name: 'This page is no longer available' }).waitFor()
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await context.close()
  })

  it('answers /anfrage with a 301 to /enquire-now', async () => {
    const context = await newContext(browser)
    const res = await context.request.get(`${baseUrl}/anfrage`, { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers()['location']).toBe('/enquire-now')
    const page = await context.newPage()
    await page.goto(`${baseUrl}/anfrage`)
    expect(new URL(page.url()).pathname).toBe('/enquire-now')
    await context.close()
  })

  it('answers an unknown path with 404 and noindex', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}/no-such-page/at-all`)
    expect(res?.status()).toBe(404)
    expect(res?.headers()['x-robots-tag']).toBe('noindex')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await context.close()
  })
})

describe('progressive web app', () => {
  it('has a manifest and an active service worker, and renders the shell offline on a second visit', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(baseUrl)
    // a first visit: the server-rendered page brings its styles inline (decision 057)
    expect(await page.locator('style[data-href^="/assets/style-"]').count()).toBe(1)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBeTruthy()
    const manifest = (await (await context.request.get(new URL(href!, baseUrl).toString())).json()) as {
      name: string
      short_name: string
      start_url: string
      display: string
      theme_color: string
      icons: { sizes: string; purpose?: string }[]
    }
    expect(manifest.name).toContain('LDS')
    expect(manifest.short_name).toBe('LDS')
    expect(manifest.start_url).toBe('/')
    expect(manifest.display).toBe('standalone')
    expect(manifest.theme_color).toBe('#122020')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true)

    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
      .toBe('activated')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' }).waitFor()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    // with the worker (which has the stylesheet precached) the page links it, and is styled all the same
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' }).waitFor()
    expect(await page.locator('style[data-href]').count()).toBe(0)
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/style-"]').count()).toBe(1)
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 248, 243)')

    await setOffline(context, true)
    await page.reload()
    await page
      .getByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' })
      .waitFor({ timeout: 20_000 })
    await page.locator('.brand').first().waitFor()
    // a page whose code was never loaded on this device: a calm offline page, not a crash
    await page.goto(`${baseUrl}/about`)
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor({ timeout: 20_000 })
    expect(await page.getByText('Ooops').count()).toBe(0)
    // back online, it opens by itself
    await setOffline(context, false)
    await page
      .getByRole('heading', { level: 1, name: 'You are offline' })
      .waitFor({ state: 'detached', timeout: 20_000 })
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 20_000 }).not.toBe('Ooops')
    await context.close()
  })

  it('offline: a search and a property page seen before open with the offline note; a property never seen says so, no crash', async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
      .toBe('activated')
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    // the visit a visitor makes in the app: the search, then one property
    await page.getByRole('link', { name: 'Search properties' }).click()
    await page.waitForURL(/\/search/)
    await page
      .getByRole('status')
      .filter({ hasText: /^Results: \d+$/ })
      .waitFor()
    const searchUrl = page.url()
    const links = page.locator('#pageContent a.property-card__link')
    const unseenPath = await links.nth(1).getAttribute('href')
    const seenName = (await links.first().textContent())!.trim()
    await links.first().click()
    await page.getByRole('heading', { level: 1, name: seenName }).waitFor()
    const seenUrl = page.url()
    expect(await page.getByText('Offline: showing saved data.').count()).toBe(0)

    await setOffline(context, true)
    await page.goto(seenUrl)
    await page.getByRole('heading', { level: 1, name: seenName }).waitFor({ timeout: 20_000 })
    await page.getByText('Offline: showing saved data.').waitFor()
    await page.goto(searchUrl)
    await page
      .getByRole('status')
      .filter({ hasText: /^Results: \d+$/ })
      .waitFor({ timeout: 20_000 })
    await page.getByText('Offline: showing saved data.').waitFor()
    expect(await page.getByText('Unfortunately, the search failed. Please try again.').count()).toBe(0)
    // a property whose data never came to this device: the calm offline page, not the crash screen
    await page.goto(new URL(unseenPath!.split('?')[0]!, baseUrl).toString())
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor({ timeout: 20_000 })
    expect(await page.getByText('Ooops').count()).toBe(0)
    // back online, it opens by itself
    await setOffline(context, false)
    await page
      .getByRole('heading', { level: 1, name: 'You are offline' })
      .waitFor({ state: 'detached', timeout: 20_000 })
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 20_000 }).not.toBe('Ooops')
    await context.close()
  })
  it('offline: a property page opened from a link (server-rendered, nothing asked for after it) opens again offline, on the consumer brand', async () => {
    // a secure context for the service worker: *.localhost is one, like localhost
    const consumer = `http://chalets.localhost:${port}`
    const list = (await (await fetch(`${baseUrl}/api/destinations/chalets/france?limit=1`)).json()) as {
      properties: { path: string; name: string }[]
    }
    const property = list.properties[0]!
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    await page.goto(`${consumer}${property.path}`)
    await page.getByRole('heading', { level: 1, name: property.name }).waitFor()
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
      .toBe(true)
    // the page's data came in the HTML: it is saved for offline all the same
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('lds.query-cache') ?? ''), { timeout: 10_000 })
      .toContain(JSON.stringify(property.path))
    await setOffline(context, true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: property.name }).waitFor({ timeout: 20_000 })
    await page.getByText('Offline: showing saved data.').waitFor()
    expect(await page.getByText('You are offline').count()).toBe(0)
    await context.close()
  })
})

describe('crash handling', () => {
  it('reloads once on a chunk-load failure, then shows the error page and reports the crash', async () => {
    // no service worker here: it would answer chunk requests from its cache, past page.route
    const context = await newContext(browser, { ...DESKTOP, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // the lazy chunk of the old-property page now fails to load, as after a deployment removed old chunks
    await page.route(/\/assets\/[^/]*cityAndName[^/]*\.js$/, (route) => route.abort())
    let loads = 0
    page.on('load', () => loads++)
    const report = page.waitForRequest((r) => r.url().endsWith('/api/mailer') && r.method() === 'POST')
    await page.goto(`${baseUrl}/properties/some-old-chalet`)
    await page.getByRole('heading', { name: 'Ooops' }).waitFor({ timeout: 30_000 })
    await page.getByText('Unfortunately, a severe error occured.').waitFor()
    const body = (await report).postDataJSON() as { subject: string; hasReloaded: boolean; location: string }
    expect(body.subject).toBe('Frontend Crashed')
    expect(body.hasReloaded).toBe(true)
    expect(loads).toBeLessThanOrEqual(2)
    await page.getByText('Technical details').click()
    await context.close()
  })

  it('lie-fi: a page whose code cannot load while the browser says online, and the site does not answer, is the offline page, not a crash', async () => {
    // no service worker here: it would answer chunk requests from its cache, past page.route
    const context = await newContext(browser, { ...DESKTOP, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // a dead network that still claims to be online: what was loaded stays, nothing new arrives
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
    )
    const dead = (route: Route) => route.abort('internetdisconnected')
    await page.route((url) => url.pathname.endsWith('.js') && !loaded.has(url.href), dead)
    await page.route('**/api/health', dead)
    const reports: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/mailer') && r.method() === 'POST') reports.push(r.postData() ?? '')
    })
    // to a page whose code was not loaded yet, in the app (the router reloads once, as after a deployment)
    await page.locator('header').getByRole('link', { name: 'Enquire now' }).click()
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor({ timeout: 30_000 })
    await page.getByText('This page has not been saved on this device yet.', { exact: false }).waitFor()
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)
    expect(await page.getByText('Unfortunately, a severe error occured.').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/enquire-now')
    // the network comes back (the browser never said it left): the page opens by itself
    await page.unrouteAll()
    await page
      .getByRole('heading', { level: 1, name: 'You are offline' })
      .waitFor({ state: 'detached', timeout: 30_000 })
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 20_000 }).not.toBe('Ooops')
    expect(reports.filter((body) => body.includes('Frontend Crashed'))).toEqual([])
    await context.close()
  })
})
