import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import { CARD_MESSAGES } from '#domain/leads/card.ts'
import { LEAD_MESSAGES } from '#domain/leads/lead-payload.ts'
import type { LeadListAnswer, LeadReportAnswer, PropertyLeadDetail, SavedLeadAnswer } from '#domain/leads/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { leads, mailOutbox, properties, users } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'
import {
  cardPayload,
  leadPayload,
  prepareLeadProperty,
  releaseHeldWeeks,
  stayDates,
} from '../../../tests/setup/lead-fixtures.ts'

/** Every call with bad input, the theme's rules, the list filters and the reports. */
let t: TestApp
let propertyId: string
let otherPropertyId: string
const SNOWLINE = stableId('user:snowline-leads-test')

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 3 })
  const rows = await t.database.db.select({ id: properties.id }).from(properties).limit(2)
  propertyId = rows[0]!.id
  otherPropertyId = rows[1]!.id
  await prepareLeadProperty(t.database.db, propertyId)
  await prepareLeadProperty(t.database.db, otherPropertyId)
  await t.database.db.insert(users).values({
    id: SNOWLINE,
    email: 'desk@snowline-leads.example',
    role: 'agent',
    company: 'Snowline Direct',
    firstName: 'Sam',
    travelAgencyId: demoAccount('agent').travelAgencyId,
  })
}, 60_000)
afterAll(() => t?.close())

const headersOf = async (sub: string) => ({
  ...bearer(await signAccessToken(t.config, { sub })).headers,
  'content-type': 'application/json',
})
// this file books the fixture's weeks again and again: each lead write first puts them on sale again
// (which leads hold weeks is week-holds.test.ts's subject)
const post = async (body: unknown, sub = demoAccount('agent').id) => {
  await releaseHeldWeeks(t.database.db)
  return t.request('/api/sales/leads/new/property', {
    method: 'POST',
    headers: await headersOf(sub),
    body: JSON.stringify(body),
  })
}
const get = async <T>(path: string, sub = demoAccount('agent').id) => {
  const res = await t.request(path, { headers: await headersOf(sub) })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors

describe('POST with bad input: 400 with the field’s text', () => {
  const dates = stayDates()
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no first name', { client: { firstName: '  ', lastName: 'Lee' } }, 'client.firstName', LEAD_MESSAGES.firstName],
    ['no last name', { client: { firstName: 'Ann' } }, 'client.lastName', LEAD_MESSAGES.lastName],
    ['no check-in', { period: { checkOutDate: dates.second } }, 'period.checkInDate', LEAD_MESSAGES.checkIn],
    [
      'a blank check-out',
      { period: { checkInDate: dates.first, checkOutDate: ' ' } },
      'period.checkOutDate',
      LEAD_MESSAGES.checkOut,
    ],
    [
      'check-out before check-in',
      { period: { checkInDate: dates.second, checkOutDate: dates.first } },
      'period.checkOutDate',
      LEAD_MESSAGES.checkOutAfterCheckIn,
    ],
    [
      'a past check-in',
      { period: { checkInDate: addDays(utcToday(), -7), checkOutDate: utcToday() } },
      'period.checkInDate',
      LEAD_MESSAGES.checkInPast,
    ],
    ['no service level', { serviceLevel: '' }, 'serviceLevel', LEAD_MESSAGES.serviceLevel],
    [
      'a service level the property has not',
      { serviceLevel: 'Bed & Breakfast' },
      'serviceLevel',
      LEAD_MESSAGES.serviceLevel,
    ],
    ['no pax', { occupancy: undefined }, 'occupancy', LEAD_MESSAGES.pax],
    ['more pax than beds (6 + 2)', { occupancy: { pax: 9 } }, 'occupancy.pax', LEAD_MESSAGES.paxMax(8)],
    ['a disclaimer not accepted', { isDisclaimerAccepted: false }, 'isDisclaimerAccepted', LEAD_MESSAGES.disclaimer],
    ['another intent', { intent: 'buy' }, 'intent', 'Unknown intent'],
    ['a malformed property id', { _property: 'x' }, '_property', 'Unknown property'],
    ['a card payment without the number', { payments: { isPaidByCreditCard: true } }, 'ccNumber', CARD_MESSAGES.number],
  ])('%s', async (_, over, field, message) => {
    const res = await post(leadPayload(propertyId, over))
    expect(res.status).toBe(400)
    expect((await errorsOf(res))[field]).toBe(message)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a short number (8 characters)', { ccNumber: '4111 111' }, 'ccNumber', CARD_MESSAGES.number],
    ['letters in the number', { ccNumber: '4111 1111 1111 111x' }, 'ccNumber', CARD_MESSAGES.numberCharacters],
    ['a short name', { ccName: 'Al' }, 'ccName', CARD_MESSAGES.name],
    ['month 13', { ccExpirationMonth: '13' }, 'ccExpirationMonth', CARD_MESSAGES.month],
    ['a four-digit year', { ccExpirationYearShort: '2029' }, 'ccExpirationYearShort', CARD_MESSAGES.year],
    ['a two-digit CVV', { ccCvv: '12' }, 'ccCvv', CARD_MESSAGES.cvv],
    ['no CVV', { ccCvv: ' ' }, 'ccCvv', CARD_MESSAGES.cvv],
  ])('card: %s', async (_, over, field, message) => {
    const res = await post(cardPayload(propertyId, over))
    expect(res.status).toBe(400)
    expect((await errorsOf(res))[field]).toBe(message)
  })

  it('a body that is not an object, or not JSON', async () => {
    expect((await post([1, 2])).status).toBe(400)
    const res = await t.request('/api/sales/leads/new/property', {
      method: 'POST',
      headers: await headersOf(demoAccount('agent').id),
      body: '{',
    })
    expect(res.status).toBe(400)
  })

  it('a card-company theme needs both references and the card-member field', async () => {
    const res = await post(leadPayload(propertyId, { partner: {} }), demoAccount('amexAgent').id)
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toEqual({
      'partner.tls': LEAD_MESSAGES.bookingReference,
      'partner.cc': LEAD_MESSAGES.clientReference,
      'client.amexCardMember': 'Required',
    })
    const ok = await post(
      leadPayload(propertyId, { client: { firstName: 'Ann', lastName: 'Lee', amexCardMember: 'centurion' } }),
      demoAccount('amexAgent').id,
    )
    expect(ok.status).toBe(201)
  })

  it('PATCH and status with bad input', async () => {
    const { _id } = (await (await post(leadPayload(propertyId))).json()) as SavedLeadAnswer
    const headers = await headersOf(demoAccount('agent').id)
    const patch = (body: unknown) =>
      t.request(`/api/sales/leads/${_id}/property`, { method: 'PATCH', headers, body: JSON.stringify(body) })
    expect((await patch(leadPayload(propertyId, { client: {} }))).status).toBe(400)
    const moved = await patch(leadPayload(otherPropertyId, { intent: 'changeRequest' }))
    expect(moved.status).toBe(400)
    expect((await errorsOf(moved))._property).toBe('The property of a lead can not be changed')
    expect((await t.request(`/api/sales/leads/${_id}/property`, { method: 'PATCH', headers, body: '{' })).status).toBe(
      400,
    )
    const admin = await headersOf(demoAccount('admin').id)
    expect(
      (await t.request(`/api/sales/leads/${_id}/status`, { method: 'POST', headers: admin, body: '{}' })).status,
    ).toBe(400)
    const longNote = JSON.stringify({ to: 'confirmedBooking', note: 'x'.repeat(1001) })
    expect(
      (await t.request(`/api/sales/leads/${_id}/status`, { method: 'POST', headers: admin, body: longNote })).status,
    ).toBe(400)
  })

  it('checks a status change in the route, before the lead is looked up', async () => {
    const admin = await headersOf(demoAccount('admin').id)
    const unknown = '0123456789abcdef01234567'
    const bad = await t.request(`/api/sales/leads/${unknown}/status`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ to: 'nonsense' }),
    })
    expect(bad.status).toBe(400)
    expect((await errorsOf(bad)).to).toBe('Unknown status')
    // a valid body for an unknown lead is still its 404
    const unknownLead = await t.request(`/api/sales/leads/${unknown}/status`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ to: 'confirmedBooking' }),
    })
    expect(unknownLead.status).toBe(404)
  })
})

