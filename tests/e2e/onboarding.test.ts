import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { signupLink } from './support/outbox.ts'
import { signIn, submitLogin } from './support/sign-in.ts'

/**
 * Sign-up and onboarding as a person goes through them (docs/product/onboarding.md): the affiliate's landing, the
 * provider's create-account form, the verification mail (read from the demo outbox), the agency registration that
 * waits for an admin, the admin's approval in /admin/agency-verifications, the corporate design with a logo, and
 * the hotel search at the end; in English on a desktop and in German on a phone.
 */
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PASSWORD = 'glacier lantern orchard 47'
let serial = 0
const freshEmail = (domain: string) => `founder${Date.now().toString(36)}${serial++}@${domain}`
const mainColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim())

const TEXTS = {
  en: {
    register: 'Register Now',
    create: 'Create account',
    checkInbox: 'Check your inbox',
    confirm: 'Confirm and sign in',
    agencyName: 'Agency name',
    registerAgency: 'Register agency',
    pending: 'Your agency is being verified',
    checkAgain: 'Check again',
    next: 'Ok, Next',
    logo: 'Logo',
    mainColour: 'Main colour',
    save: 'Save',
    later: "I'll do it later",
    findHotels: 'Find hotels',
  },
  de: {
    register: 'Jetzt registrieren',
    create: 'Konto erstellen',
    checkInbox: 'Bitte sehen Sie in Ihr Postfach',
    confirm: 'Bestätigen und anmelden',
    agencyName: 'Name der Agentur',
    registerAgency: 'Agentur registrieren',
    pending: 'Ihre Agentur wird verifiziert',
    checkAgain: 'Erneut prüfen',
    next: 'Ok, weiter',
    logo: 'Logo',
    mainColour: 'Hauptfarbe',
    save: 'Speichern',
    later: 'Das mache ich später',
    findHotels: 'Hotels finden',
  },
} as const

/** The admin approves `agencyName` in the queue (or declines it with `reason`), in a browser of their own. */
async function adminDecides(agencyName: string, reason?: string) {
  const context = await newContext(browser, DESKTOP)
  const page = await context.newPage()
  await signIn(page, baseUrl, demoAccount('admin').email, '/admin/agency-verifications')
  await page.getByRole('heading', { level: 1, name: 'Agency verifications' }).waitFor({ timeout: 20_000 })
  if (reason === undefined) {
    await page.getByRole('button', { name: `Approve ${agencyName}` }).click()
    await page.getByText(`${agencyName} is verified`).waitFor()
  } else {
    await page.getByRole('button', { name: `Decline ${agencyName}` }).click()
    // a reason is required to decline
    await page.getByRole('button', { name: 'Decline', exact: true }).click()
    await page.getByText('Please give a reason for declining').first().waitFor()
    await page.getByLabel(`Reason for declining ${agencyName}`).fill(reason)
    await page.getByRole('button', { name: 'Decline', exact: true }).click()
    await page.getByText(`${agencyName} is declined`).waitFor()
  }
  expect(context.errors).toEqual([])
  await context.close()
}

/** From the affiliate's landing to a signed-in new account on /onboarding (the create form, the mail, the link). */
async function signUp(page: Page, lang: 'en' | 'de', email: string, firstName: string) {
  const text = TEXTS[lang]
  await page.goto(`${baseUrl}/signup/serandipians`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('button', { name: text.register }).click()
  await page.locator('#email').waitFor({ timeout: 20_000 })
  await page
    .getByRole('heading', { level: 1, name: lang === 'en' ? 'Create your account' : 'Konto erstellen' })
    .waitFor()
  // a weak password is refused with the rule's text, and nothing typed is lost
  await page.fill('#email', email)
  await page.fill('#firstName', firstName)
  await page.fill('#password', 'password123')
  await page.getByRole('button', { name: text.create }).click()
  await page
    .getByText(
      lang === 'en'
        ? 'This password is too common or easy to guess. Please choose another.'
        : 'Dieses Passwort ist zu verbreitet oder leicht zu erraten. Bitte wählen Sie ein anderes.',
    )
    .waitFor()
  expect(await page.inputValue('#email')).toBe(email)
  expect(await page.inputValue('#firstName')).toBe(firstName)
  await page.fill('#password', PASSWORD)
  await page.getByRole('button', { name: text.create }).click()
  await page.getByRole('heading', { name: text.checkInbox }).waitFor()
  // the link from the mail, opened in the same browser
  await page.goto(await signupLink(baseUrl, email))
  await page.getByRole('button', { name: text.confirm }).click()
  // signed in, back on the landing, which sends a signed-in person on to /onboarding with the program to claim
  await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 30_000 })
  expect(new URL(page.url()).searchParams.get('claim-membership-in-program-id')).toBe('aa9568d01be2001cc32e8373')
}

