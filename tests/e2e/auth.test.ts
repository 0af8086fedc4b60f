import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { startServer } from './support/server.ts'
import { signIn, storedUser, submitLogin, waitForHotelSearch } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
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
const onProvider = (page: Page) => new URL(page.url()).pathname.startsWith('/oidc/')

/**
 * What docs/product/sign-in-and-roles.md#access-types allows each
 * role: its menu, and whether /hotels (agentDashboard) opens.
 */
const ROLES = [
  { key: 'agent', menu: ['Dashboard', 'Hotels', 'Enquiries', 'Agency'], hotels: true, helpCentre: true },
  {
    key: 'supervisorAgent',
    menu: ['Hotels', 'Team Dashboard', 'Supervisor Dashboard'],
    hotels: true,
    helpCentre: true,
  },
  {
    key: 'admin',
    menu: ['Dashboard', 'Hotels', 'Admin Dashboard'],
    hotels: true,
    helpCentre: true,
  },
  { key: 'amex_lifestyleAgent', menu: ['Dashboard', 'Enquiries'], hotels: false, helpCentre: true },
  // the Help Centre is for the partner roles: a customer or an operator would be turned away
  { key: 'customer', menu: ['Home', 'Destinations', 'Search', 'Enquire now'], hotels: false, helpCentre: false },
  {
    key: 'operator',
    menu: ['Properties and stays', 'Home', 'Destinations', 'Search', 'Enquire now'],
    hotels: false,
    helpCentre: false,
  },
] as const

