import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { OffersAnswer } from '#domain/hotels/types.ts'
import { DEMO_ACCOUNTS, demoAccount } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

/**
 * The hotel extranet (docs/product/extranet.md) as a hotel's reservation team uses it on a phone, in German: a
 * night's price changed and the next night stopped from the month's calendar; the agent's offers for those nights
 * follow on the next ask.
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
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const api = async <T>(token: string, path: string): Promise<T> => {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
  return (await res.json()) as T
}

describe('the hotel extranet', () => {
  it("phone, German: the team changes a night's price and stops the next; the agent's offers follow", async () => {
    const team = await agentToken(baseUrl, TEAM.email)
    const agent = await agentToken(baseUrl)
    const overview = await api<{ rooms: { id: string; name: string; quantity: number }[] }>(
      team,
      `/extranet/hotels/${TEAM.hotelId}`,
    )
    const room = overview.rooms[0]!
    const night = isoInDays(40)
    const next = isoInDays(41)
    const offers = (from: string, to: string) =>
      api<OffersAnswer>(
        agent,
        `/hotelrooms/${room.id}/offers?checkInDate=${from}&checkOutDate=${to}&numAdults=1&paymentProfile=ClientPays`,
      )

    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, TEAM.email, '/chat')
    // from the team's menu
    await page.goto(`${baseUrl}/partner/extranet?roomId=${room.id}&month=${night.slice(0, 7)}`)
    await page.getByRole('heading', { name: 'Nächte ändern' }).waitFor({ timeout: 20_000 })
    const dayLabel = (iso: string) =>
      new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      )
    await page.getByRole('button', { name: new RegExp(`^${dayLabel(night)}:`) }).click()
    await page.getByLabel(/Preis pro Nacht/).fill('4321')
    await page.getByRole('button', { name: 'Vorschau' }).click()
    await page.getByText('1 Nacht würde sich ändern.').waitFor()
    await page.getByRole('button', { name: 'Übernehmen', exact: true }).click()
    await page.getByText('1 Nacht geändert.').first().waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: new RegExp(`^${dayLabel(night)}: .*4\\D?321`) }).waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: new RegExp(`^${dayLabel(next)}:`) }).click()
    await page.getByRole('combobox', { name: 'Verkaufsstopp' }).selectOption({ label: 'Verkauf dieser Nächte stoppen' })
    await page.getByRole('button', { name: 'Übernehmen', exact: true }).click()
    await page
      .getByRole('button', { name: new RegExp(`^${dayLabel(next)}: .*Verkaufsstopp`) })
      .waitFor({ timeout: 10_000 })
    expect(await horizontalOverflow(page)).toBe(0)

    // bad input is said in German, beside the field
    await page.getByRole('button', { name: new RegExp(`^${dayLabel(night)}:`) }).click()
    await page.getByRole('button', { name: 'Übernehmen', exact: true }).click()
    await page
      .getByText('Bitte ändern Sie den Preis, die verkäuflichen Zimmer, den Verkaufsstopp oder eine Einschränkung')
      .waitFor()

    // the agent's offers: the night's new price, and nothing across the stopped night
    const one = await offers(night, next)
    const priced = one.offers.filter((o) => o.priceTotal !== undefined)
    expect(priced.length).toBeGreaterThan(0)
    // every rate plan's price of that night follows the new base price (factors around 1: far above the seed's)
    expect(Math.min(...priced.map((o) => o.priceTotal!))).toBeGreaterThan(2000)
    const across = await offers(night, isoInDays(42))
    expect(across.offers.filter((o) => o.priceTotal !== undefined)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  }, 150_000)

  it("desktop, German: an admin writes the hotel's German description; the agent's German hotel page shows it", async () => {
    const words = `Ein Haus über dem Tal, ${Date.now().toString(36)}.`
    const context = await newContext(browser, DESKTOP, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('admin').email, `/partner/extranet?hotelId=${TEAM.hotelId}`)
    await page.getByRole('heading', { name: 'Hotelseite' }).waitFor({ timeout: 20_000 })
    await page.getByRole('group', { name: 'Sprache der Texte' }).getByRole('button', { name: 'Deutsch' }).click()
    await page.getByLabel('Das Hotel (Deutsch)').fill(words)
    await page.getByRole('button', { name: 'Hotelseite speichern' }).click()
    await page.getByText('Die Hotelseite ist gespeichert.').first().waitFor({ timeout: 10_000 })
    await page
      .getByText(/^Version \d+ · /)
      .first()
      .waitFor()
    await page.getByText('Das Hotel (Deutsch)', { exact: false }).first().waitFor()

    const agent = await newContext(browser, DESKTOP, { language: 'de' })
    const reader = await agent.newPage()
    await signIn(reader, baseUrl, DEMO_ACCOUNTS.find((a) => a.key === 'agent')!.email, `/hotels/${TEAM.hotelId}`)
    await reader.getByRole('button', { name: 'Alle öffnen' }).click()
    await reader.getByText(words).waitFor({ timeout: 20_000 })
    expect(context.errors).toEqual([])
    expect(agent.errors).toEqual([])
    await context.close()
    await agent.close()
  }, 150_000)
})
