import { eq } from 'drizzle-orm'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { Role } from '#domain/auth/roles.ts'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { PAYMENTS_NOT_CONFIGURED, type PaymentLinkDto, type StripeAccountDto } from '#domain/payments/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import {
  leads,
  mailOutbox,
  paymentLinks,
  processedStripeEvents,
  properties,
  stripeAccounts,
  travelAgencies,
  users,
} from '#server/db/schema.ts'
import {
  RATE_LIMITED_MESSAGE,
  REFUSED_MESSAGE,
  BAD_SIGNATURE_MESSAGE,
  UNREACHABLE_MESSAGE,
} from '#server/integrations/payments/stripe.ts'
import { PAYOUTS_FORBIDDEN_MESSAGE } from './account-service.ts'
import { LINK_MESSAGES } from './link-service.ts'
import {
  stripeAccount,
  stripeAccountSession,
  stripeCheckoutSession,
  stripeError,
  stripeEvent,
} from './stripe-fixtures.ts'

const WEBHOOK_SECRET = 'whsec_test_payments'
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_payments',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_payments',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
}
const API = 'https://api.stripe.com/v1'

/** What our server sent to the Stripe stand-in: path and form fields. */
const calls: { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null }[] = []
let nextAccount = 0
/** the stand-in's accounts (what retrieve answers) */
const accounts = new Map<string, ReturnType<typeof stripeAccount>>()
let failNext: { status: number; body: unknown } | null = null

const record = async (request: Request) => {
  const url = new URL(request.url)
  calls.push({
    method: request.method,
    path: url.pathname,
    form: new URLSearchParams(request.method === 'GET' ? '' : await request.text()),
    idempotencyKey: request.headers.get('idempotency-key'),
  })
  expect(request.headers.get('authorization')).toBe(`Bearer ${KEYS.STRIPE_SECRET_KEY}`)
  const failure = failNext
  failNext = null
  return failure ? HttpResponse.json(failure.body as object, { status: failure.status }) : null
}

const stripe = setupServer(
  http.post(`${API}/accounts`, async ({ request }) => {
    const failure = await record(request)
    if (failure) return failure
    const account = stripeAccount(`acct_test${++nextAccount}`)
    accounts.set(account.id, account)
    return HttpResponse.json(account)
  }),
  http.get(`${API}/accounts/:id`, async ({ request, params }) => {
    const failure = await record(request)
    if (failure) return failure
    const account = accounts.get(String(params.id))
    return account
      ? HttpResponse.json(account)
      : HttpResponse.json(stripeError('invalid_request_error', 'No such account', 'resource_missing'), { status: 404 })
  }),
  http.post(`${API}/account_sessions`, async ({ request }) => {
    const failure = await record(request)
    if (failure) return failure
    return HttpResponse.json(stripeAccountSession(calls.at(-1)!.form.get('account')!))
  }),
  http.post(`${API}/checkout/sessions`, async ({ request }) => {
    const failure = await record(request)
    if (failure) return failure
    const form = calls.at(-1)!.form
    return HttpResponse.json(
      stripeCheckoutSession(`cs_test_${calls.length}abc`, {
        metadata: { paymentLinkId: form.get('metadata[paymentLinkId]') },
        client_reference_id: form.get('client_reference_id'),
        expires_at: Number(form.get('expires_at')),
      }),
    )
  }),
)

let t: TestApp
let bare: TestApp
beforeAll(async () => {
  stripe.listen({ onUnhandledRequest: 'error' })
  t = await createTestApp({ hotels: 0, properties: 1, env: KEYS })
  bare = await createTestApp({ hotels: 0, properties: 0 })
})
afterEach(() => {
  calls.length = 0
  failNext = null
})
afterAll(async () => {
  stripe.close()
  await t?.close()
  await bare?.close()
})

const tokenFor = async (app: TestApp, sub: string) => bearer(await signAccessToken(app.config, { sub })).headers
const admin = (app: TestApp = t) => tokenFor(app, demoAccount('admin').id)

let serial = 0
/** a fresh agency with a supervisor and an agent */
async function agency(app: TestApp = t) {
  const id = newObjectId()
  const n = serial++
  await app.database.db.insert(travelAgencies).values({ id, name: `Payout House ${n}`, vetting: 'verified' })
  const person = async (role: Role) => {
    const userId = newObjectId()
    await app.database.db
      .insert(users)
      .values({ id: userId, email: `${role}-${n}-${userId}@payout.example`, role, firstName: role, travelAgencyId: id })
    return tokenFor(app, userId)
  }
  return { id, supervisor: await person('supervisorAgent'), agent: await person('agent') }
}