describe('sign-up and onboarding, start to finish', () => {
  for (const run of [
    { lang: 'en', device: DESKTOP, label: 'English, desktop', firstName: 'Clara' },
    { lang: 'de', device: PHONE, label: 'German, phone', firstName: 'Lena' },
  ] as const) {
    it(`${run.label}: affiliate landing, account, verification mail, agency, admin approval, design, hotels`, async () => {
      const text = TEXTS[run.lang]
      const context = await newContext(browser, run.device, { language: run.lang })
      const page = await context.newPage()
      const email = freshEmail(`maison-${run.lang}-${Date.now().toString(36)}.example`)
      const agencyName = `Maison Alpine ${run.lang.toUpperCase()} ${Date.now().toString(36)}`
      await signUp(page, run.lang, email, run.firstName)

      // the name came with the account: the agency step, with 'Required!' first
      await page.getByLabel(text.agencyName).waitFor({ timeout: 20_000 })
      await page.getByRole('button', { name: text.registerAgency }).click()
      await page
        .getByText(run.lang === 'en' ? 'Required!' : 'Pflichtfeld!')
        .first()
        .waitFor()
      await page.getByLabel(text.agencyName).fill(agencyName)
      await page.getByRole('button', { name: text.registerAgency }).click()
      // an unknown domain: pending, and the business pages stay closed
      await page.getByRole('heading', { name: text.pending }).waitFor({ timeout: 20_000 })
      expect(await horizontalOverflow(page)).toBe(0)
      await page.goto(`${baseUrl}/hotels`)
      await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 20_000 })
      await page.getByRole('heading', { name: text.pending }).waitFor()

      await adminDecides(agencyName)
      await page.getByRole('button', { name: text.checkAgain }).click()
      await page.getByRole('button', { name: text.next }).click()

      // corporate design: a logo and a main colour; the app re-themes at once
      await page.getByLabel(text.logo, { exact: true }).setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"><rect width="40" height="10" fill="#0b3d5c"/></svg>',
        ),
      })
      await page.getByLabel(text.mainColour, { exact: true }).fill('#0b3d5c')
      await page.getByRole('button', { name: text.save, exact: true }).click()
      await expect.poll(() => mainColour(page), { timeout: 15_000 }).toBe('rgb(11, 61, 92)')
      // the stored logo, served by the server, is the header's brand now
      const logo = page.locator('header img.brand__logo')
      await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/api\/travel-agencies\/[0-9a-f]{24}\/logo\//)
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

      // payouts later, then the hotel search
      await page.getByRole('button', { name: text.later }).click()
      await page.getByRole('link', { name: text.findHotels }).click()
      await page.waitForURL((url) => url.pathname === '/hotels', { timeout: 20_000 })
      await page.locator('header').getByRole('link').first().waitFor()
      expect(new URL(page.url()).pathname).toBe('/hotels')
      expect(await horizontalOverflow(page)).toBe(0)
      expect(context.errors).toEqual([])
      await context.close()
    })
  }
})

describe('sign-up and onboarding, the other paths', () => {
  it('keeps what was typed: the draft follows the person to another browser, at the same step', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    const email = freshEmail('gmail.com')
    await signUp(page, 'en', email, 'Noor')
    await page.getByLabel('Agency name').fill('Noor Private Travel')
    // a public e-mail domain: no auto-invite to offer
    expect(await page.getByLabel('Invite colleagues with my e-mail domain automatically').count()).toBe(0)
    await page.getByText('Draft saved').waitFor({ timeout: 10_000 })
    await context.close()

    const other = await newContext(browser, PHONE)
    const phone = await other.newPage()
    await phone.goto(`${baseUrl}/signin?returnTo=/onboarding`)
    await submitLogin(phone, email, PASSWORD)
    await phone.getByLabel('Agency name').waitFor({ timeout: 20_000 })
    expect(await phone.getByLabel('Agency name').inputValue()).toBe('Noor Private Travel')
    await other.close()
  }, 90_000)

  it('tells the applicant why the agency was declined', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    const agencyName = `Declined Voyages ${Date.now().toString(36)}`
    await signUp(page, 'en', freshEmail(`declined-${Date.now().toString(36)}.example`), 'Jonas')
    await page.getByLabel('Agency name').fill(agencyName)
    await page.getByRole('button', { name: 'Register agency' }).click()
    await page.getByRole('heading', { name: 'Your agency is being verified' }).waitFor({ timeout: 20_000 })
    await adminDecides(agencyName, 'We could not find a luxury travel business at this address.')
    await page.getByRole('button', { name: 'Check again' }).click()
    await page.getByRole('heading', { name: 'Your agency could not be verified' }).waitFor()
    await page.getByText('We could not find a luxury travel business at this address.').waitFor()
    await context.close()
  }, 90_000)

  it('fast lane: ?fast-lane goes straight to the create-account form', async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/signup/serandipians?fast-lane`)
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname.startsWith('/oidc/')).toBe(true)
    await context.close()
  })

  it("a signed-in person on an affiliate's landing goes on to /onboarding with the program, at the first open step", async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/hotels')
    await page.goto(`${baseUrl}/signup/serandipians`)
    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 30_000 })
    expect(new URL(page.url()).searchParams.get('claim-membership-in-program-id')).toBe('aa9568d01be2001cc32e8373')
    // name and a verified agency are there: the corporate design (optional, no logo yet) is the first open step
    await page.getByRole('heading', { name: 'Your corporate design' }).waitFor()
    await page.getByText("Only your agency's supervisors can change its corporate design.").waitFor()
    await context.close()
  })

  it('an unknown affiliate is the 404 page', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}/signup/no-such-affiliate`)
    expect(res?.status()).toBe(404)
    await context.close()
  })
})
