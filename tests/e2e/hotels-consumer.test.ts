import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { HotelDetail, HotelListPage, HotelListing, HotelRoom } from '#domain/hotels/types.ts'
import { AGENT } from './support/agent.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
const port = inject('basePort')
const consumer = `http://chalets.lds.test:${port}`
let browser: Browser
let hotel: HotelDetail
let rooms: HotelRoom[]
let cityHotels: HotelListing[]

const json = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T

/** A hotel with rooms and a description, and every hotel of its city (the public list). */
beforeAll(async () => {
  browser = await launchBrowser()
  const first = await json<HotelListPage>('/api/hotels?limit=100')
  for (const listing of first.hotels) {
    const detail = await json<HotelDetail>(`/api/hotels/${listing._id}`)
    const its = await json<HotelRoom[]>(`/api/hotels/${listing._id}/rooms`)
    if (detail.description && its.length > 0 && detail.mySalesManagers.length > 0) {
      hotel = detail
      rooms = its
      break
    }
  }
  if (!hotel) throw new Error('the seed has no hotel with a description, rooms and a sales manager')
  cityHotels = (
    await json<HotelListPage>(`/api/hotels?limit=100&destination=${encodeURIComponent(hotel.location.city)}`)
  ).hotels
})
afterAll(async () => {
  await browser?.close()
})

/** Nothing of the agency side: no rates, commission, sales, interest, chat or invitation. */
async function expectNoAgencyParts(page: Page) {
  const text = (await page.locator('main').innerText()).toLowerCase()
  for (const word of ['commission', '/ night', 'sales manager', 'save interest', 'the chat with', 'sign in'])
    expect(text).not.toContain(word)
  expect(await page.getByText('This page is for travel agencies').count()).toBe(0)
}

