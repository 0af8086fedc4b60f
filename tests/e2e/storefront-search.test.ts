import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, PHONE, launchBrowser, newContext, horizontalOverflow } from './support/browser.ts'
import type { DestinationAnswer } from '#domain/properties/destination-answer.ts'
import { citySlug, countrySlug } from '#domain/properties/paths.ts'
import {
  COURCHEVEL,
  acceptCookies,
  apiJson,
  saturdayWeek,
  weekdayPeriodWithOtherPeriods,
  logPageErrors,
} from './support/storefront-data.ts'

const baseUrl = inject('baseUrl')
// the consent bar is answered by the tests themselves (acceptCookies), on the real origin
const NO_PRESET_CONSENT = { cookieConsent: null }
const port = inject('basePort')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const resultsCount = async (page: Page) =>
  Number((await page.getByText(/^Results: \d+$/).textContent())?.match(/\d+/)?.[0])
const cards = (page: Page) => page.locator('#pageContent .search-results > .property-grid article')

async function fillPeriod(page: Page, checkIn: string, checkOut: string) {
  await page.getByLabel('Destination', { exact: true }).selectOption(COURCHEVEL)
  await page.getByLabel('Check-in', { exact: true }).fill(checkIn)
  await page.getByLabel('Check-out', { exact: true }).fill(checkOut)
}

