import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { violations } from './support/axe.ts'
import { signIn } from './support/sign-in.ts'

/**
 * The properties' back-office (docs/product/extranet.md#property-screens): the demo operator reaches its properties
 * from its menu, adds a winter week with a rate in the browser, and a visitor's storefront search for that week finds
 * it with that price; on a phone, in German, a season over the same week is refused with the overlap said beside
 * the form, and nothing is added.
 */
const baseUrl = inject('baseUrl')
const OPERATOR = demoAccount('operator').email
let browser: Browser
let token: string
let chalet: { id: string; name: string; city: string }
let level: string
beforeAll(async () => {
  browser = await launchBrowser()
  token = await agentToken(baseUrl, OPERATOR)
  const { properties } = await api<{
    properties: { id: string; name: string; city: string; priceFrom: number | null }[]
  }>('/extranet/properties')
  // one with weeks of its own (not "on request" only) and not a demo property other tests book
  chalet = properties.find((p) => p.priceFrom !== null && !p.name.startsWith('LDS'))!
  level = (await api<{ property: { serviceLevels: string[] } }>(`/extranet/properties/${chalet.id}/stays`)).property
    .serviceLevels[0]!
})
afterAll(async () => {
  await browser?.close()
})

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return (await res.json()) as T
}

// a winter week far ahead, where the seed has no stays: the first Saturday of 2034 (7 January) to the next
const WEEK = { checkIn: '2034-01-07', checkOut: '2034-01-14' }
const RATE = 31_234

describe('properties and stays', () => {
  it('desktop: the operator adds a winter week with a rate; the storefront search for that week finds it', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    // from the operator's menu, once the page it came back to has settled
    await signIn(page, baseUrl, OPERATOR, '/search')
    await page.getByText(/^Results: \d+$/).waitFor({ timeout: 20_000 })
    await page.getByRole('navigation').getByRole('link', { name: 'Properties and stays' }).first().click()
    await page.waitForURL(`${baseUrl}/partner/extranet/properties`)
    await page.getByLabel('Search by name').fill(chalet.name)
    await page.getByRole('link', { name: chalet.name, exact: true }).click()
    const add = page.getByRole('form', { name: 'Add a stay' })
    await add.getByLabel('Check-in', { exact: true }).fill(WEEK.checkIn)
    await add.getByLabel('Check-out', { exact: true }).fill(WEEK.checkOut)
    await add
      .getByLabel(/^Rate /)
      .first()
      .fill(String(RATE))
    await add.getByRole('button', { name: 'Add the stay' }).click()
    await page.getByRole('listitem', { name: '7 Jan – 14 Jan 2034' }).waitFor({ timeout: 15_000 })

    const visitor = await newContext(browser, DESKTOP)
    const search = await visitor.newPage()
    const query = new URLSearchParams({ city: chalet.city, ...WEEK, flexible: 'false' })
    await search.goto(`${baseUrl}/search?${query}`)
    // the storefront shows the week's price in euros (converted from the property's currency), for the stay
    const found = await fetch(`${baseUrl}/api/property-search?${query}`)
    const result = ((await found.json()) as { results: { _id: string; price: number | null }[] }).results.find(
      (r) => r._id === chalet.id,
    )
    expect(result?.price).toBeGreaterThan(RATE * 0.5)
    const digits = String(result!.price).replace(/(\d)(?=(\d{3})+$)/g, '$1\\D?')
    const card = search
      .getByRole('article', { name: chalet.name })
      .filter({ hasText: new RegExp(`${digits} for your stay`) })
    await card.waitFor({ timeout: 20_000 })
    expect(context.errors).toEqual([])
    expect(visitor.errors).toEqual([])
    await Promise.all([context.close(), visitor.close()])
  }, 120_000)

  it('phone, German: a season over that week is refused, the overlap said beside the form; nothing is added', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, OPERATOR, `/partner/extranet/properties/${chalet.id}`)
    const season = page.getByRole('form', { name: 'Eine Saison füllen' })
    await season.getByLabel('Saison von').fill('2034-01-01')
    await season.getByLabel('Saison bis').fill('2034-01-31')
    await season
      .getByLabel(/^Preis /)
      .first()
      .fill('25000')
    await season.getByRole('button', { name: 'Vorschau' }).click()
    await season.getByText('3 Wochen würden hinzugefügt. 1 davon überschneidet sich').waitFor({ timeout: 15_000 })
    await season.getByRole('button', { name: 'Übernehmen' }).click()
    const refusal = season.getByRole('alert')
    await refusal.waitFor({ timeout: 15_000 })
    expect(await refusal.textContent()).toBe(
      'Die Woche ab 7. Jan. 2034: Dieser Zeitraum überschneidet sich mit dem Aufenthalt vom 7. Jan. 2034 bis 14. Jan. 2034: Ändern oder entfernen Sie zuerst diesen Aufenthalt',
    )
    expect(await season.getByLabel('Saison von').inputValue()).toBe('2034-01-01')
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await violations(page)).toEqual([])
    const { stays } = await api<{ stays: { checkIn: string; rates: Record<string, number | null> }[] }>(
      `/extranet/properties/${chalet.id}/stays`,
    )
    expect(stays.filter((s) => s.checkIn.startsWith('2034-01'))).toEqual([
      expect.objectContaining({ checkIn: WEEK.checkIn, rates: expect.objectContaining({ [level]: RATE }) }),
    ])
    expect(context.errors).toEqual([])
    await context.close()
  }, 120_000)
})
