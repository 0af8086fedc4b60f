import type { Page } from 'playwright-core'
import { DEMO_PASSWORD } from '#server/auth/demo-accounts.ts'

/** Fills the provider's login page (the browser must be on it) and submits. */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.locator('#email').waitFor({ timeout: 20_000 })
  await page.fill('#email', email)
  await page.fill('#password', password)
  await page.click('form.auth__form button[type="submit"]')
}

/**
 * Signs in through the real login page: /signin?returnTo=… sends the browser to the provider,
 * the form is submitted, and the app comes back to `returnTo`.
 */
export async function signIn(page: Page, baseUrl: string, email: string, returnTo = '/user'): Promise<void> {
  await page.goto(`${baseUrl}/signin?returnTo=${encodeURIComponent(returnTo)}`)
  await submitLogin(page, email)
  const path = returnTo.split('?')[0]!
  await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && url.pathname === path, { timeout: 20_000 })
}

/** The stored oidc-client-ts user of this page's origin (null when signed out). */
export function storedUser(
  page: Page,
): Promise<{ access_token: string; refresh_token?: string; expires_at: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))
    return key ? JSON.parse(localStorage.getItem(key)!) : null
  })
}

/** The hotel search (/hotels) has opened for the signed-in person whose first name is `firstName` (their name is in the header). */
export async function waitForHotelSearch(page: Page, firstName: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Find the hotel for your client' }).waitFor()
  await page
    .locator('header')
    .getByText(new RegExp(`\\b${firstName}\\b`))
    .first()
    .waitFor()
}
