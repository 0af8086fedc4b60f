import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, PHONE, launchBrowser, newContext, horizontalOverflow } from './support/browser.ts'
import { acceptCookies, saturdayWeek, logPageErrors } from './support/storefront-data.ts'

const baseUrl = inject('baseUrl')
// the consent bar is answered by the tests themselves (acceptCookies), on the real origin
const NO_PRESET_CONSENT = { cookieConsent: null }
const port = inject('basePort')
const consumer = `http://chalets.lds.test:${port}`
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const firstPeriod = (page: Page) => page.locator('.stays-table tbody tr th').first().textContent()

describe('property page (B2C)', () => {
  it('opens from a search result, switches seasons and reads the terms in English and German', async () => {
    const week = await saturdayWeek(baseUrl)
    const result = week.answer.results.find((r) => r.availability === 'available')!
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(
      `${consumer}/search?city=${encodeURIComponent(result.city)}&checkIn=${week.checkIn}&checkOut=${week.checkOut}`,
    )
    await acceptCookies(page)
    await page.getByRole('link', { name: result.name, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: result.name }).waitFor()
    expect(new URL(page.url()).pathname).toBe(result.path)
    expect(await page.title()).toContain(result.name)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(result.name)
    // the searched period with its availability
    await page.getByText(/^Your period:/).waitFor()
    await page.locator('.period-note').getByText('Available').waitFor()
    // facts, gallery, side enquiry, sections
    await page.getByText(`${result.bedrooms} bedrooms`).first().waitFor()
    await page.getByRole('button', { name: /Show all \d+ photos/ }).waitFor()
    await page.locator('.enquiry-aside').waitFor()
    for (const section of ['General information', 'Services by service level', 'Availabilities', 'Location', 'Terms']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor()
    }
    // seasons
    await page.locator('.stays-table tbody tr').first().waitFor()
    const winterFirst = await firstPeriod(page)
    expect(winterFirst).toMatch(/(Nov|Dec|Jan|Feb|Mar|Apr)/)
    await page.getByRole('radio', { name: /Summer/ }).check({ force: true })
    await expect.poll(() => firstPeriod(page)).toMatch(/(May|Jun|Jul|Aug|Sep|Oct)/)
    await page.getByRole('radio', { name: /Winter/ }).check({ force: true })
    await expect.poll(() => firstPeriod(page)).toBe(winterFirst)
    // terms in English
    const terms = page.locator('#terms')
    await terms.getByRole('heading', { name: 'Cancellation' }).waitFor()
    expect(await terms.textContent()).toMatch(/prior to arrival/)
    expect(await terms.textContent()).toMatch(/Security deposit/)
    // ... and in German
    await page.getByRole('button', { name: 'Deutsch' }).first().click()
    await terms.getByRole('heading', { name: 'Stornierung' }).waitFor()
    expect(await terms.textContent()).toMatch(/vor Anreise/)
    await page.getByRole('heading', { level: 2, name: 'Verfügbarkeiten' }).waitFor()
    await page.getByRole('radio', { name: /Sommer/ }).waitFor()
    await page
      .locator('.breadcrumb')
      .getByRole('link', { name: /^\S+ in Frankreich$/ })
      .waitFor()
    // the catalogue's vocabulary too: Courchevel's airport is Geneva
    await page.getByText('Flughafen Genf', { exact: true }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('shows the period of a link only when both dates are real calendar dates in order', async () => {
    const week = await saturdayWeek(baseUrl)
    const path = week.answer.results[0]!.path
    const year = Number(week.checkIn.slice(0, 4)) + 1
    const context = await newContext(browser, PHONE)
    logPageErrors(context)
    const page = await context.newPage()
    // 31 February is no date: the page shows no period rather than a made-up one
    await page.goto(`${consumer}${path}?checkIn=${year}-02-20&checkOut=${year}-02-31`)
    await page.getByRole('heading', { level: 2, name: 'Availabilities' }).waitFor()
    await page.locator('.stays-table tbody tr').first().waitFor()
    expect(await page.locator('.period-note').count()).toBe(0)
    // the same link with a real check-out shows it
    await page.goto(`${consumer}${path}?checkIn=${year}-02-20&checkOut=${year}-02-27`)
    await page.getByText(/^Your period:/).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('loads the map only when it is scrolled into view', async () => {
    const week = await saturdayWeek(baseUrl)
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    const mapRequests: string[] = []
    page.on('request', (request) => {
      if (/property-map|maplibre/.test(request.url())) mapRequests.push(request.url())
    })
    await page.goto(`${consumer}${week.answer.results[0]!.path}`)
    await acceptCookies(page)
    await page.getByRole('heading', { level: 2, name: 'Location' }).waitFor()
    await page.waitForTimeout(500)
    expect(mapRequests).toEqual([])
    await page.getByText('Loading map...').waitFor()
    await page.locator('#location').scrollIntoViewIfNeeded()
    await page
      .locator('#location .maplibregl-canvas, #location .property-map__failed')
      .first()
      .waitFor({ timeout: 30_000 })
    expect(mapRequests.length).toBeGreaterThan(0)
    await page.locator('#location').getByText('Ski lift').waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('keeps the whole side column reachable on a laptop screen: no box that scrolls inside, its bottom sticks on screen', async () => {
    const week = await saturdayWeek(baseUrl)
    const context = await newContext(browser, { viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${consumer}${week.answer.results[0]!.path}`)
    const side = page.locator('.property-layout__side')
    await side.waitFor()
    const box = () =>
      side.evaluate((el) => ({
        scroll: el.scrollHeight,
        client: el.clientHeight,
        top: el.getBoundingClientRect().top,
        bottom: el.getBoundingClientRect().bottom,
        screen: innerHeight,
      }))
    const first = await box()
    expect(first.scroll).toBe(first.client)
    // the page's end: a side column taller than the screen shows its bottom, with the form's button
    await page.locator('#terms').evaluate((el) => el.scrollIntoView({ block: 'end' }))
    await expect.poll(async () => (await box()).bottom).toBeLessThanOrEqual(900)
    const send = side.locator('form button[type="submit"]').last()
    expect(
      await send.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= innerHeight
      }),
    ).toBe(true)
    await context.close()
  })

  it('speaks German on the map too: its buttons and the gesture hint', async () => {
    const week = await saturdayWeek(baseUrl)
    const context = await newContext(browser, DESKTOP, { language: 'de' })
    const page = await context.newPage()
    await page.goto(`${consumer}${week.answer.results[0]!.path}`)
    await page.locator('#location').scrollIntoViewIfNeeded()
    await page.locator('#location').getByRole('button', { name: 'Vergrößern' }).waitFor({ timeout: 30_000 })
    expect(await page.locator('#location').getByRole('button', { name: 'Verkleinern' }).count()).toBe(1)
    expect(await page.locator('#location .maplibregl-cooperative-gesture-screen').textContent()).toContain(
      'Strg + Scrollen',
    )
    expect(
      await page
        .locator('#location')
        .getByText(/Ctrl|Zoom in/)
        .count(),
    ).toBe(0)
    await context.close()
  })

  it('on a phone: sticky enquire button and short season names', async () => {
    const week = await saturdayWeek(baseUrl)
    const result = week.answer.results[0]!
    const context = await newContext(browser, PHONE, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(`${consumer}${result.path}`)
    await acceptCookies(page)
    const enquire = page.locator('.sticky-enquire').getByRole('link', { name: 'Enquire now' })
    await enquire.waitFor()
    expect(await enquire.getAttribute('href')).toBe(`${result.path}/enquire-now`)
    expect(await page.locator('.enquiry-aside').count()).toBe(0)
    await page.locator('.season-selector__short').first().waitFor()
    expect(await page.locator('.season-selector__short').first().textContent()).toBe('Winter')
    // the long name stays for screen readers, visually hidden (1 px)
    expect((await page.locator('.season-selector__long').first().boundingBox())?.width).toBeLessThanOrEqual(1)
    const overflow = await horizontalOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
    // opening and closing the enquiry dialog keeps the page where the visitor had scrolled to
    await page.locator('#terms').scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(400)
    // the back-to-top button rides above the bar, whose buttons stay on one line each
    const top = page.getByRole('button', { name: 'Back to top' })
    await top.waitFor()
    const [topBox, barBox] = [await top.boundingBox(), await page.locator('.sticky-enquire').boundingBox()]
    expect(topBox!.y + topBox!.height).toBeLessThanOrEqual(barBox!.y)
    for (const button of await page.locator('.sticky-enquire a').all())
      expect((await button.boundingBox())!.height).toBeLessThan(60)
    await enquire.click()
    await page.getByRole('dialog').waitFor()
    expect(new URL(page.url()).pathname).toBe(`${result.path}/enquire-now`)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50)
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(result.path)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50)
    // from a search with a period, the sticky button's form starts with that period
    const period = new URLSearchParams({ checkIn: week.checkIn, checkOut: week.checkOut })
    await page.goto(`${consumer}${result.path}?${period}`)
    await enquire.waitFor()
    expect(await enquire.getAttribute('href')).toBe(`${result.path}/enquire-now?${period}`)
    await enquire.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getByLabel('Check-in', { exact: true }).inputValue()).toBe(week.checkIn)
    expect(await dialog.getByLabel('Check-out', { exact: true }).inputValue()).toBe(week.checkOut)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('shows an unknown property as a helpful page', async () => {
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(`${consumer}/chalets/france/courchevel-1850/no-such-chalet`)
    await page.getByRole('heading', { name: 'This residence is not in our collection' }).waitFor()
    await context.close()
  })
})

describe('property page (B2B)', () => {
  /** The first property of a Saturday week's search, on the business brand, cookies accepted. */
  async function openFirstProperty(size: BrowserContextOptions) {
    const week = await saturdayWeek(baseUrl)
    const context = await newContext(browser, size, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}${week.answer.results[0]!.path}`)
    await acceptCookies(page)
    return { context, page }
  }

  it('shows the accordion sections and the booking actions', async () => {
    const { context, page } = await openFirstProperty(DESKTOP)
    const sections = [
      'General',
      'Information',
      'Location',
      'Distances',
      'Highlights',
      'Included services',
      'Equipment',
      'Floor plans',
      'Availabilities',
      'Terms',
    ]
    for (const name of sections) await page.getByRole('button', { name, exact: true }).waitFor()
    await page.getByRole('button', { name: 'Terms', exact: true }).click()
    await page.getByRole('heading', { name: 'Cancellation' }).waitFor()
    // the keyboard moves between the section headings (Radix's item collection, decision 074)
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    await page.getByRole('button', { name: 'General', exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Information')
    await page.keyboard.press('End')
    expect(await focused()).toBe('Terms')
    await page.keyboard.press('Home')
    expect(await focused()).toBe('General')
    await page.getByRole('link', { name: 'Book now' }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('on a phone, shows the availability table below the fold when it is scrolled to, and it answers a tap', async () => {
    const { context, page } = await openFirstProperty(PHONE)
    await page.waitForFunction(() => document.documentElement.dataset.render === 'hydrated')
    // the open panel starts far below the first screen; scrolled to, it is laid out and answers
    const panel = page.getByRole('region', { name: 'Availabilities' })
    const table = panel.getByRole('table')
    expect(await panel.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true)
    await table.scrollIntoViewIfNeeded()
    await expect.poll(async () => (await table.boundingBox())?.height ?? 0).toBeGreaterThan(100)
    const firstPeriod = await table.getByRole('row').nth(1).textContent()
    await panel.getByText('Summer', { exact: true }).tap()
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).not.toBe(firstPeriod)
    expect(context.errors).toEqual([])
    await context.close()
  })
})
