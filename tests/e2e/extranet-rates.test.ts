import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { OffersAnswer } from '#domain/hotels/types.ts'
import { DEMO_ACCOUNTS } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

/**
 * Restrictions per night in the hotel extranet (docs/product/extranet.md#restrictions), desktop, English: the team
 * sets a minimum stay on one night and closes the next to arrival from the change form; an agent's offers for stays
 * beginning on those nights change.
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

describe('restrictions in the hotel extranet', () => {
  it("the team sets a minimum stay and closed to arrival; the agent's offers for those stays change", async () => {
    const team = await agentToken(baseUrl, TEAM.email)
    const agent = await agentToken(baseUrl)
    const overview = await api<{ rooms: { id: string }[] }>(team, `/extranet/hotels/${TEAM.hotelId}`)
    const room = overview.rooms[0]!
    const night = isoInDays(50)
    const next = isoInDays(51)
    const offers = (from: string, to: string) =>
      api<OffersAnswer>(
        agent,
        `/hotelrooms/${room.id}/offers?checkInDate=${from}&checkOutDate=${to}&numAdults=1&paymentProfile=ClientPays`,
      )
    // open and priced first (the seed may have closed it), through the API the page uses
    const open = await fetch(`${baseUrl}/api/extranet/hotels/${TEAM.hotelId}/calendar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${team}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        roomId: room.id,
        from: night,
        to: isoInDays(54),
        price: 900,
        available: 1,
        stopSell: false,
      }),
    })
    expect(open.status).toBe(200)
    await expect
      .poll(async () => (await offers(night, isoInDays(52))).offers.length, { timeout: 10_000 })
      .toBeGreaterThan(0)

    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, TEAM.email, `/partner/extranet?roomId=${room.id}&month=${night.slice(0, 7)}`)
    await page.getByRole('heading', { name: 'Change nights' }).waitFor({ timeout: 20_000 })
    const dayLabel = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      )
    const cell = (iso: string) => page.getByRole('button', { name: new RegExp(`^${dayLabel(iso)}:`) })

    await cell(night).click()
    await page.getByLabel('Minimum stay (nights)').fill('3')
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    await page.getByText('1 night would change.').waitFor()
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.getByText('1 night changed.').first().waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: new RegExp(`^${dayLabel(night)}: .*minimum stay 3 nights`) }).waitFor()

    // a bad minimum stay is said beside its field, and what was typed stays
    await cell(next).click()
    await page.getByLabel('Minimum stay (nights)').fill('0')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.getByText('Please enter a minimum stay of 1 to 99 nights, in whole numbers').waitFor()
    expect(await page.getByLabel('Minimum stay (nights)').inputValue()).toBe('0')
    await page.getByLabel('Minimum stay (nights)').fill('')
    await page.getByRole('combobox', { name: 'Arrival (CTA)' }).selectOption({ label: 'Closed to arrival' })
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.getByRole('button', { name: new RegExp(`^${dayLabel(next)}: .*closed to arrival`) }).waitFor({
      timeout: 10_000,
    })

    // the agent: two nights from the first night are below its minimum stay, three are enough; nothing begins on
    // the next night; the catalogue is told at most once a second, so the offers follow within a second or two
    await expect.poll(async () => (await offers(night, isoInDays(52))).reason, { timeout: 10_000 }).toBe('minimumStay')
    expect((await offers(night, isoInDays(53))).offers.length).toBeGreaterThan(0)
    await expect.poll(async () => (await offers(next, isoInDays(54))).reason, { timeout: 10_000 }).toBe('closed')
    expect(context.errors).toEqual([])
    await context.close()
  }, 150_000)

  it('the team imports a CSV: a dry run says what would change per line, then applies it', async () => {
    const team = await agentToken(baseUrl, TEAM.email)
    const overview = await api<{ rooms: { id: string; name: string }[] }>(team, `/extranet/hotels/${TEAM.hotelId}`)
    const room = overview.rooms[0]!
    const from = isoInDays(70)
    const to = isoInDays(76)
    const csv = `room,from,to,weekdays,price,rooms_to_sell,stop_sell,cta,ctd,min_stay\n"${room.name}",${from},${to},,2468,1,no,,,\n${room.id},${from},${from},,,,,yes,,2\n`
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, TEAM.email, `/partner/extranet?roomId=${room.id}&month=${from.slice(0, 7)}`)
    await page.getByRole('heading', { name: 'Import a CSV' }).waitFor({ timeout: 20_000 })

    // a wrong row first: said with its line number, nothing applied
    await page.getByLabel('Or paste the CSV').fill(`${csv}${room.id},${from},${from},,,,,maybe,,\n`)
    await page.getByRole('button', { name: 'Check (dry run)' }).click()
    await page.getByText('Line 4, closedToArrival: Please write yes or no (or leave it blank to keep)').waitFor()
    expect(await page.getByRole('button', { name: 'Apply the CSV' }).isDisabled()).toBe(true)

    await page.getByLabel('Or paste the CSV').fill(csv)
    await page.getByRole('button', { name: 'Check (dry run)' }).click()
    await page.getByText(`Line 2, ${room.name}: 7 nights`).waitFor()
    await page.getByText(`Line 3, ${room.name}: 1 night`).waitFor()
    const calendar = async () =>
      api<{ nights: { price: number | null; closedToArrival: boolean; minStay: number | null }[] }>(
        team,
        `/extranet/hotels/${TEAM.hotelId}/calendar?roomId=${room.id}&from=${from}&to=${to}`,
      )
    expect((await calendar()).nights.some((n) => n.price === 2468)).toBe(false)

    await page.getByRole('button', { name: 'Apply the CSV' }).click()
    await page
      .getByText(/nights changed\./)
      .first()
      .waitFor({ timeout: 10_000 })
    const after = (await calendar()).nights
    expect(after.map((n) => n.price)).toEqual([2468, 2468, 2468, 2468, 2468, 2468, 2468])
    expect(after[0]).toMatchObject({ closedToArrival: true, minStay: 2 })
    expect(context.errors).toEqual([])
    await context.close()
  }, 150_000)
})
