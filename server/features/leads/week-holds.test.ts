import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { leadPayload, prepareLeadProperty, SALES, stayDates } from '../../../tests/setup/lead-fixtures.ts'
import { addDays } from '#domain/dates/iso-date.ts'
import { PERIOD_SOLD_MESSAGE } from '#domain/properties/stay-availability.ts'
import type { SavedLeadAnswer } from '#domain/leads/types.ts'
import type { PropertySearchAnswer } from '#domain/property-search/search-answer.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { leads, properties, stays } from '#server/db/schema.ts'

/**
 * A booking or an option takes its weeks in the lead's own transaction (docs/decisions/143-bookings-take-their-weeks.md):
 * the stay is sold, a second booking of it is refused with the sold text, a decline, expiry, cancellation or
 * deletion gives it back, and the storefront's search and stays follow at once. On PGlite here, on PostgreSQL
 * in CI (TEST_DATABASE_URL).
 */
let t: TestApp
let propertyId: string
const d = stayDates()

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 3 })
  const [p] = await t.database.db.select({ id: properties.id }).from(properties).limit(1)
  propertyId = p!.id
  await prepareLeadProperty(t.database.db, propertyId)
  // the consumer brand books it online too: card payments and terms
  await t.database.db
    .update(properties)
    .set({ salesInformation: { ...SALES, termsAndConditions: 'The lessor’s terms.' } })
    .where(eq(properties.id, propertyId))
}, 60_000)
afterAll(() => t?.close())
// each test starts with the fixture's three weeks on sale and no lead holding one
beforeEach(async () => {
  await t.database.db.update(stays).set({ available: true, leadId: null }).where(eq(stays.propertyId, propertyId))
  await t.database.db.delete(leads).where(eq(leads.propertyId, propertyId))
})

const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))
const post = async (body: unknown, key = 'agent') => t.json('/api/sales/leads/new/property', body, await as(key))
const patch = async (id: string, body: unknown, key = 'agent') =>
  t.json(`/api/sales/leads/${id}/property`, body, { ...(await as(key)), method: 'PATCH' })
const decide = async (id: string, to: string) => t.json(`/api/sales/leads/${id}/status`, { to }, await as('admin'))
const created = async (body: unknown, key = 'agent') => {
  const res = await post(body, key)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return ((await res.json()) as SavedLeadAnswer)._id
}
const weeks = () =>
  t.database.db
    .select({ checkIn: stays.checkIn, available: stays.available, leadId: stays.leadId })
    .from(stays)
    .where(eq(stays.propertyId, propertyId))
    .orderBy(stays.checkIn)
/** [available, holder] per fixture week, first to third */
const state = async () => (await weeks()).map((w) => [w.available, w.leadId])
const refusedSold = async (res: Response) => {
  expect(res.status).toBe(400)
  const body = (await res.json()) as { message: string; errors: Record<string, string> }
  expect(body.message).toBe(PERIOD_SOLD_MESSAGE)
  expect(body.errors['period.checkInDate']).toBe(PERIOD_SOLD_MESSAGE)
}
const consumer = (firstName: string, checkIn = d.third) => ({
  propertyId,
  language: 'en',
  checkIn,
  checkOut: addDays(checkIn, 7),
  serviceLevel: 'Selfcatered',
  adults: 2,
  children: 0,
  pax: 2,
  hasPet: false,
  petDetails: '',
  firstName,
  lastName: 'Weiss',
  fullname: `${firstName} Weiss`,
  address: 'Bahnhofstrasse 1',
  city: 'Zurich',
  country: 'Switzerland',
  email: 'clara@example.com',
  phone: '+41 79 123 45 67',
  paymentMethod: 'creditCard',
  consents: { privacy: true, salesPolicy: true, strTerms: true, operatorTermsAndConditions: true },
})
const postConsumer = (body: unknown, key?: string) =>
  t.json('/api/bookings/consumer', body, { headers: key ? { 'Idempotency-Key': key } : {} })

