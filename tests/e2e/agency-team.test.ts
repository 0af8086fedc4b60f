import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { mailLink, signupLink } from './support/outbox.ts'
import { signIn } from './support/sign-in.ts'

/**
 * The agency's people (docs/product/agency.md): a supervisor invites a colleague, who signs up through the
 * invitation and lands in the agency as an agent; the supervisor changes the role and disables the member, whose
 * session ends; the page on a phone in German.
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
const supervisor = demoAccount('supervisorAgent')

describe('the agency page', () => {
  it('desktop, English: invite a colleague, who joins through the link; change the role; disable them', async () => {
    const boss = await newContext(browser, DESKTOP)
    const page = await boss.newPage()
    await signIn(page, baseUrl, supervisor.email, '/partner/agency')
    await page.getByRole('heading', { level: 1, name: supervisor.travelAgencyName! }).waitFor({ timeout: 20_000 })
    await page.getByRole('heading', { name: 'Members' }).waitFor()

    // a bad address first: the field's message, nothing sent
    const email = `lea.${Date.now().toString(36)}@maison-voyage-prive.example`
    await page.getByLabel('E-mail address').fill('lea@')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await page.getByText('Please enter a valid email address').waitFor()
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await page.getByText(`Invitation sent to ${email}`).waitFor()
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('')
    await page.getByRole('button', { name: `Withdraw the invitation to ${email}` }).waitFor()

    // the invitee: the link from the mail, a new account, the verification, and in the agency
    const invitee = await newContext(browser, DESKTOP)
    const joiner = await invitee.newPage()
    await joiner.goto(await mailLink(baseUrl, email, 'agency-invitation'))
    await joiner
      .getByRole('heading', { name: `Join ${supervisor.travelAgencyName} on LDS` })
      .waitFor({ timeout: 20_000 })
    await joiner.getByText(`You are invited as Agent with ${email}`).waitFor()
    await joiner.getByRole('button', { name: 'Create your account' }).click()
    await joiner.locator('#email').waitFor({ timeout: 20_000 })
    await joiner.fill('#email', email)
    await joiner.fill('#firstName', 'Lea')
    await joiner.fill('#lastName', 'Brun')
    await joiner.fill('#password', PASSWORD)
    await joiner.getByRole('button', { name: 'Create account' }).click()
    await joiner.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    await joiner.goto(await signupLink(baseUrl, email))
    await joiner.getByRole('button', { name: 'Confirm and sign in' }).click()
    // signed in, back on the invitation, joined: the hotel search (no agency registration)
    await joiner.waitForURL((url) => url.pathname === '/hotels', { timeout: 30_000 })

    // the supervisor sees the new member, promotes and then disables them
    await page.reload()
    const role = page.getByLabel('Role of Lea Brun')
    await role.waitFor({ timeout: 20_000 })
    expect(await role.inputValue()).toBe('agent')
    await role.selectOption('supervisorAgent')
    await page.getByText('Lea Brun is now Supervisor').waitFor()
    await page.getByRole('button', { name: 'Disable Lea Brun' }).click()
    await page.getByRole('button', { name: 'Yes, disable' }).click()
    await page.getByText('Lea Brun is disabled').waitFor()
    await page.getByText(`${supervisor.firstName} ${supervisor.lastName} invited ${email} as agent`).waitFor()

    // the disabled member's next call is refused: the session has ended, the hotel search is gone
    await joiner.reload()
    await joiner.getByText('Your session has ended').waitFor({ timeout: 30_000 })
    expect(await joiner.locator('#pageContent article h3').count()).toBe(0)
    expect(boss.errors).toEqual([])
    await invitee.close()
    await boss.close()
  }, 120_000)

  it('phone, German: the agent reads the page, without controls, and nothing runs off the screen', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('agent').email, '/partner/agency')
    await page.getByRole('heading', { name: 'Mitglieder' }).waitFor({ timeout: 20_000 })
    await page.getByRole('heading', { name: 'Verlauf' }).waitFor()
    expect(await page.getByRole('button', { name: 'Einladung senden' }).count()).toBe(0)
    expect(await horizontalOverflow(page)).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })
})
