import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatAmount } from '#domain/format/format-price.ts'
import type {
  AvailableRoomsAnswer,
  HotelCard,
  HotelInterestDetail,
  HotelRoom,
  OffersAnswer,
} from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { violations } from './support/axe.ts'
import { DESKTOP, PHONE, launchBrowser, newContext, setOffline } from './support/browser.ts'
import { isoInDays } from './support/outbox.ts'
import { signIn } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

type Journey = {
  hotel: HotelCard
  rooms: [HotelRoom, HotelRoom]
  /** free units of the first room over the period */
  firstAvailable: number
  checkInDate: string
  checkOutDate: string
}

/**
 * A hotel and period where two rooms have priced offers for one adult (the modal's default), found
 * through the API as the agent: hotels without dates, then each hotel's rooms for the period.
 */
async function findJourneys(count: number): Promise<Journey[]> {
  const token = await agentToken(baseUrl)
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    })
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`)
    return (await res.json()) as T
  }
  const { hotels } = await get<{ hotels: HotelCard[] }>('/available-hotels')
  const found: Journey[] = []
  for (const days of [45, 60, 75]) {
    const checkInDate = isoInDays(days)
    const checkOutDate = isoInDays(days + 4)
    const period = `checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`
    for (const hotel of hotels.filter((h) => !h.priceInfo.isOnRequestOnly && !h.isDemo)) {
      if (found.some((j) => j.hotel._id === hotel._id)) continue
      const available = await get<AvailableRoomsAnswer>(
        `/hotels/${hotel._id}/available-rooms?${period}&paymentProfile=ClientPays`,
      )
      const candidates = available.rooms.filter((r) => r.reason === null && r.minimumNightlyPrice !== null)
      if (candidates.length < 2) continue
      const rooms = await get<HotelRoom[]>(`/hotels/${hotel._id}/rooms`)
      const priced: HotelRoom[] = []
      // the room with the fewest free units first: the modal's availability check can be reached
      candidates.sort((a, b) => a.maxAvailableQuantity - b.maxAvailableQuantity)
      for (const candidate of candidates) {
        const offers = await get<OffersAnswer>(
          `/hotelrooms/${candidate.roomId}/offers?${period}&numAdults=1&paymentProfile=ClientPays`,
        )
        const room = rooms.find((r) => r._id === candidate.roomId)
        if (room && offers.offers.some((o) => o.priceTotal !== undefined)) priced.push(room)
        if (priced.length === 2) break
      }
      const firstAvailable = candidates.find((c) => c.roomId === priced[0]?._id)?.maxAvailableQuantity ?? 0
      if (priced.length === 2)
        found.push({ hotel, rooms: [priced[0]!, priced[1]!], firstAvailable, checkInDate, checkOutDate })
      if (found.length === count) return found
    }
  }
  throw new Error('the seed has no hotel with two priced rooms in the coming months')
}

let journeys: Journey[]

/**
 * A room whose one bed can be made up as two single beds for one adult (the modal's default guest),
 * with a priced offer in the coming months.
 */
async function findTwinRoom(): Promise<{
  hotel: HotelCard
  room: HotelRoom
  checkInDate: string
  checkOutDate: string
}> {
  const token = await agentToken(baseUrl)
  const get = async <T>(path: string): Promise<T> =>
    (await (
      await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } })
    ).json()) as T
  const { hotels } = await get<{ hotels: HotelCard[] }>('/available-hotels')
  const checkInDate = isoInDays(50)
  const checkOutDate = isoInDays(53)
  const period = `checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`
  for (const hotel of hotels.filter((h) => !h.priceInfo.isOnRequestOnly && !h.isDemo)) {
    const rooms = await get<HotelRoom[]>(`/hotels/${hotel._id}/rooms`)
    for (const room of rooms.filter((r) => r.beds.length === 1 && r.beds[0]!.twinBedPossible)) {
      const { offers } = await get<OffersAnswer>(
        `/hotelrooms/${room._id}/offers?${period}&numAdults=1&paymentProfile=ClientPays`,
      )
      if (
        offers.some((o) => o.priceTotal !== undefined && o.requestableBedConfigurations.includes('singleBed+singleBed'))
      )
        return { hotel, room, checkInDate, checkOutDate }
    }
  }
  throw new Error('the seed has no room with a twin-possible bed and a priced offer in the coming months')
}

beforeAll(async () => {
  browser = await launchBrowser()
  journeys = await findJourneys(2)
})
afterAll(async () => {
  await browser?.close()
})

const hotelUrl = (j: Journey) =>
  `${baseUrl}/hotels/${j.hotel._id}?checkInDate=${j.checkInDate}&checkOutDate=${j.checkOutDate}`

type Texts = { enquire: string; add: string; added: string; another: string; save: string; rates: string }
const EN: Texts = {
  enquire: 'Enquire',
  add: 'Add to selection',
  added: 'added to selection',
  another: 'Add another room type',
  save: 'Save interest',
  rates: 'Rates',
}
const DE: Texts = {
  enquire: 'Anfragen',
  add: 'Zur Auswahl hinzufügen',
  added: 'zur Auswahl hinzugefügt',
  another: 'Weitere Zimmerkategorie hinzufügen',
  save: 'Interesse speichern',
  rates: 'Raten',
}

/** Enquire a room from its card: the modal route keeps the period; the first rate is chosen and added. */
async function addRoom(page: Page, j: Journey, room: HotelRoom, texts: Texts) {
  await page.getByRole('link', { name: `${texts.enquire}: ${room.name}` }).click()
  await page.waitForURL((url) => url.pathname.endsWith(`/rooms/${room._id}/shop-modal`))
  expect(new URL(page.url()).searchParams.get('checkInDate')).toBe(j.checkInDate)
  const dialog = page.getByRole('dialog', { name: room.name })
  const rate = dialog.getByRole('group', { name: texts.rates }).getByRole('radio').first()
  await rate.check()
  await dialog.getByRole('button', { name: texts.add }).click()
  await dialog.getByText(`${room.name} ${texts.added}`).waitFor()
  await dialog.getByRole('button', { name: texts.another }).click()
  await page.waitForURL((url) => url.pathname === `/hotels/${j.hotel._id}`)
  await dialog.waitFor({ state: 'detached' })
  // the page stayed where it was, by its rooms (no jump to the top)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
}

const summary = (page: Page) => page.locator('.selection-summary')

async function newAgentPage(
  kind: typeof DESKTOP,
  language: 'en' | 'de',
): Promise<{ context: BrowserContext & { errors: string[] }; page: Page }> {
  const context = await newContext(browser, { ...kind, bypassCSP: true }, { language })
  const page = await context.newPage()
  await signIn(page, baseUrl, AGENT)
  return { context, page }
}

describe('hotel selection and saving the interest', () => {
  it('desktop, English: two room types, the rules of the modal, the cart after a reload, saving with its validation, the dashboard', async () => {
    const j = journeys[0]!
    const [first, second] = j.rooms
    const { context, page } = await newAgentPage(DESKTOP, 'en')
    await page.goto(hotelUrl(j))
    await page.getByRole('article', { name: first.name }).waitFor()
    // by keyboard: Enter on Enquire opens the modal, Escape closes it and the focus is back on Enquire
    const enquire = page.getByRole('link', { name: `${EN.enquire}: ${first.name}` })
    await enquire.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: first.name }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: first.name }).waitFor({ state: 'detached' })
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`${EN.enquire}: ${first.name}`)
    // the room card: sizes in sqm and sqft, a price for the period
    const card = page.getByRole('article', { name: first.name })
    if (first.sizeSqmMin) await card.getByText(`${first.sizeSqmMin}`, { exact: false }).first().waitFor()
    await card.getByText(/from EUR|from CHF|On request/).waitFor()

    // the modal: no rate chosen, then a guest change clears the chosen rate
    await page.getByRole('link', { name: `Enquire: ${first.name}` }).click()
    const dialog = page.getByRole('dialog', { name: first.name })
    await dialog.getByRole('button', { name: 'Add to selection' }).click()
    await dialog.getByText('You have not selected a rate for at least one room').waitFor()
    expect(await violations(page)).toEqual([])
    const rates = dialog.getByRole('group', { name: 'Rates' })
    await rates.getByRole('radio').first().check()
    expect(await rates.getByRole('radio', { checked: true }).count()).toBe(1)
    await dialog.getByRole('button', { name: 'Increase Adults' }).click()
    await expect.poll(() => rates.getByRole('radio', { checked: true }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Decrease Adults' }).click()
    // more rooms than are free: '{n} are not available. Try fewer rooms.'
    if (j.firstAvailable < 20) {
      const count = dialog.getByLabel('Number of rooms', { exact: true })
      await count.fill(String(j.firstAvailable + 1))
      await count.blur()
      await dialog.getByText(`${j.firstAvailable + 1} are not available. Try fewer rooms.`).waitFor()
      await count.fill('1')
      await count.blur()
    }
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL((url) => url.pathname === `/hotels/${j.hotel._id}`)

    await addRoom(page, j, first, EN)
    await addRoom(page, j, second, EN)
    await summary(page).getByText(first.name).waitFor()
    await summary(page).getByText(second.name).waitFor()

    // the cart outlives a reload
    await page.reload()
    await summary(page).getByText(first.name).waitFor()
    await summary(page).getByText(second.name).waitFor()
    expect(await summary(page).getByText('Your selection').count()).toBe(1)
    expect(await violations(page)).toEqual([])

    // save: the names are required
    await summary(page).getByRole('link', { name: 'Save interest' }).click()
    const save = page.getByRole('dialog', { name: j.hotel.name })
    await save.getByRole('button', { name: 'Save interest' }).click()
    await save.getByText("Please enter the client's first name").waitFor()
    await save.getByText("Please enter the client's last name").waitFor()
    expect(await violations(page)).toEqual([])
    // a pasted name longer than a client search is not sent for suggestions (the server takes 100)
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/autocomplete/clients')) asked.push(new URL(r.url()).searchParams.get('fullText') ?? '')
    })
    await save.getByLabel('Last name').fill('x'.repeat(150))
    await page.waitForTimeout(1000)
    expect(asked.filter((text) => text.length > 100)).toEqual([])
    await save.getByLabel('First name').fill('Ada')
    await save.getByLabel('Last name').fill('Lovelace')
    await save.getByLabel('Booking reference').fill('4711')
    // a number field keeps only the number (letters are ignored as they are typed)
    const markup = save.getByLabel(/^Markup/)
    await markup.fill('')
    await markup.pressSequentially('ab1x50,505')
    expect(await markup.inputValue()).toBe('150,50')
    await markup.fill('')
    // a failed save says so in the app's toaster (3000 ms), and the form stays as typed
    const toaster = page.getByRole('status', { name: 'Notifications' })
    await page.route('**/api/hotels/interests', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        : route.fallback(),
    )
    await save.getByRole('button', { name: 'Save interest' }).click()
    const failedToast = toaster.getByText('An error occured :(', { exact: true })
    await failedToast.waitFor()
    expect(await save.getByText('An error occured :(').count()).toBe(0)
    expect(await save.getByLabel('First name').inputValue()).toBe('Ada')
    await failedToast.waitFor({ state: 'detached', timeout: 6000 })
    await page.unroute('**/api/hotels/interests')
    await save.getByRole('button', { name: 'Save interest' }).click()
    // saved: the toaster says so, not the form
    await toaster.getByText('Saved Interest', { exact: true }).waitFor()

    // the dashboard shows the interest
    await page.waitForURL((url) => url.pathname === '/partner/dashboard' && url.searchParams.has('hotel-lead-id'))
    const leadId = new URL(page.url()).searchParams.get('hotel-lead-id')
    await page.getByRole('heading', { level: 1, name: 'Saved Interest' }).waitFor()
    await page.getByRole('heading', { level: 2, name: j.hotel.name }).waitFor()
    await page.getByText('Ada Lovelace').waitFor()
    await page.getByText('TLS4711').waitFor()
    await page.locator('.interest__room-name', { hasText: first.name }).waitFor()
    await page.locator('.interest__room-name', { hasText: second.name }).waitFor()
    expect(await violations(page)).toEqual([])
    // the commission as stored, to the cent (rounded to 2 decimals, never to whole units)
    const stored = (await (
      await fetch(`${baseUrl}/api/hotels/interests/${leadId}`, {
        headers: { authorization: `Bearer ${await agentToken(baseUrl)}` },
      })
    ).json()) as { price: { currency: string }; partnerAgency: { commissionForPartner: number | null } }
    const commission = stored.partnerAgency.commissionForPartner
    expect(commission).not.toBeNull()
    await page.getByText(formatAmount(commission!, stored.price.currency), { exact: true }).first().waitFor()

    // back on the hotel page the selection says See on Dashboard
    await page.goto(hotelUrl(j))
    await summary(page).getByRole('link', { name: 'See on Dashboard' }).click()
    await page.waitForURL((url) => url.searchParams.get('hotel-lead-id') === leadId)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('phone, German: offline the offers are not live and saving says it needs a connection, nothing typed is lost', async () => {
    const j = journeys[1]!
    const [first, second] = j.rooms
    const { context, page } = await newAgentPage(PHONE, 'de')
    await page.goto(hotelUrl(j))
    await page.getByRole('article', { name: first.name }).waitFor()
    await addRoom(page, j, first, DE)
    await addRoom(page, j, second, DE)
    await summary(page).getByText(second.name).waitFor()
    // the save dialog is never opened online: its code came with the button on screen
    await summary(page).getByRole('link', { name: 'Interesse speichern' }).scrollIntoViewIfNeeded()
    await page.waitForTimeout(1000)

    await setOffline(context, true)
    await page.getByText('Sie sind offline: Raten und Verfügbarkeit sind nicht aktuell').waitFor()
    // the offers seen before are shown as not live and cannot be chosen or added
    await page.getByRole('link', { name: `Anfragen: ${first.name}` }).click()
    const dialog = page.getByRole('dialog', { name: first.name })
    await dialog.getByText(/^Nicht aktuell: Sie sind offline/).waitFor()
    expect(await dialog.getByRole('radio').first().isDisabled()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // the selection is intact; saving offline says it needs a connection
    await summary(page).getByText(first.name).waitFor()
    await summary(page).getByRole('link', { name: 'Interesse speichern' }).click()
    const save = page.getByRole('dialog', { name: j.hotel.name })
    await save.getByLabel('Vorname').fill('Clara')
    await save.getByLabel('Nachname').fill('Schmidt')
    await save.getByRole('button', { name: 'Interesse speichern' }).click()
    await save.getByText(/Zum Speichern eines Interesses ist eine Verbindung nötig/).waitFor()
    await page.keyboard.press('Escape')
    await save.waitFor({ state: 'detached' })
    await summary(page).getByRole('link', { name: 'Interesse speichern' }).click()
    expect(await save.getByLabel('Vorname').inputValue()).toBe('Clara')
    expect(await save.getByLabel('Nachname').inputValue()).toBe('Schmidt')

    // back online: saved, and the dashboard in German
    await setOffline(context, false)
    await save.getByRole('button', { name: 'Interesse speichern' }).click()
    await page.waitForURL((url) => url.pathname === '/partner/dashboard' && url.searchParams.has('hotel-lead-id'))
    await page.getByRole('heading', { level: 1, name: 'Interesse gespeichert' }).waitFor()
    await page.getByText('Clara Schmidt').waitFor()
    // the hotel's category and country in German too
    expect(await page.locator('.interest__category').textContent()).toMatch(/^[45] Sterne( Palace)?$/)
    expect(await page.locator('.interest__place').textContent()).toMatch(/, (Frankreich|Schweiz|Österreich|Italien)$/)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('desktop, English: the beds of a room (twin or double) chosen in the modal, kept in the selection and the interest', async () => {
    const { hotel, room, checkInDate, checkOutDate } = await findTwinRoom()
    const { context, page } = await newAgentPage(DESKTOP, 'en')
    await page.goto(`${baseUrl}/hotels/${hotel._id}?checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`)
    await page.getByRole('link', { name: `Enquire: ${room.name}` }).click()
    const dialog = page.getByRole('dialog', { name: room.name })
    const beds = dialog.getByRole('group', { name: 'Beds' })
    // the default (every bed as it is) is chosen first
    await beds.getByRole('radio').first().waitFor()
    expect(await beds.getByRole('radio').first().isChecked()).toBe(true)
    await beds.getByRole('radio', { name: '2 Single beds' }).check()
    expect(await violations(page)).toEqual([])
    // a guest change asks for the beds again: back to the default
    await dialog.getByRole('button', { name: 'Increase Adults' }).click()
    await dialog.getByRole('button', { name: 'Decrease Adults' }).click()
    await expect.poll(() => beds.getByRole('radio', { name: '2 Single beds' }).isChecked()).toBe(false)
    await beds.getByRole('radio', { name: '2 Single beds' }).check()
    await dialog.getByRole('group', { name: 'Rates' }).getByRole('radio').first().check()
    await dialog.getByRole('button', { name: 'Add to selection' }).click()
    await dialog.getByText(`${room.name} added to selection`).waitFor()
    await dialog.getByRole('button', { name: 'Add another room type' }).click()
    await dialog.waitFor({ state: 'detached' })
    await summary(page)
      .getByText(/· 2 Single beds$/)
      .waitFor()

    await summary(page).getByRole('link', { name: 'Save interest' }).click()
    const save = page.getByRole('dialog', { name: hotel.name })
    await save.getByText(/· 2 Single beds$/).waitFor()
    await save.getByLabel('First name').fill('Hedy')
    await save.getByLabel('Last name').fill('Lamarr')
    await save.getByRole('button', { name: 'Save interest' }).click()
    await page.waitForURL((url) => url.pathname === '/partner/dashboard' && url.searchParams.has('hotel-lead-id'))
    const leadId = new URL(page.url()).searchParams.get('hotel-lead-id')
    await page.locator('.interest__room-detail', { hasText: '2 Single beds' }).waitFor()
    const stored = (await (
      await fetch(`${baseUrl}/api/hotels/interests/${leadId}`, {
        headers: { authorization: `Bearer ${await agentToken(baseUrl)}` },
      })
    ).json()) as HotelInterestDetail
    expect(stored.rooms.map((r) => r.offer.requestedBedConfiguration)).toEqual(['singleBed+singleBed'])
    expect(context.errors).toEqual([])
    await context.close()
  })

  it.each([
    { role: 'customer' as const, kind: DESKTOP, language: 'en' as const },
    { role: 'operator' as const, kind: PHONE, language: 'de' as const },
  ])(
    '$role ($language): the rooms say partner rates are for travel agencies, and nothing asks for them',
    async ({ role, kind, language }) => {
      const j = journeys[0]!
      const texts =
        language === 'en'
          ? {
              title: 'Partner rates are for travel agencies',
              card: 'Rates for travel agencies only.',
              dialog: /Rates, availability and commission are for travel agencies\. Your account does not see them\./,
            }
          : {
              title: 'Partnerraten sind Reisebüros vorbehalten',
              card: 'Raten nur für Reisebüros.',
              dialog: /Raten, Verfügbarkeit und Provision sind Reisebüros vorbehalten\. Ihr Konto sieht sie nicht\./,
            }
      const context = await newContext(browser, { ...kind, bypassCSP: true }, { language })
      const page = await context.newPage()
      const asked: string[] = []
      page.on('request', (request) => {
        if (/\/api\/(hotels\/[^/]+\/available-rooms|hotelrooms\/[^/]+\/offers)/.test(request.url()))
          asked.push(request.url())
      })
      await signIn(page, baseUrl, demoAccount(role).email, '/')
      await page.goto(hotelUrl(j))
      await page.getByText(texts.title).waitFor()
      const [first] = j.rooms
      const card = page.getByRole('article', { name: first.name })
      await card.getByText(texts.card).waitFor()
      expect(await card.getByRole('link', { name: new RegExp(`: ${first.name}$`) }).count()).toBe(0)
      // the offers' address typed by hand says the same
      await page.goto(
        `${baseUrl}/hotels/${j.hotel._id}/rooms/${first._id}/shop-modal?checkInDate=${j.checkInDate}&checkOutDate=${j.checkOutDate}`,
      )
      await page.getByRole('dialog', { name: first.name }).getByText(texts.dialog).waitFor()
      expect(asked).toEqual([])
      expect(context.errors).toEqual([])
      await context.close()
    },
  )
})
