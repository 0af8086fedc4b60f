import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { LEAD_MESSAGES } from '#domain/leads/lead-payload.ts'
import type { LeadListAnswer, PropertyLeadDetail, SavedLeadAnswer } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotelInterests, hotels, leadStatusHistory, leads, mailOutbox, properties, stays } from '#server/db/schema.ts'
import {
  cardPayload,
  CVV,
  FIELD_NAMED_CVV,
  leadPayload,
  prepareLeadProperty,
  releaseHeldWeeks,
  stayDates,
} from '../../../tests/setup/lead-fixtures.ts'

let t: TestApp
let propertyId: string
const UNKNOWN = '0123456789abcdef01234567'

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 3 })
  const [p] = await t.database.db.select({ id: properties.id }).from(properties).limit(1)
  propertyId = p!.id
  await prepareLeadProperty(t.database.db, propertyId)
}, 60_000)
afterAll(() => t?.close())

const as = async (key: string, headers: Record<string, string> = {}) => {
  const auth = bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))
  return { headers: { ...auth.headers, ...headers } }
}
// this file books the fixture's weeks again and again: each lead write first puts them on sale again
// (which leads hold weeks is week-holds.test.ts's subject)
const post = async (body: unknown, key = 'agent', headers: Record<string, string> = {}) => {
  await releaseHeldWeeks(t.database.db)
  return t.json('/api/sales/leads/new/property', body, await as(key, headers))
}
const patch = async (id: string, body: unknown, key = 'agent') => {
  await releaseHeldWeeks(t.database.db)
  return t.json(`/api/sales/leads/${id}/property`, body, { ...(await as(key)), method: 'PATCH' })
}
const created = async (body: unknown, key = 'agent') => {
  const res = await post(body, key)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return (await res.json()) as SavedLeadAnswer
}
const detail = async (id: string, key = 'agent') => {
  const res = await t.request(`/api/sales/leads/${id}`, await as(key))
  expect(res.status).toBe(200)
  return (await res.json()) as PropertyLeadDetail
}

