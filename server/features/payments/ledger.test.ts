import { eq } from 'drizzle-orm'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { LedgerDto, LedgerEntryDto } from '#domain/commission-ledger/types.ts'
import type { SavedLeadAnswer } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { commissionTransfers, leads, properties, stripeAccounts, travelAgencies, users } from '#server/db/schema.ts'
import { leadPayload, prepareLeadProperty, releaseHeldWeeks } from '../../../tests/setup/lead-fixtures.ts'
import { LEDGER_FORBIDDEN_MESSAGE } from './ledger-service.ts'
import { stripeError, stripeEvent, stripeList, stripePayout, stripeTransfer } from './stripe-fixtures.ts'

/**
 * The commission ledger (docs/product/commission-ledger.md) on the real server and database, Stripe stood in by msw:
 * bookings requested, confirmed and cancelled through the operator's API; transfers by webhook (signed, applied
 * once, out of order) and by the reconciliation's list calls; payouts of the connected account; each role's view.
 */
const WEBHOOK_SECRET = 'whsec_test_ledger'
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_ledger',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_ledger',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
}
const API = 'https://api.stripe.com/v1'
const ACCOUNT = 'acct_ledger1'

const calls: { path: string; query: URLSearchParams; stripeAccount: string | null }[] = []
let listedTransfers: unknown[] = []
let listedPayouts: unknown[] = []
let failLists = false

const stripe = setupServer(
  http.get(`${API}/transfers`, ({ request }) => {
    const url = new URL(request.url)
    calls.push({ path: url.pathname, query: url.searchParams, stripeAccount: request.headers.get('stripe-account') })
    if (failLists) return HttpResponse.json(stripeError('api_error', 'Something went wrong'), { status: 500 })
    return HttpResponse.json(stripeList('/v1/transfers', listedTransfers))
  }),
  http.get(`${API}/payouts`, ({ request }) => {
    const url = new URL(request.url)
    calls.push({ path: url.pathname, query: url.searchParams, stripeAccount: request.headers.get('stripe-account') })
    return HttpResponse.json(stripeList('/v1/payouts', listedPayouts))
  }),
)

let t: TestApp
let propertyId: string
const agencyId = () => demoAccount('agent').travelAgencyId!

beforeAll(async () => {
  stripe.listen({ onUnhandledRequest: 'error' })
  t = await createTestApp({ hotels: 0, properties: 2, env: KEYS })
  const [p] = await t.database.db.select({ id: properties.id }).from(properties).limit(1)
  propertyId = p!.id
  await prepareLeadProperty(t.database.db, propertyId)
}, 60_000)
afterEach(() => {
  calls.length = 0
  failLists = false
})
afterAll(async () => {
  stripe.close()
  await t?.close()
})

const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers
const ledger = async (key: string, query = '') =>
  t.request(`/api/commission-ledger${query}`, { headers: await as(key) })
const read = async (key = 'supervisorAgent', query = '') => {
  const res = await ledger(key, query)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as LedgerDto
}
const entryOf = (dto: LedgerDto, leadId: string) => dto.entries.find((e) => e.leadId === leadId)

/** a booking of the demo agent on the prepared property */
async function book(): Promise<string> {
  // the ledger's bookings share the fixture's week: each puts it on sale again (week-holds.test.ts holds weeks)
  await releaseHeldWeeks(t.database.db)
  const res = await t.json('/api/sales/leads/new/property', leadPayload(propertyId), { headers: await as('agent') })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as SavedLeadAnswer)._id
}
const setStatus = async (leadId: string, to: string) => {
  await releaseHeldWeeks(t.database.db)
  const res = await t.json(`/api/sales/leads/${leadId}/status`, { to }, { headers: await as('admin') })
  expect(res.status, await res.clone().text()).toBe(200)
}

