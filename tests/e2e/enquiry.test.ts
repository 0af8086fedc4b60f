import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { isoInDays, latestOutbox, propertyWithSoldWeek, type EnquiryFixture } from './support/outbox.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let fixture: EnquiryFixture

beforeAll(async () => {
  browser = await launchBrowser()
  fixture = await propertyWithSoldWeek(baseUrl)
  // warm the property's answers once: the first dialog test should not pay for a cold server
  await fetch(`${baseUrl}/api/properties/by-path?path=${encodeURIComponent(fixture.path)}`)
})
afterAll(async () => {
  await browser?.close()
})

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor()
/**
 * After an invalid send, the form moves the focus to the first invalid field (in the next frame), as
 * a person sees it; typing elsewhere before that would land in the focused field.
 */
const focused = (field: Locator) =>
  expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true)

async function expectInOutbox(enquiryId: string) {
  const rows = await latestOutbox(baseUrl)
  expect(
    rows
      .filter((r) => r.enquiryId === enquiryId)
      .map((r) => r.kind)
      .sort(),
  ).toEqual(['enquiry', 'enquiry-confirmation'])
}

describe('property enquiry dialog (…/enquire-now)', () => {
  it.each(SIZES)(
    'validates both steps, sends, lands in the outbox and closes back to the property (%s)',
    async (_, size) => {
      const context = await newContext(browser, size)
      const page = await context.newPage()
      await page.goto(`${baseUrl}${fixture.path}/enquire-now`)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: fixture.name }).waitFor({ timeout: 60_000 })
      const field = (label: string) => dialog.getByLabel(label, { exact: true })

      // step 1: every rule of docs/product/enquiries.md#period-rules
      await dialog.getByRole('button', { name: 'Proceed' }).click()
      for (const text of [
        'Please enter the check in date',
        'Please enter the check out date',
        'Please select a service level',
        'Please agree that we may contact you about your enquiry',
      ]) {
        await visible(page, text)
      }
      await focused(field('Check-in'))
      await field('Check-in').fill(isoInDays(-3))
      await field('Check-out').fill(isoInDays(4))
      await visible(page, 'The check in date cannot be in the past')
      await field('Check-in').fill(fixture.free.checkOut)
      await field('Check-out').fill(fixture.free.checkIn)
      await visible(page, 'Check out date has to be after check in date')
      await field('Check-in').fill(fixture.sold.checkIn)
      await field('Check-out').fill(fixture.sold.checkOut)
      await dialog.getByText('Already booked in this period.').waitFor()
      await visible(page, 'The property is sold in your desired period. Please choose a different period.')
      await field('Check-in').fill(fixture.free.checkIn)
      await field('Check-out').fill(fixture.free.checkOut)
      await field('Service level').selectOption(fixture.serviceLevel)
      await field('Adults').selectOption('4')
      await dialog.getByLabel('I agree that LDS may contact me by e-mail or phone about this enquiry.').check()
      expect(await dialog.locator('.field__error').count()).toBe(0)
      await dialog.getByRole('button', { name: 'Proceed' }).click()

      // step 2: the contact
      await dialog.getByRole('heading', { name: 'How can we reach you?' }).waitFor()
      await dialog.getByRole('button', { name: 'Send enquiry' }).click()
      for (const text of [
        'Please enter your name',
        'Please enter your email address',
        'Please enter your phone number',
        'Please enter your city of origin',
      ]) {
        await visible(page, text)
      }
      await focused(field('Full name'))
      await field('Email').fill('clara@')
      await visible(page, 'Please enter a valid email address')
      await field('Full name').fill('Clara Weiss')
      await field('Email').fill('clara.weiss@example.com')
      await field('Phone').fill('+41 79 123 45 67')
      await field('City of origin').fill('Zurich')
      await field('Message (optional)').fill('We would love a chef for the whole week.')

      const answer = page.waitForResponse((r) => r.url().endsWith('/api/mailer') && r.request().method() === 'POST')
      await dialog.getByRole('button', { name: 'Send enquiry' }).click()
      const response = await answer
      expect(response.status()).toBe(201)
      expect(response.request().headers()['idempotency-key']).toBeTruthy()
      expect(response.request().postDataJSON()).toMatchObject({
        subject: 'New property enquiry',
        checkIn: fixture.free.checkIn,
        adults: 4,
        fullname: 'Clara Weiss',
      })
      const { _id } = (await response.json()) as { _id: string }
      await dialog.getByText('Thank you for your enquiry.').waitFor()
      await dialog.getByText(/within 24 hours.*spam folder/).waitFor()
      await expectInOutbox(_id)

      await dialog.getByRole('button', { name: `Back to ${fixture.name}` }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(fixture.path)
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      expect(context.errors).toEqual([])
      await context.close()
    },
  )

  it('speaks German, and closing with Escape returns to the property', async () => {
    const context = await newContext(browser, { ...DESKTOP, locale: 'de-CH' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}${fixture.path}/enquire-now?lang=de`)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Weiter' }).click()
    await visible(page, 'Bitte geben Sie das Anreisedatum ein')
    await visible(page, 'Bitte bestätigen Sie, dass wir Sie zu Ihrer Anfrage kontaktieren dürfen')
    await page.keyboard.press('Escape')
    await expect.poll(() => new URL(page.url()).pathname).toBe(fixture.path)
    await context.close()
  })
})

describe('general enquiry (/enquire-now)', () => {
  it.each(SIZES)(
    'walks the three steps with every message, survives a failed send and reaches the outbox (%s)',
    async (_, size) => {
      const context = await newContext(browser, size)
      const page = await context.newPage()
      await page.goto(`${baseUrl}/jetzt-anfragen`)
      expect(new URL(page.url()).pathname).toBe('/enquire-now')
      await page.getByRole('heading', { level: 1, name: 'Tell us about your stay in the Alps' }).waitFor()
      const field = (label: string) => page.getByLabel(label, { exact: true })
      const proceed = () => page.getByRole('button', { name: 'Proceed' }).click()

      // step 1: general information
      await proceed()
      await visible(page, 'Please enter the number of adults')
      await field('Destination').selectOption('Zermatt')
      await field('Adults').selectOption('2')
      await field('Children').selectOption('2')
      await field('Check-in').fill(isoInDays(60))
      await field('I am enquiring on behalf of someone else (as an assistant, concierge or family member)').check()
      await proceed()
      await visible(page, 'Please enter the check out date')
      expect(await page.getByText('Please enter the age of each child', { exact: true }).count()).toBe(2)
      await visible(page, 'Please tell us for whom you are enquiring')
      await field('Check-out').fill(isoInDays(53))
      await visible(page, 'Check out date has to be after check in date')
      await field('Check-out').fill(isoInDays(67))
      await field('Age of child 1').selectOption('5')
      await field('Age of child 2').selectOption('13')
      await field('For whom are you enquiring?').fill('Mr and Mrs Keller')
      await proceed()

      // step 2: holiday preferences, and back again from step 3
      await page.getByRole('heading', { name: 'Holiday preferences' }).waitFor()
      await field('Property type').selectOption('Chalet')
      await field('Private chef').check()
      await field('Ski-in, ski-out').check()
      await proceed()
      await page.getByRole('heading', { name: 'Contact', exact: true }).waitFor()
      await page.getByRole('button', { name: 'Go back' }).click()
      await page.getByRole('heading', { name: 'Holiday preferences' }).waitFor()
      expect(await field('Private chef').isChecked()).toBe(true)
      await proceed()

      // step 3: contact
      await page.getByRole('button', { name: 'Send enquiry' }).click()
      for (const text of [
        'Please enter your name',
        'Please enter your email address',
        'Please enter your phone number',
        'Please accept the privacy policy',
        'Please agree that we may contact you about your enquiry',
      ]) {
        await visible(page, text)
      }
      await focused(field('Full name'))
      await field('Full name').fill('Henrietta Vogel')
      await field('Email').fill('henrietta.vogel@example.com')
      await field('Phone').fill('+49 170 1234567')
      await page.getByLabel('I have read the privacy policy and accept it.').check()
      await field('I agree that LDS may contact me by e-mail or phone about this enquiry.').check()

      // a failed send keeps everything and says what to do
      await page.route('**/api/mailer', (route) => route.abort())
      await page.getByRole('button', { name: 'Send enquiry' }).click()
      await visible(page, 'A problem occured. Please reach us via email or phone')
      expect(await field('Full name').inputValue()).toBe('Henrietta Vogel')
      await page.unroute('**/api/mailer')

      const answer = page.waitForResponse((r) => r.url().endsWith('/api/mailer') && r.request().method() === 'POST')
      await page.getByRole('button', { name: 'Send enquiry' }).click()
      const response = await answer
      expect(response.status()).toBe(201)
      expect(response.request().postDataJSON()).toMatchObject({
        subject: 'New general enquiry',
        destination: 'Zermatt',
        adults: 2,
        children: 2,
        childAges: [5, 13],
        asAssistance: true,
        services: ['private-chef'],
        preferences: ['ski-in-ski-out'],
        privacy: true,
      })
      const { _id } = (await response.json()) as { _id: string }
      await page.getByRole('heading', { name: 'Your enquiry is on its way' }).waitFor()
      await visible(page, 'Thank you for your enquiry.')
      await expectInOutbox(_id)
      expect(context.errors).toEqual([])
      await context.close()
    },
  )

  it('hides the step labels below 500 px and shows them on wide screens', async () => {
    for (const [size, shown] of [
      [PHONE, false],
      [DESKTOP, true],
    ] as const) {
      const context = await newContext(browser, size)
      const page = await context.newPage()
      await page.goto(`${baseUrl}/enquire-now`)
      const label = page.locator('.stepper__label').first()
      await label.waitFor({ state: 'attached' })
      const width = await label.evaluate((el) => el.getBoundingClientRect().width)
      expect(width > 1).toBe(shown)
      await context.close()
    }
  })
})
