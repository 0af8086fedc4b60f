import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, gt, isNull } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { leads, mailOutbox, properties, stays } from '#server/db/schema.ts'
import { utcToday } from '#domain/dates/iso-date.ts'
import { PERIOD_MESSAGES as P } from '#domain/dates/period-rules.ts'
import { CONSUMER_BOOKING_MESSAGES as M } from '#domain/leads/consumer-booking.ts'
import { consumerPriceSummary } from '#domain/leads/consumer-booking-quote.ts'
import type { SalesInformation } from '#domain/catalogue/types.ts'
import { releaseHeldWeeks } from '../../../tests/setup/lead-fixtures.ts'

let t: TestApp
type Week = { propertyId: string; checkIn: string; checkOut: string; serviceLevel: string; price: number; beds: number }
let free: Week
let sold: Week
let notBookable: string
let salesInformation: SalesInformation

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 16 })
  const db = t.database.db
  const rows = await db
    .select({
      propertyId: stays.propertyId,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      available: stays.available,
      rates: stays.rates,
      levels: properties.serviceLevels,
      si: properties.salesInformation,
      bedsAdults: properties.bedsAdults,
      bedsChildren: properties.bedsChildren,
    })
    .from(stays)
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .where(gt(stays.checkIn, utcToday()))
    .orderBy(asc(stays.checkIn))
  const bookable = rows.filter((r) => r.si?.acceptedPaymentMethods.includes('creditCard') && r.si.termsAndConditions)
  const pick = (available: boolean, not?: string): Week => {
    const r = bookable.find(
      (s) =>
        s.available === available &&
        s.propertyId !== not &&
        typeof s.rates[s.levels[0]!] === 'number' &&
        rows
          .filter((o) => o.propertyId === s.propertyId && o.checkIn < s.checkOut && o.checkOut > s.checkIn)
          .every((o) => o.available === available),
    )!
    const serviceLevel = r.levels[0]!
    return {
      propertyId: r.propertyId,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      serviceLevel,
      price: r.rates[serviceLevel]!,
      beds: (r.bedsAdults ?? 0) + (r.bedsChildren ?? 0),
    }
  }
  free = pick(true)
  sold = pick(false)
  salesInformation = bookable.find((r) => r.propertyId === free.propertyId)!.si!
  // a property that takes bank transfer only does not take bookings online
  const other = rows.find((r) => r.propertyId !== free.propertyId && r.propertyId !== sold.propertyId)!
  notBookable = other.propertyId
  await db
    .update(properties)
    .set({ salesInformation: { ...other.si!, acceptedPaymentMethods: ['bankTransfer'] } })
    .where(eq(properties.id, notBookable))
})
afterAll(() => t?.close())

const body = (w: Week = free, extra: Record<string, unknown> = {}) => ({
  propertyId: w.propertyId,
  language: 'en',
  checkIn: w.checkIn,
  checkOut: w.checkOut,
  serviceLevel: w.serviceLevel,
  adults: 2,
  children: 0,
  pax: 2,
  hasPet: false,
  petDetails: '',
  firstName: 'Clara',
  lastName: 'Weiss',
  fullname: 'Clara Weiss',
  address: 'Bahnhofstrasse 1',
  city: 'Zurich',
  country: 'Switzerland',
  email: 'clara@example.com',
  phone: '+41 79 123 45 67',
  paymentMethod: 'creditCard',
  consents: { privacy: true, salesPolicy: true, strTerms: true, operatorTermsAndConditions: true },
  ...extra,
})

// the bookings of this file share the free week: each first puts it on sale again (as if the earlier ones were
// declined; which bookings hold weeks is server/features/leads/week-holds.test.ts's subject)
const post = async (b: unknown, key?: string, init: RequestInit = {}) => {
  await releaseHeldWeeks(t.database.db)
  return t.json('/api/bookings/consumer', b, {
    ...init,
    headers: { ...(key ? { 'Idempotency-Key': key } : {}), ...init.headers },
  })
}
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors
const mailsOf = async (leadId: string) =>
  (await t.database.db.select().from(mailOutbox)).filter((r) => r.payload.leadId === leadId)
