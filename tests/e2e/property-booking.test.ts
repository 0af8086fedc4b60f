import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaysAnswer } from '#domain/catalogue/types.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import type { PropertyByPathAnswer } from '#domain/properties/property-by-path-answer.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { violations } from './support/axe.ts'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { latestOutbox } from './support/outbox.ts'
import { startServer, type RunningServer } from './support/server.ts'
import { signIn, submitLogin } from './support/sign-in.ts'

/**
 * The booking wizard and the property interest form (docs/product/leads.md#booking-wizard) on a
 * server of their own, so that its database files and its log output can be scanned for the card
 * number and the CVV afterwards (docs/product/leads.md#card-data: card data is never stored or logged in clear).
 */
let server: RunningServer
let browser: Browser

/** A test card and a security code that never occur in the seeded data (checked before the bookings). */
const CARD = '4000056655665556'
const CARD_GROUPED = '4000 0566 5566 5556'
const CVV = '8264'

type Fixture = {
  id: string
  path: string
  name: string
  level: string
  week: { checkIn: string; checkOut: string }
  /** two more priced, available weeks: the option's, and the one two agencies race for (a booking takes its week) */
  optionWeek: { checkIn: string; checkOut: string }
  raceWeek: { checkIn: string; checkOut: string }
  /** a week the property has sold (the availability table says Sold) */
  soldWeek: { checkIn: string; checkOut: string }
  beds: number
}

/** A property accepting card and bank transfer with three priced, available weeks 3 to 8 months ahead, and a sold week. */
async function findProperty(baseUrl: string): Promise<Fixture> {
  const soon = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
  const late = new Date(Date.now() + 240 * 86_400_000).toISOString().slice(0, 10)
  for (const country of ['france', 'switzerland', 'austria']) {
    const list = (await (await fetch(`${baseUrl}/api/destinations/chalets/${country}?limit=40`)).json()) as {
      properties: { _id: string; path: string }[]
    }
    for (const p of list.properties) {
      const property = (await (
        await fetch(`${baseUrl}/api/properties/by-path?path=${encodeURIComponent(p.path)}`)
      ).json()) as PropertyByPathAnswer
      const methods = property.salesInformation?.acceptedPaymentMethods ?? []
      if (!methods.includes('creditCard') || !methods.includes('bankTransfer') || property.serviceLevels.length < 2)
        continue
      const { stays } = (await (await fetch(`${baseUrl}/api/properties/${property._id}/stays`)).json()) as StaysAnswer
      const level = property.serviceLevels[0]!
      const weeks = stays.filter((s) => s.available && s.checkIn >= soon && s.checkIn <= late && s.rates[level])
      const [week, option, race] = weeks
      const sold = stays.find((s) => !s.available && s.checkIn > new Date().toISOString())
      const period = (s: { checkIn: string; checkOut: string }) => ({
        checkIn: s.checkIn.slice(0, 10),
        checkOut: s.checkOut.slice(0, 10),
      })
      if (week && option && race && sold)
        return {
          id: property._id,
          path: property.path,
          name: property.name,
          level,
          week: period(week),
          optionWeek: period(option),
          raceWeek: period(race),
          soldWeek: { checkIn: sold.checkIn.slice(0, 10), checkOut: sold.checkOut.slice(0, 10) },
          beds: (property.beds.adults ?? 0) + (property.beds.children ?? 0),
        }
    }
  }
  throw new Error(
    'the seed has no property with card and bank transfer, three priced weeks in the coming months and a sold week',
  )
}

let property: Fixture

/** Every file under `dir` (the database's data directory). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** The CVV as a value of its own (not inside a longer run of digits, hex or base64 characters). */
const cvvToken = new RegExp(`(?<![0-9A-Za-z+/=])${CVV}(?![0-9A-Za-z+/=])`, 'g')

function scan(text: string): { card: number; cvv: number } {
  return {
    card: text.split(CARD).length - 1 + (text.split(CARD_GROUPED).length - 1),
    cvv: text.match(cvvToken)?.length ?? 0,
  }
}

function scanFiles(dir: string): { card: number; cvv: number } {
  const total = { card: 0, cvv: 0 }
  for (const file of filesUnder(dir)) {
    const found = scan(readFileSync(file).toString('latin1'))
    total.card += found.card
    total.cvv += found.cvv
  }
  return total
}

