import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_ACCOUNTS, demoAccount } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import {
  DESKTOP,
  PHONE,
  horizontalOverflow,
  launchBrowser,
  newContext,
  setOffline,
  untilServiceWorkerControls,
  untilPageScriptsKept,
} from './support/browser.ts'
import { latestOutbox, mailLink, outboxMail } from './support/outbox.ts'
import { signIn } from './support/sign-in.ts'

/**
 * My network (docs/product/my-network.md): the agent sees the hotels of their enquiries with the reservations team,
 * invites a hotel manager whose landing records opened and accepted, invites a hotel that is not in the system; on
 * a phone in German the network opens offline with its fetch time and an invitation written offline is sent once.
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
const team = DEMO_ACCOUNTS.find((a) => a.hotelId)!

/** An enquiry of the agent at the chat-enabled demo hotel: the hotel is in the agency's network. */
async function enquire(): Promise<string> {
  const token = await agentToken(baseUrl)
  const res = await fetch(`${baseUrl}/api/hotels/${team.hotelId}/chats`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `net-${Date.now()}`,
    },
    body: JSON.stringify({
      clientFirstName: 'Ada',
      clientLastName: 'Network',
      amexCardMember: '',
      tls: '4711',
      cc: '0815',
      messageText: 'A suite with a view, please.',
      checkIn: null,
      checkOut: null,
      rooms: [{ numAdults: 2, numChildren: 0 }],
    }),
  })
  expect(res.ok).toBe(true)
  const hotel = (await (await fetch(`${baseUrl}/api/hotels/${team.hotelId}`)).json()) as { name: string }
  return hotel.name
}

/** The mails of `kind` to `email` in the outbox. */
async function mailsTo(email: string, kind: string): Promise<number> {
  let n = 0
  for (const row of (await latestOutbox(baseUrl, 100)).filter((r) => r.kind === kind))
    if ((await outboxMail(baseUrl, row.id)).recipient.toLowerCase() === email.toLowerCase()) n++
  return n
}

