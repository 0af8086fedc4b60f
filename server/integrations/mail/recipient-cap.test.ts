import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { enquiries, mailOutbox } from '#server/db/schema.ts'
import { RECIPIENT_CAP_MESSAGE } from './outbox.ts'

/** Mails a visitor's form sends to the address it names (docs/decisions/084-mail-and-write-limits.md), here 2 a day. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 1, env: { MAIL_RECIPIENT_CAP: '2' } })
}, 60_000)
afterAll(() => t?.close())

const enquiry = (email: string) =>
  t.json('/api/enquiries', {
    subject: 'New general enquiry',
    language: 'en',
    destination: 'Zermatt',
    checkIn: '',
    checkOut: '',
    adults: 2,
    children: 0,
    childAges: [],
    services: [],
    name: 'Henrietta Vogel',
    email,
    phone: '+41 79 555 12 12',
    privacy: true,
    contactConsent: true,
  })
const count = async (table: typeof enquiries | typeof mailOutbox) => (await t.database.db.select().from(table)).length

describe('the per-recipient cap of visitor mails', () => {
  it('refuses a form that would mail one address a third time in a day, in any letter case, and stores nothing', async () => {
    expect((await enquiry('victim@example.com')).status).toBe(201)
    expect((await enquiry('Victim@Example.com')).status).toBe(201)
    const [enquiriesBefore, mailsBefore] = [await count(enquiries), await count(mailOutbox)]
    const refused = await enquiry(' victim@example.COM')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ message: RECIPIENT_CAP_MESSAGE })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
    expect([await count(enquiries), await count(mailOutbox)]).toEqual([enquiriesBefore, mailsBefore])
  })

  it('does not cap the team address, which every form mails, nor other visitors', async () => {
    for (let i = 0; i < 3; i++) expect((await enquiry(`guest${i}@example.com`)).status).toBe(201)
  })
})
