import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, gt } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { enquiries, mailOutbox, properties, stays } from '#server/db/schema.ts'
import { ENQUIRY_MESSAGES as M } from '#domain/enquiry/enquiry-messages.ts'
import { utcToday } from '#domain/dates/iso-date.ts'
import { PERIOD_MESSAGES as P } from '#domain/dates/period-rules.ts'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import { createEnquiryRepository } from './repository.ts'
import { createEnquiryService } from './service.ts'

let t: TestApp
let free: { propertyId: string; checkIn: string; checkOut: string; serviceLevel: string }
let sold: { propertyId: string; checkIn: string; checkOut: string; serviceLevel: string }

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 12 })
  const today = utcToday()
  const rows = await t.database.db
    .select({
      propertyId: stays.propertyId,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      available: stays.available,
      levels: properties.serviceLevels,
    })
    .from(stays)
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .where(gt(stays.checkIn, today))
    .orderBy(asc(stays.checkIn))
  const pick = (available: boolean) => {
    const r = rows.find(
      (s) =>
        s.available === available &&
        rows
          .filter((o) => o.propertyId === s.propertyId && o.checkIn < s.checkOut && o.checkOut > s.checkIn)
          .every((o) => o.available === available),
    )!
    return { propertyId: r.propertyId, checkIn: r.checkIn, checkOut: r.checkOut, serviceLevel: r.levels[0]! }
  }
  free = pick(true)
  sold = pick(false)
})
afterAll(() => t?.close())

const general = {
  subject: 'New general enquiry',
  language: 'en',
  destination: 'Zermatt',
  checkIn: '',
  checkOut: '',
  adults: 4,
  children: 2,
  childAges: [6, 13],
  services: ['private-chef', 'ski-instructor'],
  name: 'Henrietta Vogel',
  email: 'henrietta@example.com',
  phone: '+41 79 555 12 12',
  privacy: true,
  contactConsent: true,
}
const contact = {
  fullname: 'Clara Weiss',
  email: 'clara@example.com',
  phone: '+41 79 123 45 67',
  city: 'Zurich',
  contactConsent: true,
}
const propertyBody = (p = free, extra: Record<string, unknown> = {}) => ({
  subject: 'New property enquiry',
  language: 'de',
  adults: 2,
  children: 0,
  ...p,
  ...contact,
  ...extra,
})

const post = (body: unknown, key?: string, path = '/api/enquiries') =>
  t.json(path, body, key ? { headers: { 'Idempotency-Key': key } } : {})
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors
const mailsOf = (id: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((r) => r.payload.enquiryId === id))

