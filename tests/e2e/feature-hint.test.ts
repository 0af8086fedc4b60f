import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { signIn, waitForHotelSearch } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const KEY = 'lds.feature-hint.global-search'
const DAY = 86_400_000
const hint = (page: Page) => page.getByRole('note', { name: 'Tip: the search at the top' })
const remember = (page: Page, memory: { lastUsedAt?: number; dismissedAt?: number }) =>
  page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, JSON.stringify(memory)])

describe('the feature hint: the global search', () => {
  it('desktop: shown to a newcomer, resting once the search is used, back after 30 days without use', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/hotels')
    await waitForHotelSearch(page, 'Sophie')
    await hint(page).waitFor()

    // using the global search (a suggestion chosen) puts the hint to rest
    const box = page.getByRole('combobox', { name: 'Search destinations, hotels and properties' })
    await box.fill('Zermatt')
    // the header's suggestion (the hotel search's destination select has a Zermatt option too)
    await page
      .getByRole('banner')
      .getByRole('option', { name: /^Zermatt/ })
      .first()
      .click()
    await expect.poll(() => hint(page).count()).toBe(0)
    await page.reload()
    await waitForHotelSearch(page, 'Sophie')
    expect(await hint(page).count()).toBe(0)

    // last used 29 days ago: still resting; 31 days ago: shown again
    await remember(page, { lastUsedAt: Date.now() - 29 * DAY })
    await page.reload()
    await waitForHotelSearch(page, 'Sophie')
    expect(await hint(page).count()).toBe(0)
    await remember(page, { lastUsedAt: Date.now() - 31 * DAY })
    await page.reload()
    await hint(page).waitFor()
    await context.close()
  })

  it('phone, German: "Verstanden" puts the hint away, also after a reload', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/hotels')
    const note = page.getByRole('note', { name: 'Tipp: die Suche ganz oben' })
    await note.waitFor()
    await note.getByRole('button', { name: 'Verstanden' }).click()
    await expect.poll(() => note.count()).toBe(0)
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.getByRole('combobox').first().waitFor()
    expect(await note.count()).toBe(0)
    await context.close()
  })
})