describe('hotels on the consumer storefront', () => {
  it('desktop, English: /hotels lists the hotels of a destination, a hotel page without rates, the storefront enquiry', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${consumer}/hotels`)
    await page.getByRole('heading', { level: 1, name: 'Luxury hotels in the Alps' }).waitFor()
    await page.getByRole('heading', { level: 2, name: /^\d+ hotels?$/ }).waitFor()
    await expectNoAgencyParts(page)
    expect(await page.locator('main article').count()).toBe(12)

    // a destination: the city's hotels, by name, and the destination in the address
    await page.getByRole('combobox', { name: 'Destination' }).selectOption(hotel.location.city)
    const count = cityHotels.length
    await page.getByRole('heading', { level: 2, name: count === 1 ? '1 hotel' : `${count} hotels` }).waitFor()
    await expect
      .poll(() => page.locator('main article h3').allTextContents())
      .toEqual(cityHotels.slice(0, 12).map((h) => h.name))
    expect(new URL(page.url()).searchParams.get('destination')).toBe(hotel.location.city)

    // the hotel page: the sections, the rooms without rates, no Sales tab, no period
    await page.getByRole('link', { name: hotel.name, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor()
    expect(await page.getByRole('tablist').getByRole('tab').allTextContents()).toEqual([
      'Hotel',
      'Rooms and Suites',
      // the e2e server is a demo build: every hotel has the MICE tab there (docs/product/hotels.md)
      'MICE',
      'Enquiry',
    ])
    await page.getByRole('button', { name: 'Description', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Hotel Policy', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Location', exact: true }).waitFor()
    expect(await page.getByText('SELECT YOUR PERIOD').count()).toBe(0)
    expect(await page.getByText('Reservations team').count()).toBe(0)
    await page.getByRole('button', { name: 'Back to Hotels' }).waitFor()
    await expectNoAgencyParts(page)
    await page.getByRole('tab', { name: 'Rooms and Suites' }).click()
    await page.getByRole('heading', { level: 3, name: rooms[0]!.name }).waitFor()
    expect(await page.getByRole('link', { name: /^Enquire:/ }).count()).toBe(0)
    expect(await page.getByText('Select your period').count()).toBe(0)
    await expectNoAgencyParts(page)

    // an offers modal's address leads back to the hotel page
    await page.goto(`${consumer}/hotels/${hotel._id}/rooms/${rooms[0]!._id}/shop-modal`)
    await page.waitForURL((url) => url.pathname === `/hotels/${hotel._id}`)
    expect(await page.getByRole('dialog').count()).toBe(0)

    // the Enquiry tab is the storefront's enquiry, with the hotel as its destination
    await page.getByRole('tab', { name: 'Enquiry' }).click()
    await page.getByRole('heading', { name: `Stay at ${hotel.name}` }).waitFor()
    await page.getByRole('tabpanel').getByRole('link', { name: 'Enquire now' }).click()
    await page.waitForURL((url) => url.pathname === '/enquire-now')
    const destination = page.getByRole('combobox', { name: 'Destination' })
    await expect.poll(() => destination.inputValue()).toContain(hotel.name)
    await context.close()
  })

  it('phone, German: the list and the bottom nav Hotel, Zimmer, Anfrage without Sales', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await page.goto(`${consumer}/hotels?destination=${encodeURIComponent(hotel.location.city)}`)
    await page.getByRole('heading', { level: 1, name: 'Luxushotels in den Alpen' }).waitFor()
    await page.getByRole('link', { name: hotel.name, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor()
    expect(await page.getByRole('tablist').getByRole('tab').allTextContents()).toEqual(['Hotel', 'Zimmer', 'Anfrage'])
    expect(await page.getByRole('heading', { name: 'Vertrieb' }).count()).toBe(0)
    await page.getByRole('tab', { name: 'Anfrage' }).click()
    await page.getByRole('tabpanel').getByRole('link', { name: 'Jetzt anfragen' }).waitFor()
    await context.close()
  })
})

describe("the consumer storefront's menu", () => {
  it('desktop at its narrowest (1000 px), English: Hotels after Search leads to the hotel list, and the menu fits', async () => {
    const context = await newContext(browser, { viewport: { width: 1000, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${consumer}/about`)
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' })
    await expect
      .poll(() => nav.locator('.site-nav__list > li').allTextContents())
      .toEqual(['Home', 'Destinations', 'Search', 'Hotels', 'Enquire now'])
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await nav.getByRole('link', { name: 'Hotels', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/hotels')
    await page.getByRole('heading', { level: 1, name: 'Luxury hotels in the Alps' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Hotels', exact: true }).getAttribute('aria-current')).toBe('page')
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('phone, German: the side menu has Hotels after Suche and leads to the hotel list', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await page.goto(`${consumer}/about`)
    await page.locator('header').getByRole('button', { name: 'Menü öffnen' }).click()
    const menu = page.getByRole('dialog', { name: 'Menü' })
    await menu.waitFor()
    expect(await menu.locator('.side-menu__list > li').allTextContents()).toEqual([
      'Startseite',
      'Suche',
      'Hotels',
      'Kontakt',
    ])
    await menu.getByRole('link', { name: 'Hotels', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/hotels')
    await page.getByRole('heading', { level: 1, name: 'Luxushotels in den Alpen' }).waitFor()
    await menu.waitFor({ state: 'detached' })
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('hotels on the agency side', () => {
  it('a signed-in agent keeps the hotel search and the full hotel page', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT)
    await page.goto(`${baseUrl}/hotels`)
    await page.getByRole('heading', { level: 1, name: 'Find the hotel for your client' }).waitFor()
    await page.goto(`${baseUrl}/hotels/${hotel._id}`)
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor()
    expect(await page.getByRole('tablist').getByRole('tab').allTextContents()).toEqual([
      'Hotel',
      'Rooms and Suites',
      'Sales',
      'MICE',
      'Enquiry',
    ])
    await page.getByText('SELECT YOUR PERIOD').waitFor()
    await page.getByText('Your sales manager').waitFor()
    await context.close()
  })
})
