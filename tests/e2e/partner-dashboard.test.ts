import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { LeadListAnswer, LeadListItem } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { violations } from './support/axe.ts'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
const SUPERVISOR = 'supervisor@maison-voyage-prive.example'
const OTHER_AGENT = 'agent@belvedere-voyages.example'
const ADMIN = 'admin@lds.example'
/** the seed gives the lifestyle agent no lead (server/db/seed/leads.ts), and no test here makes one */
const WITHOUT_LEADS = demoAccount('amex_lifestyleAgent').email

let browser: Browser
/** the demo agent's own leads (seeded), newest first */
let own: LeadListItem[]
let propertyLead: LeadListItem

async function ownLeads(email: string): Promise<LeadListItem[]> {
  const token = await agentToken(baseUrl, email)
  const res = await fetch(`${baseUrl}/api/sales/leads?scope=own&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!res.ok) throw new Error(`GET /api/sales/leads as ${email} answered ${res.status}`)
  return ((await res.json()) as LeadListAnswer).items
}

/**
 * A property interest of the demo agent through the API, for a seed without demo leads: the first
 * property with an available stay (an interest needs no price).
 */
async function createPropertyInterest(): Promise<void> {
  const token = await agentToken(baseUrl, AGENT)
  const list = (await (await fetch(`${baseUrl}/api/properties?limit=20`)).json()) as {
    _id: string
    serviceLevels?: string[]
  }[]
  for (const property of list) {
    const { stays } = (await (await fetch(`${baseUrl}/api/properties/${property._id}/stays`)).json()) as {
      stays: { checkIn: string; checkOut: string; available: boolean; rates: Record<string, number | null> }[]
    }
    const stay = stays.find((s) => s.available && s.checkIn > new Date().toISOString().slice(0, 10))
    if (!stay) continue
    const res = await fetch(`${baseUrl}/api/sales/leads/new/property`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        _property: property._id,
        intent: 'interest',
        period: { checkInDate: stay.checkIn, checkOutDate: stay.checkOut },
        serviceLevel: Object.keys(stay.rates)[0] ?? 'Selfcatered',
        client: { firstName: 'Hélène', lastName: 'Vasseur', nationality: 'French' },
      }),
    })
    if (res.status === 201) return
  }
  throw new Error('no property takes an interest')
}

beforeAll(async () => {
  browser = await launchBrowser()
  own = await ownLeads(AGENT)
  if (!own.some((item) => item.kind === 'property')) {
    await createPropertyInterest()
    own = await ownLeads(AGENT)
  }
  propertyLead = own.find((item) => item.kind === 'property')!
})
afterAll(async () => {
  await browser?.close()
})

async function openAs(email: string, path: string, options: BrowserContextOptions, language: 'en' | 'de' = 'en') {
  const context = await newContext(browser, options, { language })
  const page = await context.newPage()
  await signIn(page, baseUrl, email, path)
  return { context, page }
}

const row = (page: Page, id: string) => page.locator(`[data-lead-id="${id}"]`)
const clientOf = (item: LeadListItem) => `${item.client.firstName} ${item.client.lastName}`

/** How far the desktop header's content runs past the page's content edge, at 1440 and 1300 px (0: it keeps to it). */
async function headerOverflow(page: Page): Promise<number[]> {
  const overflow: number[] = []
  for (const width of [1440, 1300]) {
    await page.setViewportSize({ width, height: 900 })
    await page.locator('.site-header--desktop').waitFor()
    overflow.push(
      await page.locator('.site-header__inner').evaluate((inner) => {
        const edge = inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight)
        return Math.max(0, ...[...inner.children].map((child) => Math.ceil(child.getBoundingClientRect().right - edge)))
      }),
    )
  }
  await page.setViewportSize(DESKTOP.viewport!)
  return overflow
}

describe('partner dashboards', () => {
  it('desktop, English: the agent sees the seeded leads, filters by status and opens a property lead', async () => {
    const { context, page } = await openAs(AGENT, '/partner/dashboard', DESKTOP)
    await page.getByRole('heading', { level: 1, name: 'Your leads' }).waitFor()
    const table = page.getByRole('table', { name: 'Leads' })
    await table.waitFor()
    await row(page, own[0]!._id).waitFor()
    await row(page, propertyLead._id)
      .getByRole('link', { name: clientOf(propertyLead) })
      .waitFor()
    // every kind and status shown is the agent's own: newest first
    const ids = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-lead-id')))
    expect(ids).toEqual(own.slice(0, ids.length).map((item) => item._id))
    expect(await violations(page)).toEqual([])

    // filter by status: the URL keeps it, every chip has it
    await page.getByLabel('Status').selectOption(propertyLead.status)
    await page.waitForURL((url) => url.searchParams.get('status') === propertyLead.status)
    await row(page, propertyLead._id).waitFor()
    const statuses = await table
      .locator('tbody .status-chip')
      .evaluateAll((chips) => chips.map((c) => c.getAttribute('data-status')))
    expect(new Set(statuses)).toEqual(new Set([propertyLead.status]))
    // a client that does not exist: the filtered empty state
    await page.getByLabel('Client name').fill('Zzyzx Nobody')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText('No leads match these filters.').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await page.waitForURL((url) => !url.searchParams.has('status') && !url.searchParams.has('client'))
    await row(page, own[0]!._id).waitFor()

    // open the property lead
    await row(page, propertyLead._id)
      .getByRole('link', { name: clientOf(propertyLead) })
      .click()
    await page.waitForURL((url) => url.pathname === `/partner/dashboard/property-leads/${propertyLead._id}`)
    await page.getByRole('heading', { level: 1, name: clientOf(propertyLead) }).waitFor()
    await page.getByRole('heading', { level: 2, name: propertyLead.subject.name }).waitFor()
    await page.getByRole('heading', { name: 'History' }).waitFor()
    await page.getByRole('button', { name: /PDF/ }).waitFor()
    // agents never get the operator's decisions or the card reveal
    expect(await page.getByRole('heading', { name: 'Operator decision' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Reveal card number' }).count()).toBe(0)
    // a card is only ever masked
    expect(await page.locator('#pageContent').innerText()).not.toMatch(/\d{4}[ ]?\d{4}[ ]?\d{4}/)
    expect(await violations(page)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('desktop, English: the supervisor’s team leads are one table, an agent’s rows under a title row, the columns lined up', async () => {
    const { context, page } = await openAs(SUPERVISOR, '/partner/dashboard/supervisor', DESKTOP)
    const table = page.getByRole('table', { name: 'Leads' })
    await table.waitFor()
    await row(page, propertyLead._id).waitFor()
    // one table, each agent a row group named by its title row (the seed has leads of both Maison agents)
    const groups = table.locator('tbody[aria-labelledby]')
    const titles = await table.locator('.leads-dashboard__group-title').allInnerTexts()
    expect(titles.length).toBeGreaterThanOrEqual(2)
    expect(titles).toContain(propertyLead.agent.name)
    expect(await groups.count()).toBe(titles.length)
    expect(await page.locator('.leads-dashboard__results table').count()).toBe(1)
    // the Period column starts at the same x in every group
    const periodX = await groups.evaluateAll((bodies) =>
      bodies.map((body) =>
        Math.round(body.querySelector('tr[data-lead-id] .lead-table__period')!.getBoundingClientRect().left),
      ),
    )
    expect(new Set(periodX).size).toBe(1)
    // three links, the search, the help, the languages and the name keep to the page's width
    expect(await headerOverflow(page)).toEqual([0, 0])
    expect(await violations(page)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('phone, German: the supervisor sees the agent’s lead in the team dashboard, by agent', async () => {
    const { context, page } = await openAs(SUPERVISOR, '/partner/dashboard/supervisor', PHONE, 'de')
    await page.getByRole('heading', { level: 1, name: 'Die Leads Ihres Teams' }).waitFor()
    await page.getByRole('heading', { level: 2, name: propertyLead.agent.name }).waitFor()
    const card = page.locator(`li.lead-card[data-lead-id="${propertyLead._id}"]`)
    await card.getByRole('link', { name: clientOf(propertyLead) }).waitFor()
    // one agent: the choice narrows the list
    await page.getByLabel('Agent', { exact: true }).selectOption(propertyLead.agent._id)
    await page.waitForURL((url) => url.searchParams.get('agentId') === propertyLead.agent._id)
    await card.waitFor()
    expect(await page.locator('.leads-dashboard__group-title').allInnerTexts()).toEqual([propertyLead.agent.name])
    expect(await violations(page)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('desktop, German: another agency’s agent neither lists nor opens the lead', async () => {
    const { context, page } = await openAs(OTHER_AGENT, '/partner/dashboard', DESKTOP, 'de')
    await page.getByRole('heading', { level: 1, name: 'Ihre Leads' }).waitFor()
    await page.locator('.leads-dashboard__results, .leads-dashboard__empty').first().waitFor()
    expect(await row(page, propertyLead._id).count()).toBe(0)
    await page.goto(`${baseUrl}/partner/dashboard/property-leads/${propertyLead._id}`)
    await page.getByText('Dieser Lead existiert nicht oder gehört zu einer anderen Agentur.').waitFor()
    expect(await page.getByText(clientOf(propertyLead)).count()).toBe(0)
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('desktop, English: the admin chooses an agency on the admin dashboard and sees the operator decisions', async () => {
    const { context, page } = await openAs(ADMIN, '/partner/dashboard/admin', DESKTOP)
    await page.getByRole('heading', { level: 1, name: "Every agency's leads" }).waitFor()
    // the admin's menu with the agency choice keeps to the page's width
    expect(await headerOverflow(page)).toEqual([0, 0])
    const agency = page.getByLabel('Agency', { exact: true })
    await expect.poll(() => agency.isEnabled()).toBe(true)
    await agency.selectOption({ label: propertyLead.agency.name })
    await page.waitForURL((url) => url.searchParams.get('agencyId') === propertyLead.agency._id)
    await row(page, propertyLead._id).waitFor()
    const agencies = await page.locator('tbody tr td:nth-last-child(2)').allInnerTexts()
    expect(new Set(agencies)).toEqual(new Set([propertyLead.agency.name]))
    await agency.selectOption({ label: 'Belvedere Voyages' })
    await page.waitForURL((url) => url.searchParams.get('agencyId') !== propertyLead.agency._id)
    await page.locator('.leads-dashboard__results, .leads-dashboard__empty').first().waitFor()
    await expect.poll(() => row(page, propertyLead._id).count()).toBe(0)
    expect(await violations(page)).toEqual([])

    await page.goto(`${baseUrl}/partner/dashboard/property-leads/${propertyLead._id}`)
    await page.getByRole('heading', { level: 1, name: clientOf(propertyLead) }).waitFor()
    await page.getByRole('heading', { name: 'History' }).waitFor()
    await page.getByRole('heading', { name: 'Operator decision' }).waitFor()
    expect(await violations(page)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('phone, English: the filters and the list keep their place while the summary loads, and the summary is one row', async () => {
    const { context, page } = await openAs(AGENT, '/user', PHONE)
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // the summary answers well after the page has painted (a slow network), the list before it
    await page.route('**/api/sales/reports*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await page.goto(`${baseUrl}/partner/dashboard`)
    await row(page, own[0]!._id).waitFor()
    const summary = page.getByRole('region', { name: 'Summary' })
    await summary.waitFor()
    await page.waitForTimeout(300)
    const shifted = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
    expect(shifted.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02)
    // one row of cards, the leads' filters right below it on the first screen
    const tops = await summary
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top))
    expect(new Set(tops).size).toBe(1)
    const filters = await page.getByRole('search', { name: 'Filter leads' }).boundingBox()
    expect(filters!.y).toBeLessThan(PHONE.viewport!.height)
    await context.close()
  })

  it('phone, English: a person without leads is told how to create the first one', async () => {
    expect(await ownLeads(WITHOUT_LEADS)).toEqual([])
    const { context, page } = await openAs(WITHOUT_LEADS, '/partner/dashboard', PHONE)
    await page.getByRole('heading', { name: 'No leads yet' }).waitFor()
    await page.getByText('To create your first lead, search a property').waitFor()
    await page.getByRole('link', { name: 'Search properties' }).waitFor()
    // the hotel search only for a role that may open it (the lifestyle agent may not)
    expect(await page.getByRole('link', { name: 'Search hotels' }).count()).toBe(0)
    expect(await violations(page)).toEqual([])
    await context.close()
  })
})
