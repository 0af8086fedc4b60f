import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AnalyticsReport } from '#domain/analytics/report.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { signIn, storedUser } from './support/sign-in.ts'
import { COURCHEVEL, logPageErrors, saturdayWeek } from './support/storefront-data.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Sent = { msg: string; data?: Record<string, unknown>; sessionId?: string; batchId?: string }

/** Every body the context posts to /api/frontendlogs (fetch or sendBeacon), entry by entry. */
async function recordFrontendLogs(context: BrowserContext): Promise<Sent[]> {
  const sent: Sent[] = []
  // routed, so a beacon's body is readable too; each request goes to the server, and counts once it is stored
  await context.route('**/api/frontendlogs', async (route) => {
    const body = JSON.parse(route.request().postDataBuffer()?.toString('utf8') || 'null') as Sent | Sent[] | null
    const response = await route.fetch()
    expect(response.status()).toBe(201)
    sent.push(...(Array.isArray(body) ? body : body ? [body] : []))
    await route.fulfill({ response })
  })
  return sent
}

/** A visitor's property search from the landing, as a person does it. */
async function searchCourchevel(page: Page) {
  const week = await saturdayWeek(baseUrl)
  await page.getByRole('search', { name: 'Search properties' }).waitFor()
  await page.getByLabel('Destination', { exact: true }).selectOption(COURCHEVEL)
  await page.getByLabel('Check-in', { exact: true }).fill(week.checkIn)
  await page.getByLabel('Check-out', { exact: true }).fill(week.checkOut)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.waitForURL(/\/search\?/)
  return week
}

async function until(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('first-party analytics', () => {
  it('sends nothing at all after the visitor declined: no tracker, no request, not even when the page is left', async () => {
    const context = await newContext(browser, DESKTOP, { cookieConsent: null })
    logPageErrors(context)
    const sent = await recordFrontendLogs(context)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.getByRole('button', { name: 'Decline' }).click()
    await searchCourchevel(page)
    // longer than the tracker's batching delay, then the page is hidden and left
    await page.waitForTimeout(6000)
    await page.goto('about:blank')
    await page.waitForTimeout(1000)
    expect(sent).toEqual([])
    await context.close()
  })

  it('after acceptance sends tracking start and the search in a batch with a session id, and no personal data', async () => {
    const context = await newContext(browser, DESKTOP, { cookieConsent: null })
    logPageErrors(context)
    const sent = await recordFrontendLogs(context)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.getByRole('button', { name: 'Accept' }).click()
    const week = await searchCourchevel(page)
    // the page is hidden (another tab, the phone locked): the waiting batch goes with sendBeacon
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/frontendlogs'))
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await beacon
    await until(() => sent.some((entry) => entry.msg === 'search'), `the search event (sent: ${JSON.stringify(sent)})`)
    const start = sent.find((entry) => entry.msg === 'tracking start')!
    expect(start).toMatchObject({ data: { path: '/' } })
    expect(start.sessionId).toMatch(/^[\w-]{20,}$/)
    // every batch names itself, so that one sent again is stored once (docs/decisions/096-analytics-batch-ids.md)
    expect(start.batchId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const search = sent.find((entry) => entry.msg === 'search')!
    expect(search).toMatchObject({
      data: { destination: COURCHEVEL, checkIn: week.checkIn, checkOut: week.checkOut },
      sessionId: start.sessionId,
    })
    expect(JSON.stringify(sent)).not.toMatch(/@|email|name|phone/i)
    await context.close()
  })

  it('shows admins the report: searches per destination and week, the funnels, the hotels searched most', async () => {
    const context = await newContext(browser, DESKTOP)
    logPageErrors(context)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('admin').email, '/partner/dashboard/admin')
    await page.getByRole('link', { name: 'See the analytics' }).click()
    await page.waitForURL(/\/partner\/dashboard\/admin\/analytics$/)
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor()
    const token = (await storedUser(page))!.access_token
    const res = await fetch(`${baseUrl}/api/admin/analytics`, { headers: { authorization: `Bearer ${token}` } })
    const report = (await res.json()) as AnalyticsReport
    const funnel = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Started' }) })
    await expect
      .poll(() => funnel.getByRole('row', { name: /^Enquiries/ }).innerText())
      .toMatch(new RegExp(`${report.enquiries.started}\\s+${report.enquiries.sent}$`))
    expect(await funnel.getByRole('row', { name: /^Bookings/ }).innerText()).toMatch(
      new RegExp(`${report.bookings.started}\\s+${report.bookings.sent}$`),
    )
    // the accepted visitor's search of the test before is counted
    const courchevel = report.searchesByWeek.find((row) => row.destination === COURCHEVEL)
    expect(courchevel?.searches).toBeGreaterThan(0)
    const weeks = page.getByRole('region', { name: 'Searches per destination and week' })
    expect(
      await weeks
        .getByRole('row', { name: new RegExp(COURCHEVEL) })
        .first()
        .innerText(),
    ).toContain(String(courchevel!.searches))
    await page.getByRole('heading', { name: 'Hotels searched most' }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })
})
