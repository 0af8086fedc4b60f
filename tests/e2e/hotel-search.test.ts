import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { HotelLocations } from '#domain/catalogue/types.ts'
import { splitAndSortHotels } from '#domain/hotels/sort-hotels.ts'
import type { AvailableHotelsAnswer, HotelCard } from '#domain/hotels/types.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { violations } from './support/axe.ts'
import { DESKTOP, PHONE, launchBrowser, newContext, setOffline } from './support/browser.ts'
import { isoInDays } from './support/outbox.ts'
import { signIn } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
const FILTER_KEY = 'lds.hotel-search-filter'
let browser: Browser
let token: string
/** A destination and category with hotels for the period, and the server's answer for them. */
let fixture: { country: string; category: string; checkIn: string; checkOut: string; hotels: HotelCard[] }
let everyHotel: HotelCard[]

/** GET /api/available-hotels as the page asks it (demo hotels on: the demo mode's default). */
async function search(query: Record<string, string>): Promise<HotelCard[]> {
  const params = new URLSearchParams({ ...query, includeDemos: 'true' })
  const res = await fetch(`${baseUrl}/api/available-hotels?${params}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!res.ok) throw new Error(`available-hotels answered ${res.status}`)
  return ((await res.json()) as AvailableHotelsAnswer).hotels
}

/** The country and category with the most hotels for a week six weeks ahead, unavailable ones among them if any. */
async function findFixture(): Promise<typeof fixture> {
  const checkIn = isoInDays(42)
  const checkOut = isoInDays(47)
  const locations = (await (await fetch(`${baseUrl}/api/hotels/locations`)).json()) as HotelLocations
  let best: typeof fixture | null = null
  for (const { country } of locations)
    for (const category of ['4 Star', '5 Star']) {
      const hotels = await search({
        destination: country,
        checkInDate: checkIn,
        checkOutDate: checkOut,
        paymentProfile: 'ClientPays',
        hotelCategories: category,
      })
      // a list with unavailable hotels shows the split; then the longer list
      const score = (list: HotelCard[]) => list.length + (list.some((h) => !h.priceInfo.isAvailable) ? 100 : 0)
      if (!best || score(hotels) > score(best.hotels)) best = { country, category, checkIn, checkOut, hotels }
    }
  if (!best || best.hotels.length < 2) throw new Error('the seed has no destination with hotels for the period')
  return best
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await agentToken(baseUrl)
  fixture = await findFixture()
  everyHotel = await search({})
})
afterAll(async () => {
  await browser?.close()
})

type Texts = {
  destination: string
  checkIn: string
  checkOut: string
  search: string
  showMore: string
  moreFilters: RegExp
  category: (c: string) => string
  allHotels: (n: number) => string
  available: (n: number) => string
  unavailable: (n: number) => string
  needsDestination: string
  checkInPast: string
  checkOutAfter: string
  maxKeys: string
  noHotels: string
  offline: RegExp
}
const EN: Texts = {
  destination: 'Destination',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  search: 'Search',
  showMore: 'Show more',
  moreFilters: /^More filters/,
  category: (c) => c,
  allHotels: (n) => `${n} hotels`,
  available: (n) => (n === 1 ? '1 hotel available for your dates' : `${n} hotels available for your dates`),
  unavailable: (n) => (n === 1 ? '1 hotel not available for your dates' : `${n} hotels not available for your dates`),
  needsDestination: 'Please select a destination',
  checkInPast: 'The check in date cannot be in the past',
  checkOutAfter: 'Check out date has to be after check in date',
  maxKeys: 'Maximum keys',
  noHotels: 'Unfortunately, there are no hotels available matching your request',
  offline: /^Offline, shown as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
}
const DE: Texts = {
  destination: 'Reiseziel',
  checkIn: 'Anreise',
  checkOut: 'Abreise',
  search: 'Suche',
  showMore: 'Mehr anzeigen',
  moreFilters: /^Weitere Filter/,
  category: (c) => c.replace('Star', 'Sterne'),
  allHotels: (n) => `${n} Hotels`,
  available: (n) => (n === 1 ? '1 Hotel für Ihre Reisedaten verfügbar' : `${n} Hotels für Ihre Reisedaten verfügbar`),
  unavailable: (n) =>
    n === 1 ? '1 Hotel für Ihre Reisedaten nicht verfügbar' : `${n} Hotels für Ihre Reisedaten nicht verfügbar`,
  needsDestination: 'Bitte wählen Sie ein Reiseziel',
  checkInPast: 'Das Anreisedatum darf nicht in der Vergangenheit liegen',
  checkOutAfter: 'Das Abreisedatum muss nach dem Anreisedatum liegen',
  maxKeys: 'Maximale Zimmeranzahl',
  noHotels: 'Leider sind keine Hotels verfügbar, die Ihrer Anfrage entsprechen',
  offline: /^Offline, Stand \d{1,2}\. \S+ \d{4}, \d{2}:\d{2}/,
}

async function openHotelSearch(
  viewport: typeof DESKTOP,
  language: 'en' | 'de',
  email = AGENT,
): Promise<{ context: BrowserContext & { errors: string[] }; page: Page }> {
  const context = await newContext(browser, viewport, { language })
  const page = await context.newPage()
  await signIn(page, baseUrl, email, '/hotels')
  await page.getByRole('search', { name: language === 'de' ? 'Hotels suchen' : 'Search hotels' }).waitFor()
  return { context, page }
}

const cardNames = (page: Page, region: string) =>
  page.getByRole('region', { name: region, exact: true }).locator('article h3').allTextContents()
const searchButton = (page: Page, text: Texts) => page.getByRole('button', { name: text.search, exact: true })

describe.each([
  ['phone, English', PHONE, 'en', EN],
  ['desktop, German', DESKTOP, 'de', DE],
] as const)('hotel search (%s)', (_, viewport, language, text) => {
  it('lists every hotel 12 at a time, checks the search rules, filters split and sorted, and keeps the filter after a reload', async () => {
    const { context, page } = await openHotelSearch(viewport, language)
    // the grid asks for a page at a time: 12 cards of each list, the next 12 on "Show more"
    const asked: URLSearchParams[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/available-hotels') asked.push(url.searchParams)
    })
    // no filter yet: every hotel, 12 and then 12 more
    const all = text.allHotels(everyHotel.length)
    await page.getByRole('heading', { name: all, exact: true }).waitFor({ timeout: 20_000 })
    const allCards = page.getByRole('region', { name: all, exact: true }).locator('article')
    expect(await allCards.count()).toBe(12)
    await page.getByRole('button', { name: text.showMore }).click()
    await expect.poll(() => allCards.count()).toBe(Math.min(24, everyHotel.length))
    expect(asked.map((q) => [q.get('limit'), q.get('offset')])).toContainEqual(['12', '12'])
    expect(asked.every((q) => q.get('limit') === '12')).toBe(true)
    expect(await cardNames(page, all)).toEqual(
      splitAndSortHotels(everyHotel)
        .available.slice(0, 24)
        .map((h) => h.name),
    )

    // both dates need a destination, and Search waits for it
    await page.getByLabel(text.checkIn, { exact: true }).fill(fixture.checkIn)
    await page.getByLabel(text.checkOut, { exact: true }).fill(fixture.checkOut)
    await page.getByText(text.needsDestination).waitFor()
    expect(await searchButton(page, text).isDisabled()).toBe(true)
    // the check-in not before today, the check-out after the check-in
    await page.getByLabel(text.checkIn, { exact: true }).fill(isoInDays(-1))
    await page.getByText(text.checkInPast).waitFor()
    await page.getByLabel(text.checkIn, { exact: true }).fill(fixture.checkOut)
    await page.getByText(text.checkOutAfter).waitFor()
    // one date only: the search does nothing
    await page.getByLabel(text.checkIn, { exact: true }).fill('')
    await page.getByLabel(text.destination, { exact: true }).selectOption(fixture.country)
    await searchButton(page, text).click()
    await page.waitForTimeout(300)
    expect(await page.evaluate((key) => localStorage.getItem(key), FILTER_KEY)).toBeNull()
    await page.getByRole('heading', { name: all, exact: true }).waitFor()

    // destination, period and a category: available and unavailable hotels, each sorted
    await page.getByLabel(text.checkIn, { exact: true }).fill(fixture.checkIn)
    await page.getByRole('button', { name: text.moreFilters }).click()
    await page.getByRole('checkbox', { name: text.category(fixture.category), exact: true }).check()
    await searchButton(page, text).click()
    const { available, unavailable } = splitAndSortHotels(fixture.hotels)
    const availableTitle = text.available(available.length)
    if (available.length > 0) {
      await page.getByRole('heading', { name: availableTitle, exact: true }).waitFor()
      expect(await cardNames(page, availableTitle)).toEqual(available.slice(0, 12).map((h) => h.name))
      const href = await page
        .getByRole('region', { name: availableTitle })
        .locator('article a')
        .first()
        .getAttribute('href')
      expect(href).toBe(
        `/hotels/${available[0]!._id}?checkInDate=${fixture.checkIn}&checkOutDate=${fixture.checkOut}&paymentProfile=ClientPays`,
      )
    }
    if (unavailable.length > 0) {
      const title = text.unavailable(unavailable.length)
      expect(await cardNames(page, title)).toEqual(unavailable.slice(0, 12).map((h) => h.name))
    }
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), FILTER_KEY)) ?? '{}')
    expect(stored).toMatchObject({
      destination: fixture.country,
      checkInDate: fixture.checkIn,
      hotelCategories: [fixture.category],
    })

    // the filter is kept (local storage, no expiry): a reload shows the same form and results
    await page.reload()
    await page.getByRole('search', { name: language === 'de' ? 'Hotels suchen' : 'Search hotels' }).waitFor()
    expect(await page.getByLabel(text.destination, { exact: true }).inputValue()).toBe(fixture.country)
    expect(await page.getByLabel(text.checkIn, { exact: true }).inputValue()).toBe(fixture.checkIn)
    expect(await page.getByLabel(text.checkOut, { exact: true }).inputValue()).toBe(fixture.checkOut)
    expect(await page.getByRole('checkbox', { name: text.category(fixture.category), exact: true }).isChecked()).toBe(
      true,
    )
    if (available.length > 0) await page.getByRole('heading', { name: availableTitle, exact: true }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('hotel search', () => {
  it("offers '5 Star Palace' only for France and says why for another country", async () => {
    const locations = (await (await fetch(`${baseUrl}/api/hotels/locations`)).json()) as HotelLocations
    const other = locations.find((l) => l.country !== 'France' && l.cities.length > 0)!
    const { context, page } = await openHotelSearch(DESKTOP, 'en')
    await page.getByRole('button', { name: /^More filters/ }).click()
    const palace = page.getByRole('checkbox', { name: '5 Star Palace' })
    await palace.check()
    await page.getByLabel('Destination', { exact: true }).selectOption(other.country)
    await page
      .getByText(
        `5 Star Palace is a French distinction: it is offered only for destinations in France (chosen: ${other.country}).`,
      )
      .waitFor()
    expect(await palace.count()).toBe(0)
    await page.getByLabel('Destination', { exact: true }).selectOption('France')
    await palace.waitFor()
    // the ticked one went with the other country
    expect(await palace.isChecked()).toBe(false)
    expect(await page.getByText(/is a French distinction/).count()).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('desktop, English: says when no hotel matches', async () => {
    const { context, page } = await openHotelSearch(DESKTOP, 'en')
    await page.getByLabel('Destination', { exact: true }).selectOption(fixture.country)
    await page.getByLabel('Check-in', { exact: true }).fill(fixture.checkIn)
    await page.getByLabel('Check-out', { exact: true }).fill(fixture.checkOut)
    await page.getByRole('button', { name: /^More filters/ }).click()
    await page.getByLabel('Maximum keys').fill('1')
    await searchButton(page, EN).click()
    await page.getByText(EN.noHotels).waitFor()
    expect(await page.locator('#pageContent article').count()).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it("desktop, English: an American-card-company theme searches with the client's card, no choice offered", async () => {
    const { context, page } = await openHotelSearch(DESKTOP, 'en', 'agent@centurion-travel.example')
    await page.getByLabel('Destination', { exact: true }).selectOption(fixture.country)
    await page.getByLabel('Check-in', { exact: true }).fill(fixture.checkIn)
    await page.getByLabel('Check-out', { exact: true }).fill(fixture.checkOut)
    await searchButton(page, EN).click()
    await page
      .getByRole('heading', { name: /available for your dates$/ })
      .first()
      .waitFor()
    const link = page.locator('#pageContent article a').first()
    expect(await page.getByText('Who pays').count()).toBe(0)
    expect(await link.getAttribute('href')).toContain('paymentProfile=AgentPaysWithClientCardWithoutCVV')
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('phone, German: offline, the last results come back with the time they were fetched, the filter intact', async () => {
    const { context, page } = await openHotelSearch(PHONE, 'de')
    await page.getByLabel(DE.destination, { exact: true }).selectOption(fixture.country)
    await page.getByLabel(DE.checkIn, { exact: true }).fill(fixture.checkIn)
    await page.getByLabel(DE.checkOut, { exact: true }).fill(fixture.checkOut)
    await searchButton(page, DE).click()
    await page
      .getByRole('heading', { name: /für Ihre Reisedaten/ })
      .first()
      .waitFor()
    const first = page.locator('#pageContent article h3').first()
    const name = await first.textContent()
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
      .toBe('activated')
    // once the worker controls the page, the page's chunks pass through it
    await page.reload()
    await first.waitFor()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    // the query cache is written to local storage a moment after the answer
    await expect
      .poll(() => page.evaluate((n) => localStorage.getItem('lds.query-cache')?.includes(n!) ?? false, name))
      .toBe(true)
    await setOffline(context, true)
    await page.reload()
    await page.locator('#pageContent article h3').first().waitFor({ timeout: 20_000 })
    expect(await page.locator('#pageContent article h3').first().textContent()).toBe(name)
    await page.getByText(DE.offline).waitFor()
    expect(await page.getByLabel(DE.destination, { exact: true }).inputValue()).toBe(fixture.country)
    expect(await page.getByLabel(DE.checkIn, { exact: true }).inputValue()).toBe(fixture.checkIn)
    // the current user's refetch gets no answer: the cached user keeps the page (it used to give way
    // to 'Could not fetch user data' a few seconds later)
    await page.waitForTimeout(6000)
    expect(await page.getByText(/Benutzerdaten|Could not fetch user data/).count()).toBe(0)
    expect(await page.locator('#pageContent article h3').first().textContent()).toBe(name)
    await setOffline(context, false)
    await context.close()
  })
})

describe('hotel search accessibility', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    '%s: the form with every filter and who pays, the results and the global search pass WCAG A and AA',
    async (_, viewport) => {
      const { context, page } = await openHotelSearch(viewport, 'en')
      await page.getByLabel('Destination', { exact: true }).selectOption(fixture.country)
      await page.getByLabel('Check-in', { exact: true }).fill(fixture.checkIn)
      await page.getByLabel('Check-out', { exact: true }).fill(fixture.checkOut)
      await page.getByText('Agency card', { exact: true }).click()
      expect(await page.getByRole('radio', { name: 'Agency card' }).isChecked()).toBe(true)
      await page.getByRole('button', { name: /^More filters/ }).click()
      await searchButton(page, EN).click()
      await page.locator('#pageContent article').first().waitFor()
      expect(await violations(page)).toEqual([])
      await page.getByLabel('Destination', { exact: true }).selectOption('')
      // the global search, open with suggestions (on a phone behind the search icon)
      if (viewport === PHONE)
        await page.getByRole('button', { name: 'Search destinations, hotels and properties' }).click()
      const box = page.getByRole('combobox', { name: 'Search destinations, hotels and properties' })
      await box.fill(fixture.country.slice(0, 3))
      await page.getByRole('banner').getByRole('option').first().waitFor()
      expect(await box.getAttribute('aria-activedescendant')).toBeTruthy()
      expect(await violations(page)).toEqual([])
      // Enter takes the active suggestion: the country becomes the search's destination
      await page.keyboard.press('Enter')
      await expect.poll(() => page.getByLabel('Destination', { exact: true }).inputValue()).toBe(fixture.country)
      expect(context.errors).toEqual([])
      await context.close()
    },
  )
})