describe('POST /api/enquiries, general enquiry', () => {
  it('stores the enquiry and two outbox mails, answering 201 {_id}', async () => {
    const res = await post(general)
    expect(res.status).toBe(201)
    const { _id } = (await res.json()) as { _id: string }
    expect(_id).toMatch(/^[a-f0-9]{24}$/)
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, _id))
    expect(row).toMatchObject({
      kind: 'general',
      email: 'henrietta@example.com',
      fullName: 'Henrietta Vogel',
      language: 'en',
      propertyId: null,
    })
    expect(row!.payload).toMatchObject({ adults: 4, childAges: [6, 13], services: ['private-chef', 'ski-instructor'] })
    const mails = await mailsOf(_id)
    expect(mails.map((m) => m.kind).sort()).toEqual(['enquiry', 'enquiry-confirmation'])
    const team = mails.find((m) => m.kind === 'enquiry')!
    expect(team).toMatchObject({
      subject: 'New general enquiry',
      recipient: t.config.mailTo,
      replyTo: 'henrietta@example.com',
      status: 'pending',
    })
    const confirmation = mails.find((m) => m.kind === 'enquiry-confirmation')!
    expect(confirmation.recipient).toBe('henrietta@example.com')
    expect(String(confirmation.payload.text)).toMatch(/within 24 hours.*spam folder/s)
  })

  it('is answered the same through POST /api/mailer', async () => {
    const res = await post({ ...general, language: 'de' }, undefined, '/api/mailer')
    expect(res.status).toBe(201)
    const { _id } = (await res.json()) as { _id: string }
    const confirmation = (await mailsOf(_id)).find((m) => m.kind === 'enquiry-confirmation')!
    expect(confirmation.subject).toBe('Ihre Anfrage bei LDS')
    expect(String(confirmation.payload.text)).toMatch(/innerhalb von 24 Stunden.*Spam-Ordner/s)
  })

  it.each([
    [
      'nothing but the subject',
      { subject: 'New general enquiry' },
      {
        adults: M.adults,
        name: M.fullName,
        email: M.email,
        phone: M.phone,
        privacy: M.privacy,
        contactConsent: M.contactConsent,
      },
    ],
    ['privacy not confirmed', { ...general, privacy: false }, { privacy: M.privacy }],
    ['a 14-year-old as a child', { ...general, childAges: [6, 14] }, { 'childAges.1': M.childUnder14 }],
    ['an age missing', { ...general, childAges: [6] }, { childAges: M.childAge }],
    [
      'check-out before check-in',
      { ...general, checkIn: '2099-02-13', checkOut: '2099-02-06' },
      { checkOut: P.checkOutAfterCheckIn },
    ],
    ['a check-in long past', { ...general, checkIn: '2001-02-06', checkOut: '2001-02-13' }, { checkIn: P.checkInPast }],
  ])('answers 400 with field messages for %s, storing nothing', async (_, body, errors) => {
    const before = (await t.database.db.select().from(enquiries)).length
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toEqual(errors)
    expect((await t.database.db.select().from(enquiries)).length).toBe(before)
  })

  it('answers 400 for an unknown subject, and for a body that is not JSON', async () => {
    expect((await post({ ...general, subject: 'Hello' })).status).toBe(400)
    const res = await t.request('/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(res.status).toBe(400)
  })
})

describe('idempotency (Idempotency-Key header)', () => {
  it('stores a double submit once and answers the same id', async () => {
    const key = `test-${Date.now()}`
    // an address of its own: one address gets at most 3 confirmations a day
    const body = { ...general, email: 'double.submit@example.com' }
    const [a, b] = await Promise.all([post(body, key), post(body, key)])
    expect([a.status, b.status]).toEqual([201, 201])
    const idA = ((await a.json()) as { _id: string })._id
    const idB = ((await b.json()) as { _id: string })._id
    expect(idA).toBe(idB)
    const again = await post(body, key)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await t.database.db.select().from(enquiries).where(eq(enquiries.idempotencyKey, key))).toHaveLength(1)
    expect(await mailsOf(idA)).toHaveLength(2)
  })

  it('refuses the same key for a different enquiry, and a malformed key', async () => {
    const key = `test-other-${Date.now()}`
    expect((await post(general, key)).status).toBe(201)
    const res = await post({ ...general, adults: 6 }, key)
    expect(res.status).toBe(422)
    expect((await post(general, 'ä'.repeat(3))).status).toBe(400)
  })
})