const get = (app: TestApp, url: string, headers?: Record<string, string>) => app.request(url, { headers })
const accountUrl = (id: string) => `/api/travel-agencies/${id}/stripe-account`
const sessionUrl = (id: string) => `/api/travel-agencies/${id}/stripe-account-session`

describe('GET /api/travel-agencies/{id}/stripe-account', () => {
  it('makes the connected account on the first visit, then reads it from Stripe; ready once submitted and nothing due', async () => {
    const a = await agency()
    const first = await get(t, accountUrl(a.id), a.supervisor)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const account = (await first.json()) as StripeAccountDto
    expect(account).toEqual({
      id: expect.stringMatching(/^acct_test\d+$/),
      details_submitted: false,
      requirements: {
        currently_due: ['business_type', 'external_account', 'tos_acceptance.date'],
        eventually_due: ['business_type', 'external_account', 'tos_acceptance.date', 'individual.id_number'],
        current_deadline: null,
      },
      ready: false,
    })
    // the account the platform collects for: no Stripe login pop-up in the embedded components
    const create = calls.find((c) => c.path === '/v1/accounts')!
    expect(create.form.get('controller[requirement_collection]')).toBe('application')
    expect(create.form.get('controller[stripe_dashboard][type]')).toBe('none')
    expect(create.form.get('capabilities[transfers][requested]')).toBe('true')
    expect(create.form.get('metadata[travelAgencyId]')).toBe(a.id)
    expect(create.idempotencyKey).toBe(`lds-agency-account-${a.id}`)

    // Stripe's side changes: the next visit reads it and our copy follows
    accounts.set(
      account.id,
      stripeAccount(account.id, { details_submitted: true, currently_due: [], eventually_due: [] }),
    )
    calls.length = 0
    const again = (await (await get(t, accountUrl(a.id), a.supervisor)).json()) as StripeAccountDto
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/accounts/${account.id}`])
    expect(again).toMatchObject({ id: account.id, details_submitted: true, ready: true })
    const [row] = await t.database.db.select().from(stripeAccounts).where(eq(stripeAccounts.travelAgencyId, a.id))
    expect(row).toMatchObject({ stripeAccountId: account.id, detailsSubmitted: true, currentlyDue: [] })
  })

  it('only supervisors and admins: agents 403, another agency 404, signed out 401, unknown agency 404', async () => {
    const a = await agency()
    const b = await agency()
    const agent = await get(t, accountUrl(a.id), a.agent)
    expect(agent.status).toBe(403)
    expect(await agent.json()).toEqual({ message: PAYOUTS_FORBIDDEN_MESSAGE })
    expect((await get(t, accountUrl(a.id), b.supervisor)).status).toBe(404)
    expect((await get(t, accountUrl(a.id))).status).toBe(401)
    expect((await get(t, accountUrl('f'.repeat(24)), await admin())).status).toBe(404)
    expect((await get(t, accountUrl('not-an-id'), await admin())).status).toBe(404)
    expect((await get(t, accountUrl(a.id), await admin())).status).toBe(200)
    expect(calls.filter((c) => c.path === '/v1/accounts')).toHaveLength(1)
  })

  it("Stripe's errors are clear answers, never a 500: rate limit 429, invalid request 422, outage 502", async () => {
    const a = await agency()
    failNext = { status: 429, body: stripeError('invalid_request_error', 'Too many requests', 'rate_limit') }
    const limited = await get(t, accountUrl(a.id), a.supervisor)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('30')
    expect(await limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE })
    failNext = { status: 400, body: stripeError('invalid_request_error', 'Invalid country', 'parameter_invalid_empty') }
    const refused = await get(t, accountUrl(a.id), a.supervisor)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ message: `${REFUSED_MESSAGE} (parameter_invalid_empty)` })
    failNext = { status: 500, body: stripeError('api_error', 'Something went wrong') }
    const down = await get(t, accountUrl(a.id), a.supervisor)
    expect(down.status).toBe(502)
    expect(await down.json()).toEqual({ message: UNREACHABLE_MESSAGE })
    // nothing was stored from the failures; the next visit makes the account
    expect((await get(t, accountUrl(a.id), a.supervisor)).status).toBe(200)
  })
})

describe('GET /api/travel-agencies/{id}/stripe-account-session', () => {
  it('answers the client secret and publishable key for the three embedded components', async () => {
    const a = await agency()
    const res = await get(t, sessionUrl(a.id), a.supervisor)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { client_secret: string; publishable_key: string; expires_at: string }
    expect(body).toEqual({
      client_secret: expect.stringMatching(/^accs_secret__acct_test\d+_test$/),
      publishable_key: KEYS.STRIPE_PUBLISHABLE_KEY,
      expires_at: expect.any(String),
    })
    const session = calls.find((c) => c.path === '/v1/account_sessions')!
    for (const component of ['account_onboarding', 'account_management', 'notification_banner']) {
      expect(session.form.get(`components[${component}][enabled]`)).toBe('true')
      expect(session.form.get(`components[${component}][features][disable_stripe_user_authentication]`)).toBe('true')
    }
    expect((await get(t, sessionUrl(a.id), a.agent)).status).toBe(403)
    expect((await get(t, sessionUrl(a.id), (await agency()).supervisor)).status).toBe(404)
  })
})

describe('without Stripe keys', () => {
  it("every Stripe surface says 'Payments are not configured' (503); roles are still checked first", async () => {
    const a = await agency(bare)
    for (const url of [accountUrl(a.id), sessionUrl(a.id)]) {
      const res = await get(bare, url, a.supervisor)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ message: PAYMENTS_NOT_CONFIGURED })
      expect((await get(bare, url, a.agent)).status).toBe(403)
    }
    // a signed event waits for the keys (Stripe retries a 503); an unsigned call is not from Stripe at all
    const signed = await bare.request('/api/stripe/webhooks', {
      method: 'POST',
      body: '{}',
      headers: { 'stripe-signature': sign('{}') },
    })
    expect(signed.status).toBe(503)
    const unsigned = await bare.request('/api/stripe/webhooks', { method: 'POST', body: '{}' })
    expect(unsigned.status).toBe(400)
    expect(calls).toEqual([])
    // the rest of the product works
    expect((await get(bare, '/api/health')).status).toBe(200)
  })
})

// ---------------------------------------------------------------- webhooks

const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret })
const deliver = (app: TestApp, event: unknown, signature?: string) => {
  const payload = JSON.stringify(event)
  return app.request('/api/stripe/webhooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? sign(payload) },
    body: payload,
  })
}

describe('POST /api/stripe/webhooks', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const a = await agency()
    const { id } = (await (await get(t, accountUrl(a.id), a.supervisor)).json()) as StripeAccountDto
    const event = stripeEvent(
      `evt_bad_${id}`,
      'account.updated',
      stripeAccount(id, { details_submitted: true, currently_due: [] }),
    )
    const forged = await deliver(t, event, sign(JSON.stringify(event), 'whsec_someone_else'))
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { message: string }).message).toBe(BAD_SIGNATURE_MESSAGE)
    const unsigned = await t.request('/api/stripe/webhooks', { method: 'POST', body: JSON.stringify(event) })
    expect(unsigned.status).toBe(400)
    // a signature of another body
    const tampered = await deliver(t, { ...event, id: 'evt_other' }, sign(JSON.stringify(event)))
    expect(tampered.status).toBe(400)
    const [row] = await t.database.db.select().from(stripeAccounts).where(eq(stripeAccounts.stripeAccountId, id))
    expect(row!.detailsSubmitted).toBe(false)
    expect(
      await t.database.db.select().from(processedStripeEvents).where(eq(processedStripeEvents.id, event.id)),
    ).toEqual([])
  })

  it('account.updated keeps our copy current; a replay changes nothing twice; an older event never overwrites a newer copy', async () => {
    const a = await agency()
    const { id } = (await (await get(t, accountUrl(a.id), a.supervisor)).json()) as StripeAccountDto
    const soon = Math.floor(Date.now() / 1000) + 60
    const deadline = Math.floor(Date.parse('2027-01-15T00:00:00Z') / 1000)
    const submitted = stripeEvent(
      `evt_sub_${id}`,
      'account.updated',
      stripeAccount(id, { details_submitted: true, currently_due: ['external_account'], current_deadline: deadline }),
      soon,
    )
    const first = await deliver(t, submitted)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    const read = async () =>
      (await t.database.db.select().from(stripeAccounts).where(eq(stripeAccounts.stripeAccountId, id)))[0]!
    expect(await read()).toMatchObject({ detailsSubmitted: true, currentlyDue: ['external_account'] })
    expect((await read()).currentDeadline?.toISOString()).toBe('2027-01-15T00:00:00.000Z')

    // the same event again (Stripe retries): acknowledged, applied once
    await t.database.db
      .update(stripeAccounts)
      .set({ currentlyDue: ['changed-by-hand'] })
      .where(eq(stripeAccounts.stripeAccountId, id))
    const replay = await deliver(t, submitted)
    expect(await replay.json()).toEqual({ received: true, duplicate: true })
    expect((await read()).currentlyDue).toEqual(['changed-by-hand'])

    // an event from before the copy we hold (delivered late, out of order): recorded, changes nothing
    const stale = stripeEvent(`evt_old_${id}`, 'account.updated', stripeAccount(id), soon - 3600)
    expect(await (await deliver(t, stale)).json()).toEqual({ received: true, duplicate: false })
    expect((await read()).detailsSubmitted).toBe(true)

    // the account answer reads the copy the webhook left when Stripe says the same
    accounts.set(id, stripeAccount(id, { details_submitted: true, currently_due: [], eventually_due: [] }))
    const ready = (await (await get(t, accountUrl(a.id), a.supervisor)).json()) as StripeAccountDto
    // the copy a later webhook wrote is newer than this read: it stays
    expect(ready.requirements.currently_due).toEqual(['changed-by-hand'])
  })

  it('acknowledges events it does not use', async () => {
    const res = await deliver(t, stripeEvent('evt_payout_1', 'payout.paid', { id: 'po_1', object: 'payout' }))
    expect(await res.json()).toEqual({ received: true, duplicate: false })
  })
})

// ---------------------------------------------------------------- payment links

/** a confirmed booking of the seeded property, checking in `days` from today, with its price summary */
async function booking(
  days = 200,
  status: 'confirmedBooking' | 'interest' = 'confirmedBooking',
  summary?: Partial<PriceSummary>,
) {
  const [property] = await t.database.db.select().from(properties).limit(1)
  const a = await agency()
  const checkIn = addDays(utcToday(), days)
  const id = newObjectId()
  const priceSummary: PriceSummary = {
    currency: 'EUR',
    subTotal: 10000,
    creditCardFeeRatio: 0.03,
    creditCardFeeTotal: 0,
    total: 10000,
    prepayment: 3500,
    finalPayment: 6500,
    finalPaymentDueDate: addDays(checkIn, -84),
    securityDeposit: { amount: 0, type: null, dueDate: addDays(checkIn, -14) },
    commission: 1000,
    ...summary,
  }
  await t.database.db.insert(leads).values({
    id,
    reference: `L-PAY-${serial++}`,
    travelAgencyId: a.id,
    propertyId: property!.id,
    status,
    checkIn,
    checkOut: addDays(checkIn, 7),
    client: { firstName: 'Ada', lastName: 'Client' },
    priceSummary,
    currency: 'EUR',
    total: priceSummary.total,
  })
  return { id, agency: a, checkIn, property: property! }
}

/** a consumer booking (no agency; its summary in its details) of a guest paying by card or bank transfer */
async function consumerBooking(paymentMethod: 'creditCard' | 'bankTransfer', language: 'en' | 'de' = 'de') {
  const [property] = await t.database.db.select().from(properties).limit(1)
  const checkIn = addDays(utcToday(), 200)
  const id = newObjectId()
  const priceSummary: PriceSummary = {
    currency: 'EUR',
    subTotal: 10000,
    creditCardFeeRatio: 0,
    creditCardFeeTotal: 0,
    total: 10000,
    prepayment: 3000,
    finalPayment: 7000,
    finalPaymentDueDate: addDays(checkIn, -84),
    securityDeposit: { amount: 0, type: null, dueDate: addDays(checkIn, -14) },
    commission: 0,
  }
  const email = `guest.${id}@example.com`
  await t.database.db.insert(leads).values({
    id,
    reference: `C-PAY-${serial++}`,
    travelAgencyId: null,
    propertyId: property!.id,
    status: 'confirmedBooking',
    checkIn,
    checkOut: addDays(checkIn, 7),
    client: { firstName: 'Clara', lastName: 'Weiss' },
    details: {
      kind: 'consumerBooking',
      priceSummary,
      request: { firstName: 'Clara', lastName: 'Weiss', email, language, paymentMethod },
    },
  })
  return { id, email, property: property! }
}

const makeLink = async (leadId: string, kind: unknown, headers?: Record<string, string>) =>
  t.request(`/api/leads/${leadId}/payment-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(headers ?? (await admin())) },
    body: JSON.stringify({ kind }),
  })
const checkout = (linkId: string) =>
  t.request(`/api/payment-links/${linkId}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })

describe('payment links', () => {
  it('a consumer booking paying by card: the link goes to the guest by e-mail in their language at once; by bank transfer it does not', async () => {
    const card = await consumerBooking('creditCard', 'de')
    const res = await makeLink(card.id, 'prepayment')
    expect(res.status).toBe(201)
    const link = (await res.json()) as PaymentLinkDto
    expect(link).toMatchObject({ amount: 3000, currency: 'EUR', state: 'open', mailedTo: card.email })
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, card.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'payment-link' })
    expect(mails[0]!.subject).toMatch(/^Anzahlung für Ihre Buchung C-PAY-\d+: Ihr sicherer Zahlungslink$/)
    const text = String((mails[0]!.payload as { text: string }).text)
    expect(text).toContain(link.url)
    expect(text).toMatch(/Guten Tag Clara Weiss,/)
    expect(text).toMatch(/von EUR 3\s000 bis zum/)
    expect(text).toContain(card.property.name)

    const transfer = await consumerBooking('bankTransfer', 'en')
    const byBank = (await (await makeLink(transfer.id, 'prepayment')).json()) as PaymentLinkDto
    expect(byBank.mailedTo).toBeNull()
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, transfer.email))).toEqual([])
  })

  it('an admin makes a prepayment and a balance link from the lead’s payment terms; agents and bad input are refused', async () => {
    const lead = await booking()
    const res = await makeLink(lead.id, 'prepayment')
    expect(res.status).toBe(201)
    const link = (await res.json()) as PaymentLinkDto
    expect(link).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      kind: 'prepayment',
      state: 'open',
      property: { id: lead.property.id, name: lead.property.name, city: lead.property.city },
      period: { checkInDate: lead.checkIn, checkOutDate: addDays(lead.checkIn, 7) },
      amount: 3500,
      currency: 'EUR',
      dueDate: addDays(utcToday(), 7),
      paidAt: null,
      url: `${t.config.publicUrl}/partner/cimalpes-payment-links/${link.id}`,
      // an agency's booking: our team sends the link itself
      mailedTo: null,
    })
    const balance = (await (await makeLink(lead.id, 'balance')).json()) as PaymentLinkDto
    expect(balance).toMatchObject({ kind: 'balance', amount: 6500, dueDate: addDays(lead.checkIn, -84) })
    // one open link per kind
    const twice = await makeLink(lead.id, 'prepayment')
    expect(twice.status).toBe(409)
    expect(await twice.json()).toEqual({ message: LINK_MESSAGES.exists('prepayment') })
    // the public page reads it without sign-in
    const { mailedTo: _mailed, ...page } = link
    expect(await (await t.request(`/api/payment-links/${link.id}`)).json()).toEqual(page)
    expect((await t.request(`/api/payment-links/${'a'.repeat(24)}`)).status).toBe(404)

    expect((await makeLink(lead.id, 'prepayment', lead.agency.supervisor)).status).toBe(403)
    expect((await makeLink(lead.id, 'deposit')).status).toBe(400)
    expect((await makeLink('f'.repeat(24), 'prepayment')).status).toBe(404)
    const interest = await booking(200, 'interest')
    expect((await makeLink(interest.id, 'prepayment')).status).toBe(409)
    const allAtOnce = await booking(30, 'confirmedBooking', {
      prepayment: 10000,
      finalPayment: 0,
      finalPaymentDueDate: null,
    })
    const noBalance = await makeLink(allAtOnce.id, 'balance')
    expect(noBalance.status).toBe(422)
    expect(await noBalance.json()).toEqual({ message: LINK_MESSAGES.nothingDue('balance') })
  })

  it('each opening makes a fresh Checkout session; completed pays the link once; a paid link is not paid again', async () => {
    const lead = await booking()
    const link = (await (await makeLink(lead.id, 'prepayment')).json()) as PaymentLinkDto
    const first = await checkout(link.id)
    expect(first.status).toBe(201)
    const started = (await first.json()) as { url: string; sessionId: string }
    expect(started.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const form = calls.find((c) => c.path === '/v1/checkout/sessions')!.form
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '350000',
      'metadata[paymentLinkId]': link.id,
      client_reference_id: link.id,
      success_url: `${t.config.publicUrl}/stripe-payments/checkout-sessions/{CHECKOUT_SESSION_ID}?success`,
      cancel_url: `${t.config.publicUrl}/api/payment-links/${link.id}/canceled`,
    })
    // no card field is ever sent by us or to us
    expect([...form.keys()].some((k) => /card|cvc|number/i.test(k))).toBe(false)
    const second = (await (await checkout(link.id)).json()) as { sessionId: string }
    expect(second.sessionId).not.toBe(started.sessionId)

    // the canceled way back lands on the result page of the latest session
    const back = await t.request(`/api/payment-links/${link.id}/canceled`)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/stripe-payments/checkout-sessions/${second.sessionId}?canceled`)

    // the first session expires, the second is paid
    const expired = stripeEvent(
      `evt_exp_${link.id}`,
      'checkout.session.expired',
      stripeCheckoutSession(started.sessionId, { status: 'expired' }),
    )
    expect((await deliver(t, expired)).status).toBe(200)
    const paid = stripeEvent(
      `evt_paid_${link.id}`,
      'checkout.session.completed',
      stripeCheckoutSession(second.sessionId, {
        status: 'complete',
        payment_status: 'paid',
        metadata: { paymentLinkId: link.id },
      }),
    )
    const [beforePaid] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(await (await deliver(t, paid)).json()).toEqual({ received: true, duplicate: false })
    // the lead changed with it (the dashboards' answer cache follows its updated_at)
    const [afterPaid] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(afterPaid!.updatedAt.getTime()).toBeGreaterThan(beforePaid!.updatedAt.getTime())
    const after = (await (await t.request(`/api/payment-links/${link.id}`)).json()) as PaymentLinkDto
    expect(after.state).toBe('paid')
    const [row] = await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id))
    expect(row!.paidBySessionId).toBe(second.sessionId)
    // replayed: nothing changes
    expect(await (await deliver(t, paid)).json()).toEqual({ received: true, duplicate: true })
    const paidAgain = await checkout(link.id)
    expect(paidAgain.status).toBe(409)
    expect(await paidAgain.json()).toEqual({ message: LINK_MESSAGES.paid })
  })

  it("a declined card is Stripe's own words, 422; no card data ever reaches our server", async () => {
    const lead = await booking()
    const link = (await (await makeLink(lead.id, 'prepayment')).json()) as PaymentLinkDto
    failNext = { status: 402, body: stripeError('card_error', 'Your card was declined.', 'card_declined') }
    const declined = await checkout(link.id)
    expect(declined.status).toBe(422)
    expect(await declined.json()).toEqual({ message: 'The card was declined: Your card was declined.' })

    // whatever a page posts, the checkout call carries no card field to Stripe and nothing of it is stored
    const card = '4242424242424242'
    const res = await t.request(`/api/payment-links/${link.id}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: card, cvc: '123', exp: '12/30' }),
    })
    expect(res.status).toBe(201)
    const sent = calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!
    expect(sent.form.toString()).not.toContain(card)
    expect([...sent.form.keys()].some((key) => /card|cvc|exp/i.test(key) && !key.startsWith('expires_at'))).toBe(false)
    const [row] = await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id))
    expect(JSON.stringify(row)).not.toContain(card)
    expect(JSON.stringify(await t.database.db.select().from(mailOutbox))).not.toContain(card)
  })

  it('a cancelled link cannot be paid; Checkout errors are clear', async () => {
    const lead = await booking()
    const link = (await (await makeLink(lead.id, 'balance')).json()) as PaymentLinkDto
    failNext = { status: 429, body: stripeError('invalid_request_error', 'Too many requests', 'rate_limit') }
    const limited = await checkout(link.id)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE })
    failNext = {
      status: 400,
      body: stripeError('invalid_request_error', 'expires_at must be less than 24 hours', 'parameter_invalid_integer'),
    }
    expect((await checkout(link.id)).status).toBe(422)

    const agent = lead.agency.supervisor
    expect((await t.request(`/api/payment-links/${link.id}/cancel`, { method: 'POST', headers: agent })).status).toBe(
      403,
    )
    const cancelled = await t.request(`/api/payment-links/${link.id}/cancel`, {
      method: 'POST',
      headers: await admin(),
    })
    expect(((await cancelled.json()) as PaymentLinkDto).state).toBe('cancelled')
    const gone = await checkout(link.id)
    expect(gone.status).toBe(410)
    expect(await gone.json()).toEqual({ message: LINK_MESSAGES.cancelled })
    // a new balance link may be made once the old one is cancelled
    expect((await makeLink(lead.id, 'balance')).status).toBe(201)
  })
})
