import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { DESKTOP, PHONE, launchBrowser, newContext, horizontalOverflow } from './support/browser.ts'
import { signIn, waitForHotelSearch } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
const port = inject('basePort')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The menu's entries, without the Enquiries entry's unread count. */
const navEntries = (page: Page) =>
  page.locator('header .site-nav__list > li').evaluateAll((items) =>
    items.map((li) => {
      const copy = li.cloneNode(true) as HTMLElement
      copy.querySelectorAll('.chat-badge').forEach((badge) => badge.remove())
      return copy.textContent ?? ''
    }),
  )
const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name)
const MID_WIDTH = { viewport: { width: 1100, height: 800 } }

describe('brand by host name', () => {
  it("runs the consumer seller host in B2C mode: desktop menu from 1000 px, no sign-in, the visitors' /hotels", async () => {
    const context = await newContext(browser, MID_WIDTH)
    const page = await context.newPage()
    await page.goto(`http://chalets.lds.test:${port}/`)
    await expect.poll(() => navEntries(page)).toEqual(['Home', 'Destinations', 'Search', 'Hotels', 'Enquire now'])
    const header = page.locator('header')
    expect(await header.getByRole('button', { name: 'Sign in' }).count()).toBe(0)
    expect(await header.getByRole('link', { name: 'Help Centre' }).count()).toBe(0)
    await page.goto(`http://chalets.lds.test:${port}/hotels`)
    await page.getByRole('heading', { level: 1, name: 'Luxury hotels in the Alps' }).waitFor()
    await page.goto(`http://chalets.lds.test:${port}/partner/dashboard`)
    await page.getByRole('heading', { name: 'This page is for travel agencies' }).waitFor()
    expect(new URL(page.url()).hostname).toBe('chalets.lds.test')
    await context.close()
  })

  it('uses the hamburger below 1300 px on the B2B side, and the desktop menu above', async () => {
    const context = await newContext(browser, MID_WIDTH)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.locator('header').getByRole('button', { name: 'Open menu' }).waitFor()
    expect(await page.locator('header .site-nav').count()).toBe(0)
    await page.setViewportSize({ width: 1400, height: 800 })
    await expect.poll(() => navEntries(page)).toEqual(['Home', 'Destinations', 'Search', 'Enquire now'])
    await page.locator('header').getByRole('button', { name: 'Sign in' }).waitFor()
    await context.close()
  })

  it('gives a partner host its white label, and ?brand= chooses a brand on localhost', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`http://summit.lds.test:${port}/`)
    await page.locator('header .brand').getByText('Summit Reisen').waitFor()
    await expect.poll(() => rootVar(page, '--color-main')).toBe('rgb(20, 45, 78)')

    await page.goto(`${baseUrl}/?brand=consumer`)
    await expect.poll(() => page.locator('header').getByRole('button', { name: 'Sign in' }).count()).toBe(0)
    await page.goto(`${baseUrl}/about`)
    expect(await page.locator('header').getByRole('button', { name: 'Sign in' }).count()).toBe(0)
    await page.goto(`${baseUrl}/?brand=`)
    await page.locator('header').getByRole('button', { name: 'Sign in' }).waitFor()
    await context.close()
  })
})