beforeAll(async () => {
  // info logs: every request is logged, the scan reads them all
  server = await startServer({ env: { LOG_LEVEL: 'info' } })
  browser = await launchBrowser()
  property = await findProperty(server.url)
  expect(scanFiles(path.join(server.dataDir, 'pgdata'))).toEqual({ card: 0, cvv: 0 })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/**
 * A signed-in agent on `target`. With `viaGuard`, the page is opened signed out: the wizard sends
 * the visitor to the login page, and after the login the app comes back to it.
 */
async function agentPage(
  options: typeof DESKTOP,
  language: 'en' | 'de',
  target: string,
  email = AGENT,
  viaGuard = false,
) {
  const context = await newContext(browser, { ...options, bypassCSP: true }, { language })
  const page = await context.newPage()
  if (viaGuard) {
    await page.goto(`${server.url}${target}`)
    await submitLogin(page, email)
    const pathname = target.split('?')[0]!
    await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 })
  } else await signIn(page, server.url, email)
  // the sign-in callback may still replace the location once (it can end on /hotels): open the page itself
  await page.goto(`${server.url}${target}`)
  return { context, page }
}

const week = (w = property.week) => `checkIn=${w.checkIn}&checkOut=${w.checkOut}`
const seen = (scope: Locator | Page, text: string) => scope.getByText(text, { exact: true }).first().waitFor()
const leadIdOf = async (dialog: Locator, label: string) =>
  (await dialog.getByRole('link', { name: label }).getAttribute('href'))!.split('/').pop()!

