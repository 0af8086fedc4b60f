import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Facility } from '#domain/catalogue/types.ts'
import type { LeadListAnswer, SavedLeadAnswer } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

/**
 * The admins' back-office resources (docs/product/extranet.md#facilities-hotels-and-leads) in a real browser against
 * the real server: a facility added and renamed in German (the public list follows at once), and a lead deleted with
 * its reason (gone from the admins' list).
 */
const baseUrl = inject('baseUrl')
const ADMIN = demoAccount('admin').email
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A property interest of the demo agent with a client name of its own (the first property with a future stay). */
async function newInterest(lastName: string): Promise<string> {
  const token = await agentToken(baseUrl, AGENT)
  const list = (await (await fetch(`${baseUrl}/api/properties?limit=20`)).json()) as { _id: string }[]
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
        client: { firstName: 'Delia', lastName, nationality: 'Swiss' },
      }),
    })
    if (res.status === 201) return ((await res.json()) as SavedLeadAnswer)._id
  }
  throw new Error('no property takes an interest')
}

describe('the back-office resources', () => {
  it('an admin adds a hotel facility and renames it in German; the German list shows the new name', async () => {
    const suffix = Date.now().toString(36)
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, ADMIN, '/partner/dashboard/admin')
    await page.getByRole('link', { name: 'Facilities' }).click()
    const add = page.getByRole('form', { name: 'Add a facility' })
    await add.waitFor({ timeout: 20_000 })
    await add.getByLabel('Name in English').fill(`Heli ski desk ${suffix}`)
    await add.getByLabel('Name in German').fill(`Heliski-Schalter ${suffix}`)
    await add.getByRole('button', { name: 'Add the facility' }).click()
    await page.getByText('The facility was added.').waitFor({ timeout: 10_000 })
    const row = page.locator('li', { has: page.locator(`input[value="Heli ski desk ${suffix}"]`) })
    await row.getByLabel('Name in German').fill(`Heliskiing-Schalter ${suffix}`)
    await row.getByRole('button', { name: 'Save names' }).click()
    await page.getByText('The facility was renamed.').waitFor({ timeout: 10_000 })
    const de = (await (
      await fetch(`${baseUrl}/api/facilities?kind=hotel`, { headers: { 'accept-language': 'de' } })
    ).json()) as Facility[]
    expect(de.map((f) => f.name)).toContain(`Heliskiing-Schalter ${suffix}`)
    await context.close()
  })

  it('an admin deletes a lead with a reason and it is gone from the list', async () => {
    const lastName = `Deleteme${Date.now().toString(36)}`
    const id = await newInterest(lastName)
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, ADMIN, `/partner/dashboard/property-leads/${id}`)
    await page.getByRole('heading', { level: 1, name: `Delia ${lastName}` }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Delete lead' }).click()
    await page.getByRole('alert').getByText('Please say why this lead is deleted').waitFor()
    await page.getByLabel('Reason for deleting').fill('A test interest of the agency')
    await page.getByRole('button', { name: 'Delete lead' }).click()
    await page.getByRole('button', { name: 'Yes, delete the lead' }).click()
    await page.getByText('The lead was deleted.').waitFor({ timeout: 10_000 })
    await page.waitForURL(/\/partner\/dashboard\/admin/)
    const token = await agentToken(baseUrl, ADMIN)
    const list = (await (
      await fetch(`${baseUrl}/api/sales/leads?scope=all&limit=100`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as LeadListAnswer
    expect(list.items.map((i) => i._id)).not.toContain(id)
    expect(await page.getByText(lastName).count()).toBe(0)
    await context.close()
  })
})