describe('menus and chrome', () => {
  it('on a phone: hamburger, search icon and a side menu with Home, Search and Contact', async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    await page.goto(baseUrl)
    const header = page.locator('header')
    await header.getByRole('link', { name: 'Search' }).waitFor()
    await header.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    expect(await menu.locator('.side-menu__list > li').allTextContents()).toEqual(['Home', 'Search', 'Contact'])
    await menu.getByRole('button', { name: 'Sign in' }).waitFor()
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    const overflow = await horizontalOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('opens Destinations: a country, then its cities', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.locator('header').getByRole('button', { name: 'Destinations' }).click()
    const panel = page.locator('.nav-dropdown__panel')
    await panel.getByRole('button', { name: 'France' }).hover()
    const courchevel = panel.getByRole('link', { name: 'Courchevel 1850' })
    await courchevel.waitFor()
    expect(await courchevel.getAttribute('href')).toBe('/chalets/france/courchevel-1850')
    // with the keyboard: into the panel, Escape closes it and the focus is back on the button
    await courchevel.focus()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    const toggle = page.locator('header').getByRole('button', { name: 'Destinations' })
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })

  it('leads an agent to the Help Centre and, from the header search, to My network (no dead links)', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/hotels')
    await waitForHotelSearch(page, 'Sophie')
    await page.locator('header').getByRole('link', { name: 'Help Centre' }).click()
    await page.waitForURL((url) => url.pathname === '/partner/help-centre')
    await page.getByRole('heading', { level: 1, name: 'Help Centre' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Hotels and rates' }).waitFor()
    expect(await page.getByText('Page not found').count()).toBe(0)
    const box = page.getByRole('combobox', { name: 'Search destinations, hotels and properties' })
    await box.fill('Cour')
    await page.getByRole('option', { name: /Invite new hotel/ }).waitFor()
    // the first Escape closes the list and keeps the text (the browser's own Escape would empty it), the second clears it
    await box.press('Escape')
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false')
    expect(await box.inputValue()).toBe('Cour')
    await box.press('Escape')
    expect(await box.inputValue()).toBe('')
    await box.fill('Cour')
    await page.getByRole('option', { name: /Invite new hotel/ }).click()
    await page.waitForURL((url) => url.pathname === '/partner/my-network')
    await page.getByRole('heading', { name: 'Hotels you work with' }).waitFor({ timeout: 20_000 })
    // in German
    await page.evaluate(() => localStorage.setItem('lang', 'de'))
    await page.reload()
    await page.getByRole('heading', { name: 'Hotels, mit denen Sie arbeiten' }).waitFor({ timeout: 20_000 })
    await page.goto(`${baseUrl}/partner/help-centre`)
    await page.getByRole('heading', { level: 1, name: 'Hilfe-Center' }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it("leads a phone's Partner area to the pages the role may open; the lifestyle agent is offered no hotel search, a customer no Help Centre", async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('amex_lifestyleAgent').email, '/partner/dashboard')
    await page.locator('header').getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Partner area' }).click()
    await page.waitForURL((url) => url.pathname === '/partner')
    await page.getByRole('heading', { level: 1, name: 'Everything for your clients in one place' }).waitFor()
    const pages = page.locator('article.content')
    await pages
      .getByRole('link', { name: /Dashboard/ })
      .first()
      .waitFor()
    expect(await pages.locator('a[href="/hotels"]').count()).toBe(0)
    expect(await page.getByText('Page not found').count()).toBe(0)
    await pages.locator('a[href="/partner/help-centre"]').click()
    await page.getByRole('heading', { level: 1, name: 'Help Centre' }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()

    const customer = await newContext(browser, DESKTOP)
    const customerPage = await customer.newPage()
    await signIn(customerPage, baseUrl, demoAccount('customer').email, '/')
    await customerPage.locator('header').getByText('Lukas').first().waitFor()
    expect(await customerPage.locator('header').getByRole('link', { name: 'Help Centre' }).count()).toBe(0)
    await customer.close()
  })

  it('lets an admin act for another agency, with the BETA banner and its theme', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('admin').email, '/hotels')
    await waitForHotelSearch(page, 'Alexandra')
    const beta = page.getByText(
      'You seem to be an admin logged in to a travel agency. This feature is in BETA and not fully tested yet!',
    )
    expect(await beta.count()).toBe(0)
    const selector = page.locator('header').getByLabel('Acting for')
    await expect.poll(() => selector.locator('option').count()).toBeGreaterThan(3)
    await selector.selectOption({ label: 'Belvedere Voyages' })
    await beta.waitFor()
    await page.locator('main').getByText('Belvedere Voyages', { exact: true }).waitFor()
    await expect.poll(() => rootVar(page, '--color-main')).toBe('rgb(11, 61, 92)')
    expect(await page.evaluate(() => sessionStorage.getItem('lds.acting-travel-agency'))).toBeTruthy()
    await selector.selectOption({ index: 0 })
    await beta.waitFor({ state: 'detached' })
    await context.close()
  })

  it.each([
    ['declined', false],
    ['accepted', false],
    [null, true],
  ] as const)(
    'shows the server-rendered cookie bar before the app runs only to a visitor who has not chosen (%s)',
    async (consent, shown) => {
      // a plain context: the app never runs here, so nothing waits for it
      const context = await browser.newContext(PHONE)
      if (consent) await context.addInitScript((value) => localStorage.setItem('lds.cookie-consent', value), consent)
      const page = await context.newPage()
      // the page as it is before its code has come: the server's HTML and stylesheet only
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
      await page.goto(`${baseUrl}/about`, { waitUntil: 'domcontentloaded' })
      await page.locator('h1').first().waitFor()
      // the server cannot know the choice: the bar is in every page's HTML, and hidden by the stylesheet
      const bar = page.locator('.cookie-bar')
      expect(await bar.count()).toBe(1)
      expect(await bar.isVisible()).toBe(shown)
      await context.close()
    },
  )

  it('loads analytics only after consent, and never for an admin', async () => {
    const context = await newContext(browser, DESKTOP, { cookieConsent: null })
    const page = await context.newPage()
    await page.goto(baseUrl)
    const bar = page.getByRole('region', { name: 'Cookies' })
    await bar.waitFor()
    // the landing's slideshow control (from 800 px) is not under the bar: a press there pauses the slideshow
    const pause = page.getByRole('button', { name: 'Pause slideshow' })
    await pause.waitFor()
    expect(
      await pause.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
      }),
    ).toBe(true)
    // first after the skip link in the keyboard's order, though it is drawn at the bottom
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('.cookie-bar') !== null)).toBe(true)
    expect(await page.evaluate(() => window.__ldsAnalytics ?? false)).toBe(false)
    await bar.getByRole('button', { name: 'Accept' }).click()
    await bar.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => window.__ldsAnalytics ?? false)).toBe(true)
    await context.close()

    const admin = await newContext(browser, DESKTOP, { cookieConsent: 'accepted' })
    const adminPage = await admin.newPage()
    await signIn(adminPage, baseUrl, demoAccount('admin').email, '/user')
    await adminPage.getByRole('heading', { level: 1, name: 'Alexandra Brunner' }).waitFor()
    await adminPage.waitForTimeout(500)
    expect(await adminPage.evaluate(() => window.__ldsAnalytics ?? false)).toBe(false)
    expect(await adminPage.evaluate(() => localStorage.getItem('lds.analytics-blocked'))).toBe('true')
    await admin.close()
  })
})