describe('POST /api/sales/leads/new/property', () => {
  it('stores a booking request with the server’s price, references with their prefixes, and its history', async () => {
    const saved = await created(leadPayload(propertyId))
    expect(saved.status).toBe('requestedBooking')
    const d = await detail(saved._id)
    const dates = stayDates()
    expect(d).toMatchObject({
      kind: 'property',
      status: 'requestedBooking',
      property: { _id: propertyId, currency: 'EUR' },
      period: { checkInDate: dates.first, checkOutDate: dates.second },
      serviceLevel: 'Selfcatered',
      client: { firstName: 'Hélène', lastName: 'Vasseur', nationality: 'French', amexCardMember: null },
      partner: { tls: 'TLS4711', cc: 'CC88' },
      occupancy: { pax: 4 },
      payments: { isPaidByCreditCard: false, isNegotiatedPrice: false, creditCard: null },
      priceSummary: {
        subTotal: 10_000,
        creditCardFeeTotal: 0,
        total: 10_000,
        prepayment: 3500,
        finalPayment: 6500,
        commission: 1000,
      },
      agent: { _id: demoAccount('agent').id, name: 'Sophie Laurent' },
      agency: { _id: demoAccount('agent').travelAgencyId },
    })
    expect(d.reference).toMatch(/^L-\d{4}-\d{4}$/)
    expect(d.property.path).toMatch(/^\//)
    expect(d.history).toEqual([
      {
        at: expect.any(String),
        by: { _id: demoAccount('agent').id, name: 'Sophie Laurent' },
        from: null,
        to: 'requestedBooking',
        note: null,
      },
    ])
  })

  it('prices a period over two stays, adds the 3% card fee, stores the card masked and never the CVV', async () => {
    const dates = stayDates()
    const saved = await created(
      cardPayload(propertyId, { period: { checkInDate: dates.first, checkOutDate: dates.third } }),
    )
    const d = await detail(saved._id)
    expect(d.priceSummary).toMatchObject({
      subTotal: 22_000,
      creditCardFeeRatio: 0.03,
      creditCardFeeTotal: 660,
      total: 22_660,
    })
    expect(d.payments?.creditCard).toEqual({
      masked: '•••• 1111',
      lastFour: '1111',
      name: 'Hélène Vasseur',
      expirationMonth: '08',
      expirationYearShort: '29',
    })
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, saved._id))
    expect(row!.cardNumberEncrypted).toMatch(/^v1\./)
    expect(JSON.stringify(row)).not.toContain('4111111111111111')
    expect(JSON.stringify(row)).not.toContain(`"${CVV}"`)
    expect(JSON.stringify(row)).not.toMatch(FIELD_NAMED_CVV)
  })

  it.each([
    ['option', 'requestedOption'],
    ['interest', 'interest'],
  ])('an %s becomes %s', async (intent, status) => {
    expect((await created(leadPayload(propertyId, { intent }))).status).toBe(status)
  })

  it('an interest may have no price; a booking may not (400 with the no-price text)', async () => {
    const dates = stayDates()
    const period = { checkInDate: dates.second, checkOutDate: dates.third }
    expect(
      (await created(leadPayload(propertyId, { intent: 'interest', serviceLevel: 'Catered', period }))).status,
    ).toBe('interest')
    const res = await post(leadPayload(propertyId, { serviceLevel: 'Catered', period }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: LEAD_MESSAGES.noPrice, errors: { _: LEAD_MESSAGES.noPrice } })
  })

  it('refuses an option or a booking on a sold week (400 with the sold text); an interest may note it', async () => {
    const dates = stayDates()
    const soldWeek = and(eq(stays.propertyId, propertyId), eq(stays.checkIn, dates.third))
    await t.database.db.update(stays).set({ available: false }).where(soldWeek)
    try {
      const period = { checkInDate: dates.third, checkOutDate: dates.end }
      for (const intent of ['option', 'booking']) {
        const res = await post(leadPayload(propertyId, { intent, period }))
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({
          message: LEAD_MESSAGES.periodSold,
          errors: { 'period.checkInDate': LEAD_MESSAGES.periodSold },
        })
      }
      // over two weeks, one of them sold
      expect(
        (
          await post(
            leadPayload(propertyId, {
              intent: 'option',
              period: { checkInDate: dates.second, checkOutDate: dates.end },
            }),
          )
        ).status,
      ).toBe(400)
      expect((await created(leadPayload(propertyId, { intent: 'interest', period }))).status).toBe('interest')
    } finally {
      await t.database.db.update(stays).set({ available: true }).where(soldWeek)
    }
  })

  it('drops blank values before checking', async () => {
    const saved = await created(
      leadPayload(propertyId, {
        bookingComments: '   ',
        partner: { tls: '', cc: ' ' },
        client: { firstName: 'Ann', lastName: 'Lee', nationality: '' },
      }),
    )
    const d = await detail(saved._id)
    expect(d.bookingComments).toBeNull()
    expect(d.partner).toEqual({ tls: null, cc: null })
    expect(d.client.nationality).toBeNull()
  })

  it('writes a confirmation to the agent and a notification to the operator for a booking, none for an interest', async () => {
    const before = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)
    const saved = await created(leadPayload(propertyId))
    const mails = (await t.database.db.select().from(mailOutbox)).filter((m) => !before.some((b) => b.id === m.id))
    expect(mails.map((m) => [m.kind, m.recipient]).sort()).toEqual([
      ['lead-confirmation', demoAccount('agent').email],
      ['lead-notification', t.config.mailTo],
    ])
    expect(mails[0]!.payload).toMatchObject({ leadId: saved._id, status: 'requestedBooking' })
    const count = (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length
    await created(leadPayload(propertyId, { intent: 'interest' }))
    expect((await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(count)
  })

  it('answers 404 for an unknown property', async () => {
    expect((await post(leadPayload(UNKNOWN))).status).toBe(404)
  })
})

describe('PATCH /api/sales/leads/:id/property', () => {
  it('a change request keeps the status; a booking on a confirmed option confirms it; each recorded', async () => {
    const { _id } = await created(leadPayload(propertyId, { intent: 'option' }))
    const change = await patch(_id, leadPayload(propertyId, { intent: 'changeRequest', occupancy: { pax: 5 } }))
    expect(change.status).toBe(200)
    expect(await change.json()).toEqual({ _id, status: 'requestedOption' })
    await t.database.db.update(leads).set({ status: 'confirmedOption' }).where(eq(leads.id, _id))
    const booking = await patch(_id, leadPayload(propertyId))
    expect(await booking.json()).toEqual({ _id, status: 'confirmedBooking' })
    const d = await detail(_id)
    expect(d.occupancy).toEqual({ pax: 4 })
    expect(d.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'requestedOption'],
      ['requestedOption', 'requestedOption'],
      ['confirmedOption', 'confirmedBooking'],
    ])
    const rows = await t.database.db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, _id))
    expect(rows).toHaveLength(3)
  })

  it('answers 409 for a submission its status does not allow', async () => {
    const { _id } = await created(leadPayload(propertyId))
    const res = await patch(_id, leadPayload(propertyId, { intent: 'option' }))
    expect(res.status).toBe(409)
  })

  it('keeps the stored card with useStoredCard', async () => {
    const { _id } = await created(cardPayload(propertyId, { intent: 'option' }))
    const res = await patch(
      _id,
      leadPayload(propertyId, { payments: { isPaidByCreditCard: true }, useStoredCard: true }),
    )
    expect(res.status).toBe(200)
    expect((await detail(_id)).payments?.creditCard?.lastFour).toBe('1111')
  })
})

