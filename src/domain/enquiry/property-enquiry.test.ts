import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PERIOD_MESSAGES as P } from '../dates/period-rules.ts'
import { ENQUIRY_MESSAGES as M } from './enquiry-messages.ts'
import { parseParts } from './parse-parts.ts'
import {
  PropertyEnquiryContactSchema,
  propertyEnquiryPeriodSchema,
  propertyEnquiryRequestSchemas,
} from './property-enquiry.ts'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  const out: Record<string, string> = {}
  if (!r.success) for (const i of r.issues) out[v.getDotPath(i) ?? '_'] ??= i.message
  return out
}

const stays = [
  { checkIn: '2027-01-02', checkOut: '2027-01-09', available: true },
  { checkIn: '2027-01-09', checkOut: '2027-01-16', available: false },
  { checkIn: '2027-01-16', checkOut: '2027-01-23', available: true },
]
const period = propertyEnquiryPeriodSchema({ today: '2026-12-01', stays, serviceLevels: ['Selfcatered', 'Catered'] })
const good = {
  checkIn: '2027-01-02',
  checkOut: '2027-01-09',
  serviceLevel: 'Catered',
  adults: 4,
  children: 1,
  contactConsent: true,
}

describe('property enquiry step 1, the period', () => {
  it.each([
    ['a complete, available period', good, {}],
    ['a period without stays (on request)', { ...good, checkIn: '2027-03-06', checkOut: '2027-03-13' }, {}],
    [
      'nothing',
      {},
      {
        checkIn: P.checkInRequired,
        checkOut: P.checkOutRequired,
        serviceLevel: M.serviceLevel,
        contactConsent: M.contactConsent,
      },
    ],
    ['no check-in', { ...good, checkIn: '' }, { checkIn: P.checkInRequired }],
    ['no check-out', { ...good, checkOut: '' }, { checkOut: P.checkOutRequired }],
    ['a malformed date', { ...good, checkIn: '2027-13-40' }, { checkIn: P.checkInRequired }],
    ['an impossible date', { ...good, checkOut: '2027-02-31' }, { checkOut: P.checkOutRequired }],
    [
      'check-out before check-in',
      { ...good, checkIn: '2027-01-09', checkOut: '2027-01-02' },
      { checkOut: P.checkOutAfterCheckIn },
    ],
    ['check-out on check-in', { ...good, checkOut: good.checkIn }, { checkOut: P.checkOutAfterCheckIn }],
    ['check-in in the past', { ...good, checkIn: '2026-11-30' }, { checkIn: P.checkInPast }],
    ['a sold period', { ...good, checkIn: '2027-01-09', checkOut: '2027-01-16' }, { checkIn: M.periodSold }],
    [
      'a period touching a sold stay',
      { ...good, checkIn: '2027-01-05', checkOut: '2027-01-12' },
      { checkIn: M.periodSold },
    ],
    ['no service level', { ...good, serviceLevel: ' ' }, { serviceLevel: M.serviceLevel }],
    [
      'a service level the property lacks',
      { ...good, serviceLevel: 'Bed & Breakfast' },
      { serviceLevel: M.serviceLevel },
    ],
    ['no contact consent', { ...good, contactConsent: false }, { contactConsent: M.contactConsent }],
    ['no adults', { ...good, adults: 0 }, { adults: M.adults }],
  ])('%s', (_, input, expected) => expect(messages(period, input)).toEqual(expected))

  it('shows the date rules even while other fields are still missing', () => {
    expect(messages(period, { checkIn: '2027-01-09', checkOut: '2027-01-02' })).toMatchObject({
      checkOut: P.checkOutAfterCheckIn,
    })
  })
})

describe('property enquiry step 2, the contact', () => {
  const contact = {
    fullname: 'Clara Weiss',
    email: 'clara@example.com',
    phone: '+41 79 123 45 67',
    city: 'Zurich',
    text: '',
  }
  it.each([
    ['complete', contact, {}],
    ['empty', {}, { fullname: M.fullName, email: M.email, phone: M.phone, city: M.city }],
    ['blank name', { ...contact, fullname: '  ' }, { fullname: M.fullName }],
    ['an e-mail without @', { ...contact, email: 'clara' }, { email: M.emailFormat }],
    ['no phone', { ...contact, phone: '' }, { phone: M.phone }],
    ['no city of origin', { ...contact, city: '' }, { city: M.city }],
  ])('%s', (_, input, expected) => expect(messages(PropertyEnquiryContactSchema, input)).toEqual(expected))
})

describe('the whole property enquiry request', () => {
  const schemas = propertyEnquiryRequestSchemas({ today: '2026-12-01', stays, serviceLevels: ['Catered'] })
  const body = {
    subject: 'New property enquiry',
    propertyId: 'a'.repeat(24),
    ...good,
    fullname: 'Clara Weiss',
    email: 'clara@example.com',
    phone: '+41 79 123 45 67',
    city: 'Zurich',
    language: 'de',
  }
  it('merges both steps', () => {
    const r = parseParts<Record<string, unknown>>(schemas, body)
    expect(r.success && r.output).toMatchObject({
      propertyId: 'a'.repeat(24),
      checkIn: '2027-01-02',
      fullname: 'Clara Weiss',
      language: 'de',
      text: '',
    })
  })
  it('collects the messages of every part', () => {
    const r = parseParts(schemas, {
      ...body,
      propertyId: 'x',
      phone: '',
      checkIn: '2027-01-09',
      checkOut: '2027-01-16',
    })
    expect(r.success).toBe(false)
    if (!r.success) {
      const byPath = Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
      expect(byPath).toEqual({ propertyId: M.propertyId, phone: M.phone, checkIn: M.periodSold })
    }
  })
})
