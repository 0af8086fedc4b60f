import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'
import { COURCHEVEL, logPageErrors, saturdayWeek } from './support/storefront-data.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'

const baseUrl = inject('baseUrl')
const consumer = `http://chalets.lds.test:${inject('basePort')}`
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Where #pageContent's top is on screen, in CSS px (80 when the page scrolled to it minus the header). */
const pageContentTop = (page: Page) =>
  page.evaluate(() => document.getElementById('pageContent')?.getBoundingClientRect().top ?? Number.NaN)

/** Waits until the window stops scrolling (the same scroll position for 300 ms). */
async function scrollSettled(page: Page): Promise<number> {
  let last = -1
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY)
    if (y === last) return y
    last = y
    await page.waitForTimeout(300)
  }
  return last
}

describe('scrolling on navigation (docs/product/routes-and-redirects.md#scrolling-on-navigation)', () => {
  it("the search's submit from the landing lands on the results (#pageContent minus 80 px), and stays there", async () => {
    const week = await saturdayWeek(baseUrl)
    const context = await newContext(browser, DESKTOP)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.getByRole('search', { name: 'Search properties' }).waitFor()
    await page.getByLabel('Destination', { exact: true }).selectOption(COURCHEVEL)
    await page.getByLabel('Check-in', { exact: true }).fill(week.checkIn)
    await page.getByLabel('Check-out', { exact: true }).fill(week.checkOut)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/\/search\?/)
    await page.getByText(`Results: ${week.answer.count}`, { exact: true }).waitFor()
    const y = await scrollSettled(page)
    expect(y).toBeGreaterThan(0)
    expect(Math.abs((await pageContentTop(page)) - 80)).toBeLessThanOrEqual(2)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('an ordinary link goes to the top of the next page', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/chalets/france/courchevel`)
    await page.locator('.destination-page__list article').first().waitFor()
    await page.evaluate(() => window.scrollTo(0, 600))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    // clicked where it is (a click by the test would first scroll the link into view)
    await page
      .locator('.destination-page__cities a')
      .first()
      .evaluate((link: HTMLElement) => link.click())
    await page.waitForURL(/\/chalets\/france\/courchevel-\d+$/)
    await page.locator('.destination-page__list article').first().waitFor()
    expect(await scrollSettled(page)).toBe(0)
    await context.close()
  })
})

describe('a destination list that fails to load', () => {
  it('shows its own failure state with a retry, not the crash screen, and sends no crash report', async () => {
    const context = await newContext(browser, DESKTOP)
    logPageErrors(context)
    const page = await context.newPage()
    const mails: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/mailer')) mails.push(request.postData() ?? '')
    })
    // Courchevel's list links to its four resorts (Courchevel 1300 … 1850)
    await page.goto(`${baseUrl}/chalets/france/courchevel`)
    const cityLink = page.locator('.destination-page__cities a').first()
    await cityLink.waitFor()
    // the city's list answers 503 (a server restarting) until the visitor retries
    let failing = true
    await page.route(/\/api\/destinations\/chalets\/france\/courchevel-\d+/, (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' })
        : route.continue(),
    )
    await cityLink.click()
    const failure = page.getByRole('alert').filter({ hasText: 'the properties could not be loaded' })
    await failure.waitFor({ timeout: 20_000 })
    expect(await page.getByText('Ooops').count()).toBe(0)
    failing = false
    await failure.getByRole('button', { name: 'Try again' }).click()
    await page.locator('.destination-page__list article').first().waitFor()
    expect(await failure.count()).toBe(0)
    await page.waitForTimeout(500)
    expect(mails.filter((body) => body.includes('Frontend Crashed'))).toEqual([])
    await context.close()
  })
})

describe('toasts (docs/product/chrome-and-navigation.md#toasts)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'the contact form says "Message sent successfully" in a toast bottom right, paused while hovered (%s)',
    async (_name, size) => {
      const context = await newContext(browser, size)
      logPageErrors(context)
      const page = await context.newPage()
      await page.goto(`${baseUrl}/contact`)
      const form = page.locator('form.contact-form')
      await form.getByLabel('Name', { exact: true }).fill('Anna Meier')
      await form.getByLabel('Email', { exact: true }).fill('anna.meier@example.com')
      await form.getByLabel('Message', { exact: true }).fill('A chalet for ten in Verbier at Easter?')
      await form.getByRole('button', { name: 'Send message' }).click()
      const toaster = page.getByRole('status', { name: 'Notifications' })
      const toast = toaster.getByText('Message sent successfully', { exact: true })
      await toast.waitFor()
      const box = (await toast.locator('..').boundingBox())!
      const viewport = page.viewportSize()!
      // bottom right, inside the screen
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 200)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      // hovered, it stays past its 3000 ms; left, it goes
      await toast.hover()
      await page.waitForTimeout(4000)
      expect(await toast.count()).toBe(1)
      await page.mouse.move(5, 5)
      await toast.waitFor({ state: 'detached', timeout: 5000 })
      expect(context.errors).toEqual([])
      await context.close()
    },
  )

  it("on a phone's property page a toast stays clear of the sticky enquire bar", async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    // the consumer storefront: its property page has the sticky enquire bar on phones
    await page.goto(`${consumer}/chalets/france/courchevel`)
    await page.locator('.destination-page__list article a').first().click()
    const bar = page.locator('.sticky-enquire')
    await bar.waitFor()
    // the toaster's own place, measured with a toast-sized box in it
    const toaster = page.locator('[data-toaster]')
    await toaster.evaluate((el) => {
      const probe = document.createElement('div')
      probe.className = 'toast'
      probe.textContent = 'Probe'
      el.append(probe)
    })
    const probe = (await toaster.locator('.toast').boundingBox())!
    const barBox = (await bar.boundingBox())!
    expect(probe.y + probe.height).toBeLessThanOrEqual(barBox.y)
    await context.close()
  })
})

describe('the shell while a signed-in user loads, and on the consumer host', () => {
  it("says 'Loading user...' (not 'Loading travel agency...') until the user is known", async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/user')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/current_user/, async (route) => {
      await held
      await route.continue()
    })
    // a first visit on this device: no cached answer of the current user (src/features/auth/current-user-cache.ts),
    // removed as the reloaded page starts (the page before it may still save an answer it was fetching)
    await page.addInitScript(() => localStorage.removeItem('lds.current-user'))
    await page.reload()
    await page.getByText('Loading user...', { exact: true }).waitFor()
    expect(await page.getByText('Loading travel agency...').count()).toBe(0)
    release()
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await context.close()
  })

  it('/user on the consumer host says sign-in is not offered there (no sign-in service to reach)', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${consumer}/user`)
    await page.getByRole('heading', { name: 'This page is for travel agencies' }).waitFor()
    await page.getByText('Sign-in is not available on this site.').waitFor()
    expect(new URL(page.url()).hostname).toBe('chalets.lds.test')
    await context.close()
  })

  it('leaves room after the Destinations chevron before the next menu entry (desktop)', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(baseUrl)
    const toggle = page.locator('header .nav-dropdown__toggle')
    await toggle.waitFor()
    const { gap, menuGap } = await toggle.evaluate((button) => {
      const chevron = getComputedStyle(button, '::before')
      const box = button.getBoundingClientRect()
      const chevronRight = box.right - parseFloat(chevron.right)
      const item = button.closest('li')!
      const next = item.nextElementSibling?.getBoundingClientRect()
      return {
        gap: next ? next.left - chevronRight : Number.NaN,
        menuGap: parseFloat(getComputedStyle(item.parentElement!).columnGap),
      }
    })
    // at least the gap between any two entries (it was 2 px: the chevron hung outside its button)
    expect(menuGap).toBeGreaterThan(0)
    expect(gap).toBeGreaterThanOrEqual(menuGap)
    await context.close()
  })
})