describe('POST /api/enquiries, property enquiry', () => {
  it('stores the enquiry with the property, the period and both mails', async () => {
    const res = await post(propertyBody())
    expect(res.status).toBe(201)
    const { _id } = (await res.json()) as { _id: string }
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, _id))
    expect(row).toMatchObject({
      kind: 'property',
      propertyId: free.propertyId,
      checkIn: free.checkIn,
      checkOut: free.checkOut,
      fullName: 'Clara Weiss',
      language: 'de',
    })
    const team = (await mailsOf(_id)).find((m) => m.kind === 'enquiry')!
    expect(team.subject).toBe('New property enquiry')
    expect(team.payload).toMatchObject({
      fullname: 'Clara Weiss',
      city: 'Zurich',
      serviceLevel: free.serviceLevel,
      period: { checkIn: free.checkIn, checkOut: free.checkOut },
      propertyDetails: { _id: free.propertyId },
    })
  })

  it.each([
    ['a sold period', () => propertyBody(sold), { checkIn: M.periodSold }],
    [
      'a check-in in the past',
      () => propertyBody({ ...free, checkIn: '2020-01-04', checkOut: '2020-01-11' }),
      { checkIn: P.checkInPast },
    ],
    [
      'check-out before check-in',
      () => propertyBody({ ...free, checkIn: free.checkOut, checkOut: free.checkIn }),
      { checkOut: P.checkOutAfterCheckIn },
    ],
    [
      'a service level the property lacks',
      () => propertyBody({ ...free, serviceLevel: 'Butler only' }),
      { serviceLevel: M.serviceLevel },
    ],
    [
      'no contact',
      () => ({ subject: 'New property enquiry', ...free }),
      { fullname: M.fullName, email: M.email, phone: M.phone, city: M.city, contactConsent: M.contactConsent },
    ],
    ['a malformed property id', () => propertyBody({ ...free, propertyId: 'nope' }), { propertyId: M.propertyId }],
  ])('answers 400 for %s', async (_, body, errors) => {
    const res = await post(body())
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toEqual(errors)
  })

  it('answers 404 for an unknown property', async () => {
    const res = await post(propertyBody({ ...free, propertyId: 'f'.repeat(24) }))
    expect(res.status).toBe(404)
  })
})

describe('one transaction per enquiry', () => {
  it('stores no enquiry when its mail cannot be queued', async () => {
    const failing: Outbox = {
      enqueue: async () => {
        throw new Error('outbox unavailable')
      },
      latest: async () => [],
      byId: async () => undefined,
    }
    const service = createEnquiryService(createEnquiryRepository(t.database.db, failing), {
      teamAddress: 'team@example.com',
    })
    const before = await t.database.db.select().from(enquiries)
    await expect(service.submit({ ...general, name: 'Rolled Back' }, 'rollback-key')).rejects.toThrow(
      'outbox unavailable',
    )
    const after = await t.database.db.select().from(enquiries)
    expect(after.length).toBe(before.length)
    expect(after.some((r) => r.fullName === 'Rolled Back')).toBe(false)
  })
})

describe('confirmation mails (docs/decisions/043-throttling-and-proxy.md)', () => {
  it('sends one address at most 3 confirmations a day (case and +tags ignored); further enquiries are stored and answered as usual', async () => {
    const addresses = [
      'Victim@Relay.example',
      'victim+1@relay.example',
      'victim@relay.example',
      'VICTIM+spam@relay.example',
      'victim@relay.example',
    ]
    const ids: string[] = []
    for (const email of addresses) {
      const res = await post({ ...general, email })
      expect(res.status).toBe(201)
      ids.push(((await res.json()) as { _id: string })._id)
    }
    const kinds = await Promise.all(ids.map(async (id) => (await mailsOf(id)).map((m) => m.kind).sort()))
    expect(kinds).toEqual([
      ['enquiry', 'enquiry-confirmation'],
      ['enquiry', 'enquiry-confirmation'],
      ['enquiry', 'enquiry-confirmation'],
      ['enquiry'],
      ['enquiry'],
    ])
    // another address is not affected
    const other = await post({ ...general, email: 'someone.else@relay.example' })
    const otherId = ((await other.json()) as { _id: string })._id
    expect((await mailsOf(otherId)).map((m) => m.kind).sort()).toEqual(['enquiry', 'enquiry-confirmation'])
  })

  it('carries nothing the sender typed but the first 60 characters of their name', async () => {
    const name = `Anna ${'Maria '.repeat(30)}Meier`
    const res = await post({
      ...general,
      name,
      email: 'anna.long@relay.example',
      message: 'Buy cheap watches at https://spam.example',
    })
    const { _id } = (await res.json()) as { _id: string }
    const confirmation = (await mailsOf(_id)).find((m) => m.kind === 'enquiry-confirmation')!
    const text = String(confirmation.payload.text)
    expect(text.startsWith(`Dear ${name.slice(0, 60).trimEnd()},\n`)).toBe(true)
    expect(text).not.toContain('spam.example')
    expect(confirmation.payload).toEqual({ enquiryId: _id, language: 'en', text })
  })
})
