import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ChatMessagePage } from '#domain/chat/chat-types.ts'
import { DEMO_ACCOUNTS, demoAccount } from '#server/auth/demo-accounts.ts'
import { freshPostgresDatabase } from '../setup/server-app.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, launchBrowser, newContext, setOffline } from './support/browser.ts'
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs'
import { freePort, startServer, type RunningServer } from './support/server.ts'
import { signIn } from './support/sign-in.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

/** The reservation team of a chat-enabled demo hotel (server/auth/demo-accounts.ts). */
function hotelTeam(index = 0) {
  const teams = DEMO_ACCOUNTS.filter((a) => a.hotelId)
  const team = teams[index]
  if (!team?.hotelId) throw new Error('the demo accounts have no hotel team')
  return { email: team.email, hotelId: team.hotelId, firstName: team.firstName ?? '' }
}

const AGENT = demoAccount('agent')

/** A unique client per test, so each test finds its own channel among the others. */
function client(tag: string) {
  return { first: 'Ada', last: `Lovelace ${tag} ${Date.now().toString(36)}` }
}

/** Sends an enquiry from the hotel page's Enquiry tab as a signed-in agent; the channel opens in the tab. */
async function sendEnquiry(
  page: Page,
  base: string,
  hotelId: string,
  who: { first: string; last: string },
  text: string,
) {
  await page.goto(`${base}/hotels/${hotelId}`)
  await page.getByRole('tab', { name: 'Enquiry' }).click()
  // a hotel the agent enquired at before opens on its newest channel, with 'New enquiry'
  const startNew = page.getByRole('button', { name: 'New enquiry' })
  await page.getByLabel("Client's first name").or(startNew).first().waitFor()
  if (await startNew.isVisible()) await startNew.click()
  await page.getByLabel("Client's first name").fill(who.first)
  await page.getByLabel("Client's last name").fill(who.last)
  await page.getByLabel('Message', { exact: true }).fill(text)
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await page.getByText('Success! Please open the enquiry tab to see more.').waitFor()
  await page.getByRole('log', { name: 'Messages' }).getByText(text).waitFor()
}

