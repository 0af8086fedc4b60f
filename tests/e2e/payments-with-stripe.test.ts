import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LedgerDto } from '#domain/commission-ledger/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, horizontalOverflow, launchBrowser, newContext } from './support/browser.ts'
import { startServer, type RunningServer } from './support/server.ts'
import { signIn } from './support/sign-in.ts'
import { stripeStandIn } from './support/stripe-stand-in.ts'

/**
 * Payments as people meet them on a server started with Stripe keys whose API base is a stand-in run by this test
 * (tests/e2e/support/stripe-stand-in.ts). The commission ledger as a supervisor reads it
 * (docs/product/commission-ledger.md): three bookings of the demo agent, one confirmed and paid by a signed transfer
 * webhook, one confirmed then cancelled, one only requested; on a desktop in English with the CSV export, and on a
 * phone in German. A payment link (docs/product/payments.md#payment-links): our team makes it on the lead's page,
 * the client pays it through the stood-in Checkout, Stripe's webhook marks it paid on the link and on the lead.
 */
const WEBHOOK_SECRET = 'whsec_standin'
let browser: Browser
let server: RunningServer
const standIn = stripeStandIn()
const SUPERVISOR = demoAccount('supervisorAgent')
const leadIds = { paid: '', cancelled: '', requested: '' }
let references: Record<keyof typeof leadIds, string>
let adminToken = ''
let agentAccess = ''