describe('a booking takes its week', () => {
  it('the stay is sold to the booking; a second booking or option of it is refused with the sold text, an interest is not', async () => {
    const id = await created(leadPayload(propertyId))
    expect(await state()).toEqual([
      [false, id],
      [true, null],
      [true, null],
    ])
    await refusedSold(await post(leadPayload(propertyId), 'corporateDesignAgent'))
    await refusedSold(await post(leadPayload(propertyId, { intent: 'option' }), 'supervisorAgent'))
    // a period that only overlaps the sold week is sold as well
    await refusedSold(
      await post(leadPayload(propertyId, { period: { checkInDate: addDays(d.first, 3), checkOutDate: d.third } })),
    )
    expect(await created(leadPayload(propertyId, { intent: 'interest' }), 'corporateDesignAgent')).toBeTruthy()
    expect((await weeks())[0]).toMatchObject({ available: false, leadId: id })
  })

  it('a booking over two weeks takes both, all or none', async () => {
    const two = { period: { checkInDate: d.second, checkOutDate: d.end } }
    const id = await created(leadPayload(propertyId, two))
    expect(await state()).toEqual([
      [true, null],
      [false, id],
      [false, id],
    ])
    // the first week is free, the second sold: nothing is taken
    await refusedSold(await post(leadPayload(propertyId, { period: { checkInDate: d.first, checkOutDate: d.third } })))
    expect((await weeks())[0]).toMatchObject({ available: true, leadId: null })
  })

  it('a week sold by hand (the operator) is refused too', async () => {
    await t.database.db
      .update(stays)
      .set({ available: false })
      .where(and(eq(stays.propertyId, propertyId), eq(stays.checkIn, d.first)))
    await refusedSold(await post(leadPayload(propertyId)))
  })

  it('the storefront follows at once: the stays answer and the search say sold', async () => {
    const [{ city }] = (await t.database.db
      .select({ city: properties.city })
      .from(properties)
      .where(eq(properties.id, propertyId))) as [{ city: string }]
    const found = async () => {
      const qs = new URLSearchParams({ city, checkIn: d.first, checkOut: d.second })
      const answer = (await (await t.request(`/api/property-search?${qs}`)).json()) as PropertySearchAnswer
      return answer.results.find((r) => r._id === propertyId && !r.isAlternative)?.availability ?? 'absent'
    }
    const stayOf = async () => {
      const res = await t.request(`/api/properties/${propertyId}/stays`)
      const { stays: list } = (await res.json()) as { stays: { checkIn: string; available: boolean }[] }
      return list.find((s) => s.checkIn.slice(0, 10) === d.first)
    }
    await t.catalogue.refresh()
    expect(await stayOf()).toMatchObject({ available: true })
    expect(await found()).toBe('available')
    const id = await created(leadPayload(propertyId))
    expect(await stayOf()).toMatchObject({ available: false })
    expect(await found()).not.toBe('available')
    expect((await decide(id, 'declinedBooking')).status).toBe(200)
    expect(await stayOf()).toMatchObject({ available: true })
    expect(await found()).toBe('available')
  })
})

describe('an option holds its week until it lapses', () => {
  it.each(['declinedOption', 'expiredOption', 'cancelledOption'])('%s gives the week back', async (end) => {
    const id = await created(leadPayload(propertyId, { intent: 'option' }))
    expect((await weeks())[0]).toMatchObject({ available: false, leadId: id })
    if (end !== 'declinedOption') expect((await decide(id, 'confirmedOption')).status).toBe(200)
    expect((await weeks())[0]).toMatchObject({ available: false, leadId: id })
    expect((await decide(id, end)).status).toBe(200)
    expect((await weeks())[0]).toMatchObject({ available: true, leadId: null })
    // on sale again: another agency books it
    await created(leadPayload(propertyId), 'corporateDesignAgent')
  })

  it('a change request keeps the week, a new period moves it, and the booking of the confirmed option keeps it', async () => {
    const id = await created(leadPayload(propertyId, { intent: 'option' }))
    const change = (over: Record<string, unknown>) => leadPayload(propertyId, { intent: 'changeRequest', ...over })
    expect((await patch(id, change({ bookingComments: 'Late arrival' }))).status).toBe(200)
    expect((await weeks())[0]).toMatchObject({ available: false, leadId: id })
    // two weeks from its own: it keeps the first and takes the second
    const longer = { period: { checkInDate: d.first, checkOutDate: d.third } }
    expect((await patch(id, change(longer))).status).toBe(200)
    expect(await state()).toEqual([
      [false, id],
      [false, id],
      [true, null],
    ])
    // moved to the third week: the first two are given back
    const moved = { period: { checkInDate: d.third, checkOutDate: d.end } }
    expect((await patch(id, change(moved))).status).toBe(200)
    expect(await state()).toEqual([
      [true, null],
      [true, null],
      [false, id],
    ])
    // a move onto a week another lead holds is refused, and the lead keeps its week
    const other = await created(leadPayload(propertyId), 'corporateDesignAgent')
    await refusedSold(await patch(id, change({})))
    expect(await state()).toEqual([
      [false, other],
      [true, null],
      [false, id],
    ])
    expect((await decide(id, 'confirmedOption')).status).toBe(200)
    expect((await patch(id, leadPayload(propertyId, { ...moved }))).status).toBe(200)
    const [lead] = await t.database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id))
    expect(lead!.status).toBe('confirmedBooking')
    expect((await weeks())[2]).toMatchObject({ available: false, leadId: id })
  })
})