/** The messages of a channel as the server stores them (oldest first). */
async function storedMessages(base: string, token: string, cid: string): Promise<ChatMessagePage['messages']> {
  const res = await fetch(`${base}/api/chat/channels/${cid}/messages?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as ChatMessagePage).messages
}

/** The cid of the channel the page shows (/chat/<cid>, or the one the Enquiry tab opened). */
async function channelIdOf(base: string, token: string, clientLastName: string): Promise<string> {
  const res = await fetch(`${base}/api/chat/channels?limit=9999`, { headers: { authorization: `Bearer ${token}` } })
  const { channels } = (await res.json()) as { channels: { cid: string; facts: { clientLastName: string } }[] }
  const found = channels.find((c) => c.facts.clientLastName === clientLastName)
  if (!found) throw new Error(`no channel for ${clientLastName}`)
  return found.cid
}

async function write(page: Page, text: string) {
  const composer = page.getByLabel('Write a message')
  await composer.fill(text)
  await composer.press('Enter')
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('chat with hotels', () => {
  it('an agent enquires, the hotel team sees it live and answers, the agent reads it without reloading', async () => {
    const team = hotelTeam()
    const who = client('live')
    const agentContext = await newContext(browser, DESKTOP)
    const teamContext = await newContext(browser, DESKTOP)
    const agent = await agentContext.newPage()
    const hotel = await teamContext.newPage()
    await signIn(hotel, baseUrl, team.email, '/chat')
    await hotel.getByRole('heading', { name: 'Enquiries', level: 1 }).waitFor()
    await signIn(agent, baseUrl, AGENT.email, `/hotels/${team.hotelId}`)

    // the form's own texts first: nothing is sent without a message
    await agent.getByRole('tab', { name: 'Enquiry' }).click()
    await agent.getByLabel("Client's first name").fill(who.first)
    await agent.getByLabel("Client's last name").fill(who.last)
    await agent.getByRole('button', { name: 'Send enquiry' }).click()
    await agent.getByText('Please enter your message').waitFor()
    await sendEnquiry(agent, baseUrl, team.hotelId, who, 'Do you have the Mont Blanc suite for Christmas?')

    // the hotel's inbox shows the new channel without a reload, with one unread message
    const row = hotel.getByRole('link', { name: new RegExp(who.last) })
    await row.waitFor({ timeout: 15_000 })
    await row.getByLabel('1 unread').waitFor()
    await row.click()
    await hotel.getByRole('log', { name: 'Messages' }).getByText('Mont Blanc suite').waitFor()
    await write(hotel, 'Yes, it is free from 22 to 29 December. See https://example.com/suite')
    await hotel
      .getByRole('log', { name: 'Messages' })
      .getByRole('link', { name: 'https://example.com/suite' })
      .waitFor()

    // the agent sees the answer in the open tab, and the enquiry shows as read by the hotel
    const log = agent.getByRole('log', { name: 'Messages' })
    await log.getByText('it is free from 22 to 29 December').waitFor({ timeout: 15_000 })
    await log.getByText('Read').first().waitFor()

    // a message while the agent is elsewhere: the inbox counts it, and opening the channel reads it
    await agent.goto(`${baseUrl}/chat`)
    await write(hotel, 'Shall I hold it as an option?')
    const agentRow = agent.getByRole('link', { name: new RegExp(who.last) })
    await agentRow.getByLabel('1 unread').waitFor({ timeout: 15_000 })
    await agentRow.click()
    await agent.getByRole('log', { name: 'Messages' }).getByText('Shall I hold it as an option?').waitFor()
    await agent.goto(`${baseUrl}/chat`)
    await agent.getByRole('link', { name: new RegExp(who.last) }).waitFor()
    expect(
      await agent
        .getByRole('link', { name: new RegExp(who.last) })
        .getByLabel(/unread/)
        .count(),
    ).toBe(0)
    expect([...agentContext.errors, ...teamContext.errors]).toEqual([])
    await agentContext.close()
    await teamContext.close()
  })

  it('offline: two messages wait in the outbox and arrive once, in order, when the connection returns', async () => {
    const team = hotelTeam()
    const who = client('offline')
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT.email, `/hotels/${team.hotelId}`)
    await sendEnquiry(page, baseUrl, team.hotelId, who, 'We arrive by train.')
    const token = await agentToken(baseUrl)
    const cid = await channelIdOf(baseUrl, token, who.last)
    await page.goto(`${baseUrl}/chat/${cid}`)
    await page.getByRole('log', { name: 'Messages' }).getByText('We arrive by train.').waitFor()

    await setOffline(context, true)
    await write(page, 'First: we are four.')
    await write(page, 'Second: one of us is vegetarian.')
    const log = page.getByRole('log', { name: 'Messages' })
    await log.getByText('Second: one of us is vegetarian.').waitFor()
    // a message is 'Sending' until the failed attempt marks it 'Queued'
    await expect.poll(() => log.getByText('Queued').count(), { timeout: 10_000 }).toBe(2)
    // the outbox survives a reload while offline
    await page.reload()
    await page.getByRole('log', { name: 'Messages' }).getByText('Second: one of us is vegetarian.').waitFor()

    await setOffline(context, false)
    await expect
      .poll(async () => (await storedMessages(baseUrl, token, cid)).map((m) => m.text), { timeout: 20_000 })
      .toEqual(['We arrive by train.', 'First: we are four.', 'Second: one of us is vegetarian.'])
    await page.getByRole('log', { name: 'Messages' }).getByText('Sent').nth(1).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('log', { name: 'Messages' }).getByText('Queued').count()).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('bad input: the enquiry says what is missing, a too long message stays in the composer, a hotel without chat is not ready', async () => {
    const team = hotelTeam()
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT.email, `/hotels/${team.hotelId}`)
    await page.getByRole('tab', { name: 'Enquiry' }).click()
    const startNew = page.getByRole('button', { name: 'New enquiry' })
    await page.getByLabel("Client's first name").or(startNew).first().waitFor()
    if (await startNew.isVisible()) await startNew.click()
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.getByText("Please enter the client's first name").waitFor()
    await page.getByText('Please enter your message').waitFor()
    const who = client('too-long')
    await page.getByLabel("Client's first name").fill(who.first)
    await page.getByLabel("Client's last name").fill(who.last)
    await page.getByLabel('Message', { exact: true }).fill('A suite for four, please.')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.getByText('Success! Please open the enquiry tab to see more.').waitFor()

    // a message over 5,000 characters is not sent and nothing of it is lost
    const long = 'x'.repeat(5001)
    const composer = page.getByLabel('Write a message')
    await composer.fill(long)
    await composer.press('Enter')
    await page.getByText('Please use at most 5000 characters').waitFor()
    expect(await composer.inputValue()).toBe(long)

    // a hotel whose team does not chat yet
    const token = await agentToken(baseUrl)
    const cards = (
      (await (
        await fetch(`${baseUrl}/api/available-hotels?includeDemos=true`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { hotels: { _id: string }[] }
    ).hotels
    let closed: { _id: string; name: string } | undefined
    for (const card of cards) {
      const detail = (await (await fetch(`${baseUrl}/api/hotels/${card._id}`)).json()) as {
        _id: string
        name: string
        isChatEnabled: boolean
      }
      if (!detail.isChatEnabled) {
        closed = detail
        break
      }
    }
    if (!closed) throw new Error('the seed has no hotel without chat')
    await page.goto(`${baseUrl}/hotels/${closed._id}`)
    await page.getByRole('tab', { name: 'Enquiry' }).click()
    await page.getByRole('heading', { name: `${closed.name} is not ready yet` }).waitFor()
    expect(await page.getByRole('button', { name: 'Send enquiry' }).count()).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('German on a phone: the hotel team reads the inbox in German', async () => {
    const team = hotelTeam()
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, team.email, '/chat')
    await page.getByRole('heading', { name: 'Anfragen', level: 1 }).waitFor()
    // the inbox is a known address (a bookmark or the home screen opens it with 200, not 404)
    expect((await page.reload())?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Anfragen', level: 1 }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })
})

describe('chat across server restarts and processes', () => {
  let own: RunningServer | undefined
  afterAll(async () => {
    await own?.stop()
  })

  it('a server restart during a conversation loses nothing', async () => {
    own = await startServer()
    const base = own.url
    const team = hotelTeam()
    const who = client('restart')
    const agentContext = await newContext(browser, DESKTOP)
    const teamContext = await newContext(browser, DESKTOP)
    const agent = await agentContext.newPage()
    const hotel = await teamContext.newPage()
    await signIn(agent, base, AGENT.email, `/hotels/${team.hotelId}`)
    await sendEnquiry(agent, base, team.hotelId, who, 'Before the restart.')
    const token = await agentToken(base)
    const cid = await channelIdOf(base, token, who.last)
    await signIn(hotel, base, team.email, `/chat/${cid}`)
    await hotel.getByRole('log', { name: 'Messages' }).getByText('Before the restart.').waitFor()

    const { port, dataDir } = own
    await own.stop()
    // written while the server is down: queued on the device
    await agent.goto(`${base}/chat/${cid}`).catch(() => undefined)
    own = await startServer({ port, dataDir })
    await agent.goto(`${base}/chat/${cid}`)
    await write(agent, 'After the restart.')
    await hotel.getByRole('log', { name: 'Messages' }).getByText('After the restart.').waitFor({ timeout: 60_000 })
    await write(hotel, 'Received, thank you.')
    await agent.getByRole('log', { name: 'Messages' }).getByText('Received, thank you.').waitFor({ timeout: 60_000 })
    expect((await storedMessages(base, token, cid)).map((m) => m.text)).toEqual([
      'Before the restart.',
      'After the restart.',
      'Received, thank you.',
    ])
    await agentContext.close()
    await teamContext.close()
  })

  it('two server processes on one PostgreSQL deliver each other’s messages', async () => {
    // CI's PostgreSQL, else a throw-away cluster (the e2e script installs Debian's postgresql when missing)
    const cluster = process.env.TEST_DATABASE_URL ? null : startThrowawayPostgres({ port: await freePort() })
    if (!process.env.TEST_DATABASE_URL && !cluster)
      throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
    const databaseUrl = cluster ? cluster.url : await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
    // one data directory (the provider's signing keys), each process its own public URL: each browser
    // signs in and talks to one process; sharing one issuer across processes is the scale-out issue's
    const first = await startServer({ env: { DATABASE_URL: databaseUrl } })
    const second = await startServer({ dataDir: first.dataDir, env: { DATABASE_URL: databaseUrl } })
    try {
      const team = hotelTeam()
      const who = client('processes')
      const agentContext = await newContext(browser, DESKTOP)
      const teamContext = await newContext(browser, DESKTOP)
      const agent = await agentContext.newPage()
      const hotel = await teamContext.newPage()
      await signIn(agent, first.url, AGENT.email, `/hotels/${team.hotelId}`)
      await sendEnquiry(agent, first.url, team.hotelId, who, 'Written through the first process.')
      const token = await agentToken(first.url)
      const cid = await channelIdOf(first.url, token, who.last)
      // the hotel's team on the second process: its stream hears the first process's writes
      await signIn(hotel, second.url, team.email, `/chat/${cid}`)
      await hotel.getByRole('log', { name: 'Messages' }).getByText('Written through the first process.').waitFor()
      await write(agent, 'A second message through the first process.')
      await hotel
        .getByRole('log', { name: 'Messages' })
        .getByText('A second message through the first process.')
        .waitFor({ timeout: 15_000 })
      await agentContext.close()
      await teamContext.close()
    } finally {
      await second.stop()
      await first.stop()
      cluster?.stop()
    }
  })
})