describe('sign-in through the real login page, per role', () => {
  for (const role of ROLES) {
    it(`${role.key}: sees its menu, and /hotels ${role.hotels ? 'opens' : 'sends it back to sign-in'}`, async () => {
      const account = demoAccount(role.key)
      const context = await newContext(browser, DESKTOP)
      const page = await context.newPage()
      await signIn(page, baseUrl, account.email, '/user')
      await page.getByRole('heading', { level: 1, name: `${account.firstName} ${account.lastName}` }).waitFor()
      await expect.poll(() => navEntries(page)).toEqual(role.menu)
      expect(await page.locator('header').getByRole('link', { name: 'Help Centre' }).count()).toBe(
        role.helpCentre ? 1 : 0,
      )

      await page.goto(`${baseUrl}/hotels`)
      if (role.hotels) {
        await waitForHotelSearch(page, account.firstName!)
        expect(new URL(page.url()).pathname).toBe('/hotels')
      } else {
        // redirected to sign-in: the login form asks for an account that may open the page
        await expect.poll(() => onProvider(page), { timeout: 20_000 }).toBe(true)
        await page.locator('#email').waitFor()
      }
      expect(context.errors).toEqual([])
      await context.close()
    })
  }

  it.each([
    ['agent', '/hotels'],
    ['amex_lifestyleAgent', '/partner/dashboard'],
    ['customer', '/'],
  ] as const)(
    '%s: signing in from the landing ends on its start page (%s), with no second sign-in',
    async (key, start) => {
      const account = demoAccount(key)
      const context = await newContext(browser, DESKTOP)
      const page = await context.newPage()
      await page.goto(baseUrl)
      await page.getByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' }).waitFor()
      await page.goto(`${baseUrl}/signin?returnTo=%2F`)
      await submitLogin(page, account.email)
      await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && url.pathname === start, {
        timeout: 20_000,
      })
      if (start === '/')
        await page.getByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' }).waitFor()
      else
        await page
          .locator('header')
          .getByText(new RegExp(`\\b${account.firstName}\\b`))
          .first()
          .waitFor()
      await page.waitForTimeout(1000)
      expect(new URL(page.url()).pathname).toBe(start)
      expect(await page.locator('#email').count()).toBe(0)
      expect(await page.getByText('Your account cannot open this page').count()).toBe(0)
      expect(context.errors).toEqual([])
      await context.close()
    },
  )

  it('does not loop: a role that comes back still not allowed is told so', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/hotels`)
    await submitLogin(page, demoAccount('customer').email)
    // back from the sign-in /hotels asked for, still not allowed: no second round trip
    await page.getByRole('heading', { name: 'Your account cannot open this page' }).waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/hotels')
    await page.getByRole('button', { name: 'Sign in again' }).waitFor()
    await context.close()
  })

  it.each([
    [
      'agent',
      '/partner/dashboard/admin',
      'en',
      'This page is for administrators. Sign in with another account to open it.',
    ],
    [
      'agent',
      '/partner/dashboard/supervisor',
      'en',
      'This page is for supervisors and administrators. Sign in with another account to open it.',
    ],
    [
      'amex_lifestyleAgent',
      '/hotels',
      'en',
      'This page is for the agents, supervisors and administrators of a registered agency. Sign in with another account to open it.',
    ],
    [
      'customer',
      '/partner/dashboard',
      'de',
      'Diese Seite ist für die Partner einer registrierten Agentur. Melden Sie sich mit einem anderen Konto an, um sie zu öffnen.',
    ],
  ] as const)('tells an %s turned away from %s (%s) whom the page is for', async (key, path, language, reason) => {
    const context = await newContext(browser, DESKTOP, { language })
    const page = await context.newPage()
    await page.goto(`${baseUrl}${path}`)
    await submitLogin(page, demoAccount(key).email)
    await page
      .getByRole('heading', {
        name: language === 'de' ? 'Ihr Konto kann diese Seite nicht öffnen' : 'Your account cannot open this page',
      })
      .waitFor({ timeout: 20_000 })
    await page.getByText(reason).waitFor()
    expect(await page.getByText('travel agents of a registered agency').count()).toBe(0)
    await context.close()
  })

  it('returns to the location that asked for sign-in, query included', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/hotels?from=mail`)
    await page.getByText('Redirecting to sign-in...').or(page.locator('#email')).first().waitFor()
    await submitLogin(page, demoAccount('agent').email)
    await page.waitForURL(`${baseUrl}/hotels?from=mail`, { timeout: 20_000 })
    await waitForHotelSearch(page, 'Sophie')
    // a signed-in user who opens "/" goes to /hotels
    await page.goto(baseUrl)
    await page.waitForURL(`${baseUrl}/hotels`)
    await context.close()
  })

  it('shows the message on a wrong password and keeps the e-mail', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/signin?returnTo=/user`)
    await submitLogin(page, demoAccount('operator').email, 'not-the-password')
    await page.getByText('The e-mail address or password is not correct.').waitFor()
    expect(await page.inputValue('#email')).toBe(demoAccount('operator').email)
    expect(await storedUser(page)).toBeNull()
    await context.close()
  })
})

describe('agency and onboarding', () => {
  it('sends a user without an agency from a business page to register one on /onboarding', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('noAgency').email, '/hotels')
    await page.waitForURL(`${baseUrl}/onboarding`, { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Register your agency' }).waitFor()
    await page.getByText(/You are not registered in a travel agency yet/).waitFor()
    await context.close()
  })

  it('sends a user with unfinished onboarding to /onboarding, with a way to sign out', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/hotels`)
    await submitLogin(page, demoAccount('onboarding').email)
    await page.waitForURL(`${baseUrl}/onboarding`, { timeout: 20_000 })
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Luxury Distribution System' }).waitFor()
    await page.getByRole('button', { name: 'Sign me out for now' }).click()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 })
    expect(await storedUser(page)).toBeNull()
    await context.close()
  })

  it('applies the corporate design of the agency to the document root', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(baseUrl)
    const root = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim())
    expect(['rgb(18, 32, 32)', '#122020']).toContain(await root())
    await signIn(page, baseUrl, demoAccount('corporateDesignAgent').email, '/hotels')
    await waitForHotelSearch(page, 'Camille')
    // Belvedere Voyages: main #0b3d5c, accent #d4af37; light2 and hover derived
    await expect.poll(root).toBe('rgb(11, 61, 92)')
    const vars = await page.evaluate(() =>
      ['--color-light1', '--color-light2', '--color-hover'].map((name) =>
        getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
      ),
    )
    expect(vars).toEqual(['rgb(212, 175, 55)', 'rgb(231, 236, 239)', 'rgb(6, 31, 46)'])
    await context.close()
  })

  it('gives the American-card-company agent its theme', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('amexAgent').email, '/hotels')
    await waitForHotelSearch(page, 'James')
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim()),
      )
      .toBe('rgb(22, 22, 24)')
    await context.close()
  })
})

describe('sessions', () => {
  it('stays signed in across a server restart', async () => {
    let server = await startServer()
    const { dataDir, port } = server
    try {
      const context = await newContext(browser, DESKTOP)
      const page = await context.newPage()
      await signIn(page, server.url, demoAccount('agent').email, '/hotels')
      await waitForHotelSearch(page, 'Sophie')
      await server.stop()
      server = await startServer({ dataDir, port })
      await page.reload()
      await waitForHotelSearch(page, 'Sophie')
      // and the refresh token still renews the session after the restart
      const before = (await storedUser(page))!
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!
        const user = JSON.parse(localStorage.getItem(key)!)
        localStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 5 }))
      })
      await page.goto(`${server.url}/user`)
      await page.getByRole('heading', { level: 1, name: 'Sophie Laurent' }).waitFor()
      // renewed with the refresh token (a provider that is briefly unreachable is retried after 30 s)
      await expect
        .poll(async () => (await storedUser(page))?.access_token, { timeout: 60_000, interval: 500 })
        .not.toBe(before.access_token)
      expect((await storedUser(page))!.expires_at).toBeGreaterThan(Date.now() / 1000)
      expect(context.errors).toEqual([])
      await context.close()
    } finally {
      await server.stop()
    }
  })
})