describe('property search', () => {
  it('searches a Saturday-to-Saturday week in Courchevel from the landing (desktop row form) and gets results', async () => {
    const week = await saturdayWeek(baseUrl)
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await acceptCookies(page)
    await page.getByRole('search', { name: 'Search properties' }).waitFor()
    await fillPeriod(page, week.checkIn, week.checkOut)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/\/search\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('city')).toBe(COURCHEVEL)
    expect(url.searchParams.get('checkIn')).toBe(week.checkIn)
    // the server's count for this search (the page may still show an earlier search for a moment)
    await page.getByText(`Results: ${week.answer.count}`, { exact: true }).waitFor()
    expect(await resultsCount(page)).toBe(week.answer.count)
    await cards(page).first().waitFor()
    expect(await cards(page).count()).toBe(Math.min(12, week.answer.results.length))
    expect(await page.getByText(/for your stay/).count()).toBeGreaterThan(0)
    expect(await page.getByText(/rented per whole week/).count()).toBe(0)
    // the filter is saved without expiry and comes back on the next visit
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('lds.property-search-filter'))) ?? '{}')
    expect(saved).toMatchObject({ city: COURCHEVEL, checkIn: week.checkIn, checkOut: week.checkOut, flexible: true })
    await page.goto(`${baseUrl}/search`)
    await page.waitForURL(/city=/)
    expect(await page.getByLabel('Check-in', { exact: true }).inputValue()).toBe(week.checkIn)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it("in German, a resort's sectors read in German and search by their stored names (Zentrum is Centre)", async () => {
    const week = await saturdayWeek(baseUrl)
    const context = await newContext(browser, DESKTOP)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(
      `${baseUrl}/search?${new URLSearchParams({ city: COURCHEVEL, checkIn: week.checkIn, checkOut: week.checkOut })}`,
    )
    await page.getByRole('button', { name: 'Deutsch' }).first().click()
    const sectors = page.getByRole('group', { name: `Ortsteile von ${COURCHEVEL}` })
    await sectors.getByRole('checkbox', { name: 'Zentrum', exact: true }).check()
    expect(await sectors.getByRole('checkbox', { name: 'Centre' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Suche', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('sectors') === 'Centre')
    await page.getByText(/^Ergebnisse: \d+$/).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('on a phone: the landing card leads to the search; weekday dates show the hint and the other-period list', async () => {
    const period = await weekdayPeriodWithOtherPeriods(baseUrl)
    const context = await newContext(browser, PHONE, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(baseUrl)
    await acceptCookies(page)
    expect(await page.getByRole('search').count()).toBe(0)
    await page.getByRole('link', { name: 'Search properties' }).click()
    await page.waitForURL(`${baseUrl}/search`)
    // secondary filters are folded on phones
    expect(await page.getByRole('button', { name: 'More filters' }).getAttribute('aria-expanded')).toBe('false')
    await fillPeriod(page, period.checkIn, period.checkOut)
    await page
      .getByText(/rented per whole week/)
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/checkIn=/)
    // the server's count for this search (the unfiltered results shown before stay for a moment)
    await page.getByText(`Results: ${period.answer.count}`, { exact: true }).waitFor()
    expect(await resultsCount(page)).toBe(period.answer.count)
    expect(
      await page
        .locator('#pageContent')
        .getByText(/rented per whole week/)
        .count(),
    ).toBe(1)
    await page.getByRole('heading', { name: 'Available in other periods' }).waitFor()
    const other = page.locator('.search-results__other article')
    expect(await other.count()).toBe(Math.min(12, period.answer.otherPeriods.length))
    expect(await other.first().textContent()).toMatch(/Available \d+/)
    const overflow = await horizontalOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('shows the validation messages next to the fields and keeps what was typed', async () => {
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/search`)
    await acceptCookies(page)
    const checkIn = page.getByLabel('Check-in', { exact: true })
    const checkOut = page.getByLabel('Check-out', { exact: true })
    await checkIn.fill('2099-01-10')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText('Please enter the check out date').waitFor()
    await checkOut.fill('2099-01-03')
    await page.getByText('Check out date has to be after check in date').waitFor()
    expect(await checkOut.getAttribute('aria-invalid')).toBe('true')
    await checkIn.fill('2001-01-01')
    await page.getByText('The check in date cannot be in the past').waitFor()
    await checkIn.fill('')
    await page.getByText('Please enter the check in date').waitFor()
    expect(await checkOut.inputValue()).toBe('2099-01-03')
    expect(new URL(page.url()).search).toBe('')
    // German messages
    await page.getByRole('button', { name: 'Deutsch' }).first().click()
    await page.getByText('Bitte geben Sie das Anreisedatum ein').waitFor()
    await context.close()
  })

  it("says so when nothing matches: 'Results: 0'", async () => {
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/search?city=Cortina&bedrooms=30`)
    await page.getByText("Sorry, we don't have any results matching your query").waitFor()
    await page.getByText('Results: 0', { exact: true }).waitFor()
    // a known destination gets no "unknown destination" note
    expect(await page.getByText(/We have no residences in/).count()).toBe(0)
    // a destination we do not have (an old or mistyped link) is named, with the way forward
    await page.goto(`${baseUrl}/search?city=Atlantis`)
    await page
      .getByText('We have no residences in “Atlantis”. Please choose a destination from the list above.')
      .waitFor()
    // the link's text is shown as it came, never read as markup or as a message's placeholder
    const odd = '<b>Atlantis</b> <0>x</0> {city}'
    await page.goto(`${baseUrl}/search?${new URLSearchParams({ city: odd })}`)
    await page
      .getByText(`We have no residences in “${odd}”. Please choose a destination from the list above.`)
      .waitFor()
    await page.getByText('Results: 0', { exact: true }).waitFor()
    // an old link with past dates: the search shows every period and says why
    await page.goto(`${baseUrl}/search?city=Cortina&checkIn=2020-01-04&checkOut=2020-01-11`)
    await page
      .getByText(
        'The dates in this link have passed or are not valid, so all periods are shown. Please choose new dates above.',
      )
      .waitFor()
    await page.getByText(/^Results: [1-9]/).waitFor()
    await context.close()
  })
})

describe('destination lists', () => {
  it('a place without the type says so and leads to the types it has (no silent bounce to the landing)', async () => {
    // the demo catalogue's places without chalets or villas (found through the API, not assumed)
    const candidates = [
      '/chalets/italy/cortina',
      '/chalets/switzerland/gstaad',
      '/chalets/italy',
      '/villas/austria',
      '/villas/italy',
    ]
    let found: { path: string; answer: DestinationAnswer } | undefined
    for (const path of candidates) {
      const answer = await apiJson<DestinationAnswer>(baseUrl, `/destinations${path}`)
      if (answer.total === 0 && answer.otherTypes.length > 0) {
        found = { path, answer }
        break
      }
    }
    expect(found, 'a place without one type').toBeDefined()
    const { path, answer } = found!
    const other = answer.otherTypes[0]!
    const context = await newContext(browser, PHONE, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}${path}`)
    expect(res?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(path)
    await acceptCookies(page)
    const note = page.getByRole('note').filter({ hasText: /^There are no (chalets|villas) in .+ at the moment\./ })
    await note.waitFor()
    await note.getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname === other.path)
    await expect.poll(() => page.locator('#pageContent article').count()).toBe(Math.min(12, other.total))
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('lists 12 cards, 12 more per Show more, with canonical and alternate links', async () => {
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/chalets/france`)
    await acceptCookies(page)
    await page.getByRole('heading', { level: 1, name: 'Luxury chalets in France' }).waitFor()
    const grid = page.locator('#pageContent article')
    await expect.poll(() => grid.count()).toBe(12)
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect.poll(() => grid.count()).toBeGreaterThan(12)
    expect(await grid.count()).toBeLessThanOrEqual(24)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://www.lds-alps.com/chalets/france',
    )
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toBe(
      'https://www.lds-alps.de/chalets/frankreich',
    )
    expect(await page.title()).toContain('France')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    // a card opens its property page
    const first = grid.first().getByRole('link')
    const name = await first.textContent()
    await first.click()
    await page.getByRole('heading', { level: 1, name: name ?? '' }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/chalets\/france\/[a-z0-9-]+\/[a-z0-9-]+$/)
    // the German path of the same list, and the resort family of Courchevel
    await page.goto(`${baseUrl}/chalets/frankreich/courchevel`)
    await page.getByRole('heading', { level: 1, name: 'Luxury chalets in Courchevel' }).waitFor()
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://www.lds-alps.com/chalets/france/courchevel',
    )
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('shows a helpful page for an unknown destination, and 404 for a path that is no property type', async () => {
    const context = await newContext(browser, PHONE, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/chalets/france/atlantis`)
    await page.getByRole('heading', { name: "We don't know this destination yet" }).waitFor()
    await page.getByRole('link', { name: 'Courchevel 1850' }).waitFor()
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    const res = await page.goto(`${baseUrl}/castles/france`)
    expect(res?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('B2C mode (consumer host)', () => {
  it('hides book now, save interest, sales conditions and commission; book-now goes back to the property', async () => {
    const week = await saturdayWeek(baseUrl)
    const path = week.answer.results[0]!.path
    const context = await newContext(browser, DESKTOP, NO_PRESET_CONSENT)
    logPageErrors(context)
    const page = await context.newPage()
    const host = `http://chalets.lds.test:${port}`
    await page.goto(`${host}${path}`)
    await acceptCookies(page)
    await page.getByRole('heading', { name: 'Availabilities' }).waitFor()
    await page.locator('.stays-table').first().waitFor()
    for (const hidden of ['Book now', 'Save interest', 'Take option'])
      expect(await page.getByText(hidden, { exact: true }).count()).toBe(0)
    expect(await page.getByText('Sales conditions').count()).toBe(0)
    expect(await page.getByRole('columnheader', { name: 'Commission' }).count()).toBe(0)
    expect(await page.getByText('Commissionable').count()).toBe(0)
    await page.goto(`${host}${path}/book-now`)
    await expect.poll(() => new URL(page.url()).pathname).toBe(path)
    await page.goto(`${host}${path}/take-option`)
    await expect.poll(() => new URL(page.url()).pathname).toBe(path)
    // B2B (not B2C), signed out: the booking wizard asks for sign-in first (the provider's login page)
    await page.goto(`${baseUrl}${path}/book-now`)
    await page.locator('#email').waitFor({ timeout: 20_000 })
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe("'Display demo properties'", () => {
  it('decides whether the destination list and the search include the demo properties', async () => {
    type Named = { name: string; city: string; propertyType: string; address: { country: string } }
    const all = await apiJson<Named[]>(
      baseUrl,
      '/properties?includeDemos=true&projection=name%20city%20propertyType%20address&limit=2000',
    )
    const demo = all.find((property) => property.name.startsWith('LDS Demo Chalet'))
    expect(demo, 'the seed has a demo chalet').toBeDefined()
    const path = `/chalets/${countrySlug(demo!.address.country, 'en')}/${citySlug(demo!.city)}`
    const totals = async (includeDemos: boolean) =>
      (await apiJson<DestinationAnswer>(baseUrl, `/destinations${path}?includeDemos=${includeDemos}`)).total
    const withDemos = await totals(true)
    const withoutDemos = await totals(false)
    expect(withDemos).toBeGreaterThan(withoutDemos)

    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    const searched: number[] = []
    for (const shown of [false, true]) {
      await page.goto(`${baseUrl}/fflags`)
      await page.getByRole('switch', { name: 'Display demo properties' }).setChecked(shown, { force: true })
      await page.goto(`${baseUrl}${path}`)
      const total = shown ? withDemos : withoutDemos
      await page.locator('.destination-page__count', { hasText: `${total} residence` }).waitFor()
      await page.goto(`${baseUrl}/search?city=${encodeURIComponent(demo!.city)}`)
      await page.getByText(/^Results: \d+$/).waitFor()
      searched.push(await resultsCount(page))
    }
    // the demo chalet of this resort is one more result once the flag is on
    expect(searched[1]).toBeGreaterThan(searched[0]!)
    expect(context.errors).toEqual([])
    await context.close()
  })
})