describe('My network', () => {
  it('desktop, English: hotels with contacts; a manager invited, the link opened and accepted; a new hotel invited by e-mail', async () => {
    const hotelName = await enquire()
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT.email, '/partner/my-network')
    await page.getByRole('heading', { name: 'Hotels you work with' }).waitFor({ timeout: 20_000 })
    const card = page.getByRole('article', { name: hotelName })
    await card.waitFor()
    await card.getByText('From your enquiries').waitFor()
    await card.getByText('9am to 5pm Monday to Saturday').waitFor()
    await card.getByText('Reservations team').waitFor()
    await card.getByText('Your last enquiry').waitFor()

    // the manager's invitation by e-mail, through the outbox
    const email = `gm.${Date.now().toString(36)}@hotel.example`
    await card.getByRole('button', { name: `Invite the manager of ${hotelName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite the hotel manager' })
    await dialog.getByRole('button', { name: 'Send the invitation' }).click()
    await dialog.getByText("Please enter the contact's name").waitFor()
    await dialog.getByLabel("Manager's name").fill('Marc Dupont')
    await dialog.getByLabel("Manager's e-mail address").fill(email)
    await dialog.getByRole('button', { name: 'Send the invitation' }).click()
    await page.getByText(`Your invitation to ${hotelName} was sent.`).first().waitFor({ timeout: 15_000 })
    const row = page.getByRole('listitem', { name: `${hotelName} ${email}` })
    await row.getByText('Sent', { exact: true }).waitFor()

    // the manager opens the link in another browser: opened, then accepted
    const manager = await newContext(browser, DESKTOP)
    const landing = await manager.newPage()
    await landing.goto(await mailLink(baseUrl, email, 'hotel-manager-invitation'))
    await landing.getByRole('heading', { name: 'Your invitation to a direct contract' }).waitFor({ timeout: 20_000 })
    await landing.getByLabel('Your name').waitFor()
    await page.reload()
    await row.getByText('Opened', { exact: true }).waitFor({ timeout: 20_000 })
    await landing.getByLabel('Your name').fill('Marc Dupont')
    await landing.getByLabel('Your e-mail address').fill(email)
    await landing.getByRole('button', { name: 'Accept the invitation' }).click()
    await landing.getByText(`Thank you: ${hotelName} accepted the invitation`, { exact: false }).waitFor()
    await page.reload()
    await row.getByText('Accepted', { exact: true }).waitFor({ timeout: 20_000 })
    // a second acceptance of the same link is refused
    await landing.reload()
    await landing
      .getByText('This invitation was already accepted.')
      .or(landing.getByText('Thank you:', { exact: false }))
      .first()
      .waitFor()
    await manager.close()

    // a hotel that is not in the system, by e-mail
    const prospect = `anne.${Date.now().toString(36)}@petit-nice.example`
    await page.getByLabel('Hotel name').fill('Le Petit Nice Passédat')
    await page.getByLabel('Contact name').fill('Anne Passédat')
    await page.getByLabel('Contact e-mail address').fill(prospect)
    await page.getByRole('button', { name: 'Invite the hotel' }).click()
    await page.getByRole('heading', { name: 'Hotels you invited by e-mail' }).waitFor({ timeout: 15_000 })
    await page.getByText(`Anne Passédat · ${prospect}`).waitFor()
    expect(await mailsTo(prospect, 'hotel-prospect-invitation')).toBe(1)
    expect(context.errors).toEqual([])
    await context.close()
  }, 150_000)

  it('phone, German: the network opens offline with its time; an invitation written offline is sent once', async () => {
    const hotelName = await enquire()
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT.email, '/partner/my-network')
    await page.getByRole('heading', { name: 'Hotels, mit denen Sie arbeiten' }).waitFor({ timeout: 20_000 })
    await page.getByRole('article', { name: hotelName }).waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    // the page's own chunks are kept by the worker once it controls the page
    await untilServiceWorkerControls(page)
    // a load through the worker, which then keeps this page's scripts
    await page.reload()
    await page.getByRole('article', { name: hotelName }).waitFor({ timeout: 20_000 })
    await untilPageScriptsKept(page)

    await setOffline(context, true)
    await page.reload()
    await page.getByText('Offline, Stand', { exact: false }).waitFor({ timeout: 20_000 })
    const card = page.getByRole('article', { name: hotelName })
    await card.getByText('Reservierungsteam').waitFor()
    await card.getByText('Montag bis Samstag von 9 bis 17 Uhr').waitFor()

    const email = `offline.${Date.now().toString(36)}@alpenhof.example`
    await page.getByLabel('Name des Hotels').fill('Alpenhof Offline')
    await page.getByLabel('Name des Kontakts').fill('Eva Berger')
    await page.getByLabel('E-Mail-Adresse des Kontakts').fill(email)
    await page.getByRole('button', { name: 'Hotel einladen' }).click()
    await page.getByText('In der Warteschlange: wird gesendet, sobald Sie online sind').waitFor({ timeout: 10_000 })
    expect(await horizontalOverflow(page)).toBe(0)

    await setOffline(context, false)
    await page.getByText('Ihre Einladung an Alpenhof Offline wurde gesendet.').first().waitFor({ timeout: 20_000 })
    await expect
      .poll(() => page.getByText('In der Warteschlange: wird gesendet, sobald Sie online sind').count())
      .toBe(0)
    await page.reload()
    await page.getByText(`Eva Berger · ${email}`).waitFor({ timeout: 20_000 })
    expect(await mailsTo(email, 'hotel-prospect-invitation')).toBe(1)
    expect(context.errors).toEqual([])
    await context.close()
  }, 150_000)

  it('desktop, German: a hotel added by hand (an empty choice says so), then removed', async () => {
    const token = await agentToken(baseUrl)
    const auth = { authorization: `Bearer ${token}` }
    const network = (await (await fetch(`${baseUrl}/api/my-network`, { headers: auth })).json()) as {
      hotels: { _id: string }[]
    }
    const listed = (await (await fetch(`${baseUrl}/api/available-hotels`, { headers: auth })).json()) as {
      hotels: { _id: string; name: string; location: { city: string } }[]
    }
    const inNetwork = new Set(network.hotels.map((h) => h._id))
    const hotel = listed.hotels.find((h) => !inNetwork.has(h._id))!
    expect(hotel).toBeTruthy()

    const context = await newContext(browser, DESKTOP, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, baseUrl, AGENT.email, '/partner/my-network')
    await page.getByRole('heading', { name: 'Hotels, mit denen Sie arbeiten' }).waitFor({ timeout: 20_000 })
    const add = page.getByRole('button', { name: 'Zu meinem Netzwerk hinzufügen' })
    await add.click()
    const select = page.getByLabel('Ein Hotel hinzufügen, mit dem Sie arbeiten')
    await page.getByText('Bitte wählen Sie ein Hotel').waitFor()
    await expect.poll(() => select.evaluate((el) => el === document.activeElement)).toBe(true)

    await select.selectOption({ label: `${hotel.name}, ${hotel.location.city}` })
    await add.click()
    await page.getByText(`${hotel.name} ist jetzt in Ihrem Netzwerk.`).first().waitFor({ timeout: 10_000 })
    // the seed may name two hotels alike (in two towns): the card is found by the hotel's id
    const cardOf = () => page.locator(`article[aria-labelledby="network-hotel-${hotel._id}"]`)
    const card = cardOf()
    await card.getByText('Von Ihrer Agentur hinzugefügt').waitFor()
    // a hotel of the network is not offered again
    expect(await select.locator('option', { hasText: `${hotel.name}, ${hotel.location.city}` }).count()).toBe(0)
    await page.reload()
    await cardOf().waitFor({ timeout: 20_000 })

    await cardOf()
      .getByRole('button', { name: `${hotel.name} aus meinem Netzwerk entfernen` })
      .click()
    await page.getByText(`${hotel.name} wurde aus Ihrem Netzwerk entfernt.`).first().waitFor({ timeout: 10_000 })
    await expect.poll(() => cardOf().count()).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  }, 120_000)
})
