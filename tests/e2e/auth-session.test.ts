import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { SESSION_HINT_COOKIE } from '#domain/http/opener-policy.ts'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { signIn, storedUser, submitLogin, waitForHotelSearch } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('sign-out', () => {
  it('signs out in one tab and every other open tab follows', async () => {
    const context = await newContext(browser, DESKTOP)
    const first = await context.newPage()
    await signIn(first, baseUrl, demoAccount('agent').email, '/user')
    const second = await context.newPage()
    await second.goto(`${baseUrl}/hotels`)
    await waitForHotelSearch(second, 'Sophie')

    await first.getByRole('button', { name: 'Sign out' }).click()
    // the provider ends its session and comes back to the site's root, signed out
    await first.waitForURL((url) => url.origin === baseUrl && url.pathname === '/', { timeout: 20_000 })
    await first.locator('header').getByRole('button', { name: 'Sign in' }).waitFor()
    // the other tab: signed out at once, told so, with a way back in
    await second.getByRole('heading', { name: 'You have been signed out' }).waitFor()
    await second.getByRole('button', { name: 'Sign in again' }).waitFor()
    await second.locator('header').getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await storedUser(second)).toBeNull()
    // nothing signed-in stays behind: the persisted query cache is gone
    expect(await second.evaluate(() => localStorage.getItem('lds.current-user'))).toBeNull()
    // and the provider session is over: signing in asks for the password again
    await second.goto(`${baseUrl}/hotels`)
    await second.locator('#email').waitFor({ timeout: 20_000 })
    await context.close()
  })
})

describe('failures get a message and a way forward', () => {
  it('a revoked or forged token: the session ends, and signing in again returns to the page', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/hotels')
    await waitForHotelSearch(page, 'Sophie')
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!
      const user = JSON.parse(localStorage.getItem(key)!)
      const [head, body] = (user.access_token as string).split('.')
      localStorage.setItem(key, JSON.stringify({ ...user, access_token: `${head}.${body}.forged-signature` }))
    })
    await page.goto(`${baseUrl}/hotels?tab=saved`)
    await page.getByRole('heading', { name: 'Your session has ended' }).waitFor()
    await page.getByRole('button', { name: 'Sign in again' }).click()
    // the provider still knows the browser, or asks for the password: either way back to the page
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/') || url.pathname === '/hotels', { timeout: 20_000 })
    if (new URL(page.url()).pathname.startsWith('/oidc/')) await submitLogin(page, demoAccount('agent').email)
    await page.waitForURL(`${baseUrl}/hotels?tab=saved`, { timeout: 20_000 })
    await waitForHotelSearch(page, 'Sophie')
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('an expired session that cannot be renewed says so on a page without sign-in', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/user')
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!
      const user = JSON.parse(localStorage.getItem(key)!)
      localStorage.setItem(
        key,
        JSON.stringify({ ...user, refresh_token: undefined, expires_at: Math.floor(Date.now() / 1000) - 60 }),
      )
    })
    await page.goto(`${baseUrl}/about`)
    await page.getByRole('alert').filter({ hasText: 'Your session has ended' }).waitFor()
    await page.getByRole('alert').getByRole('button', { name: 'Sign in again' }).waitFor()
    await context.close()
  })

  it('a provider that cannot be reached: a clear message, never a blank page', async () => {
    const context = await newContext(browser, DESKTOP)
    await context.route('**/oidc/**', (route) => route.abort('connectionrefused'))
    const page = await context.newPage()
    await page.goto(`${baseUrl}/hotels`)
    await page.getByRole('heading', { name: 'The sign-in service cannot be reached' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Sign in again' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/hotels')
    await context.close()
  })

  it('a refused sign-in on the callback: a message and sign in again', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/oidc-callback?error=access_denied&state=unknown`)
    await page.getByRole('heading', { name: 'Sign-in could not be completed' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Sign in again' }).waitFor()
    await context.close()
  })
})

describe('the opener policy follows the session (docs/decisions/073-opener-policy-where-a-session-is.md)', () => {
  it("a window of another site keeps its handle on an anonymous visitor's public page, never on a signed-in agent's, nor on a business page", async () => {
    const context = await newContext(browser, DESKTOP)
    // a window of another origin (about:blank) opens our pages, as a search result or a partner site would
    const other = await context.newPage()
    const openedKeepsOpener = async (path: string): Promise<boolean> => {
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        other.evaluate((url) => void window.open(url), `${baseUrl}${path}`),
      ])
      await popup.waitForLoadState('domcontentloaded')
      await popup.waitForURL((url) => url.origin === baseUrl, { timeout: 20_000 })
      const kept = await popup.evaluate(() => window.opener !== null)
      await popup.close()
      return kept
    }
    const hint = async () =>
      (await context.cookies(baseUrl)).find((cookie) => cookie.name === SESSION_HINT_COOKIE)?.value

    expect(await openedKeepsOpener('/')).toBe(true)
    expect(await openedKeepsOpener('/hotels')).toBe(false)
    expect(await hint()).toBeUndefined()

    const agent = await context.newPage()
    await signIn(agent, baseUrl, demoAccount('agent').email, '/user')
    await agent.getByRole('button', { name: 'Sign out' }).waitFor()
    expect(await hint()).toBe('1')
    expect(await openedKeepsOpener('/')).toBe(false)
    expect(await openedKeepsOpener('/chalets/france/courchevel')).toBe(false)

    await agent.getByRole('button', { name: 'Sign out' }).click()
    await agent.waitForURL((url) => url.origin === baseUrl && url.pathname === '/', { timeout: 20_000 })
    await agent.locator('header').getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await hint()).toBeUndefined()
    expect(await openedKeepsOpener('/')).toBe(true)
    await context.close()
  })
})
