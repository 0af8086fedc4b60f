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
    // the last of the dining venues (the sections below have items of their own)
    const venues = page.getByRole('group', { name: 'Dining venues' })
    const venue = venues.locator('.extranet-item').last()
    await venue.getByLabel('Name', { exact: true }).fill(name)
    await venue.getByLabel('Description (English)').fill(english)
    await page.getByRole('group', { name: 'Language of the texts' }).getByRole('button', { name: 'Deutsch' }).click()
    await venues.locator('.extranet-item').last().getByLabel('Description (Deutsch)').fill(german)
    // the hotel's images (the room's page above and the MICE rooms have images of their own)
    await page
      .getByRole('group', { name: 'Images', exact: true })
      .getByRole('button', { name: 'Move image 2 up' })
      .click()
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

const ADMIN = DEMO_ACCOUNTS.find((a) => a.key === 'admin')!

describe("the hotel page's and the room's new forms, and the admins' hotels (decision 142)", () => {
  it("desktop, German: an admin adds a sales manager and a bunk bed; the agent's German page shows both; an admin adds a hotel and deletes it", async () => {
    // another hotel than the team's, which the tests above edit
    const token = await agentToken(baseUrl, ADMIN.email)
    const list = (await (
      await fetch(`${baseUrl}/api/available-hotels?includeDemos=true`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      hotels: { _id: string }[]
    }
    const hotelId = list.hotels.map((h) => h._id).find((id) => id !== TEAM.hotelId)!
    const manager = `Lena Brandt ${Date.now().toString(36)}`
    const context = await newContext(browser, DESKTOP, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, ADMIN.email, `/partner/extranet?hotelId=${hotelId}`)
    const hotelPage = page.getByRole('region', { name: 'Hotelseite' })
    await hotelPage.getByRole('button', { name: 'Sales Manager hinzufügen' }).click({ timeout: 20_000 })
    const item = hotelPage.getByRole('group', { name: 'Neuer Sales Manager' })
    await item.getByLabel('Vollständiger Name').fill(manager)
    await item.getByLabel('E-Mail').fill('lena.brandt@hotel.example')
    await page.getByRole('button', { name: 'Hotelseite speichern' }).click()
    await page.getByText('Die Hotelseite ist gespeichert.').first().waitFor({ timeout: 10_000 })

    const room = page.getByRole('region', { name: 'Die Zimmerseite' })
    await room.getByRole('button', { name: 'Bett hinzufügen' }).click()
    const bed = room.locator('.extranet-item').last()
    await bed.getByLabel('Bettart').selectOption('bunkBed')
    await room.getByRole('button', { name: 'Zimmer speichern' }).click()
    await page.getByText('Das Zimmer ist gespeichert.').first().waitFor({ timeout: 10_000 })
    expect(context.errors).toEqual([])

    const reader = await newContext(browser, DESKTOP, { language: 'de' })
    const agent = await reader.newPage()
    await signIn(agent, baseUrl, AGENT.email, `/hotels/${hotelId}`)
    await agent.getByRole('tab', { name: 'Sales' }).click({ timeout: 20_000 })
    await agent.getByText(manager).waitFor({ timeout: 20_000 })
    await agent.getByRole('tab', { name: 'Zimmer und Suiten' }).click()
    await agent
      .locator('.room-card')
      .getByText(/Etagenbett/)
      .first()
      .waitFor({ timeout: 20_000 })
    expect(reader.errors).toEqual([])
    await reader.close()

    // Add a hotel, then delete it (after the confirmation)
    const name = `Hotel Flexen ${Date.now().toString(36)}`
    await page.getByRole('button', { name: 'Hotel hinzufügen' }).click()
    const add = page.getByRole('form', { name: 'Hotel hinzufügen' })
    await add.getByLabel('Name des Hotels').fill(name)
    await add.getByLabel('Kategorie').selectOption('5 Star')
    await add.getByLabel('Land').selectOption('Austria')
    await add.getByLabel('Ort').fill('Zürs')
    await add.getByLabel('Breitengrad, z. B. 47.17').fill('47,17')
    await add.getByLabel('Längengrad, z. B. 10.17').fill('10.17')
    await add.getByLabel('Anzahl der Zimmer (Keys)').fill('24')
    await add.getByRole('button', { name: 'Hotel anlegen' }).click()
    await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 20_000 })
    const made = new URL(page.url()).searchParams.get('hotelId')!
    expect(made).not.toBe(hotelId)
    expect((await fetch(`${baseUrl}/api/hotels/${made}`)).status).toBe(200)
    await page.getByRole('button', { name: 'Dieses Hotel löschen' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, Hotel löschen' }).click()
    await page.getByText(`Das Hotel ${name} ist gelöscht.`).first().waitFor({ timeout: 10_000 })
    expect((await fetch(`${baseUrl}/api/hotels/${made}`)).status).toBe(404)
    expect(context.errors).toEqual([])
    await context.close()
  }, 180_000)
})