async function lead(id: string): Promise<PropertyLeadDetail> {
  const res = await fetch(`${server.url}/api/sales/leads/${id}`, {
    headers: { authorization: `Bearer ${await agentToken(server.url)}` },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as PropertyLeadDetail
}

describe('booking wizard', () => {
  it('desktop, English: signs in, books by card with every rule of the three steps, and sends the booking', async () => {
    const { context, page } = await agentPage(DESKTOP, 'en', `${property.path}/book-now?${week()}`, AGENT, true)
    const dialog = page.getByRole('dialog', { name: property.name })
    await dialog.getByRole('navigation', { name: 'Booking steps' }).waitFor()
    expect(await dialog.getByLabel('Check-in').inputValue()).toBe(property.week.checkIn)

    // step 1: the required fields, the dates, the no-price toast
    await dialog.getByLabel('Check-in').fill('')
    await dialog.getByLabel('Check-out').fill('')
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    for (const text of [
      'Please enter the check in date',
      'Please enter the check out date',
      'Please choose a service level',
      'Please enter the number of guests',
      "Please enter the client's first name",
      "Please enter the client's last name",
    ])
      await seen(dialog, text)
    expect(await violations(page)).toEqual([])
    await dialog.getByLabel('Check-in').fill(property.week.checkOut)
    await dialog.getByLabel('Check-out').fill(property.week.checkIn)
    await seen(dialog, 'Check out date has to be after check in date')
    // a period without stays has no price: the toast (5 s)
    await dialog.getByLabel('Check-in').fill('2031-03-01')
    await dialog.getByLabel('Check-out').fill('2031-03-08')
    await dialog.getByLabel('Service level').selectOption(property.level)
    // the app's toaster (outside the dialog, announced over it), the 5 s pricing toast
    const toast = page
      .getByRole('status', { name: 'Notifications' })
      .getByText(
        'Unfortunately, we can not provide a price for the given period and service level. Please choose different values.',
      )
    await toast.waitFor()
    await toast.waitFor({ state: 'detached', timeout: 8000 })
    // a sold week: the availability table's Sold, said at the check-in
    await dialog.getByLabel('Check-in').fill(property.soldWeek.checkIn)
    await dialog.getByLabel('Check-out').fill(property.soldWeek.checkOut)
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    await seen(dialog, 'The property is sold in your desired period. Please choose a different period.')
    await dialog.getByLabel('Check-in').fill(property.week.checkIn)
    await dialog.getByLabel('Check-out').fill(property.week.checkOut)
    await dialog.getByText(/Price for this period: /).waitFor()
    const pax = dialog.getByLabel('Guests (PAX)')
    expect(await pax.locator('option').count()).toBe(Math.min(property.beds || 25, 100) + 1)
    await pax.selectOption('4')
    await dialog.getByLabel('First name').fill('Ada')
    await dialog.getByLabel('Last name').fill('Lovelace')
    await dialog.getByLabel('Nationality').fill('British')
    await dialog.getByLabel('Booking reference').fill('TLS 4711')
    await dialog.getByRole('button', { name: 'Proceed' }).click()

    // step 2: the card with every rule
    await dialog.getByRole('radio', { name: 'Credit card' }).check()
    await dialog.getByText(/Credit card fee \(3%\): /).waitFor()
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    for (const text of [
      'Please provide the credit card number.',
      'Please provide the name on the credit card.',
      'Please enter the two-digit month of expiration.',
      'Please enter the two-digit year of expiration.',
      'Please enter the 3 or 4 digit security code.',
    ])
      await seen(dialog, text)
    expect(await violations(page)).toEqual([])
    await dialog.getByLabel('Card number').pressSequentially(CARD)
    expect(await dialog.getByLabel('Card number').inputValue()).toBe(CARD_GROUPED)
    await dialog.getByLabel('Name on the card').fill('Ada Lovelace')
    await dialog.getByLabel('Month (MM)').fill('13')
    await dialog.getByLabel('Year (YY)').fill('3')
    await dialog.getByLabel('Security code (CVV)').fill(CVV)
    await seen(dialog, 'Please enter the two-digit month of expiration.')
    await seen(dialog, 'Please enter the two-digit year of expiration.')
    await dialog.getByLabel('Month (MM)').fill('09')
    await dialog.getByLabel('Year (YY)').fill('31')
    await dialog.getByRole('button', { name: 'Proceed' }).click()

    // step 3: the summary, the disclaimer, the locked submit
    await dialog.getByText('Prepayment (due at booking)').waitFor()
    await dialog.getByText('Security deposit', { exact: true }).waitFor()
    await dialog.getByText('Your commission').waitFor()
    // the draft in session storage has the client, never the card number or the CVV
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
    expect(stored).toContain('Lovelace')
    expect(scan(stored)).toEqual({ card: 0, cvv: 0 })
    await dialog.getByRole('button', { name: 'Send booking request' }).click()
    await seen(dialog, 'Please accept this disclaimer')
    expect(await violations(page)).toEqual([])
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Send booking request' }).click()
    await dialog.getByText('Your booking request was sent. Our reservations team confirms it shortly.').waitFor()
    expect(await dialog.getByRole('button', { name: 'Send booking request' }).isDisabled()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true)
    const id = await leadIdOf(dialog, 'See on Dashboard')
    const saved = await lead(id)
    expect(saved).toMatchObject({ status: 'requestedBooking', partner: { tls: 'TLS4711' }, occupancy: { pax: 4 } })
    expect(saved.payments?.creditCard?.lastFour).toBe(CARD.slice(-4))
    expect(JSON.stringify(saved)).not.toContain(CARD)
    expect(await violations(page)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('phone, German: takes an option by bank transfer, changes it (PATCH keeps the status), and books it once confirmed', async () => {
    // the first test's booking holds its week: the option takes another (a booking or option takes its weeks)
    const { context, page } = await agentPage(PHONE, 'de', `${property.path}/take-option?${week(property.optionWeek)}`)
    const dialog = page.getByRole('dialog', { name: property.name })
    await dialog.getByText('Option nehmen').first().waitFor()
    await dialog.getByLabel('Servicestufe').selectOption(property.level)
    await dialog.getByLabel('Gäste (PAX)').selectOption('2')
    await dialog.getByLabel('Vorname').fill('Grace')
    await dialog.getByLabel('Nachname').fill('Hopper')
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByRole('radio', { name: 'Banküberweisung' }).check()
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await dialog.getByRole('button', { name: 'Option anfragen' }).click()
    await seen(dialog, 'Bitte akzeptieren Sie diesen Hinweis')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Option anfragen' }).click()
    await dialog
      .getByText('Ihre Optionsanfrage wurde gesendet. Unser Reservierungsteam bestätigt sie in Kürze.')
      .waitFor()
    const id = await leadIdOf(dialog, 'Im Dashboard ansehen')
    expect(await lead(id)).toMatchObject({ status: 'requestedOption', payments: { isPaidByCreditCard: false } })
    expect(await violations(page)).toEqual([])

    // the lead page's link: the wizard starts from the stored lead and sends a change request
    await page.goto(`${server.url}${property.path}/take-option?lead-id=${id}`)
    const change = page.getByRole('dialog', { name: property.name })
    await change.getByText('Änderungsanfrage').first().waitFor()
    expect(await change.getByLabel('Nachname').inputValue()).toBe('Hopper')
    await change.getByLabel('Kommentare').fill('Late arrival, around 22:00')
    await change.getByRole('button', { name: 'Weiter' }).click()
    await change.getByRole('button', { name: 'Weiter' }).click()
    await change.getByRole('checkbox').check()
    await change.getByRole('button', { name: 'Änderungsanfrage senden' }).click()
    await change.getByText('Ihre Änderungsanfrage wurde gesendet.').waitFor()
    expect(await lead(id)).toMatchObject({ status: 'requestedOption', bookingComments: 'Late arrival, around 22:00' })

    // the reservations team confirms the option; booking it from the lead is then confirmed at once
    const admin = await agentToken(server.url, demoAccount('admin').email)
    const confirm = await fetch(`${server.url}/api/sales/leads/${id}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'confirmedOption' }),
    })
    expect(confirm.status).toBe(200)
    await page.goto(`${server.url}${property.path}/book-now?lead-id=${id}`)
    const book = page.getByRole('dialog', { name: property.name })
    await book.getByText('Jetzt buchen').first().waitFor()
    expect(await book.getByLabel('Nachname').inputValue()).toBe('Hopper')
    await book.getByRole('button', { name: 'Weiter' }).click()
    await book.getByRole('radio', { name: 'Banküberweisung' }).check()
    await book.getByRole('button', { name: 'Weiter' }).click()
    await book.getByRole('checkbox').check()
    await book.getByRole('button', { name: 'Buchungsanfrage senden' }).click()
    await book.getByText('Ihre Buchung ist bestätigt.').waitFor()
    // the lead, fetched again, is now a booking; what the agent just did stays on screen
    expect(await book.getByText('Änderungsanfrage').count()).toBe(0)
    expect(await lead(id)).toMatchObject({ status: 'confirmedBooking', bookingComments: 'Late arrival, around 22:00' })
    expect(await violations(page)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('property interest', () => {
  it('phone, German, card-company theme: the interest texts, saved, then See on Dashboard', async () => {
    const { context, page } = await agentPage(PHONE, 'de', property.path, demoAccount('amexAgent').email)
    await page.getByRole('link', { name: 'Interesse speichern' }).click()
    await page.waitForURL((url) => url.pathname === `${property.path}/save-interest`)
    const dialog = page.getByRole('dialog', { name: property.name })
    await dialog.getByRole('button', { name: 'Interesse speichern' }).click()
    for (const text of [
      'Bitte geben Sie das Anreisedatum ein',
      'Bitte geben Sie das Abreisedatum ein',
      'Bitte geben Sie den Vornamen des Kunden ein',
      'Bitte geben Sie den Nachnamen des Kunden ein',
      'Bitte geben Sie die Nationalität des Kunden ein',
      'Bitte geben Sie die Buchungsreferenz ein',
      'Bitte geben Sie die Kundenreferenz ein',
      'Erforderlich',
    ])
      await seen(dialog, text)
    expect(await violations(page)).toEqual([])
    await dialog.getByLabel('Anreise').fill(property.week.checkIn)
    await dialog.getByLabel('Abreise').fill(property.week.checkOut)
    await dialog.getByLabel('Servicestufe').selectOption(property.level)
    await dialog.getByLabel('Vorname').fill('Katherine')
    await dialog.getByLabel('Nachname').fill('Johnson')
    await dialog.getByLabel('Nationalität').fill('US')
    await dialog.getByLabel('Kartenmitgliedschaft *').selectOption('centurion')
    await dialog.getByLabel('Buchungsreferenz *').fill('77')
    await dialog.getByLabel('Karteninhaber-Referenz *').fill('CC 12')
    await dialog.getByRole('button', { name: 'Interesse speichern' }).click()
    await page
      .getByRole('status', { name: 'Benachrichtigungen' })
      .getByText('Sie haben dieses Interesse erfolgreich gespeichert.')
      .waitFor()
    const link = dialog.getByRole('link', { name: 'Im Dashboard ansehen' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toMatch(/^\/partner\/dashboard\/property-leads\/[0-9a-f]{24}$/)
    expect(await violations(page)).toEqual([])
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('property interest: price discount', () => {
  it('desktop, English: the checkbox for a period that is not exactly a stay, and the interest carries the request', async () => {
    const { context, page } = await agentPage(DESKTOP, 'en', `${property.path}/save-interest?${week()}`)
    const dialog = page.getByRole('dialog', { name: property.name })
    const discount = dialog.getByRole('checkbox', { name: 'Request a price discount for this period' })
    expect(await dialog.getByLabel('Check-in').inputValue()).toBe(property.week.checkIn)
    // exactly a stay: no discount to ask for
    await dialog.getByLabel('Service level').selectOption(property.level)
    expect(await discount.count()).toBe(0)
    // three nights from the stay's check-in: the stay's check-out differs, the checkbox shows
    const short = new Date(Date.parse(`${property.week.checkIn}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10)
    await dialog.getByLabel('Check-out').fill(short)
    await discount.waitFor()
    await discount.check()
    await dialog.getByLabel('First name').fill('Grace')
    await dialog.getByLabel('Last name').fill('Hopper')
    await dialog.getByLabel('Nationality').fill('US')
    expect(await violations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Save interest' }).click()
    await page
      .getByRole('status', { name: 'Notifications' })
      .getByText('You successfully saved this interest.')
      .waitFor()
    const id = await leadIdOf(dialog, 'See on Dashboard')
    expect(await lead(id)).toMatchObject({
      status: 'interest',
      period: { checkInDate: property.week.checkIn, checkOutDate: short },
      requestPriceDiscount: true,
    })
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('a booking takes its week (docs/decisions/143-bookings-take-their-weeks.md)', () => {
  it('desktop, English: another agency books the week meanwhile; the wizard says it is sold, keeps what was typed, and the page shows Sold', async () => {
    const race = property.raceWeek
    const { context, page } = await agentPage(DESKTOP, 'en', `${property.path}/book-now?${week(race)}`)
    const dialog = page.getByRole('dialog', { name: property.name })
    await dialog.getByLabel('Service level').selectOption(property.level)
    await dialog.getByText(/Price for this period: /).waitFor()
    await dialog.getByLabel('Guests (PAX)').selectOption('2')
    await dialog.getByLabel('First name').fill('Mary')
    await dialog.getByLabel('Last name').fill('Jackson')
    await dialog.getByLabel('Booking reference').fill('TLS 5150')
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    await dialog.getByRole('radio', { name: 'Bank transfer' }).check()
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    await dialog.getByRole('checkbox').check()

    // meanwhile another agency books the same week: its stay is sold to that booking
    const other = await agentToken(server.url, demoAccount('corporateDesignAgent').email)
    const taken = await fetch(`${server.url}/api/sales/leads/new/property`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        _property: property.id,
        intent: 'booking',
        period: { checkInDate: race.checkIn, checkOutDate: race.checkOut },
        serviceLevel: property.level,
        client: { firstName: 'Dorothy', lastName: 'Vaughan', nationality: 'US' },
        partner: { tls: '7', cc: '8' },
        occupancy: { pax: 2 },
        payments: { isPaidByCreditCard: false },
        isDisclaimerAccepted: true,
      }),
    })
    expect(taken.status, await taken.clone().text()).toBe(201)

    // the second booking of the week is refused with the sold text, and nothing typed is lost
    await dialog.getByRole('button', { name: 'Send booking request' }).click()
    await seen(dialog, 'The property is sold in your desired period. Please choose a different period.')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: 'Back' }).click()
    expect(await dialog.getByLabel('Last name').inputValue()).toBe('Jackson')
    // the wizard read the stays again: step 1 now says the period is sold
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    await seen(dialog, 'The property is sold in your desired period. Please choose a different period.')
    expect(await violations(page)).toEqual([])

    // the property page shows the week sold (its row is the highlighted one of the searched period)
    await page.goto(`${server.url}${property.path}?${week(race)}`)
    const row = page.getByRole('region', { name: 'Availabilities' }).locator('.stays-table__row--highlight')
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Sold')
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('consumer brand and card data', () => {
  it('sends a consumer-brand visitor at …/book-now back to the property page', async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    const consumer = `http://chalets.lds.test:${server.port}`
    await page.goto(`${consumer}${property.path}/book-now`)
    await page.waitForURL((url) => url.pathname === property.path)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })

  it('keeps no clear card number or CVV in the database files, the log output or the outbox', async () => {
    const mails = await latestOutbox(server.url)
    expect(mails.length).toBeGreaterThan(0)
    expect(scan(JSON.stringify(mails))).toEqual({ card: 0, cvv: 0 })
    await server.stop()
    expect(scanFiles(path.join(server.dataDir, 'pgdata'))).toEqual({ card: 0, cvv: 0 })
    expect(server.output()).toContain('"path":"/api/sales/leads/new/property"')
    expect(scan(server.output())).toEqual({ card: 0, cvv: 0 })
  })
})