const consumerLeads = () => t.database.db.select().from(leads).where(isNull(leads.travelAgencyId))

describe('POST /api/bookings/consumer', () => {
  it('stores a requested booking without an agency, with the server’s price summary and both mails', async () => {
    const res = await post(body())
    expect(res.status).toBe(201)
    const answer = (await res.json()) as { _id: string; reference: string; status: string }
    expect(answer).toMatchObject({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      reference: expect.stringMatching(/^WEB-[2-9A-Z]{8}$/),
      status: 'requestedBooking',
    })
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, answer._id))
    expect(row).toMatchObject({
      travelAgencyId: null,
      userId: null,
      propertyId: free.propertyId,
      status: 'requestedBooking',
      checkIn: free.checkIn,
      checkOut: free.checkOut,
      serviceLevel: free.serviceLevel,
      reference: answer.reference,
      client: { firstName: 'Clara', lastName: 'Weiss' },
    })
    const details = row!.details as {
      kind: string
      request: Record<string, unknown>
      priceSummary: Record<string, unknown>
    }
    expect(details.kind).toBe('consumerBooking')
    expect(details.request).toMatchObject({
      email: 'clara@example.com',
      address: 'Bahnhofstrasse 1',
      pax: 2,
      paymentMethod: 'creditCard',
      consents: { privacy: true },
    })
    const property = (await t.database.db.select().from(properties).where(eq(properties.id, free.propertyId)))[0]!
    expect(details.priceSummary).toEqual(
      consumerPriceSummary({
        price: free.price,
        currency: property.currency,
        checkIn: free.checkIn,
        today: utcToday(),
        paymentMethod: 'creditCard',
        salesInformation,
      }),
    )
    expect(details.priceSummary.commission).toBeNull()

    const mails = await mailsOf(answer._id)
    expect(mails.map((m) => m.kind).sort()).toEqual(['consumer-booking', 'consumer-booking-confirmation'])
    const team = mails.find((m) => m.kind === 'consumer-booking')!
    expect(team).toMatchObject({
      recipient: t.config.mailTo,
      replyTo: 'clara@example.com',
      subject: `New consumer booking ${answer.reference}`,
    })
    const guest = mails.find((m) => m.kind === 'consumer-booking-confirmation')!
    expect(guest).toMatchObject({
      recipient: 'clara@example.com',
      subject: `Your booking request ${answer.reference} with LDS`,
    })
    expect(String(guest.payload.text)).toMatch(/Dear Clara Weiss,.*secure payment link/s)
  })

  it('writes the guest in German, and by bank transfer promises the invoice', async () => {
    const res = await post(
      body(free, { language: 'de', paymentMethod: 'bankTransfer', firstName: 'Jonas', lastName: 'Keller' }),
    )
    expect(res.status).toBe(201)
    const { _id, reference } = (await res.json()) as { _id: string; reference: string }
    const guest = (await mailsOf(_id)).find((m) => m.kind === 'consumer-booking-confirmation')!
    expect(guest.subject).toBe(`Ihre Buchungsanfrage ${reference} bei LDS`)
    expect(String(guest.payload.text)).toMatch(/Guten Tag Jonas Keller.*Rechnung mit den Bankangaben/s)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['more travelers than beds', { adults: 30, children: 0, pax: 30 }, 'pax', M.paxMax],
    ['pax not adults + children', { pax: 3 }, 'pax', M.paxSum],
    ['no consents', { consents: {} }, 'consents.privacy', M.privacy],
    [
      'the lessor’s terms not accepted',
      { consents: { privacy: true, salesPolicy: true, strTerms: true } },
      'consents.operatorTermsAndConditions',
      M.operatorTerms,
    ],
    ['a pet without details', { hasPet: true, petDetails: '' }, 'petDetails', M.petDetails],
    ['a malformed e-mail', { email: 'clara@' }, 'email', M.emailFormat],
    ['no address', { address: ' ' }, 'address', M.address],
    ['check-in in the past', { checkIn: '2020-01-04', checkOut: '2020-01-11' }, 'checkIn', P.checkInPast],
    ['an unknown service level', { serviceLevel: 'Palace' }, 'serviceLevel', M.serviceLevel],
    ['no payment method', { paymentMethod: undefined }, 'paymentMethod', M.paymentMethod],
  ])('answers 400 for %s', async (_, change, field, message) => {
    const res = await post(body(free, change))
    expect(res.status).toBe(400)
    expect((await errorsOf(res))[field]).toBe(message)
  })

  it('answers 400 with the period-sold message for a sold week, and no price for a week without stays', async () => {
    const soldRes = await post(body(sold))
    expect(soldRes.status).toBe(400)
    expect((await errorsOf(soldRes)).checkIn).toBe(M.periodSold)
    const far = await post(body(free, { checkIn: '2031-01-04', checkOut: '2031-01-11' }))
    expect(far.status).toBe(400)
    expect((await errorsOf(far)).price).toBe(M.noPrice)
  })

  it('answers 409 for a property that does not take bookings online, 404 for an unknown one, 400 for a malformed id', async () => {
    const refused = await post(body({ ...free, propertyId: notBookable }))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe(M.notBookable)
    expect((await post(body({ ...free, propertyId: 'f'.repeat(24) }))).status).toBe(404)
    const bad = await post(body({ ...free, propertyId: 'nope' }))
    expect(bad.status).toBe(400)
    expect((await errorsOf(bad)).propertyId).toBe(M.propertyId)
  })

  it('takes JSON from our own pages only', async () => {
    const text = await t.request('/api/bookings/consumer', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(body()),
    })
    expect(text.status).toBe(415)
    expect((await post(body(), undefined, { headers: { origin: 'https://evil.example' } })).status).toBe(403)
  })
})