describe('the forms’ rules that need no database, checked in the route', () => {
  const stored = async () => [
    (await t.database.db.select({ id: leads.id }).from(leads)).length,
    (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
  ]
  const interest = (over: Record<string, unknown> = {}) =>
    leadPayload(propertyId, { intent: 'interest', occupancy: undefined, payments: undefined, ...over })

  it.each<[string, () => Record<string, unknown>, string, string]>([
    [
      'an interest without the nationality the interest form asks for',
      () => interest({ client: { firstName: 'Ann', lastName: 'Lee', nationality: ' ' } }),
      'client.nationality',
      LEAD_MESSAGES.nationality,
    ],
    [
      'a check-in two days ago (the server allows one day for the visitor’s time zone)',
      () => interest({ period: { checkInDate: addDays(utcToday(), -2), checkOutDate: addDays(utcToday(), 5) } }),
      'period.checkInDate',
      LEAD_MESSAGES.checkInPast,
    ],
  ])('400 for %s, with the form’s text, and nothing stored', async (_, body, field, message) => {
    const before = await stored()
    const res = await post(body())
    expect(res.status).toBe(400)
    expect((await errorsOf(res))[field]).toBe(message)
    expect(await stored()).toEqual(before)
  })

  it('takes the same interest with a nationality, and a check-in of yesterday in UTC', async () => {
    expect((await post(interest())).status).toBe(201)
    const yesterday = interest({
      period: { checkInDate: addDays(utcToday(), -1), checkOutDate: addDays(utcToday(), 6) },
    })
    expect((await post(yesterday)).status).toBe(201)
  })

  it('answers a PATCH body the form would refuse with 400 before the lead is looked up', async () => {
    const res = await t.request('/api/sales/leads/0123456789abcdef01234567/property', {
      method: 'PATCH',
      headers: await headersOf(demoAccount('agent').id),
      body: JSON.stringify(leadPayload(propertyId, { client: { firstName: 'Ann' } })),
    })
    expect(res.status).toBe(400)
    expect((await errorsOf(res))['client.lastName']).toBe(LEAD_MESSAGES.lastName)
  })
})

describe('GET /api/sales/leads filters, commission and GET /api/sales/reports', () => {
  let ids: Record<string, string>
  beforeAll(async () => {
    const dates = stayDates()
    const save = async (body: unknown, sub?: string) => ((await (await post(body, sub)).json()) as SavedLeadAnswer)._id
    ids = {
      booking: await save(leadPayload(propertyId, { client: { firstName: 'Zoé', lastName: 'Quintana' } })),
      option: await save(
        leadPayload(otherPropertyId, {
          intent: 'option',
          period: { checkInDate: dates.third, checkOutDate: dates.end },
        }),
      ),
      interest: await save(leadPayload(propertyId, { intent: 'interest' })),
      snowline: await save(leadPayload(propertyId), SNOWLINE),
    }
  })
  const list = (query: string, sub?: string) => get<LeadListAnswer>(`/api/sales/leads?${query}`, sub)

  it.each<[string, string, string[]]>([
    ['status', 'status=requestedOption', ['option']],
    ['kind property', 'kind=property&status=interest', ['interest']],
    ['kind hotel', 'kind=hotel', []],
    ['client name, any case', 'client=quint', ['booking']],
    ['client name without its accents', 'client=zoe%20quin', ['booking']],
    ['client name with accents the name does not have', `client=${encodeURIComponent('Quíntána')}`, ['booking']],
    ['property', 'subjectId=OTHER', ['option']],
    ['period overlapping the third week', `from=${stayDates().third}&to=${stayDates().end}`, ['option']],
  ])('%s', async (_, query, expected) => {
    const items = (await list(`scope=own&${query.replace('OTHER', otherPropertyId)}`)).items.map((i) => i._id)
    expect(
      Object.entries(ids)
        .filter(([, id]) => items.includes(id))
        .map(([k]) => k),
    ).toEqual(expected)
  })

  it.each([
    ['an unknown status', 'status=done'],
    ['a limit of 0', 'limit=0'],
    ['a limit of 101', 'limit=101'],
    ['a malformed date', 'from=1.1.2027'],
    ['a one-letter client', 'client=a'],
    ['a malformed cursor', 'cursor=abc'],
    [
      'a cursor with an impossible time',
      `cursor=${Buffer.from(JSON.stringify(['2026-02-30 10:00:00+00', '0123456789abcdef01234567'])).toString('base64url')}`,
    ],
    [
      'a cursor with another id',
      `cursor=${Buffer.from(JSON.stringify(['2026-02-03 10:00:00+00', 'x'])).toString('base64url')}`,
    ],
    ['an unknown scope', 'scope=everyone'],
  ])('400 for %s', async (_, query) => {
    const res = await t.request(`/api/sales/leads?${query}`, { headers: await headersOf(demoAccount('agent').id) })
    expect(res.status).toBe(400)
  })

  it('a cursor of an earlier page answers the rows after it', async () => {
    const cursor = Buffer.from(JSON.stringify(['2026-02-03 10:00:00.5+00', '0123456789abcdef01234567'])).toString(
      'base64url',
    )
    expect((await list(`scope=own&cursor=${cursor}`)).items).toEqual([])
  })

  it('shows commission only to a theme that shows it', async () => {
    const mine = (await list('scope=own')).items.find((i) => i._id === ids.booking)!
    expect(mine).toMatchObject({
      value: { currency: 'EUR', total: 10_000 },
      commission: 1000,
      subject: { _id: propertyId },
    })
    const hidden = (await list('scope=own', SNOWLINE)).items.find((i) => i._id === ids.snowline)!
    expect(hidden.commission).toBeNull()
    const detail = await get<PropertyLeadDetail>(`/api/sales/leads/${ids.snowline}`, SNOWLINE)
    expect(detail.priceSummary?.commission).toBeNull()
    const report = await get<LeadReportAnswer>('/api/sales/reports?scope=own', SNOWLINE)
    expect(report.rows.every((r) => r.commission === 0)).toBe(true)
  })

  it('reports count, value and commission per month of check-in and status', async () => {
    const { rows } = await get<LeadReportAnswer>(`/api/sales/reports?scope=own&subjectId=${propertyId}`)
    const month = stayDates().first.slice(0, 7)
    const booked = rows.find((r) => r.status === 'requestedBooking' && r.month === month)!
    expect(booked.count).toBeGreaterThan(0)
    expect(booked).toMatchObject({
      bookedValue: booked.count * 10_000,
      commission: booked.count * 1000,
      currency: 'EUR',
    })
    expect(rows.find((r) => r.status === 'interest')).toMatchObject({ count: 1 })
  })
})
