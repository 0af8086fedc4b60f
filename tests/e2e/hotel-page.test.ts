import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { HotelCard, HotelDetail, InspirationPost } from '#domain/hotels/types.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { violations } from './support/axe.ts'
import { DESKTOP, PHONE, launchBrowser, newContext, setOffline } from './support/browser.ts'
import { isoInDays } from './support/outbox.ts'
import { signIn } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let hotels: { demo: HotelDetail; lender: HotelDetail; empty: HotelDetail; invite: HotelDetail; plain: HotelDetail }

const hotelDetail = async (id: string) => (await (await fetch(`${baseUrl}/api/hotels/${id}`)).json()) as HotelDetail

/** The seed's hotels this file needs: a standard demo hotel, one with empty sections, one to invite, a plain one. */
async function findHotels() {
  const token = await agentToken(baseUrl)
  const answer = await fetch(`${baseUrl}/api/available-hotels?includeDemos=true`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const cards = ((await answer.json()) as { hotels: HotelCard[] }).hotels
  const details = await Promise.all(cards.map((card) => hotelDetail(card._id)))
  const find = (what: string, test: (h: HotelDetail) => boolean) => {
    const hotel = details.find(test)
    if (!hotel) throw new Error(`the seed has no ${what} hotel`)
    return hotel
  }
  return {
    demo: find('standard demo', (h) => h.isDemo && h.miceFacilities.length > 0),
    // the standard demo hotel (first by id) whose MICE facilities a demo build lends every hotel
    lender: [...details].sort((a, b) => (a._id < b._id ? -1 : 1)).find((h) => h.isDemo && h.miceFacilities.length > 0)!,
    empty: find('empty', (h) => h.description === null && h.diningVenues.length === 0 && h.checkIn === null),
    invite: find('to-invite', (h) => h.hasToBeInvitedToDirectContract && h.description !== null),
    plain: find('plain', (h) => !h.isDemo && !h.hasToBeInvitedToDirectContract && h.description !== null),
  }
}

beforeAll(async () => {
  browser = await launchBrowser()
  hotels = await findHotels()
})
afterAll(async () => {
  await browser?.close()
})

const expanded = (page: Page, names: string[]) =>
  Promise.all(names.map((name) => page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded')))

const SECTIONS_EN = ['Description', 'Dining Venues', 'Facilities', 'Location', 'Check-in', 'Hotel Policy']

describe('hotel page', () => {
  it('desktop, English: gallery, tabs with the remembered tab, accordion, the period in the address, an unknown hotel', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT)
    const { demo } = hotels
    await page.goto(`${baseUrl}/hotels/${demo._id}`)
    await page.getByRole('heading', { level: 1, name: demo.name }).waitFor()
    expect(await page.title()).toContain(demo.name)
    // the gallery and the tabs of a standard demo hotel
    await page.getByRole('button', { name: 'Pause slideshow' }).waitFor()
    const tabs = await page.getByRole('tablist').getByRole('tab').allTextContents()
    expect(tabs).toEqual(['Hotel', 'Rooms and Suites', 'Sales', 'MICE', 'Enquiry'])
    // the accordion: Expand all, Collapse all, one by one
    await page.getByRole('button', { name: 'Expand all' }).click()
    expect(await expanded(page, SECTIONS_EN)).toEqual(Array(6).fill('true'))
    await page.getByRole('button', { name: 'Collapse all' }).click()
    expect(await expanded(page, SECTIONS_EN)).toEqual(Array(6).fill('false'))
    await page.getByRole('button', { name: 'Dining Venues', exact: true }).click()
    expect(await expanded(page, SECTIONS_EN)).toEqual(['false', 'true', 'false', 'false', 'false', 'false'])
    await page.getByText(demo.diningVenues[0]!.name).first().waitFor()
    // MICE, then Sales: remembered over a reload
    await page.getByRole('tab', { name: 'MICE' }).click()
    await page.getByRole('heading', { name: demo.miceFacilities[0]!.name }).waitFor()
    await page.getByRole('tab', { name: 'Sales' }).click()
    await page.getByText('9am to 5pm Monday to Saturday').waitFor()
    await page.reload()
    await page.getByText('9am to 5pm Monday to Saturday').waitFor()
    expect(await page.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true')
    await page.getByRole('tab', { name: 'Enquiry' }).click()
    // the chat's enquiry panel (lazily loaded): the form, or the channel of an earlier enquiry
    await page
      .getByRole('button', { name: 'Send enquiry' })
      .or(page.getByRole('log', { name: 'Messages' }))
      .waitFor()
    // SELECT YOUR PERIOD writes the dates into the address and opens the rooms
    const checkIn = isoInDays(30)
    const checkOut = isoInDays(34)
    const period = page.getByRole('form', { name: 'SELECT YOUR PERIOD' })
    await period.getByLabel('Check-in').fill(checkOut)
    await period.getByLabel('Check-out').fill(checkIn)
    await period.getByRole('button', { name: 'Search' }).click()
    await period.getByText('Check out date has to be after check in date').waitFor()
    await period.getByLabel('Check-in').fill(checkIn)
    await period.getByLabel('Check-out').fill(checkOut)
    await period.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('checkInDate') === checkIn)
    expect(new URL(page.url()).searchParams.get('checkOutDate')).toBe(checkOut)
    expect(await page.getByRole('tab', { name: 'Rooms and Suites' }).getAttribute('aria-selected')).toBe('true')
    // an unknown hotel
    await page.goto(`${baseUrl}/hotels/0123456789abcdef0123ffff`)
    await page.getByText('Unfortunately, we could not fetch this hotel').waitFor()
    // EN | DE on a hotel page: the hotel texts (their own catalog, decision 056) switch too
    await page.goto(`${baseUrl}/hotels/${demo._id}`)
    await page.getByRole('tab', { name: 'Rooms and Suites' }).waitFor()
    await page
      .getByRole('button', { name: /^(DE|Deutsch)/ })
      .filter({ visible: true })
      .first()
      .click()
    await page.getByRole('tab', { name: 'Zimmer und Suiten' }).waitFor()
    await page.getByRole('tab', { name: 'Hotel' }).click()
    await page.getByRole('button', { name: 'Alle öffnen' }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('a demo build shows the MICE tab for every hotel, a plain one with the demo facilities', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT)
    const { plain, lender } = hotels
    // the e2e server runs APP_ENV=demo: the plain hotel is answered with the standard demo hotel's
    expect(plain.miceFacilities.length).toBeGreaterThan(0)
    await page.goto(`${baseUrl}/hotels/${plain._id}`)
    await page.getByRole('heading', { level: 1, name: plain.name }).waitFor()
    const tabs = await page.getByRole('tablist').getByRole('tab').allTextContents()
    expect(tabs).toEqual(['Hotel', 'Rooms and Suites', 'Sales', 'MICE', 'Enquiry'])
    await page.getByRole('tab', { name: 'MICE' }).click()
    await page.getByRole('heading', { name: plain.miceFacilities[0]!.name }).waitFor()
    // the seed's one standard demo hotel lends its facilities
    expect(plain.miceFacilities.map((f) => f.name)).toEqual(lender.miceFacilities.map((f) => f.name))
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('the inspiration feed folds long posts (See More / See Less) and a hotel opened from it goes back to it', async () => {
    const posts = (await (await fetch(`${baseUrl}/api/inspirationnow`)).json()) as InspirationPost[]
    const post = posts.find((p) => p.markdown.length > 200)
    if (!post) throw new Error('no long inspiration post in the seed')
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT)
    await page.goto(`${baseUrl}/hotels/inspirationnow`)
    await page.getByRole('heading', { level: 1, name: 'Inspiration from the hotels' }).waitFor()
    const card = page.locator('article', { has: page.locator(`#post-${post._id}`) })
    const more = card.getByRole('button', { name: 'See More' })
    const folded = (await card.locator('.inspiration-post__text').textContent())!.length
    await more.click()
    await card.getByRole('button', { name: 'See Less' }).waitFor()
    expect((await card.locator('.inspiration-post__text').textContent())!.length).toBeGreaterThan(folded)
    await card.getByRole('button', { name: 'See Less' }).click()
    await card.getByRole('button', { name: 'See More' }).waitFor()
    // the hotel, and back
    await card.getByRole('link', { name: post.hotel.name }).click()
    await page.getByRole('heading', { level: 1, name: post.hotel.name }).waitFor()
    await page.getByRole('button', { name: 'Back to Inspiration' }).click()
    await page.waitForURL((url) => url.pathname === '/hotels/inspirationnow')
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('phone, German: bottom nav, the empty-state texts, the invitation link and the sign-in for visitors', async () => {
    const context = await newContext(browser, { ...PHONE, locale: 'de-DE' })
    const page = await context.newPage()
    // a visitor first: the hotel is public, inviting it needs sign-in
    await page.goto(`${baseUrl}/hotels/${hotels.invite._id}`)
    await page.getByRole('heading', { level: 1, name: hotels.invite.name }).waitFor()
    expect(await page.getByRole('tablist').getByRole('tab').allTextContents()).toEqual(['Hotel', 'Zimmer', 'Anfrage'])
    await page.getByRole('button', { name: 'Hotel einladen und verdienen' }).click()
    await page.getByText('Melden Sie sich an, um dieses Hotel einzuladen.').waitFor()
    // the agent
    await signIn(page, baseUrl, AGENT, `/hotels/${hotels.empty._id}`)
    await page.getByRole('heading', { level: 1, name: hotels.empty.name }).waitFor()
    await page.getByRole('button', { name: 'Alle öffnen' }).click()
    for (const text of [
      'Für dieses Hotel gibt es keine Beschreibung.',
      'Keine Restaurants hochgeladen.',
      'Keine Ausstattung hochgeladen.',
      'Keine Lage angegeben.',
      'Keine besonderen Hinweise zum Check-in.',
      'Keine Richtlinien hochgeladen.',
    ])
      await page.getByText(text, { exact: true }).waitFor()
    // Sales joins the Hotel view; the Rooms view opens with the period selector
    await page.getByText('Montag bis Samstag von 9 bis 17 Uhr').first().waitFor()
    await page.getByRole('tab', { name: 'Zimmer' }).click()
    await page.getByRole('heading', { name: 'WÄHLEN SIE IHREN ZEITRAUM' }).waitFor()
    // the signed invitation link of a hotel without a direct contract
    await page.goto(`${baseUrl}/hotels/${hotels.invite._id}`)
    await page.getByRole('tab', { name: 'Hotel' }).click()
    await page.getByRole('button', { name: 'Hotel einladen und verdienen' }).click()
    await page.getByRole('button', { name: 'Einladungslink erstellen' }).click()
    const link = page.getByLabel(/Einladungslink \(gültig bis/)
    await expect.poll(() => link.inputValue()).toContain(`/distribution/hotels/${hotels.invite._id}?invitation=`)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('opens offline a hotel opened before, with the time it was fetched', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT)
    const { plain } = hotels
    await page.goto(`${baseUrl}/hotels/${plain._id}`)
    await page.getByRole('heading', { level: 1, name: plain.name }).waitFor()
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
      .toBe('activated')
    // once the worker controls the page, the page's chunks pass through it
    await page.reload()
    await page.getByRole('heading', { level: 1, name: plain.name }).waitFor()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    // the query cache is written to local storage a moment after the answer
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem('lds.query-cache')?.includes(id) ?? false, plain._id), {
        timeout: 10_000,
      })
      .toBe(true)
    await setOffline(context, true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: plain.name }).waitFor({ timeout: 20_000 })
    await page.getByText(/^Offline, shown as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/).waitFor()
    await page.getByRole('button', { name: 'Hotel Policy' }).click()
    await page.getByText('Age policy').waitFor()
    await setOffline(context, false)
    await context.close()
  })
})

describe('distribution page', () => {
  it('loads no form code for a hotel page with its rooms: the form kit comes with a form (docs/decisions/065-fewer-larger-chunks.md)', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT)
    const scripts: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname)
    })
    const isFormKit = (path: string) => /^\/assets\/form-[\w-]+\.js$/.test(path)
    await page.goto(`${baseUrl}/hotels/${hotels.demo._id}?checkInDate=${isoInDays(60)}&checkOutDate=${isoInDays(67)}`)
    await page.getByRole('heading', { level: 1, name: hotels.demo.name }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter(isFormKit)).toEqual([])
    // a page with a form loads it (so the file name above is the form kit's)
    await page.goto(`${baseUrl}/contact`)
    await page.getByRole('button', { name: 'Send message' }).waitFor()
    expect(scripts.filter(isFormKit).length).toBe(1)
    await context.close()
  })

  it('is server-rendered for visitors, with the GLDS header and the hotel', async () => {
    const { demo } = hotels
    const html = await (await fetch(`${baseUrl}/distribution/hotels/${demo._id}`)).text()
    expect(html).toContain('B2B Booking Engine by GLDS')
    expect(html).toContain(demo.name)
  })

  for (const [label, options, texts] of [
    [
      'desktop, English',
      DESKTOP,
      { step: 'Step 1 of 3', next1: 'Next 1/3', next2: 'Next 2/3', back: 'Back', start: 'Start Now', help: 'Help' },
    ],
    [
      'phone, German',
      { ...PHONE, locale: 'de-DE' },
      {
        step: 'Schritt 1 von 3',
        next1: 'Weiter 1/3',
        next2: 'Weiter 2/3',
        back: 'Zurück',
        start: 'Jetzt starten',
        help: 'Hilfe',
      },
    ],
  ] as const) {
    it(`${label}: the help opens on the first visit, is remembered, and the help button opens it again`, async () => {
      const context = await newContext(browser, options)
      const page = await context.newPage()
      await page.goto(`${baseUrl}/distribution/hotels/${hotels.demo._id}`)
      const dialog = page.getByRole('dialog')
      await dialog.getByText(texts.step).waitFor()
      await dialog.getByRole('button', { name: texts.next1 }).click()
      await dialog.getByRole('button', { name: texts.back }).click()
      await dialog.getByRole('button', { name: texts.next1 }).click()
      await dialog.getByRole('button', { name: texts.next2 }).click()
      await dialog.getByRole('button', { name: texts.start }).click()
      await dialog.waitFor({ state: 'detached' })
      // remembered
      await page.reload()
      await page.getByRole('heading', { level: 1, name: hotels.demo.name }).waitFor()
      await page.waitForTimeout(500)
      expect(await page.getByRole('dialog').count()).toBe(0)
      // reopened
      await page.getByRole('button', { name: texts.help, exact: true }).click()
      await page.getByRole('dialog').getByText(texts.step).waitFor()
      expect(context.errors).toEqual([])
      await context.close()
    })
  }
})

describe('accessibility of the hotel pages (axe-core, WCAG 2.1 AA)', () => {
  it('hotel page with every section open, each tab, the inspiration feed and the distribution help, desktop and phone', async () => {
    const found: string[] = []
    for (const size of [DESKTOP, PHONE]) {
      const context = await newContext(browser, { ...size, bypassCSP: true })
      const page = await context.newPage()
      await signIn(page, baseUrl, AGENT)
      await page.goto(`${baseUrl}/hotels/${hotels.demo._id}`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByRole('button', { name: 'Expand all' }).click()
      found.push(...(await violations(page)))
      for (const tab of await page.getByRole('tablist').getByRole('tab').all()) {
        await tab.click()
        found.push(...(await violations(page)))
      }
      await page.goto(`${baseUrl}/hotels/inspirationnow`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.locator('.inspiration-post').first().waitFor()
      found.push(...(await violations(page)))
      await page.goto(`${baseUrl}/distribution/hotels/${hotels.demo._id}`)
      await page.getByRole('dialog').waitFor()
      // after its opening animation (its colours fade in)
      await page.waitForTimeout(600)
      found.push(...(await violations(page)))
      await context.close()
    }
    expect([...new Set(found)]).toEqual([])
  })
})
