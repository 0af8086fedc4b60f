import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { DESKTOP, PHONE, launchBrowser, newContext, setOffline } from './support/browser.ts'
import { latestOutbox } from './support/outbox.ts'
import { signIn } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Per language: the page's texts, and a search that finds an article by a part of a word of its title. */
const CASES = [
  {
    name: 'desktop, German: "Provision" finds the "Provisionsauszahlung"',
    size: DESKTOP,
    language: 'de',
    h1: 'Hilfe-Center',
    category: 'Erste Schritte',
    search: 'Provision',
    title: 'Provisionsauszahlung',
    slug: 'commission-payouts',
    helpful: 'War das hilfreich?',
    answer: 'Ja',
    thanks: 'Vielen Dank für Ihre Rückmeldung.',
    subject: 'Betreff',
    question: 'Ihre Frage',
    send: 'An den Support senden',
    required: 'Bitte geben Sie einen Betreff ein',
    sent: 'Nachricht erfolgreich gesendet',
  },
  {
    name: 'phone, German: "Zimmer" finds the "Zimmerauswahl"',
    size: PHONE,
    language: 'de',
    h1: 'Hilfe-Center',
    category: 'Erste Schritte',
    search: 'Zimmer',
    title: 'Die Zimmerauswahl zusammenstellen',
    slug: 'multi-room-selection',
    helpful: 'War das hilfreich?',
    answer: 'Nein',
    thanks: 'Vielen Dank für Ihre Rückmeldung.',
    subject: 'Betreff',
    question: 'Ihre Frage',
    send: 'An den Support senden',
    required: 'Bitte geben Sie einen Betreff ein',
    sent: 'Nachricht erfolgreich gesendet',
  },
  {
    name: 'phone, English: "payout" finds "Commission payouts"',
    size: PHONE,
    language: 'en',
    h1: 'Help Centre',
    category: 'Getting started',
    search: 'payout',
    title: 'Commission payouts',
    slug: 'commission-payouts',
    helpful: 'Was this helpful?',
    answer: 'Yes',
    thanks: 'Thank you for your feedback.',
    subject: 'Subject',
    question: 'Your question',
    send: 'Send to support',
    required: 'Please enter a subject',
    sent: 'Message sent successfully',
  },
  {
    name: 'desktop, English: "selection" finds the multi-room selection',
    size: DESKTOP,
    language: 'en',
    h1: 'Help Centre',
    category: 'Getting started',
    search: 'selection',
    title: 'Building a multi-room selection',
    slug: 'multi-room-selection',
    helpful: 'Was this helpful?',
    answer: 'No',
    thanks: 'Thank you for your feedback.',
    subject: 'Subject',
    question: 'Your question',
    send: 'Send to support',
    required: 'Please enter a subject',
    sent: 'Message sent successfully',
  },
] as const

describe('Help Centre (/partner/help-centre)', () => {
  it.each(CASES)('$name; the article opens at its own URL, is rated, and the contact form sends', async (c) => {
    const context = await newContext(browser, c.size, { language: c.language })
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/partner/help-centre')
    await page.getByRole('heading', { level: 1, name: c.h1 }).waitFor()
    await page.getByRole('heading', { level: 2, name: c.category }).waitFor()

    await page.getByRole('searchbox').fill(c.search)
    await page.waitForURL((url) => url.searchParams.get('q') === c.search)
    const results = page.locator('.help-centre__results')
    await results.getByRole('link', { name: c.title, exact: true }).click()
    await page.waitForURL((url) => url.pathname === `/partner/help-centre/${c.slug}`)
    await page.getByRole('heading', { level: 1, name: c.title }).waitFor()

    // the article has its own URL: it opens there directly
    await page.goto(`${baseUrl}/partner/help-centre/${c.slug}`)
    await page.getByRole('heading', { level: 1, name: c.title }).waitFor()
    await page.getByRole('heading', { level: 2, name: c.helpful }).waitFor()
    const vote = page.waitForResponse(
      (r) => r.url().endsWith(`/api/help/articles/${c.slug}/feedback`) && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: c.answer, exact: true }).click()
    const voted = await vote
    expect(voted.status()).toBe(200)
    expect(await voted.json()).toMatchObject({
      slug: c.slug,
      language: c.language,
      helpful: c.answer === 'Ja' || c.answer === 'Yes',
    })
    await page.getByText(c.thanks).waitFor()

    const form = page.locator('form.help-contact__form')
    await form.getByRole('button', { name: c.send }).click()
    await page.getByText(c.required).waitFor()
    const subject = `${c.title} (${c.size === PHONE ? 'phone' : 'desktop'}, ${c.language})`
    await form.getByLabel(c.subject, { exact: true }).fill(subject)
    await form.getByLabel(c.question, { exact: true }).fill('When is the commission of last month paid out?')
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/help/contact') && r.request().method() === 'POST')
    await form.getByRole('button', { name: c.send }).click()
    const response = await answer
    expect(response.status()).toBe(200)
    const { id } = (await response.json()) as { id: number }
    await page.getByText(c.sent).first().waitFor()
    expect((await latestOutbox(baseUrl)).find((row) => row.id === id)).toMatchObject({
      kind: 'help-contact',
      subject: `Help Centre: ${subject}`,
    })
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('answers an unknown article with the 404 page', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/partner/help-centre')
    await page.goto(`${baseUrl}/partner/help-centre/no-such-article`)
    await page.getByText('Page not found').first().waitFor()
    await context.close()
  })

  it('opens articles offline once the Help Centre was read', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/partner/help-centre/pdf-offer')
    await page.getByRole('heading', { level: 1, name: 'Das PDF-Angebot' }).waitFor()
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
      .toBe('activated')
    // once the worker controls the page, the page's chunks pass through it
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Das PDF-Angebot' }).waitFor()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await setOffline(context, true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Das PDF-Angebot' }).waitFor({ timeout: 20_000 })
    // every article came with the Help Centre's code: another one opens offline too, and the search works
    await page
      .getByRole('navigation', { name: 'Brotkrumennavigation' })
      .getByRole('link', { name: 'Hilfe-Center' })
      .click()
    await page.waitForURL((url) => url.pathname === '/partner/help-centre')
    await page.getByRole('searchbox').fill('Startbildschirm')
    await page
      .locator('.help-centre__results')
      .getByRole('link', { name: 'Offline-Nutzung und Installation der App' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Offline-Nutzung und Installation der App' }).waitFor()
    await page.getByText('Sie können antworten, sobald Sie wieder online sind.').waitFor()
    await setOffline(context, false)
    await context.close()
  })
})
