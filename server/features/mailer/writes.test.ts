import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { REDACTED } from '#domain/logs/redact.ts'
import { enquiries, frontendLogs, mailOutbox, newsletterSubscribers } from '#server/db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t?.close())

const lastMail = async () => (await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string> }).errors

describe('POST /api/mailer', () => {
  it('stores a contact message in the outbox', async () => {
    const res = await t.json('/api/mailer', {
      name: 'Anna Meier',
      email: 'anna@example.com',
      message: 'Do you have a chalet for 10?',
      subject: 'Contact',
    })
    expect(res.status).toBe(202)
    const mail = await lastMail()
    expect(mail).toMatchObject({ kind: 'contact', subject: 'Contact', replyTo: 'anna@example.com', status: 'pending' })
    expect(mail!.payload).toMatchObject({ name: 'Anna Meier', message: 'Do you have a chalet for 10?' })
  })

  it('checks only presence on the contact form, with the specification texts', async () => {
    const res = await t.json('/api/mailer', { name: ' ', email: '', message: '' })
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please provide a message',
    })
    const noFormatCheck = await t.json('/api/mailer', { name: 'A', email: 'not-an-address', message: 'Hi' })
    expect(noFormatCheck.status).toBe(202)
  })

  it('stores a crash report', async () => {
    const res = await t.json('/api/mailer', {
      subject: 'Frontend Crashed',
      error: { name: 'TypeError', message: 'x is undefined', stack: 'at y' },
      hasReloaded: false,
      location: 'http://localhost:3000/search',
      user: null,
    })
    expect(res.status).toBe(202)
    expect(await lastMail()).toMatchObject({ kind: 'crash', subject: 'Frontend Crashed' })
  })

  it('stores a crash report with card numbers, tokens and passwords redacted', async () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'
    const res = await t.json('/api/mailer', {
      subject: 'Frontend Crashed',
      error: {
        name: 'Error',
        message: 'submit failed {"ccNumber":"4111 1111 1111 1111","ccCvv":"737","password":"hunter2"}',
        stack: `at pay (card 5555-5555-5555-4444, Authorization: Bearer ${jwt})`,
        cause: { ccCvv: '737', refresh_token: 'r-123', newPassword: 'hunter2' },
      },
      hasReloaded: false,
      location: 'http://localhost:3000/oidc-callback?access_token=abc123&state=x',
      user: { _id: 'u1', email: 'anna@example.com' },
    })
    expect(res.status).toBe(202)
    const mail = await lastMail()
    expect(mail!.payload).toMatchObject({
      error: { cause: { ccCvv: REDACTED, refresh_token: REDACTED, newPassword: REDACTED } },
      location: `http://localhost:3000/oidc-callback?access_token=${REDACTED}&state=x`,
      user: { _id: 'u1', email: 'anna@example.com' },
    })
    expect(JSON.stringify(mail)).not.toMatch(/4111|5555|737|hunter2|eyJ|r-123|abc123/)
  })

  it('stores every mail of the outbox redacted: a card number in a contact message', async () => {
    const res = await t.json('/api/mailer', {
      name: 'Anna Meier',
      email: 'anna@example.com',
      message: 'Please charge 4111 1111 1111 1111, call +41 79 123 45 67',
    })
    expect(res.status).toBe(202)
    expect((await lastMail())!.payload).toMatchObject({
      message: `Please charge ${REDACTED}, call +41 79 123 45 67`,
    })
  })

  it('rejects a crash report without its fields', async () => {
    const res = await t.json('/api/mailer', { subject: 'Frontend Crashed' })
    expect(res.status).toBe(400)
    const errors = await errorsOf(res)
    expect(errors.hasReloaded).toBeTruthy()
    expect(errors.location).toBeTruthy()
  })

  it('hands a general enquiry to the enquiry service: stored, two mails, 201 {_id}', async () => {
    const body = {
      subject: 'New general enquiry',
      name: 'Tom',
      email: 'tom@example.com',
      phone: '+41 79 000 00 00',
      adults: 4,
      privacy: true,
      contactConsent: true,
    }
    const ok = await t.json('/api/mailer', body)
    expect(ok.status).toBe(201)
    const { _id } = (await ok.json()) as { _id: string }
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, _id))
    expect(row).toMatchObject({ kind: 'general', email: 'tom@example.com' })
    const mails = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2)
    expect(mails.map((m) => m.kind).sort()).toEqual(['enquiry', 'enquiry-confirmation'])
    expect(mails.find((m) => m.kind === 'enquiry')).toMatchObject({
      replyTo: 'tom@example.com',
      subject: 'New general enquiry',
    })
    const bad = await t.json('/api/mailer', { subject: 'New general enquiry' })
    expect(bad.status).toBe(400)
    expect(Object.keys(await errorsOf(bad)).sort()).toEqual([
      'adults',
      'contactConsent',
      'email',
      'name',
      'phone',
      'privacy',
    ])
  })

  it('stores an internal mail (login failure)', async () => {
    const res = await t.json('/api/mailer', { subject: 'Error when logging in', text: 'state mismatch' })
    expect(res.status).toBe(202)
    expect(await lastMail()).toMatchObject({ kind: 'internal', subject: 'Error when logging in' })
  })

  it.each([
    ['not json', 'text'],
    ['[]', 'array'],
    ['"x"', 'string'],
  ])('answers 400, never 500, for %s', async (body) => {
    const res = await t.request('/api/mailer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(res.status).toBe(400)
  })
})

describe('POST /api/newsletter/client', () => {
  it('subscribes once, and a second sign-up is not an error', async () => {
    const first = await t.json('/api/newsletter/client', { email: 'Lea@Example.com', fullName: 'Lea Graf' })
    expect(first.status).toBe(201)
    const again = await t.json('/api/newsletter/client', { email: 'lea@example.com', fullName: 'Lea Graf' })
    expect(again.status).toBe(201)
    const rows = await t.database.db.select().from(newsletterSubscribers)
    expect(rows.filter((r) => r.email === 'lea@example.com')).toHaveLength(1)
  })

  it('answers the specification texts for missing fields', async () => {
    const res = await t.json('/api/newsletter/client', { email: '', fullName: '' })
    expect(res.status).toBe(400)
    expect(await errorsOf(res)).toEqual({
      fullName: 'Please enter your name',
      email: 'Please enter your email address',
    })
    const badEmail = await t.json('/api/newsletter/client', { email: 'nobody', fullName: 'X' })
    expect((await errorsOf(badEmail)).email).toBe('Please enter your email address')
  })
})

describe('POST /api/frontendlogs', () => {
  it('stores a log line', async () => {
    const res = await t.json('/api/frontendlogs', {
      msg: 'hotel search',
      data: { destination: 'Verbier' },
      sessionId: 's-1',
    })
    expect(res.status).toBe(201)
    const rows = await t.database.db.select().from(frontendLogs)
    expect(rows.at(-1)).toMatchObject({ msg: 'hotel search', sessionId: 's-1', data: { destination: 'Verbier' } })
  })

  it('rejects a log without msg, and an oversized body', async () => {
    const res = await t.json('/api/frontendlogs', { data: 1 })
    expect(res.status).toBe(400)
    expect((await errorsOf(res)).msg).toBe('msg is required')
    const huge = await t.json('/api/frontendlogs', { msg: 'x', data: 'y'.repeat(300_000) })
    expect(huge.status).toBe(413)
  })
})
