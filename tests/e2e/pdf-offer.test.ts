import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Language } from '#domain/catalogue/types.ts'
import { formatPeriod } from '#domain/format/format-date.ts'
import type { AvailableRoomsAnswer, HotelCard, HotelInterestDetail, OffersAnswer } from '#domain/hotels/types.ts'
import type { LeadListAnswer, PropertyLeadDetail } from '#domain/leads/types.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { isoInDays } from './support/outbox.ts'
import { signIn } from './support/sign-in.ts'

/**
 * The PDF offer (docs/product/leads.md#pdf-offer): the demo agent downloads the offer of a seeded
 * property lead (its page) and of a seeded hotel interest (the dashboard landing), in English and
 * German, and the PDF's text says the period, the client and 'n / total'; never the card. The seed
 * has property leads; a hotel interest is saved through the API when the agent has none.
 */
const baseUrl = inject('baseUrl')

let browser: Browser
let lead: PropertyLeadDetail
let interest: HotelInterestDetail

async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path} answered ${res.status}`)
  return (await res.json()) as T
}

/** Saves a hotel interest of one priced room (a hotel with a priced offer in 45 to 75 days). */
async function saveHotelInterest(token: string): Promise<string> {
  const { hotels } = await api<{ hotels: HotelCard[] }>(token, '/available-hotels')
  for (const days of [45, 60, 75]) {
    const checkInDate = isoInDays(days)
    const checkOutDate = isoInDays(days + 4)
    const period = `checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`
    for (const hotel of hotels.filter((h) => !h.priceInfo.isOnRequestOnly && !h.isDemo).slice(0, 20)) {
      const available = await api<AvailableRoomsAnswer>(
        token,
        `/hotels/${hotel._id}/available-rooms?${period}&paymentProfile=ClientPays`,
      )
      for (const room of available.rooms
        .filter((r) => r.reason === null && r.minimumNightlyPrice !== null)
        .slice(0, 3)) {
        const { offers } = await api<OffersAnswer>(
          token,
          `/hotelrooms/${room.roomId}/offers?${period}&numAdults=2&paymentProfile=ClientPays`,
        )
        const offer = offers.find((o) => o.priceTotal !== undefined)
        if (!offer) continue
        const saved = await api<{ _id: string }>(token, '/hotels/interests', {
          hotelId: hotel._id,
          checkInDate,
          checkOutDate,
          paymentProfile: 'ClientPays',
          guests: [{ firstName: 'Clara', lastName: 'Offermann' }],
          amexCardMember: null,
          loyaltyNumber: null,
          partnerAgency: { tls: 'TLS-PDF-1', cc: null, commissionForPartner: null, markupAmount: 0 },
          price: { currency: offer.currency, total: offer.priceTotal },
          rooms: [
            {
              roomId: room.roomId,
              numAdults: 2,
              numChildren: 0,
              childrenAges: [],
              selectedOffer: { ratePlanId: offer.ratePlanId },
            },
          ],
        })
        return saved._id
      }
    }
  }
  throw new Error('the seed has no hotel with a priced offer in the coming months')
}

beforeAll(async () => {
  browser = await launchBrowser()
  const token = await agentToken(baseUrl, AGENT)
  const { items } = await api<LeadListAnswer>(token, '/sales/leads?scope=own&limit=100')
  const property = items.find((item) => item.kind === 'property')
  if (!property) throw new Error('the seed gives the demo agent no property lead')
  lead = await api<PropertyLeadDetail>(token, `/sales/leads/${property._id}`)
  const interestId = items.find((item) => item.kind === 'hotel')?._id ?? (await saveHotelInterest(token))
  interest = await api<HotelInterestDetail>(token, `/hotels/interests/${interestId}`)
})
afterAll(async () => {
  await browser?.close()
})

async function openAs(path: string, options: BrowserContextOptions, language: Language) {
  const context = await newContext(browser, options, { language })
  const page = await context.newPage()
  await signIn(page, baseUrl, AGENT, path)
  return { context, page }
}

/** Clicks the offer button, catches the download and answers its file name and its pages' text. */
async function downloadOffer(page: Page, name: string) {
  const button = page.getByRole('button', { name })
  await button.waitFor()
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()])
  const bytes = await readFile(await download.path())
  // pdfkit writes each image as an XObject whose dictionary stays readable
  const images = bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(pdf, { mergePages: false })
  return { fileName: download.suggestedFilename(), totalPages, pages: text, text: text.join('\n'), images }
}

// a period names its year once ('16 Jan – 23 Jan 2027')
const period = (checkIn: string, checkOut: string, language: Language) => formatPeriod(checkIn, checkOut, language)

describe('PDF offer', () => {
  it.each([
    ['en', DESKTOP, 'Download PDF offer', 'Offer', 'Period'],
    ['de', PHONE, 'PDF-Angebot herunterladen', 'Angebot', 'Zeitraum'],
  ] as const)(
    'a property lead (%s): the lead page downloads its offer',
    async (language, options, button, title, periodLabel) => {
      const { context, page } = await openAs(`/partner/dashboard/property-leads/${lead._id}`, options, language)
      // @react-pdf/renderer is not loaded until the click
      const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
      await page.getByRole('button', { name: button }).waitFor()
      expect((await scripts()).some((name) => name.includes('build-offer-pdf'))).toBe(false)
      const offer = await downloadOffer(page, button)
      expect((await scripts()).some((name) => name.includes('build-offer-pdf'))).toBe(true)
      expect(offer.fileName).toBe(`offer-${lead.reference}.pdf`)
      // the seed's SVG images, rasterised in the browser
      expect(offer.images).toBeGreaterThan(0)
      expect(offer.text).toContain(title)
      expect(offer.text).toContain(
        `${periodLabel} ${period(lead.period.checkInDate, lead.period.checkOutDate, language)}`,
      )
      expect(offer.text).toContain(`${lead.client.firstName} ${lead.client.lastName}`)
      expect(offer.text).toContain(lead.property.name)
      expect(offer.text).toContain(lead.reference)
      offer.pages.forEach((text, i) => expect(text).toContain(`${i + 1} / ${offer.totalPages}`))
      if (lead.payments?.creditCard) {
        expect(offer.text).not.toContain(lead.payments.creditCard.masked)
        expect(offer.text).not.toContain(lead.payments.creditCard.name)
      }
      expect(context.errors).toEqual([])
      await context.close()
    },
  )

  it.each([
    ['de', DESKTOP, 'PDF-Angebot herunterladen', 'Zimmer und Tarife'],
    ['en', PHONE, 'Download PDF offer', 'Rooms and rates'],
  ] as const)(
    'a hotel interest (%s): the dashboard landing downloads its offer',
    async (language, options, button, rooms) => {
      const { context, page } = await openAs(`/partner/dashboard?hotel-lead-id=${interest._id}`, options, language)
      const offer = await downloadOffer(page, button)
      expect(offer.text).toContain(interest.hotel.name)
      expect(offer.text).toContain(period(interest.checkInDate, interest.checkOutDate, language))
      const client = interest.guests[0]
      if (client) expect(offer.text).toContain(`${client.firstName} ${client.lastName}`)
      expect(offer.text).toContain(rooms)
      expect(offer.images).toBeGreaterThan(0)
      for (const room of interest.rooms) expect(offer.text).toContain(room.roomName)
      expect(offer.text).toContain(`1 / ${offer.totalPages}`)
      expect(context.errors).toEqual([])
      await context.close()
    },
  )
})
