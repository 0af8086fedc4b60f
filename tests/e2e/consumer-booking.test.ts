import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import type { Stay } from '#domain/catalogue/types.ts'
import type { PropertyByPathAnswer } from '#domain/properties/property-by-path-answer.ts'
import { acceptsOnlineBooking } from '#domain/leads/consumer-booking.ts'
import { maxPax } from '#domain/leads/lead-payload.ts'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { violations } from './support/axe.ts'
import { latestOutbox } from './support/outbox.ts'

/** The consumer booking on the consumer brand (docs/product/leads.md#consumer-booking). */
const baseUrl = inject('baseUrl')
const consumer = `http://chalets.lds.test:${inject('basePort')}`
const SHOTS = process.env.E2E_SCREENSHOTS_DIR
let browser: Browser
type Fixture = { property: PropertyByPathAnswer; week: Stay; level: string; max: number }
let bookable: Fixture
let notBookable: PropertyByPathAnswer

const api = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl}/api${path}`)).json()) as T

/** A bookable property that allows pets, with a free priced week; and a property that takes no online booking. */
async function findProperties(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10)
  for (const country of ['france', 'switzerland', 'austria', 'italy']) {
    const list = await api<{ properties: { _id: string; path: string }[] }>(`/destinations/chalets/${country}?limit=40`)
    for (const item of list.properties) {
      const property = await api<PropertyByPathAnswer>(`/properties/by-path?path=${encodeURIComponent(item.path)}`)
      if (!acceptsOnlineBooking(property)) {
        notBookable ??= property
        continue
      }
      if (bookable || !property.petsAllowed) continue
      const { stays } = await api<{ stays: Stay[] }>(`/properties/${property._id}/stays`)
      const level = property.serviceLevels[0]!
      const week = stays.find((s) => s.checkIn > today && s.available && typeof s.rates[level] === 'number')
      if (week) bookable = { property, week, level, max: maxPax(property.beds) }
    }
    if (bookable && notBookable) return
  }
  throw new Error('no bookable property with pets and a free week, or no property without online booking')
}

beforeAll(async () => {
  browser = await launchBrowser()
  await findProperties()
})

/** The bookable property's first priced week still on sale (an earlier booking of this file took one). */
async function freeWeek(): Promise<Stay> {
  const today = new Date().toISOString().slice(0, 10)
  const { stays } = await api<{ stays: Stay[] }>(`/properties/${bookable.property._id}/stays`)
  return stays.find((s) => s.checkIn > today && s.available && typeof s.rates[bookable.level] === 'number')!
}
afterAll(async () => {
  await browser?.close()
})

const shown = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true }).first().waitFor()

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

type Texts = {
  lang: 'en' | 'de'
  bookOnline: string
  submit: string
  consents: string[]
  lessTravelers: string
  petDetails: string
  pet: string
  petDetailsLabel: string
  success: string
  guestSubject: (ref: string) => string
  labels: Record<
    | 'checkIn'
    | 'checkOut'
    | 'level'
    | 'adults'
    | 'first'
    | 'last'
    | 'full'
    | 'address'
    | 'city'
    | 'country'
    | 'email'
    | 'phone'
    | 'card',
    string
  >
  consentLabels: RegExp[]
  total: string
  /** the consumer form asks for no card number: the card is charged through a payment link */
  cardNote: RegExp
}

const EN: Texts = {
  lang: 'en',
  bookOnline: 'Book online',
  submit: 'Book now',
  consents: [
    'Please accept the privacy policy',
    'Please accept the sales policy',
    'Please accept the terms and conditions',
    "Please accept the lessor's terms and conditions",
  ],
  lessTravelers: 'Please enter less travelers',
  petDetails: 'Please tell us which pet you bring',
  pet: 'I bring a pet',
  petDetailsLabel: 'Pet details',
  success: 'Thank you for your booking! We will send you a confirmation email within the next few minutes',
  guestSubject: (ref) => `Your booking request ${ref} with LDS`,
  labels: {
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    level: 'Service level',
    adults: 'Adults',
    first: 'First name',
    last: 'Last name',
    full: 'Full name for the invoice',
    address: 'Address',
    city: 'City',
    country: 'Country',
    email: 'Email',
    phone: 'Phone',
    card: 'Credit card',
  },
  consentLabels: [
    /privacy policy/,
    /sales policy/,
    /accept the terms and conditions\./,
    /terms and conditions of the lessor/,
  ],
  total: 'Total',
  cardNote: /^We ask for no card number here: .* secure payment link/,
}

const DE: Texts = {
  lang: 'de',
  bookOnline: 'Online buchen',
  submit: 'Jetzt buchen',
  consents: [
    'Bitte akzeptieren Sie die Datenschutzerklärung',
    'Bitte akzeptieren Sie die Verkaufsbedingungen',
    'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen',
    'Bitte akzeptieren Sie die Geschäftsbedingungen des Vermieters',
  ],
  lessTravelers: 'Bitte geben Sie weniger Reisende an',
  petDetails: 'Bitte sagen Sie uns, welches Haustier Sie mitbringen',
  pet: 'Ich bringe ein Haustier mit',
  petDetailsLabel: 'Angaben zum Haustier',
  success: 'Vielen Dank für Ihre Buchung! Wir senden Ihnen in den nächsten Minuten eine Bestätigung per E-Mail',
  guestSubject: (ref) => `Ihre Buchungsanfrage ${ref} bei LDS`,
  labels: {
    checkIn: 'Anreise',
    checkOut: 'Abreise',
    level: 'Servicestufe',
    adults: 'Erwachsene',
    first: 'Vorname',
    last: 'Nachname',
    full: 'Vollständiger Name für die Rechnung',
    address: 'Adresse',
    city: 'Ort',
    country: 'Land',
    email: 'E-Mail',
    phone: 'Telefon',
    card: 'Kreditkarte',
  },
  consentLabels: [
    /Datenschutzerklärung/,
    /Verkaufsbedingungen/,
    /Allgemeinen Geschäftsbedingungen/,
    /Geschäftsbedingungen des Vermieters/,
  ],
  total: 'Gesamt',
  cardNote: /^Hier fragen wir keine Kartennummer ab: .* sicheren Zahlungslink/,
}

describe('consumer booking (…/book-online, consumer brand)', () => {
  it.each([
    ['desktop, English', DESKTOP, EN],
    ['phone, German', PHONE, DE],
  ] as const)(
    'books a property that takes bookings online: messages, summary, success and the outbox (%s)',
    async (name, size, x) => {
      const { property, level, max } = bookable
      // a booking takes its week (decision 143): each run books a week still on sale
      const week = await freeWeek()
      const context = await newContext(browser, size)
      const page = await context.newPage()
      await page.goto(`${consumer}${property.path}?lang=${x.lang}`)
      await page.getByRole('heading', { level: 1, name: property.name }).waitFor({ timeout: 60_000 })
      await page.getByRole('link', { name: x.bookOnline }).first().waitFor()
      if (SHOTS) await page.getByRole('link', { name: x.bookOnline }).first().scrollIntoViewIfNeeded()
      await screenshot(page, `consumer-booking-${name.split(',')[0]}-page`)
      await page.getByRole('link', { name: x.bookOnline }).first().click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: property.name }).waitFor()
      expect(new URL(page.url()).pathname).toBe(`${property.path}/book-online`)
      const field = (label: string) => dialog.getByLabel(label, { exact: true })

      // an empty submit: every consent's message, and the contact's
      await dialog.getByRole('button', { name: x.submit }).click()
      for (const text of x.consents) await shown(dialog, text)
      await screenshot(page, `consumer-booking-${name.split(',')[0]}-errors`)
      // WCAG 2.1 AA with every message showing
      expect(await violations(page)).toEqual([])

      // too many travelers, a pet without details
      await field(x.labels.adults).selectOption(String(Math.min(30, max + 1)))
      await shown(dialog, x.lessTravelers)
      await field(x.labels.adults).selectOption('2')
      await dialog.getByLabel(x.pet).check()
      await shown(dialog, x.petDetails)
      await field(x.petDetailsLabel).fill('A small, quiet dog')

      // the stay and its price summary
      await field(x.labels.checkIn).fill(week.checkIn)
      await field(x.labels.checkOut).fill(week.checkOut)
      await field(x.labels.level).selectOption(level)
      await dialog.locator('.booking-summary__row--total').getByText(x.total).waitFor()
      await screenshot(page, `consumer-booking-${name.split(',')[0]}-form`)

      await field(x.labels.first).fill('Clara')
      await field(x.labels.last).fill('Weiss')
      await field(x.labels.full).fill('Clara Weiss')
      await field(x.labels.address).fill('Bahnhofstrasse 1')
      await field(x.labels.city).fill('Zurich')
      // a select of the country names in the page's language (GET /api/country-names)
      await field(x.labels.country).selectOption(x.lang === 'de' ? 'Schweiz' : 'Switzerland')
      if (SHOTS) await field(x.labels.country).scrollIntoViewIfNeeded()
      await screenshot(page, `consumer-booking-${name.split(',')[0]}-country`)
      await field(x.labels.email).fill(`clara.${x.lang}@example.com`)
      await field(x.labels.phone).fill('+41 79 123 45 67')
      await dialog.getByLabel(x.labels.card, { exact: true }).check()
      await dialog.getByText(x.cardNote).waitFor()
      if (SHOTS) await dialog.locator('.booking-payment').scrollIntoViewIfNeeded()
      await screenshot(page, `consumer-booking-${name.split(',')[0]}-payment`)
      for (const label of x.consentLabels) await dialog.getByLabel(label).check()
      expect(await dialog.locator('.field__error').count()).toBe(0)
      // too many travelers with everything else right: the submit takes the focus to the adults
      await field(x.labels.adults).selectOption(String(Math.min(30, max + 1)))
      await dialog.getByRole('button', { name: x.submit }).click()
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-describedby') ?? ''))
        .toContain('booking-pax-error')
      expect(await field(x.labels.adults).evaluate((el) => el === document.activeElement)).toBe(true)
      await field(x.labels.adults).selectOption('2')
      await screenshot(page, `consumer-booking-${name.split(',')[0]}-filled`)

      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/bookings/consumer') && r.request().method() === 'POST',
      )
      await dialog.getByRole('button', { name: x.submit }).click()
      const response = await answer
      expect(response.status()).toBe(201)
      expect(response.request().headers()['idempotency-key']).toBeTruthy()
      expect(response.request().postDataJSON()).toMatchObject({
        propertyId: property._id,
        checkIn: week.checkIn,
        serviceLevel: level,
        adults: 2,
        pax: 2,
        hasPet: true,
        petDetails: 'A small, quiet dog',
        paymentMethod: 'creditCard',
        language: x.lang,
      })
      const { reference } = (await response.json()) as { reference: string }
      await shown(dialog, x.success)
      await dialog.getByText(reference).waitFor()
      await screenshot(page, `consumer-booking-${name.split(',')[0]}-success`)

      const subjects = (await latestOutbox(baseUrl)).map((r) => r.subject)
      expect(subjects).toContain(`New consumer booking ${reference}`)
      expect(subjects).toContain(x.guestSubject(reference))
      expect(context.errors).toEqual([])
      await context.close()
    },
  )

  it('opens …/book-online directly (server-rendered) with the searched period; Escape closes it, and the cookie bar waits for it', async () => {
    const { property, week } = bookable
    const context = await newContext(browser, DESKTOP, { cookieConsent: null })
    const page = await context.newPage()
    await page.goto(`${consumer}${property.path}/book-online?checkIn=${week.checkIn}&checkOut=${week.checkOut}`)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: property.name }).waitFor({ timeout: 60_000 })
    expect(await dialog.getByLabel('Check-in', { exact: true }).inputValue()).toBe(week.checkIn)
    expect(await dialog.getByLabel('Check-out', { exact: true }).inputValue()).toBe(week.checkOut)
    // under the modal the page is inert: the cookie bar could not be answered, so it is not shown
    const bar = page.getByRole('region', { name: 'Cookies' })
    expect(await bar.isVisible()).toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(() => new URL(page.url()).pathname).toBe(property.path)
    await bar.getByRole('button', { name: 'Accept' }).click()
    await bar.waitFor({ state: 'detached' })
    expect(context.errors).toEqual([])
    await context.close()
  })

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'shows no "Book online" for a property that does not take bookings online, and …/book-online leads back (%s)',
    async (_, size) => {
      const context = await newContext(browser, size)
      const page = await context.newPage()
      await page.goto(`${consumer}${notBookable.path}`)
      await page.getByRole('heading', { level: 1, name: notBookable.name }).waitFor({ timeout: 60_000 })
      await page.getByRole('link', { name: 'Enquire now' }).first().waitFor()
      expect(await page.getByRole('link', { name: 'Book online' }).count()).toBe(0)
      await page.goto(`${consumer}${notBookable.path}/book-online`)
      await expect.poll(() => new URL(page.url()).pathname).toBe(notBookable.path)
      expect(await page.getByRole('dialog').count()).toBe(0)
      await context.close()
    },
  )
})