const api = async (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

/** A booking of the demo agent on the first property with an available, priced week ahead. */
async function book(token: string): Promise<string> {
  const list = (await (await fetch(`${server.url}/api/properties?limit=20`)).json()) as {
    _id: string
    currency: string
  }[]
  for (const property of list) {
    const { stays } = (await (await fetch(`${server.url}/api/properties/${property._id}/stays`)).json()) as {
      stays: { checkIn: string; checkOut: string; available: boolean; rates: Record<string, number | null> }[]
    }
    const today = new Date().toISOString().slice(0, 10)
    const stay = stays.find((s) => s.available && s.checkIn > today && Object.values(s.rates).some((r) => r))
    if (!stay) continue
    const serviceLevel = Object.entries(stay.rates).find(([, rate]) => rate)![0]
    const res = await api(token, '/sales/leads/new/property', {
      method: 'POST',
      body: {
        _property: property._id,
        intent: 'booking',
        period: { checkInDate: stay.checkIn, checkOutDate: stay.checkOut },
        serviceLevel,
        client: { firstName: 'Hélène', lastName: 'Vasseur', nationality: 'French' },
        partner: { tls: '4711', cc: 'cc 88' },
        occupancy: { pax: 2 },
        payments: { isPaidByCreditCard: false, subTotal: 1, currencyCode: property.currency },
        isDisclaimerAccepted: true,
      },
    })
    if (res.status === 201) return ((await res.json()) as { _id: string })._id
  }
  throw new Error('no property takes a booking')
}

async function setStatus(adminToken: string, leadId: string, to: string) {
  const res = await api(adminToken, `/sales/leads/${leadId}/status`, { method: 'POST', body: { to } })
  expect(res.status, await res.text()).toBe(200)
}

async function deliver(event: unknown) {
  const payload = JSON.stringify(event)
  const res = await fetch(`${server.url}/api/stripe/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  })
  expect(res.status, await res.text()).toBe(200)
}

beforeAll(async () => {
  browser = await launchBrowser()
  const apiBase = await standIn.start()
  server = await startServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
      SEED_HOTELS: '2',
      SEED_PROPERTIES: '4',
    },
  })
  const agent = await agentToken(server.url)
  const admin = await agentToken(server.url, demoAccount('admin').email)
  adminToken = admin
  agentAccess = agent
  const supervisor = await agentToken(server.url, SUPERVISOR.email)
  // the agency's connected account (made at the stand-in on the supervisor's first visit of the payout step)
  expect((await api(supervisor, `/travel-agencies/${SUPERVISOR.travelAgencyId}/stripe-account`)).status).toBe(200)
  leadIds.paid = await book(agent)
  leadIds.cancelled = await book(agent)
  leadIds.requested = await book(agent)
  await setStatus(admin, leadIds.paid, 'confirmedBooking')
  await setStatus(admin, leadIds.cancelled, 'confirmedBooking')
  await setStatus(admin, leadIds.cancelled, 'cancelledBooking')
  // the account's payout to its bank, which the ledger's first reconciliation reads
  standIn.state.payouts = [
    {
      id: 'po_e2e_1',
      object: 'payout',
      amount: 125_000,
      arrival_date: Math.floor(Date.parse('2030-01-08T00:00:00Z') / 1000),
      currency: 'eur',
      status: 'paid',
      created: Math.floor(Date.now() / 1000),
    },
  ]
  const before = (await (await api(supervisor, '/commission-ledger')).json()) as LedgerDto
  const entry = (id: string) => before.entries.find((e) => e.leadId === id)!
  references = {
    paid: entry(leadIds.paid).reference,
    cancelled: entry(leadIds.cancelled).reference,
    requested: entry(leadIds.requested).reference,
  }
  // Stripe transfers the commission of the confirmed booking to the agency's account
  const created = Math.floor(Date.now() / 1000)
  await deliver({
    id: 'evt_e2e_transfer',
    object: 'event',
    api_version: '2026-11-18.endive',
    created,
    type: 'transfer.created',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: 'tr_e2e_1',
        object: 'transfer',
        amount: Math.round(entry(leadIds.paid).commission * 100),
        amount_reversed: 0,
        created,
        currency: entry(leadIds.paid).currency.toLowerCase(),
        destination: standIn.account,
        metadata: { leadId: leadIds.paid },
        reversed: false,
        transfer_group: null,
      },
    },
  })
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await standIn.stop()
})

const row = (page: Page, reference: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: reference }) })

describe('the commission ledger', () => {
  it('desktop, English: paid, clawed back and expected bookings, the totals, the payouts, and the CSV', async () => {
    const context = await newContext(browser, { ...DESKTOP, acceptDownloads: true })
    const page = await context.newPage()
    await signIn(page, server.url, SUPERVISOR.email, '/partner/dashboard/supervisor')
    await page.getByRole('link', { name: 'Commission ledger' }).click()
    await page.getByRole('heading', { level: 1, name: 'Commission ledger' }).waitFor({ timeout: 20_000 })
    await row(page, references.paid).getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 })
    await row(page, references.cancelled).getByText('Clawed back', { exact: true }).waitFor()
    await row(page, references.requested).getByText('Expected', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Totals by month of arrival' }).waitFor()
    await page.getByRole('heading', { name: 'Payouts to your bank' }).waitFor()
    await page
      .getByText(/EUR[\s\u00a0\u202f]1[\s\u00a0\u202f']?250/)
      .first()
      .waitFor()
    await page.getByText(/Transfers and payouts as Stripe reported them at/).waitFor()

    // only the paid ones
    await page.getByLabel('State').selectOption({ label: 'Paid' })
    await expect.poll(() => row(page, references.requested).count()).toBe(0)
    expect(await row(page, references.paid).count()).toBe(1)
    await page.getByLabel('State').selectOption({ label: 'Every state' })
    await row(page, references.requested).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^commission-ledger-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toContain('Reference,Agency,Property,Client,Check-in,Check-out,Currency')
    for (const [state, reference] of [
      ['Paid', references.paid],
      ['Clawed back', references.cancelled],
      ['Expected', references.requested],
    ])
      expect(csv.split('\r\n').find((line) => line.startsWith(`${reference},`))).toContain(`,${state},`)
    expect(context.errors).toEqual([])
    await context.close()
  }, 120_000)

  it('phone, German: the same ledger, stacked, nothing runs off the screen', async () => {
    const context = await newContext(browser, PHONE, { language: 'de' })
    const page = await context.newPage()
    await signIn(page, server.url, SUPERVISOR.email, '/partner/dashboard/commission')
    await page.getByRole('heading', { level: 1, name: 'Provisionsbuch' }).waitFor({ timeout: 20_000 })
    await row(page, references.paid).getByText('Bezahlt', { exact: true }).waitFor({ timeout: 20_000 })
    await row(page, references.cancelled).getByText('Zurückgefordert', { exact: true }).waitFor()
    await row(page, references.requested).getByText('Erwartet', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Summen nach Anreisemonat' }).waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  }, 120_000)
})

describe('a payment link', () => {
  it('desktop: our team makes it on the lead page, the client pays it through Checkout, the webhook marks it paid on the link and the lead', async () => {
    const leadId = await book(agentAccess)
    await setStatus(adminToken, leadId, 'confirmedBooking')
    const team = await newContext(browser, DESKTOP)
    const page = await team.newPage()
    await signIn(page, server.url, demoAccount('admin').email, `/partner/dashboard/property-leads/${leadId}`)
    await page.getByRole('heading', { name: 'Payment links' }).waitFor({ timeout: 20_000 })
    await page.getByText('No payment link yet.').waitFor()
    await page.getByRole('button', { name: 'Make a prepayment link' }).click()
    const address = page.getByLabel('Address of the Prepayment link')
    await address.waitFor({ timeout: 10_000 })
    const url = await address.inputValue()
    expect(url).toMatch(/\/partner\/cimalpes-payment-links\/[\w-]+$/)
    // one open prepayment link: its button is gone, the balance's stays
    expect(await page.getByRole('button', { name: 'Make a prepayment link' }).count()).toBe(0)

    // the client, signed out, on another device
    const client = await newContext(browser, PHONE)
    const pay = await client.newPage()
    await pay.goto(url)
    await pay.getByRole('button', { name: 'Pay now' }).click()
    await pay.getByRole('heading', { name: 'Stood-in Checkout' }).waitFor({ timeout: 20_000 })
    await pay.getByRole('button', { name: 'Pay' }).click()
    await pay.getByRole('heading', { name: 'Payment succeeded' }).waitFor({ timeout: 20_000 })
    const [sessionId, session] = [...standIn.state.sessions].find(([, s]) => s.paid)!
    expect(pay.url()).toContain(`/stripe-payments/checkout-sessions/${sessionId}?success`)

    // Stripe tells our server
    const linkId = url.split('/').at(-1)!
    expect(session.paymentLinkId).toBe(linkId)
    await deliver({
      id: `evt_e2e_paid_${sessionId}`,
      object: 'event',
      api_version: '2026-11-18.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: linkId,
          metadata: { paymentLinkId: linkId },
        },
      },
    })
    await pay.goto(url)
    await pay.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 })
    expect(await pay.getByRole('button', { name: 'Pay now' }).count()).toBe(0)
    await page.reload()
    await page.getByText(/^Paid · /).waitFor({ timeout: 20_000 })
    expect(team.errors).toEqual([])
    expect(client.errors).toEqual([])
    await team.close()
    await client.close()
  }, 150_000)
})