const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
const deliver = async (event: unknown) => {
  const payload = JSON.stringify(event)
  const res = await t.request('/api/stripe/webhooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
    body: payload,
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { duplicate: boolean }
}
const cents = (entry: LedgerEntryDto | undefined) => Math.round(entry!.commission * 100)

describe('GET /api/commission-ledger', () => {
  let requested: string
  let confirmed: string
  let cancelled: string
  let declined: string

  beforeAll(async () => {
    requested = await book()
    confirmed = await book()
    cancelled = await book()
    declined = await book()
    await setStatus(confirmed, 'confirmedBooking')
    await setStatus(cancelled, 'confirmedBooking')
    await setStatus(cancelled, 'cancelledBooking')
    await setStatus(declined, 'declinedBooking')
  })

  it('a booking requested is expected, confirmed is confirmed, cancelled after confirmation clawed back; declined is not in it', async () => {
    const dto = await read()
    expect(dto.agencyId).toBe(agencyId())
    expect(dto.paymentsConfigured).toBe(true)
    expect(entryOf(dto, requested)).toMatchObject({ state: 'expected', paid: 0, clawedBack: 0, currency: 'EUR' })
    expect(entryOf(dto, confirmed)).toMatchObject({ state: 'confirmed', paid: 0, confirmedAt: expect.any(String) })
    const back = entryOf(dto, cancelled)!
    expect(back).toMatchObject({ state: 'clawedBack', cancelledAt: expect.any(String) })
    expect(back.clawedBack).toBe(back.commission)
    expect(entryOf(dto, declined)).toBeUndefined()
    // the commission is the lead's (SPEC §9), and names the client and the property
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, confirmed))
    expect(entryOf(dto, confirmed)).toMatchObject({
      commission: row!.commission,
      total: row!.total,
      clientName: 'Hélène Vasseur',
      propertyName: expect.any(String),
      reference: row!.reference,
    })
    expect(cents(entryOf(dto, confirmed))).toBeGreaterThan(0)
    // totals by month and currency include each share
    const total = dto.totals.find((r) => r.month === row!.checkIn!.slice(0, 7) && r.currency === 'EUR')!
    expect(total.expected).toBeGreaterThanOrEqual(entryOf(dto, requested)!.commission)
    expect(total.clawedBack).toBeGreaterThanOrEqual(back.commission)
    // no Stripe account yet: nothing asked of Stripe
    expect(calls).toEqual([])
    expect(dto.syncedAt).toBeNull()
  })

  it('a signed transfer.created pays the booking it names, once; a reversal (an older event afterwards) changes nothing back', async () => {
    await t.database.db
      .insert(stripeAccounts)
      .values({
        travelAgencyId: agencyId(),
        stripeAccountId: ACCOUNT,
        stripeUpdatedAt: new Date(),
        ledgerSyncedAt: new Date(),
      })
      .onConflictDoNothing()
    const before = await read()
    const amount = cents(entryOf(before, confirmed))
    const created = Math.floor(Date.now() / 1000)
    const transfer = stripeTransfer('tr_ledger_1', { destination: ACCOUNT, amount, leadId: confirmed, created })
    const event = stripeEvent('evt_tr_1', 'transfer.created', transfer, created)
    expect(await deliver(event)).toEqual({ received: true, duplicate: false })
    expect(await deliver(event)).toEqual({ received: true, duplicate: true })
    const paid = await read()
    expect(entryOf(paid, confirmed)).toMatchObject({ state: 'paid', paid: amount / 100, paidAt: expect.any(String) })
    const rows = await t.database.db.select().from(commissionTransfers).where(eq(commissionTransfers.leadId, confirmed))
    expect(rows).toHaveLength(1)

    // a reversal after that: the booking is owed again
    const reversed = stripeTransfer('tr_ledger_1', {
      destination: ACCOUNT,
      amount,
      amount_reversed: amount,
      leadId: confirmed,
    })
    await deliver(stripeEvent('evt_tr_1_rev', 'transfer.reversed', reversed, created + 60))
    expect(entryOf(await read(), confirmed)).toMatchObject({ state: 'confirmed', paid: 0 })
    // the creation delivered again late (a new event id, older): our newer copy stands
    await deliver(stripeEvent('evt_tr_1_late', 'transfer.updated', transfer, created + 30))
    expect(entryOf(await read(), confirmed)).toMatchObject({ state: 'confirmed', paid: 0 })
  })

  it("a transfer naming another agency's lead is kept, unmatched, and pays nothing", async () => {
    const other = newObjectId()
    await t.database.db.insert(travelAgencies).values({ id: other, name: 'Another House', vetting: 'verified' })
    await t.database.db
      .insert(stripeAccounts)
      .values({ travelAgencyId: other, stripeAccountId: 'acct_other', stripeUpdatedAt: new Date() })
    const transfer = stripeTransfer('tr_foreign', { destination: 'acct_other', amount: 99_999, leadId: requested })
    await deliver(stripeEvent('evt_foreign', 'transfer.created', transfer))
    const [row] = await t.database.db.select().from(commissionTransfers).where(eq(commissionTransfers.id, 'tr_foreign'))
    expect(row).toMatchObject({ travelAgencyId: other, leadId: null })
    expect(entryOf(await read(), requested)).toMatchObject({ state: 'expected', paid: 0 })
  })

  it('reconciles with Stripe when the last time is over five minutes ago: transfers (by transfer group too) and payouts; not again at once', async () => {
    await t.database.db
      .update(stripeAccounts)
      .set({ ledgerSyncedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(stripeAccounts.travelAgencyId, agencyId()))
    const amount = cents(entryOf(await read(), confirmed))
    // that read reconciled already (nothing listed): set it stale again
    await t.database.db
      .update(stripeAccounts)
      .set({ ledgerSyncedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(stripeAccounts.travelAgencyId, agencyId()))
    calls.length = 0
    listedTransfers = [
      stripeTransfer('tr_ledger_2', { destination: ACCOUNT, amount, transfer_group: `lead:${confirmed}` }),
    ]
    listedPayouts = [stripePayout('po_ledger_1', { amount })]
    const dto = await read()
    expect(calls.map((c) => c.path)).toEqual(['/v1/transfers', '/v1/payouts'])
    expect(calls[0]!.query.get('destination')).toBe(ACCOUNT)
    expect(calls[1]!.stripeAccount).toBe(ACCOUNT)
    expect(entryOf(dto, confirmed)).toMatchObject({ state: 'paid', paid: amount / 100 })
    expect(dto.payouts).toEqual([
      { id: 'po_ledger_1', amount: amount / 100, currency: 'EUR', status: 'paid', arrivalDate: '2027-02-03' },
    ])
    expect(Date.now() - Date.parse(dto.syncedAt!)).toBeLessThan(60_000)
    calls.length = 0
    await read()
    expect(calls).toEqual([])
  })

  it('a failed reconciliation answers from our copy with the last good time, and tries again next view', async () => {
    const stale = new Date(Date.now() - 10 * 60_000)
    await t.database.db
      .update(stripeAccounts)
      .set({ ledgerSyncedAt: stale })
      .where(eq(stripeAccounts.travelAgencyId, agencyId()))
    failLists = true
    const dto = await read()
    expect(calls.map((c) => c.path)).toEqual(['/v1/transfers'])
    expect(dto.syncedAt).toBe(stale.toISOString())
    expect(entryOf(dto, confirmed)?.state).toBe('paid')
  })

  it('payout events of the connected account are kept; a payout of an unknown account is ignored', async () => {
    const payout = stripePayout('po_ledger_2', { amount: 12_345, status: 'in_transit' })
    await deliver({ ...stripeEvent('evt_po_2', 'payout.created', payout), account: ACCOUNT })
    await deliver({
      ...stripeEvent('evt_po_2_paid', 'payout.paid', { ...payout, status: 'paid' }, Math.floor(Date.now() / 1000) + 5),
      account: ACCOUNT,
    })
    await deliver({
      ...stripeEvent('evt_po_x', 'payout.paid', stripePayout('po_unknown', { amount: 1 })),
      account: 'acct_nobody',
    })
    const dto = await read()
    expect(dto.payouts.find((p) => p.id === 'po_ledger_2')).toMatchObject({ amount: 123.45, status: 'paid' })
    expect(dto.payouts.find((p) => p.id === 'po_unknown')).toBeUndefined()
  })

  it('supervisors see their agency, admins every agency or one; agents 403; another agency 404; bad input 400; signed out 401', async () => {
    const agent = await ledger('agent')
    expect(agent.status).toBe(403)
    expect(await agent.json()).toEqual({ message: LEDGER_FORBIDDEN_MESSAGE })
    expect((await t.request('/api/commission-ledger')).status).toBe(401)
    expect((await ledger('supervisorAgent', '?agencyId=not-an-id')).status).toBe(400)
    expect((await ledger('supervisorAgent', `?agencyId=${agencyId()}`)).status).toBe(200)

    // a supervisor of another agency
    const other = newObjectId()
    const boss = newObjectId()
    await t.database.db.insert(travelAgencies).values({ id: other, name: 'Elsewhere Travel', vetting: 'verified' })
    await t.database.db.insert(users).values({
      id: boss,
      email: `boss-${boss}@elsewhere.example`,
      role: 'supervisorAgent',
      firstName: 'B',
      travelAgencyId: other,
    })
    const theirs = bearer(await signAccessToken(t.config, { sub: boss })).headers
    const foreign = await t.request(`/api/commission-ledger?agencyId=${agencyId()}`, { headers: theirs })
    expect(foreign.status).toBe(404)
    const own = (await (await t.request('/api/commission-ledger', { headers: theirs })).json()) as LedgerDto
    expect(own.entries).toEqual([])

    const all = await read('admin')
    expect(all.agencyId).toBeNull()
    expect(entryOf(all, confirmed)?.agencyName).toBeTruthy()
    const one = await read('admin', `?agencyId=${other}`)
    expect(one.entries).toEqual([])
  })
})
