import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { properties, rooms } from '#server/db/schema.ts'

/**
 * One case per cause of a 500 that the probe of the edge found: each malformed input is a 400 with a
 * message (or, for an empty `$in`, an empty answer), never a 500 (docs/decisions/038-edge-validation.md).
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 4 })
})
afterAll(() => t?.close())

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value))
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const postText = (url: string, body: string, init: RequestInit = {}) =>
  t.request(url, { method: 'POST', ...init, headers: { 'content-type': 'application/json', ...init.headers }, body })

const generalEnquiry = {
  subject: 'New general enquiry',
  adults: 2,
  name: 'Anna Meier',
  email: 'anna@example.com',
  phone: '+41 79 000 00 00',
  privacy: true,
  contactConsent: true,
}
const contact = { name: 'Anna Meier', email: 'anna@example.com', message: 'Hello' }
const crash = { subject: 'Frontend Crashed', error: { message: 'x' }, hasReloaded: false, location: '/search' }

describe('query strings and path parameters', () => {
  it.each([
    ['an impossible date in /api/stays (from)', '/api/stays?from=2026-02-31', 'from'],
    ['an impossible date in /api/stays (to)', '/api/stays?to=2027-02-29', 'to'],
    [
      "an impossible date in a property's stays",
      '/api/properties/0123456789abcdef01234567/stays?from=2026-04-31',
      'from',
    ],
    ['a NUL in /api/stays propertyId', '/api/stays?propertyId=a%00b', 'propertyId.0'],
    ['a NUL in a conditions string', `/api/properties?conditions=${enc({ city: 'Verb\u0000ier' })}`, 'conditions.city'],
    ['a NUL in a conditions id', `/api/properties?conditions=${enc({ _id: '\u0000' })}`, 'conditions._id'],
    [
      'a NUL in conditions serviceLevels',
      `/api/properties?conditions=${enc({ serviceLevels: '\u0000' })}`,
      'conditions.serviceLevels',
    ],
    [
      'a NUL in conditions facilities',
      `/api/properties?conditions=${enc({ facilities: { $all: ['\u0000'] } })}`,
      'conditions.facilities.$all.0',
    ],
    [
      'a lone surrogate in a conditions string',
      `/api/properties?conditions=${enc({ operatorId: '\ud800' })}`,
      'conditions.operatorId',
    ],
    [
      'bedrooms beyond the integer column',
      `/api/properties?conditions=${enc({ bedrooms: 99_999_999_999 })}`,
      'conditions.bedrooms',
    ],
    [
      'a bedrooms range beyond the integer column',
      `/api/properties?conditions=${enc({ bedrooms: { $gte: 2 ** 31 } })}`,
      'conditions.bedrooms.$gte',
    ],
    [
      'a price range beyond the integer column',
      `/api/properties?conditions=${enc({ priceFrom: { $lte: 1e20 } })}`,
      'conditions.priceFrom.$lte',
    ],
    ['a NUL in the property search city', '/api/property-search?city=Verb%00ier', 'city'],
    ['a NUL in the property path', '/api/properties/by-path?path=/chalets/%00', 'path'],
  ])('%s is a 400', async (_cause, url, field) => {
    const res = await t.request(url)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    expect(Object.keys(body.errors)).toContain(field)
  })

  it('an empty $in matches nothing (200, empty list), as in the document store', async () => {
    for (const field of ['_id', 'city', 'propertyType']) {
      const res = await t.request(`/api/properties?conditions=${enc({ [field]: { $in: [] } })}`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
    }
  })
})

describe('JSON bodies', () => {
  it.each([
    ['a NUL in a contact name', '/api/mailer', { ...contact, name: 'An\u0000na' }, 'name'],
    ['a lone surrogate in a contact message', '/api/mailer', { ...contact, message: 'Hi \ud800' }, 'message'],
    ['a NUL in a crash report error', '/api/mailer', { ...crash, error: 'a\u0000b' }, 'error'],
    [
      'a lone surrogate deep in a crash report error',
      '/api/mailer',
      { ...crash, error: { stack: ['\udc00'] } },
      'error.stack.0',
    ],
    ['a NUL in an internal mail', '/api/mailer', { subject: 'Error when logging in', text: '\u0000' }, 'text'],
    [
      'a NUL in a newsletter name',
      '/api/newsletter/client',
      { fullName: 'Lea\u0000', email: 'lea@example.com' },
      'fullName',
    ],
    [
      'a NUL in a newsletter address',
      '/api/newsletter/client',
      { fullName: 'Lea', email: 'l\u0000ea@example.com' },
      'email',
    ],
    ['a NUL in a general enquiry', '/api/enquiries', { ...generalEnquiry, name: 'Anna\u0000' }, 'name'],
    ['a lone surrogate in a general enquiry', '/api/mailer', { ...generalEnquiry, message: '\ud83d' }, 'message'],
    [
      'a NUL in a property enquiry',
      '/api/enquiries',
      { subject: 'New property enquiry', propertyId: '0123456789abcdef01234567', fullname: '\u0000' },
      'fullname',
    ],
    ['a NUL in a JSON key', '/api/mailer', { ...contact, 'x\u0000': 1 }, 'x\u0000'],
  ])('%s is a 400 naming the field', async (_cause, url, body, field) => {
    const res = await t.json(url, body)
    expect(res.status).toBe(400)
    const answer = (await res.json()) as { errors: Record<string, string> }
    expect(answer.errors[field]).toMatch(/NUL|surrogate/)
  })

  it.each([
    [
      'a crash report error',
      '/api/mailer',
      (deep: string) => `{"subject":"Frontend Crashed","hasReloaded":false,"location":"/","error":${deep}}`,
    ],
    ['an enquiry', '/api/enquiries', (deep: string) => `{"subject":"New general enquiry","message":${deep}}`],
    [
      'a contact message',
      '/api/mailer',
      (deep: string) => `{"name":"A","email":"a@b.ch","message":"m","phone":${deep}}`,
    ],
  ])('JSON nested thousands deep in %s is a 400', async (_what, url, body) => {
    const res = await postText(url, body(nested(5000)))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors._).toMatch(/nested too deeply/)
  })

  it("a NUL in a signed-in user's name is a 400", async () => {
    const user = demoAccount('agent')
    const token = await signAccessToken(t.config, { sub: user.id })
    const res = await t.request(`/api/users/${user.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ firstName: 'So\u0000phie' }),
      headers: { 'content-type': 'application/json', ...bearer(token).headers },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.firstName).toMatch(/NUL/)
  })
})

describe('dates beyond the calendar the database holds, NUL in text parameters, list cursors', () => {
  // PostgreSQL's calendar has no year 0 (22008); ILIKE refuses a NUL (22021); a timestamptz offset
  // beyond 15:59 is refused too (22009). Each was a 500 before the edge checked it.
  const Y0 = '0000-02-29'
  const ID = '0123456789abcdef01234567'
  const cursorOf = (at: string) => Buffer.from(JSON.stringify([at, ID])).toString('base64url')
  let ids: { property: string; room: string; hotel: string }
  let agent: { headers: Record<string, string> }

  beforeAll(async () => {
    const db = t.database.db
    const [property] = await db.select({ id: properties.id }).from(properties).limit(1)
    const [room] = await db.select({ id: rooms.id, hotelId: rooms.hotelId }).from(rooms).limit(1)
    ids = { property: property!.id, room: room!.id, hotel: room!.hotelId }
    agent = { headers: bearer(await signAccessToken(t.config, { sub: demoAccount('agent').id })).headers }
  })

  const period = `checkInDate=${Y0}&checkOutDate=0000-03-03`
  it.each<[string, () => string, 'public' | 'agent', string]>([
    ['year 0000 in /api/stays (from)', () => `/api/stays?from=${Y0}`, 'public', 'from'],
    ['year 0000 in /api/stays (to)', () => `/api/stays?to=${Y0}`, 'public', 'to'],
    ["year 0000 in a property's stays", () => `/api/properties/${ids.property}/stays?from=${Y0}`, 'public', 'from'],
    ['year 0000 in the leads list (from)', () => `/api/sales/leads?from=${Y0}`, 'agent', 'from'],
    ['year 0000 in the leads list (to)', () => `/api/sales/leads?to=${Y0}`, 'agent', 'to'],
    ['year 0000 in the reports (from)', () => `/api/sales/reports?from=${Y0}`, 'agent', 'from'],
    ['year 0000 in the reports (to)', () => `/api/sales/reports?to=${Y0}`, 'agent', 'to'],
    ["year 0000 in a room's offers", () => `/api/hotelrooms/${ids.room}/offers?${period}`, 'agent', 'checkInDate'],
    [
      "year 0000 in a room's availability",
      () => `/api/hotelrooms/${ids.room}/availability?${period}`,
      'agent',
      'checkInDate',
    ],
    [
      "year 0000 in a hotel's available rooms",
      () => `/api/hotels/${ids.hotel}/available-rooms?${period}`,
      'agent',
      'checkInDate',
    ],
    ['a NUL in the leads list client=', () => '/api/sales/leads?client=Me%00ier', 'agent', 'client'],
    ['a NUL in the reports client=', () => '/api/sales/reports?client=Me%00ier', 'agent', 'client'],
    [
      'a NUL in the client suggestions fullText=',
      () => '/api/autocomplete/clients?fullText=Me%00ier',
      'agent',
      'fullText',
    ],
    [
      'a cursor with the offset +99',
      () => `/api/sales/leads?cursor=${cursorOf('2026-11-26 14:30:23.123456+99')}`,
      'agent',
      'cursor',
    ],
    [
      'a cursor with the offset -16:00',
      () => `/api/sales/leads?cursor=${cursorOf('2026-11-26 14:30:23-16:00')}`,
      'agent',
      'cursor',
    ],
    [
      'a cursor in the year 0000',
      () => `/api/sales/leads?cursor=${cursorOf('0000-02-29 14:30:23+00')}`,
      'agent',
      'cursor',
    ],
  ])('%s is a 400 naming the field', async (_cause, url, who, field) => {
    const res = await t.request(url(), who === 'agent' ? agent : {})
    expect(res.status).toBe(400)
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors)).toContain(field)
  })

  it('year 0000 in a property enquiry is a 400 naming the field', async () => {
    const res = await t.json('/api/enquiries', {
      subject: 'New property enquiry',
      propertyId: ids.property,
      checkIn: Y0,
      checkOut: '0000-03-07',
      fullname: 'Anna Meier',
      email: 'anna@example.com',
      phone: '+41 79',
      contactConsent: true,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.checkIn).toBeDefined()
  })
})