describe('flags and old links', () => {
  it('/fflags: demo switches on by default in the demo environment, kept per tab', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/fflags`)
    const hotels = page.getByRole('switch', { name: 'Display demo hotels' })
    const properties = page.getByRole('switch', { name: 'Display demo properties' })
    const appEnv = await page.evaluate(
      async () => ((await (await fetch('/api/config')).json()) as { appEnv: string }).appEnv,
    )
    const byDefault = appEnv === 'development' || appEnv === 'demo'
    expect(await hotels.isChecked()).toBe(byDefault)
    expect(await properties.isChecked()).toBe(byDefault)
    await hotels.setChecked(!byDefault, { force: true })
    await page.reload()
    expect(await page.getByRole('switch', { name: 'Display demo hotels' }).isChecked()).toBe(!byDefault)
    expect(await page.evaluate(() => sessionStorage.getItem('lds.flags.display-demo-hotels'))).toBe(String(!byDefault))
    await context.close()
  })

  it('sends ?propertyId= links to /legacy/{id}: the property when it exists, else a helpful page', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/?propertyId=000000000000000000000000`)
    await page.waitForURL(`${baseUrl}/legacy/000000000000000000000000`)
    await page.getByRole('heading', { name: 'This link has moved' }).waitFor()

    // an id that cannot be one: the same page, without a lookup the browser would log as a failed request
    const lookups: string[] = []
    const consoleErrors: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/properties/')) lookups.push(request.url())
    })
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto(`${baseUrl}/?propertyId=zzz`)
    await page.waitForURL(`${baseUrl}/legacy/zzz`)
    await page.getByRole('heading', { name: 'This link has moved' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(lookups).toEqual([])
    expect(consoleErrors).toEqual([])

    const [first] = (await (await context.request.get(`${baseUrl}/api/properties?projection=name&limit=1`)).json()) as {
      _id: string
    }[]
    await page.goto(`${baseUrl}/?propertyId=${first!._id}`)
    await page.waitForURL((url) => /^\/(chalets|apartments|villas)\/[^/]+\/[^/]+\/[^/]+$/.test(url.pathname), {
      timeout: 20_000,
    })
    await context.close()
  })
})
