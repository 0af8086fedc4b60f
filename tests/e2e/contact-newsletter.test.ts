import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, PHONE, launchBrowser, newContext, horizontalOverflow, setOffline } from './support/browser.ts'
import { latestOutbox } from './support/outbox.ts'

const baseUrl = inject('baseUrl')
const port = inject('basePort')
/** The consumer storefront: a host name with the seller's word runs B2C (Chromium resolves *.localhost locally). */
const b2cUrl = `http://chalets.localhost:${port}`
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor()

describe('contact page (/contact, /kontakt)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('shows the address, validates, sends to the outbox and redirects after 4 s (%s)', async (name, size) => {
    const context = await newContext(browser, size)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/contact`)
    await page.getByRole('heading', { level: 1, name: 'We look forward to hearing from you' }).waitFor()
    await page.getByText('Rue du Rhône 14').waitFor()
    expect(await page.title()).toContain('Contact')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    const form = page.locator('form.contact-form')
    await form.getByRole('button', { name: 'Send message' }).click()
    for (const text of ['Please enter your name', 'Please enter your email address', 'Please provide a message'])
      await visible(page, text)
    await form.getByLabel('Name', { exact: true }).fill('Anna Meier')
    await form.getByLabel('Email', { exact: true }).fill('anna.meier@example.com')
    await form.getByLabel('Message', { exact: true }).fill('Do you have a chalet for ten guests in Verbier at Easter?')

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/mailer') && r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Send message' }).click()
    const response = await answer
    expect(response.status()).toBe(202)
    const { id } = (await response.json()) as { id: number }
    await visible(page, 'Message sent successfully')
    expect(await form.getByRole('button', { name: 'Sent' }).isDisabled()).toBe(true)
    expect((await latestOutbox(baseUrl)).find((row) => row.id === id)).toMatchObject({
      kind: 'contact',
      subject: 'Contact form',
    })
    await page.getByText(/You will be taken to the homepage in \d seconds?\./).waitFor()

    if (name === 'phone') {
      // a visitor may stop the redirect (an adjustable time limit)
      await page.getByRole('button', { name: 'Stay on this page' }).click()
      await page.waitForTimeout(4500)
      expect(new URL(page.url()).pathname).toBe('/contact')
    } else {
      const started = Date.now()
      await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 })
      expect(Date.now() - started).toBeGreaterThan(2500)
    }
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('keeps the message after a failed send and says what to do; /kontakt speaks German', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/contact`)
    const form = page.locator('form.contact-form')
    await form.getByLabel('Name', { exact: true }).fill('Anna Meier')
    await form.getByLabel('Email', { exact: true }).fill('anna@example.com')
    await form.getByLabel('Message', { exact: true }).fill('Hello')
    await page.route('**/api/mailer', (route) => route.abort())
    await form.getByRole('button', { name: 'Send message' }).click()
    await visible(page, 'A problem occured. Please reach us via email or phone')
    expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('Hello')
    expect(await form.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true)
    await context.close()

    const german = await newContext(browser, { ...DESKTOP, locale: 'de-CH' })
    const page2 = await german.newPage()
    await page2.goto(`${baseUrl}/kontakt`)
    await page2.getByRole('heading', { level: 1, name: 'Wir freuen uns auf Ihre Nachricht' }).waitFor()
    await page2.getByRole('button', { name: 'Nachricht senden' }).click()
    await visible(page2, 'Bitte schreiben Sie eine Nachricht')
    await german.close()
  })

  it.each([
    [
      'English',
      'en',
      'Send message',
      'You are offline. Nothing you typed is lost: send it again once you are back online.',
    ],
    [
      'German',
      'de',
      'Nachricht senden',
      'Sie sind offline. Ihre Eingaben bleiben erhalten: Senden Sie sie erneut, sobald Sie wieder online sind.',
    ],
  ] as const)(
    'offline, says so at once and keeps the message; nothing goes out by itself once back online (%s)',
    async (_, language, send, offlineText) => {
      const context = await newContext(browser, PHONE, { language })
      const page = await context.newPage()
      await page.goto(`${baseUrl}/${language === 'de' ? 'kontakt' : 'contact'}`)
      const form = page.locator('form.contact-form')
      await form.getByRole('button', { name: send }).waitFor()
      await page.waitForFunction(() => document.documentElement.dataset.render)
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/mailer')) posts.push(request.url())
      })
      await form.locator('input[name="name"]').fill('Olga Offline')
      await form.locator('input[name="email"]').fill('olga@example.com')
      await form.locator('textarea[name="message"]').fill('Typed while offline')
      await setOffline(context, true)
      await form.getByRole('button', { name: send }).click()
      await visible(page, offlineText)
      expect(await form.locator('textarea[name="message"]').inputValue()).toBe('Typed while offline')
      expect(await form.getByRole('button', { name: send }).isEnabled()).toBe(true)
      // the try that failed offline is the only one: none is held back to go out later
      expect(posts).toHaveLength(1)
      posts.length = 0
      await setOffline(context, false)
      await page.waitForTimeout(800)
      expect(posts).toEqual([])
      await context.close()
    },
  )
})