describe('GET /api/sales/leads', () => {
  const firstPage = async () =>
    ((await (await t.request('/api/sales/leads?limit=5', await as('agent'))).json()) as LeadListAnswer).items
  it('answers a new or changed lead at once, a write of another process or a hotel interest within a second (list-cache.ts)', async () => {
    await firstPage()
    const { _id } = await created(leadPayload(propertyId, { intent: 'option' }))
    expect((await firstPage())[0]).toMatchObject({ _id, status: 'requestedOption' })
    const decided = await t.json(`/api/sales/leads/${_id}/status`, { to: 'confirmedOption' }, await as('admin'))
    expect(decided.status).toBe(200)
    expect((await firstPage())[0]).toMatchObject({ _id, status: 'confirmedOption' })
    await t.database.db.update(leads).set({ status: 'expiredOption', updatedAt: new Date() }).where(eq(leads.id, _id))
    await new Promise((r) => setTimeout(r, 1100))
    expect((await firstPage())[0]).toMatchObject({ _id, status: 'expiredOption' })
    const [hotel] = await t.database.db.select({ id: hotels.id }).from(hotels).limit(1)
    const interestId = 'fedcba9876543210fedcba98'
    await t.database.db.insert(hotelInterests).values({
      id: interestId,
      travelAgencyId: demoAccount('agent').travelAgencyId!,
      userId: demoAccount('agent').id,
      hotelId: hotel!.id,
      checkIn: stayDates().first,
      checkOut: stayDates().second,
      payload: {
        guests: [{ firstName: 'Ida', lastName: 'Holm' }],
        price: { currency: 'EUR', total: 5000 },
        partnerAgency: { commissionForPartner: 500 },
      },
    })
    await new Promise((r) => setTimeout(r, 1100))
    expect((await firstPage())[0]).toMatchObject({
      _id: interestId,
      kind: 'hotel',
      status: 'interest',
      value: { currency: 'EUR', total: 5000 },
      commission: 500,
    })
  })

  it('answers the caller’s leads newest first in keyset pages', async () => {
    const all: string[] = []
    let cursor: string | null = null
    do {
      const q: string = cursor ? `&cursor=${cursor}` : ''
      const res = await t.request(`/api/sales/leads?limit=3${q}`, await as('agent'))
      expect(res.status).toBe(200)
      const page = (await res.json()) as LeadListAnswer
      all.push(...page.items.map((i) => i._id))
      cursor = page.nextCursor
    } while (cursor)
    const rows = await t.database.db
      .select({ id: leads.id, at: leads.createdAt })
      .from(leads)
      .where(eq(leads.userId, demoAccount('agent').id))
    expect(new Set(all).size).toBe(all.length)
    const interests = await t.database.db
      .select({ id: hotelInterests.id })
      .from(hotelInterests)
      .where(eq(hotelInterests.userId, demoAccount('agent').id))
    expect(all.length).toBe(rows.length + interests.length)
  })
})