describe('idempotency (Idempotency-Key header)', () => {
  it('stores a double submit once and answers the same booking', async () => {
    const before = (await consumerLeads()).length
    const first = await post(body(free, { firstName: 'Idem' }), 'consumer-key-1')
    const again = await post(body(free, { firstName: 'Idem' }), 'consumer-key-1')
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    expect((await consumerLeads()).length).toBe(before + 1)
  })

  it('stores 20 concurrent submits with one key once', async () => {
    const before = (await consumerLeads()).length
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(body(free, { firstName: 'Burst' }), 'consumer-burst')),
    )
    expect(answers.every((r) => r.status === 201)).toBe(true)
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { _id: string })._id)))
    expect(ids.size).toBe(1)
    expect((await consumerLeads()).length).toBe(before + 1)
    expect(await mailsOf([...ids][0]!)).toHaveLength(2)
  })

  it('refuses the same key for another booking (422) and a malformed key (400)', async () => {
    await post(body(free, { firstName: 'Keyed' }), 'consumer-key-2')
    expect((await post(body(free, { firstName: 'Other' }), 'consumer-key-2')).status).toBe(422)
    const malformed = await post(body(), 'has spaces in it')
    expect(malformed.status).toBe(400)
    expect((await errorsOf(malformed))['Idempotency-Key']).toMatch(/visible ASCII/)
  })
})

describe('rate limit', () => {
  it('shares the public write limit: beyond it, 429 with Retry-After', async () => {
    const fresh = await createTestApp({ seed: false })
    try {
      let status = 0
      let i = 0
      for (; i < 1001 && status !== 429; i++)
        status = (await fresh.json('/api/bookings/consumer', { propertyId: 'nope' })).status
      expect(status).toBe(429)
      // the test configuration allows 1000 writes per 10 minutes (server/app.ts), production 30
      expect(i).toBe(1001)
      const limited = await fresh.json('/api/bookings/consumer', body())
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await fresh.close()
    }
  })
})