/** Scrolls as a visitor would to the end of the page, where the consumer footer then loads. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

describe('B2C footer and newsletter', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'shows two testimonials, the tag list, payment methods, and signs up for the newsletter (%s)',
    async (name, size) => {
      const context = await newContext(browser, size)
      const page = await context.newPage()
      await page.goto(`${b2cUrl}/about`)
      const footer = page.getByRole('contentinfo')
      const quotes = footer.locator('.testimonial')
      await page.getByRole('heading', { level: 1 }).waitFor()
      // the page comes from the server with the consumer footer in its HTML (testimonials, links)
      expect(await footer.locator('form.newsletter-form').count()).toBe(1)
      await scrollToBottom(page)
      await quotes.first().waitFor()
      expect(await quotes.count()).toBe(2)
      const [a, b] = await quotes.locator('blockquote').allTextContents()
      expect(a).not.toBe(b)
      expect(await footer.locator('.testimonial__author').first().textContent()).toMatch(/^[A-ZÄÖÜ]\.\s/)
      const hrefs = await footer
        .getByRole('navigation', { name: 'Destinations' })
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
      for (const href of [
        '/chalets/france/courchevel',
        '/chalets/france/courchevel-1300',
        '/chalets/france/courchevel-1550',
        '/chalets/france/courchevel-1650',
        '/chalets/france/courchevel-1850',
        '/chalets/france/meribel',
        '/chalets/france/megeve',
        '/chalets/france/saint-martin-de-belleville',
        '/chalets/france/val-d-isere',
        '/chalets/austria',
        '/chalets/italy',
        '/chalets/switzerland',
        '/apartments/france',
        '/apartments/austria',
        '/apartments/switzerland',
      ]) {
        expect(hrefs).toContain(href)
      }
      for (const method of ['American Express', 'Visa', 'Mastercard', 'Bank transfer'])
        await footer.getByRole('img', { name: method }).waitFor()
      for (const link of ['About', 'Terms and conditions', 'Privacy policy', 'Contact'])
        await footer.getByRole('link', { name: link, exact: true }).first().waitFor()

      const form = footer.locator('form.newsletter-form')
      await form.getByRole('button', { name: 'Subscribe' }).click()
      for (const text of [
        'Please enter your name',
        'Please enter your email address',
        'Please accept the privacy policy',
      ])
        await visible(page, text)
      await form.getByLabel('Name', { exact: true }).fill('Lea Graf')
      await form.getByLabel('Email', { exact: true }).fill('lea.graf@')
      await visible(page, 'Please enter your email address')
      await form.getByLabel('Email', { exact: true }).fill(`lea.graf.${name}@example.com`)
      await form.getByLabel('I accept the privacy policy.').check()
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter/client'))
      await form.getByRole('button', { name: 'Subscribe' }).click()
      expect((await answer).status()).toBe(201)
      await visible(page, 'Success! We are seeing forward to provide the latest news about luxury skiing in the Alps.')
      expect(await form.getByRole('button', { name: 'Subscribed' }).isDisabled()).toBe(true)
      const overflow = await horizontalOverflow(page)
      expect(overflow).toBeLessThanOrEqual(0)
      expect(context.errors).toEqual([])
      await context.close()
    },
  )

  it('says what to do when the sign-up fails', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(`${b2cUrl}/contact`)
    await scrollToBottom(page)
    const form = page.locator('form.newsletter-form')
    await form.getByLabel('Name', { exact: true }).fill('Lea Graf')
    await form.getByLabel('Email', { exact: true }).fill('lea@example.com')
    await form.getByLabel('I accept the privacy policy.').check()
    await page.route('**/api/newsletter/client', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    )
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await visible(page, 'Unfortunately, an error occured. Please reach us via phone or email.')
    expect(await form.getByRole('button', { name: 'Subscribe' }).isEnabled()).toBe(true)
    await context.close()
  })

  it('shows only the slim footer outside B2C mode', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/about`)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Privacy policy', exact: true }).waitFor()
    expect(await footer.locator('.testimonial').count()).toBe(0)
    expect(await footer.locator('form.newsletter-form').count()).toBe(0)
    await context.close()
  })
})
