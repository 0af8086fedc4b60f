import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { EditableRatePlan, RatePlansAnswer } from '#domain/extranet/rate-plan.ts'
import type { OffersAnswer } from '#domain/hotels/types.ts'
import { DEMO_ACCOUNTS, demoAccount } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

/**
 * A hotel's rate plans (docs/product/extranet.md#rate-plans): the hotel's team changes a plan's meal plan and minimum
 * nights in the extranet (a wrong value said beside the field, what was typed kept), and the agent's offers on the
 * hotel page show them.
 */
const baseUrl = inject('baseUrl')
let browser: Browser
const TEAM = DEMO_ACCOUNTS.find((a) => a.hotelId)!
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
let teamToken: string
let original: EditableRatePlan | undefined
const plansUrl = `${baseUrl}/api/extranet/hotels/${TEAM.hotelId}/rate-plans`

beforeAll(async () => {
  browser = await launchBrowser()
  teamToken = await agentToken(baseUrl, TEAM.email)
})
afterAll(async () => {
  // the shared server's other tests see the plan as seeded
  if (original) {
    const { id: _id, archived: _archived, ...fields } = original
    await fetch(`${plansUrl}/${original.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${teamToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    })
  }
  await browser?.close()
})

const get = async <T>(token: string, path: string): Promise<T> => {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return (await res.json()) as T
}

describe('rate plans in the extranet', () => {
  it("desktop: the team sets a plan's meal plan and minimum nights; the agent's offers on the hotel page show them", async () => {
    const agent = await agentToken(baseUrl)
    const { ratePlans } = await get<RatePlansAnswer>(teamToken, `/extranet/hotels/${TEAM.hotelId}/rate-plans`)
    original = ratePlans.find((p) => p.name.en === 'Flexible Rate' && !p.archived)!
    expect(original).toBeDefined()
    // a room and a 4-night period with an offer of the plan
    const { rooms } = await get<{ rooms: { id: string; name: string }[] }>(
      teamToken,
      `/extranet/hotels/${TEAM.hotelId}`,
    )
    let found: { room: { id: string; name: string }; from: string; to: string } | undefined
    for (const days of [60, 75, 90, 120])
      for (const room of rooms) {
        if (found) break
        const [from, to] = [isoInDays(days), isoInDays(days + 4)]
        const { offers } = await get<OffersAnswer>(
          agent,
          `/hotelrooms/${room.id}/offers?checkInDate=${from}&checkOutDate=${to}&numAdults=1&paymentProfile=ClientPays`,
        )
        if (offers.some((o) => o.ratePlanId === original!.id)) found = { room, from, to }
      }
    expect(found, 'a room with an offer of the Flexible Rate').toBeDefined()
    const { room, from, to } = found!

    const teamContext = await newContext(browser, DESKTOP)
    const page = await teamContext.newPage()
    await signIn(page, baseUrl, TEAM.email, '/chat')
    await page.goto(`${baseUrl}/partner/extranet`)
    await page.getByRole('heading', { name: 'Rate plans' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Edit Flexible Rate' }).click()
    const form = page.getByRole('form', { name: 'Edit the rate plan Flexible Rate' })
    await form.getByRole('combobox', { name: 'Meal plan' }).selectOption({ label: 'Half board' })
    await form.getByLabel('Minimum nights').fill('0')
    await form.getByRole('button', { name: 'Save the rate plan' }).click()
    await form.getByText('Please enter the minimum nights: 1 to 99, in whole numbers').waitFor()
    expect(await form.getByLabel('Minimum nights').inputValue()).toBe('0')
    expect(await form.getByRole('combobox', { name: 'Meal plan' }).inputValue()).toBe('halfBoard')
    await form.getByLabel('Minimum nights').fill('4')
    await form.getByRole('button', { name: 'Save the rate plan' }).click()
    await page.getByText('The rate plan is saved.').first().waitFor({ timeout: 10_000 })
    await page.getByText('Half board · min. 4 nights').first().waitFor()
    await teamContext.close()

    const agentContext = await newContext(browser, DESKTOP)
    const agentPage = await agentContext.newPage()
    await signIn(agentPage, baseUrl, demoAccount('agent').email)
    await agentPage.goto(`${baseUrl}/hotels/${TEAM.hotelId}?checkInDate=${from}&checkOutDate=${to}`)
    await agentPage.getByRole('link', { name: `Enquire: ${room.name}` }).click()
    const dialog = agentPage.getByRole('dialog', { name: room.name })
    await dialog.getByText('Half board · From 4 nights').waitFor({ timeout: 20_000 })
    await agentContext.close()
  })
})
