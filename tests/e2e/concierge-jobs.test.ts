import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ConciergeJobDetailDto } from '#domain/concierge-jobs/types.ts'
import { DEMO_ACCOUNTS, demoAccount } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'

/**
 * Concierge jobs (docs/product/concierge-jobs.md): an agent creates a job at a hotel, assigns it to a colleague and
 * sends it into the hotel's enquiry chat; the hotel's team confirms it there; the job reads 'Confirmed' with its
 * history. On a phone in German the list and a job fit 390 px; a person who has not finished onboarding opens the page.
 */
const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const AGENT = demoAccount('agent')
const SUPERVISOR = demoAccount('supervisorAgent')
const team = DEMO_ACCOUNTS.find((a) => a.hotelId && a.hotelName)!

/** An enquiry chat of the agent with the hotel for `client` (as the hotel page's Enquiry tab sends it); its cid. */
async function enquiry(token: string, client: { first: string; last: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/hotels/${team.hotelId}/chats`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientFirstName: client.first,
      clientLastName: client.last,
      amexCardMember: '',
      tls: '',
      cc: '',
      messageText: 'Our client arrives next week.',
      rooms: [{ numAdults: 2, numChildren: 0 }],
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { cid: string }).cid
}

describe('concierge jobs', () => {
  it('desktop, English: created, assigned, sent into the hotel chat, confirmed by the hotel team there', async () => {
    const client = { first: 'Ada', last: `Lovelace ${Date.now().toString(36)}` }
    const clientName = `${client.first} ${client.last}`
    const cid = await enquiry(await agentToken(baseUrl, AGENT.email), client)

    const agentContext = await newContext(browser, DESKTOP)
    const page = await agentContext.newPage()
    await signIn(page, baseUrl, AGENT.email, '/partner/concierge-jobs')
    await page.getByRole('heading', { level: 1, name: 'Concierge jobs' }).waitFor({ timeout: 20_000 })
    await page.getByRole('link', { name: 'New job' }).click()
    await page.getByRole('heading', { level: 1, name: 'New job' }).waitFor()

    // nothing filled: the fields' messages
    await page.getByRole('button', { name: 'Create the job' }).click()
    await page.getByText("Please enter the client's name").waitFor()
    await page.getByText('Please choose a hotel or a property').waitFor()

    await page.getByLabel("Client's name").fill(clientName)
    await page.getByLabel('Search by name or town').fill(team.hotelName!)
    await page.getByRole('list', { name: 'Places found' }).getByRole('button').first().click()
    await page.getByTestId('chosen-place').getByText(team.hotelName!).waitFor()
    await page.getByLabel('Service').selectOption('transfer')
    await page.getByLabel('Date and time at the place').fill('2027-01-10T18:30')
    await page.getByLabel('Assignee').selectOption(SUPERVISOR.id)
    await page.getByLabel('Notes').fill('Geneva airport, two ski bags')
    await page.getByRole('button', { name: 'Create the job' }).click()

    await page.getByRole('heading', { level: 1, name: `Transfer · ${clientName}` }).waitFor({ timeout: 20_000 })
    const jobId = new URL(page.url()).pathname.split('/').pop()!
    await page.getByText('Sun, 10 Jan 2027, 18:30').waitFor()
    await page
      .getByText(`${AGENT.firstName} ${AGENT.lastName} assigned it to ${SUPERVISOR.firstName} ${SUPERVISOR.lastName}`)
      .waitFor()

    // the hand-off: the client's enquiry chat comes first
    await page.getByRole('heading', { name: 'Send to the hotel' }).waitFor()
    expect(await page.getByRole('radio', { name: new RegExp(`Enquiry for ${clientName}`) }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Send to the hotel in the chat' }).click()
    await page.locator('.status-chip', { hasText: 'Sent to the hotel' }).waitFor()
    await page.getByText("The hotel's team confirms or declines the request in the chat.").waitFor()
    // the agent cannot answer for the hotel: no confirm button on the job page
    expect(await page.getByRole('button', { name: 'Mark as confirmed' }).count()).toBe(0)

    // the agent's chat shows the card, waiting
    const chat = await agentContext.newPage()
    await chat.goto(`${baseUrl}/chat/${cid}`)
    const agentLog = chat.getByRole('log', { name: 'Messages' })
    await agentLog.getByText("Waiting for the hotel's answer").waitFor({ timeout: 20_000 })

    // the hotel's team answers in the chat
    const hotelContext = await newContext(browser, DESKTOP)
    const hotel = await hotelContext.newPage()
    await signIn(hotel, baseUrl, team.email, `/chat/${cid}`)
    const log = hotel.getByRole('log', { name: 'Messages' })
    await log.getByText(`Transfer · ${clientName}`).waitFor({ timeout: 20_000 })
    await log.getByText('Geneva airport, two ski bags').waitFor()
    await log.getByRole('button', { name: 'Confirm' }).click()
    await log.getByText('Confirmed by the hotel').waitFor()
    await log.getByText('Confirmed the concierge request').waitFor({ timeout: 20_000 })

    // live on the agent's side too
    await agentLog.getByText('Confirmed by the hotel').waitFor({ timeout: 20_000 })

    // the job: Confirmed, with the hotel's answer in the history
    await page.reload()
    await page.locator('.status-chip', { hasText: 'Confirmed' }).waitFor({ timeout: 20_000 })
    await page.getByText(`${team.firstName} ${team.lastName} (hotel) answered: Confirmed`).waitFor()
    await page.getByText(`${AGENT.firstName} ${AGENT.lastName} sent it to the hotel in the chat`).waitFor()
    const stored = await fetch(`${baseUrl}/api/concierge-jobs/${jobId}`, {
      headers: { authorization: `Bearer ${await agentToken(baseUrl, AGENT.email)}` },
    })
    expect(((await stored.json()) as ConciergeJobDetailDto).status).toBe('confirmed')
    expect(agentContext.errors).toEqual([])
    expect(hotelContext.errors).toEqual([])
    await agentContext.close()
    await hotelContext.close()
  })

  it('phone, German: the list and a job fit 390 px; the filters narrow the list', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, SUPERVISOR.email, '/partner/concierge-jobs')
    await page.getByRole('heading', { level: 1, name: 'Concierge-Aufträge' }).waitFor({ timeout: 20_000 })
    const cards = page.getByRole('list', { name: 'Aufträge' }).getByRole('listitem')
    await cards.first().waitFor({ timeout: 20_000 })
    expect(await horizontalOverflow(page)).toBe(0)
    const all = await cards.count()
    expect(all).toBeGreaterThan(0)

    // the supervisor's own: the demo table for four is theirs
    await page.getByLabel('Zuständig').selectOption('me')
    await page.waitForURL((url) => url.searchParams.get('assignee') === 'me')
    await page.getByText('Familie Bergmann').first().waitFor({ timeout: 20_000 })
    await page.getByLabel('Status').selectOption('done')
    await page.getByText('Keine Aufträge zu diesen Filtern.').waitFor({ timeout: 20_000 })
    await page.getByLabel('Status').selectOption('')
    await page.getByRole('button', { name: 'Heute' }).click()
    await page.waitForURL((url) => url.searchParams.has('from'))
    await page.getByRole('button', { name: 'Heute' }).click()
    await page.waitForURL((url) => !url.searchParams.has('from'))

    await page
      .getByRole('link', { name: /Familie Bergmann/ })
      .first()
      .click()
    await page
      .getByRole('heading', { level: 1, name: /Restauranttisch · Familie Bergmann/ })
      .waitFor({ timeout: 20_000 })
    await page.getByText('Fällig (Ortszeit)').waitFor()
    await page.getByRole('heading', { name: 'Status und Zuständigkeit' }).waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('a person who has not finished onboarding opens the concierge jobs', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, demoAccount('onboarding').email, '/partner/concierge-jobs')
    await page.getByRole('heading', { level: 1, name: 'Concierge jobs' }).waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/partner/concierge-jobs')
    await page.getByText('No jobs match these filters.').waitFor({ timeout: 20_000 })
    // and elsewhere the login gate still sends them to finish it
    await page.goto(`${baseUrl}/partner/dashboard`)
    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 20_000 })
    await context.close()
  })
})
