import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { HotelContent } from '#domain/extranet/content.ts'
import { DEMO_ACCOUNTS } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

/**
 * The hotel page's fields in the extranet (docs/product/extranet.md#hotel-page-fields): the hotel's team adds a dining
 * venue in English and German and moves the second image first; the agent's hotel page shows them, on a desktop in
 * English and on a phone in German.
 */
const baseUrl = inject('baseUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const TEAM = DEMO_ACCOUNTS.find((a) => a.hotelId)!
const AGENT = DEMO_ACCOUNTS.find((a) => a.key === 'agent')!

describe('the hotel page fields', () => {
  it("the team adds a dining venue and reorders the images; the agent's page shows them (desktop English, phone German)", async () => {
    const token = await agentToken(baseUrl, TEAM.email)
    const res = await fetch(`${baseUrl}/api/extranet/hotels/${TEAM.hotelId}/content`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const before = ((await res.json()) as { content: HotelContent }).content
    const second = before.images[1]!.url
    const name = `Le Sommet ${Date.now().toString(36)}`
    const english = 'Alpine cooking under the stars.'
    const german = 'Alpine Küche unter den Sternen.'

    const context = await newContext(browser, DESKTOP, { language: 'en' })
    const page = await context.newPage()
    await signIn(page, baseUrl, TEAM.email, '/partner/extranet')
    await page.getByRole('heading', { name: 'Hotel page' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Add a dining venue' }).click()
    const venue = page.locator('.extranet-item').last()
    await venue.getByLabel('Name', { exact: true }).fill(name)
    await venue.getByLabel('Description (English)').fill(english)
    await page.getByRole('group', { name: 'Language of the texts' }).getByRole('button', { name: 'Deutsch' }).click()
    await page.locator('.extranet-item').last().getByLabel('Description (Deutsch)').fill(german)
    // the hotel's images (the room's page above has images of its own)
    await page.getByRole('region', { name: 'Hotel page' }).getByRole('button', { name: 'Move image 2 up' }).click()
    await page.getByRole('button', { name: 'Save the hotel page' }).click()
    await page
      .getByText('The hotel page is saved.')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (e) => {
        const invalid = await page
          .locator('[aria-invalid="true"], [role="alert"]')
          .evaluateAll((els) => els.map((el) => `${el.getAttribute('name') ?? ''}: ${el.textContent ?? ''}`))
        throw new Error(`${String(e)} ${JSON.stringify(invalid)}`)
      })
    await page
      .getByText(/Dining venues, Images|Images, Dining venues/)
      .first()
      .waitFor()
    expect(context.errors).toEqual([])
    await context.close()

    const desktop = await newContext(browser, DESKTOP, { language: 'en' })
    const reader = await desktop.newPage()
    await signIn(reader, baseUrl, AGENT.email, `/hotels/${TEAM.hotelId}`)
    await reader.getByRole('button', { name: 'Expand all' }).click()
    await reader.getByText(name).first().waitFor({ timeout: 20_000 })
    await reader.getByText(english).waitFor()
    expect(await reader.locator('.hotel-gallery img').first().getAttribute('src')).toContain(second)
    expect(desktop.errors).toEqual([])
    await desktop.close()

    const phone = await newContext(browser, PHONE, { language: 'de' })
    const mobile = await phone.newPage()
    await signIn(mobile, baseUrl, AGENT.email, `/hotels/${TEAM.hotelId}`)
    await mobile.getByRole('button', { name: 'Alle öffnen' }).click()
    await mobile.getByText(german).waitFor({ timeout: 20_000 })
    await mobile.getByText(name).first().waitFor()
    expect(await mobile.locator('.hotel-strip img').first().getAttribute('src')).toContain(second)
    expect(await horizontalOverflow(mobile)).toBe(0)
    expect(phone.errors).toEqual([])
    await phone.close()
  }, 180_000)

  it('phone, German: the team gives the room a German name; the German rooms answer has it', async () => {
    const name = `Suite mit Blick ${Date.now().toString(36)}`
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, TEAM.email, '/partner/extranet')
    const room = page.getByRole('region', { name: 'Die Zimmerseite' })
    await room.getByRole('button', { name: 'Deutsch' }).click()
    await room.getByLabel('Zimmername (Deutsch)').fill(name)
    await room.getByRole('button', { name: 'Zimmer speichern' }).click()
    await page.getByText('Das Zimmer ist gespeichert.').first().waitFor({ timeout: 10_000 })
    await room
      .getByText(/^Version \d+ · /)
      .first()
      .waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    const rooms = (await (
      await fetch(`${baseUrl}/api/hotels/${TEAM.hotelId}/rooms`, { headers: { 'accept-language': 'de' } })
    ).json()) as { name: string }[]
    expect(rooms.map((r) => r.name)).toContain(name)
    expect(context.errors).toEqual([])
    await context.close()
  }, 120_000)
})