describe('a cancelled booking gives its week back', () => {
  it('declined, or confirmed then cancelled: on sale again', async () => {
    const declined = await created(leadPayload(propertyId))
    expect((await decide(declined, 'declinedBooking')).status).toBe(200)
    expect((await weeks())[0]).toMatchObject({ available: true, leadId: null })
    const id = await created(leadPayload(propertyId), 'corporateDesignAgent')
    expect((await decide(id, 'confirmedBooking')).status).toBe(200)
    expect((await weeks())[0]).toMatchObject({ available: false, leadId: id })
    expect((await decide(id, 'cancelledBooking')).status).toBe(200)
    expect((await weeks())[0]).toMatchObject({ available: true, leadId: null })
    await created(leadPayload(propertyId))
  })

  it('an admin’s deletion of a booking gives its week back', async () => {
    const id = await created(leadPayload(propertyId))
    const res = await t.request(`/api/sales/leads/${id}`, {
      method: 'DELETE',
      headers: { ...(await as('admin')).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Entered twice' }),
    })
    expect(res.status).toBe(204)
    expect((await weeks())[0]).toMatchObject({ available: true, leadId: null })
  })
})

describe('the operator and the held week', () => {
  it('sees which lead holds it, and may put it back on sale: the booking holds it no more', async () => {
    const id = await created(leadPayload(propertyId))
    const admin = { headers: { ...(await as('admin')).headers, 'content-type': 'application/json' } }
    const list = await t.request(`/api/extranet/properties/${propertyId}/stays`, admin)
    const { stays: kept } = (await list.json()) as { stays: { _id: string; checkIn: string; leadId: string | null }[] }
    const week = kept.find((s) => s.checkIn === d.first)!
    expect(week.leadId).toBe(id)
    const reopened = await t.request(`/api/extranet/properties/${propertyId}/stays/${week._id}`, {
      ...admin,
      method: 'PATCH',
      body: JSON.stringify({
        checkIn: d.first,
        checkOut: d.second,
        state: 'available',
        rates: { Selfcatered: 10_000, Catered: 20_000 },
      }),
    })
    expect(reopened.status).toBe(200)
    expect((await weeks())[0]).toMatchObject({ available: true, leadId: null })
    const next = await created(leadPayload(propertyId), 'corporateDesignAgent')
    expect((await weeks())[0]).toMatchObject({ available: false, leadId: next })
  })
})

describe('the consumer’s online booking', () => {
  it('takes its week; a second one is refused with the sold text at the check-in, never a 500', async () => {
    const first = await postConsumer(consumer('Clara'))
    expect(first.status).toBe(201)
    const { _id } = (await first.json()) as { _id: string }
    expect((await weeks())[2]).toMatchObject({ available: false, leadId: _id })
    const second = await postConsumer(consumer('Anna'))
    expect(second.status).toBe(400)
    expect(((await second.json()) as { errors: Record<string, string> }).errors.checkIn).toBe(PERIOD_SOLD_MESSAGE)
    // the agent's booking of the same week too
    await refusedSold(await post(leadPayload(propertyId, { period: { checkInDate: d.third, checkOutDate: d.end } })))
  })

  it('a double submit with one Idempotency-Key is the replay of the first, not a refusal', async () => {
    const first = await postConsumer(consumer('Idem'), 'week-key-1')
    const again = await postConsumer(consumer('Idem'), 'week-key-1')
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
  })
})

describe('50 concurrent bookings of the last week', () => {
  it('exactly one wins, the other 49 get the sold text, and the week is sold once', async () => {
    // the first two weeks are sold: the third is the property's last week on sale
    await t.database.db
      .update(stays)
      .set({ available: false })
      .where(and(eq(stays.propertyId, propertyId), eq(stays.available, true), eq(stays.checkIn, d.first)))
    await t.database.db
      .update(stays)
      .set({ available: false })
      .where(and(eq(stays.propertyId, propertyId), eq(stays.checkIn, d.second)))
    const last = { period: { checkInDate: d.third, checkOutDate: d.end } }
    // agents of two agencies (each agency's new leads also wait on its reference counter) and consumers (none)
    const agents = ['agent', 'supervisorAgent', 'corporateDesignAgent']
    const heads = await Promise.all(agents.map(as))
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 4
          ? postConsumer(consumer(`Guest${i}`))
          : t.json(
              '/api/sales/leads/new/property',
              leadPayload(propertyId, { ...last, intent: i % 3 === 0 ? 'option' : 'booking' }),
              heads[i % agents.length],
            ),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 400)).toHaveLength(49)
    for (const res of answers.filter((r) => r.status === 400)) {
      const body = (await res.json()) as { message: string; errors: Record<string, string> }
      expect(Object.values(body.errors)).toEqual([PERIOD_SOLD_MESSAGE])
    }
    const winner = ((await answers.find((r) => r.status === 201)!.json()) as { _id: string })._id
    expect((await weeks())[2]).toMatchObject({ available: false, leadId: winner })
    const stored = await t.database.db.select({ id: leads.id }).from(leads).where(eq(leads.propertyId, propertyId))
    expect(stored.map((l) => l.id)).toEqual([winner])
  })
})
